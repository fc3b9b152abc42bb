import Link from 'next/link';
import { CheckIcon } from './icons';

/**
 * /success: what was sent (an inquiry, an order), its number, the next steps, and the ways on: to what was sent
 * (when its id is known), to the buyer's list of them, and back to the goods.
 */
export function SentCard({ testId, eyebrow, title, numberLabel, number, numberTestId, steps, view, list }: {
  testId: string;
  eyebrow: string;
  title: string;
  /** 'Inquiry number', 'Order number'. */
  numberLabel: string;
  number: string;
  numberTestId: string;
  steps: readonly string[];
  /** The way to what was sent; left out without its id. */
  view: { href: string; label: string; testId: string } | null;
  /** The buyer's list ('My Inquiry', 'My Order'). */
  list: { href: string; label: string };
}) {
  return (
    <div className="mx-auto max-w-[720px] py-6 sm:py-10" data-testid={testId}>
      <div className="rounded-[4px] border border-line bg-surface px-6 py-10 text-center sm:px-12 sm:py-14">
        <span className="inline-flex size-16 items-center justify-center rounded-full border border-accent-line bg-accent-soft text-accent-strong">
          <CheckIcon size={28} />
        </span>
        <p className="eyebrow mt-6">{eyebrow}</p>
        <h1 className="mt-2 font-display text-balance text-[30px] leading-tight text-ink sm:text-[38px]">{title}</h1>
        <p className="mt-3 text-[15px] text-ink-muted">
          {numberLabel} <strong className="font-medium tabular-nums tracking-wide text-ink" data-testid={numberTestId}>{number}</strong>
        </p>
        <ol className="mx-auto mt-8 max-w-[520px] space-y-4 text-left">
          {steps.map((step, index) => (
            <li key={index} className="flex gap-4 text-[14px] leading-relaxed text-ink">
              <span className="font-display text-[20px] leading-none text-accent tabular-nums" aria-hidden="true">{index + 1}</span>
              <span>{step}</span>
            </li>
          ))}
        </ol>
        <div className="mt-10 flex flex-wrap justify-center gap-3">
          {view ? (
            <Link href={view.href} className="btn btn-primary" data-testid={view.testId}>
              {view.label}
            </Link>
          ) : null}
          <Link href={list.href} className="btn btn-outline">{list.label}</Link>
          <Link href="/goods/list" className="btn btn-outline">Continue browsing</Link>
        </div>
      </div>
    </div>
  );
}
