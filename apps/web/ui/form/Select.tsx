import type { ComponentProps } from 'react';
import { ChevronDown } from '@/ui/icons';
import { errorIdOf, inputClass } from './Field';

/** A native select with the form's own chevron; works with react-hook-form's register(). */
export function Select({ id, invalid, className = '', ...rest }: ComponentProps<'select'> & { id: string; invalid?: boolean }) {
  return (
    <div className="relative">
      <select id={id} aria-invalid={invalid || undefined} aria-describedby={errorIdOf(id)} {...rest} className={`${inputClass} appearance-none pr-10 ${className}`} />
      <ChevronDown strokeWidth={2} className="pointer-events-none absolute top-1/2 right-3.5 size-4 -translate-y-1/2 text-ink-muted" />
    </div>
  );
}
