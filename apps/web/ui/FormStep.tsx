import type { ReactNode } from 'react';

/** A numbered section of a long form ('01 Goods', '02 Shipping address' ...), as the inquiry and order forms use. */
export function FormStep({ n, title, hint, children, idPrefix = 'form-step' }: { n: number; title: string; hint?: string; children: ReactNode; idPrefix?: string }) {
  return (
    <section className="rounded-[4px] border border-line bg-surface p-5 sm:p-6" aria-labelledby={`${idPrefix}-${n}`}>
      <div className="mb-5 flex items-baseline gap-3">
        <span className="font-display text-[22px] text-accent tabular-nums" aria-hidden="true">{String(n).padStart(2, '0')}</span>
        <div>
          <h2 id={`${idPrefix}-${n}`} className="font-display text-[22px] leading-tight text-ink">{title}</h2>
          {hint ? <p className="mt-1 text-[13px] text-ink-muted">{hint}</p> : null}
        </div>
      </div>
      {children}
    </section>
  );
}
