import type { ReactNode } from 'react';

/** A white section with a display-font heading (and something on its right): the account pages' building block. */
export function Panel({ title, children, aside, testId }: { title: string; children: ReactNode; aside?: ReactNode; testId?: string }) {
  return (
    <section className="rounded-[4px] border border-line bg-surface p-5 sm:p-6" data-testid={testId}>
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-3">
        <h2 className="font-display text-[22px] leading-tight text-ink">{title}</h2>
        {aside}
      </div>
      {children}
    </section>
  );
}
