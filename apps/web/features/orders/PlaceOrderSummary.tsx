'use client';
import Link from 'next/link';
import { type CallResult, type InquiryDetail, type OrderPreview, type PaymentTerms, type QuotationView, toMinor } from '@sw/protocol';
import { inquiryHref } from '@/lib/links';
import { Alert, SubmitButton } from '@/ui/form';
import type { ApprovalRule } from './api.server';
import { refusalText } from './api';
import { moneyText } from './format';
import type { TradeTermsLines } from './parts';

/** Whether an order of `total` would wait for the company's approval (the back-end decides it again when placing). */
export function waitsForApproval(rule: ApprovalRule | null, total: number): boolean {
  return Boolean(rule?.applies && rule.threshold !== null && toMinor(total) > toMinor(rule.threshold));
}

const namesText = (names: string[]) => (names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : (names[0] ?? 'an admin of your company'));

/**
 * What the buyer should know before placing, above the button: the payment terms of the quotation, and (when the order
 * is above the company's approval amount and the buyer is not an admin) that it will wait for an admin's approval, and whose.
 */
export function BeforePlacing({ terms, rule, total, currency }: { terms: PaymentTerms; rule: ApprovalRule | null; total: number; currency: string }) {
  const waits = waitsForApproval(rule, total);
  return (
    <div className="mt-4 space-y-3 text-[13px] leading-relaxed" data-testid="order-before-placing">
      <div className="rounded-[3px] bg-surface-muted px-3.5 py-3">
        <p className="text-[11px] uppercase tracking-[0.14em] text-ink-muted">Payment terms</p>
        <p className="mt-1 text-ink" data-testid="order-payment-terms">{terms.label}</p>
      </div>
      {waits && rule ? (
        <div className="rounded-[3px] border border-amber-700/30 bg-amber-50 px-3.5 py-3 text-amber-950" role="note" data-testid="order-approval-notice">
          <p className="font-medium">This order will wait for approval</p>
          <p className="mt-1">
            It is above your company’s approval amount of {moneyText(Number(rule.threshold), currency)}, so {namesText(rule.approvers)} approves it before it goes to our sales team.
          </p>
        </div>
      ) : null}
    </div>
  );
}

/** The order's figures as the back-end priced them (orderPreview.do): lines, goods, trade terms and charges, credit, total. */
function SummaryFigures({ preview, pieces, leadTimeDays, TradeTerms }: { preview: OrderPreview; pieces: number; leadTimeDays: number; TradeTerms: TradeTermsLines }) {
  const { currency, sampleCredit } = preview;
  return (
    <>
      <ul className="mt-4 space-y-2 text-[13px]">
        {preview.lines.map((line) => (
          <li key={line.line} className="flex justify-between gap-4" data-testid="order-summary-line">
            <span className="min-w-0 truncate text-ink-muted">
              {line.title} <span className="tabular-nums">× {line.qty.toLocaleString('en-US')}</span>
            </span>
            <span className="flex-none tabular-nums text-ink">{moneyText(Number(line.amount), currency)}</span>
          </li>
        ))}
      </ul>
      <dl className="mt-4 space-y-2 border-t border-line pt-4 text-[14px]">
        <div className="flex justify-between gap-4">
          <dt className="text-ink-muted">Pieces</dt>
          <dd className="tabular-nums text-ink" data-testid="order-pieces">{pieces.toLocaleString('en-US')}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-ink-muted">Lead time</dt>
          <dd className="text-ink">{leadTimeDays} days</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-ink-muted">Goods</dt>
          <dd className="tabular-nums text-ink" data-testid="order-goods">{moneyText(Number(preview.goods), currency)}</dd>
        </div>
        {sampleCredit ? (
          <div className="flex items-baseline justify-between gap-4" data-testid="order-sample-credit">
            <dt className="min-w-0 text-ink-muted">
              <span className="text-ink">Sample credit</span>
              <span className="block text-[12px]">Fees paid on {[...new Set(sampleCredit.lines.map((line) => line.sampleOrderNo))].join(', ')}</span>
            </dt>
            <dd className="flex-none tabular-nums text-accent-strong" data-testid="order-sample-credit-amount">−{moneyText(sampleCredit.amount, currency)}</dd>
          </div>
        ) : null}
      </dl>
      <TradeTerms terms={preview.tradeTerms} currency={currency} />
      <dl className="mt-3 space-y-2 border-t border-line pt-3 text-[14px]">
        <div className="flex justify-between gap-4">
          <dt className="text-ink-muted">Currency</dt>
          <dd className="text-ink" data-testid="order-currency">{currency}</dd>
        </div>
        <div className="flex items-baseline justify-between gap-4">
          <dt className="text-ink">Order total</dt>
          <dd className="font-display text-[26px] tabular-nums text-ink" data-testid="order-total">{moneyText(Number(preview.total), currency)}</dd>
        </div>
      </dl>
    </>
  );
}

/**
 * The order form's summary column: what the order will hold, as the back-end prices it (the figures wait, dimmed, while
 * a changed quantity is priced again, and Place order with them), then what to know and the button.
 */
export function PlaceOrderSummary({
  detail, quotation, preview, stale, pieces, approvalRule, problem, busy, TradeTerms,
}: {
  detail: InquiryDetail;
  quotation: QuotationView;
  preview: CallResult<OrderPreview> | undefined;
  stale: boolean;
  pieces: number;
  approvalRule: ApprovalRule | null;
  problem: string | null;
  busy: boolean;
  TradeTerms: TradeTermsLines;
}) {
  const figures = preview?.ok ? preview.data : null;
  const refusal = preview && !preview.ok ? `We could not price the order just now: ${refusalText(preview)}` : null;
  return (
    <div className="rounded-[4px] border border-line bg-surface p-5 sm:p-6" data-testid="order-summary" aria-busy={stale || undefined}>
      <h2 className="font-display text-[24px] leading-tight text-ink">Summary</h2>
      {figures ? (
        <div className={stale ? 'opacity-60 transition-opacity' : undefined}>
          <SummaryFigures preview={figures} pieces={pieces} leadTimeDays={quotation.leadTimeDays} TradeTerms={TradeTerms} />
        </div>
      ) : null}
      {figures ? <BeforePlacing terms={quotation.paymentTerms} rule={approvalRule} total={Number(figures.total)} currency={figures.currency} /> : null}
      <p className="mt-3 text-[12px] leading-relaxed text-ink-muted">
        Placing the order commits you to buy at these prices. Our sales team confirms it and sends the proforma invoice; you can cancel until then.
      </p>
      <div className="mt-5">
        <Alert message={problem ?? refusal} testId="order-error" />
        <SubmitButton busy={busy} disabled={!figures || stale} data-testid="order-submit">Place order</SubmitButton>
      </div>
      <p className="mt-3 text-center text-[12px] text-ink-muted">
        Questions first?{' '}
        <Link href={inquiryHref.details(detail.inquiryId, detail.mode)} className="underline underline-offset-4 hover:text-ink">
          Write to us in the inquiry
        </Link>
      </p>
    </div>
  );
}
