import type { ComponentProps } from 'react';
import { errorIdOf, inputClass } from './Field';

type InputProps = ComponentProps<'input'> & { id: string; invalid?: boolean };

/** A text input of the design system; works with react-hook-form's register() (the ref is passed on). */
export function Input({ id, invalid, className = '', ...rest }: InputProps) {
  return <input id={id} aria-invalid={invalid || undefined} aria-describedby={errorIdOf(id)} {...rest} className={`${inputClass} ${className}`} />;
}

/** A multi-line input with the same look. */
export function TextArea({ id, invalid, className = '', ...rest }: ComponentProps<'textarea'> & { id: string; invalid?: boolean }) {
  return (
    <textarea
      id={id}
      aria-invalid={invalid || undefined}
      aria-describedby={errorIdOf(id)}
      {...rest}
      className={`${inputClass} h-auto resize-y py-3 ${className}`}
    />
  );
}
