import Form from 'next/form';
import type { ReactNode } from 'react';
import { labelClass } from '@/ui/form';

export const filterControl =
  'block h-10 w-full rounded-[3px] border border-line bg-surface px-3 text-[14px] text-ink focus:border-ink focus:outline-none focus:ring-2 focus:ring-accent/25';

/**
 * A console list's filters: a GET form (the URL carries them, the back button works). `keep` are filters set
 * elsewhere (the state tabs) that a search keeps.
 */
export function FilterForm({ action, keep = {}, children, testId }: { action: string; keep?: Record<string, string | undefined>; children: ReactNode; testId?: string }) {
  return (
    <Form action={action} className="flex flex-wrap items-end gap-3" data-testid={testId}>
      {Object.entries(keep).map(([name, value]) => (value ? <input key={name} type="hidden" name={name} value={value} /> : null))}
      {children}
      <div className="flex items-end gap-2">
        <button type="submit" className="btn btn-primary h-10 min-h-10 px-5">
          Filter
        </button>
        <a href={action} className="btn h-10 min-h-10 px-3 text-ink-muted hover:text-ink">
          Clear
        </a>
      </div>
    </Form>
  );
}

/** One labelled filter control. */
export function FilterField({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <label className={`block ${wide ? 'min-w-[220px] flex-[2]' : 'min-w-[140px] flex-1'}`}>
      <span className={labelClass}>{label}</span>
      {children}
    </label>
  );
}
