'use client';
import { CUSTOM_DEPOSIT, PAYMENT_TERM_CHOICES, paymentTerms, type PaymentTermKind } from '@sw/protocol';
import { compactInput, ErrorText } from '@/ui/console';
import { labelClass } from '@/ui/form';
import type { QuotationDraft } from './quotationDraft';

/** The sentence the buyer will read for the chosen terms, or null while a custom percentage is not a valid one. */
function termsSentence(kind: PaymentTermKind, percent: string): string | null {
  try {
    return paymentTerms(kind, kind === 'custom' ? Number(percent) : undefined).label;
  } catch {
    return null;
  }
}

/**
 * The quotation's payment terms (docs/workflows.md, Payments): a preset or a custom deposit. 'Net 30 after shipment'
 * is offered only to a buyer staff marked for net terms on the members desk (a draft that has it keeps showing it).
 */
export function PaymentTermsField({
  draft, netTerms, errorOf, update,
}: { draft: QuotationDraft; netTerms: boolean; errorOf: (path: string) => string | undefined; update: (patch: Partial<QuotationDraft>) => void }) {
  const choices = PAYMENT_TERM_CHOICES.filter((choice) => choice.kind !== 'net_30' || netTerms || draft.paymentKind === 'net_30');
  const sentence = termsSentence(draft.paymentKind, draft.depositPercent);
  const percentError = errorOf('paymentTerms.depositPercent');
  return (
    <fieldset className="mt-5 rounded-lg border border-line p-4" data-testid="payment-terms">
      <legend className="px-1 text-[13px] font-semibold text-ink">Payment terms</legend>
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_12rem]">
        <label className="block">
          <span className={labelClass}>Terms</span>
          <select
            name="paymentKind"
            className={compactInput}
            value={draft.paymentKind}
            onChange={(event) => update({ paymentKind: event.target.value as PaymentTermKind })}
          >
            {choices.map((choice) => (
              <option key={choice.kind} value={choice.kind}>
                {choice.title}
              </option>
            ))}
          </select>
        </label>
        {draft.paymentKind === 'custom' ? (
          <label className="block">
            <span className={labelClass}>Deposit (%)</span>
            <input
              name="depositPercent"
              inputMode="numeric"
              className={compactInput}
              value={draft.depositPercent}
              placeholder={`${CUSTOM_DEPOSIT.min}–${CUSTOM_DEPOSIT.max}`}
              aria-invalid={!!percentError || undefined}
              onChange={(event) => update({ depositPercent: event.target.value })}
            />
            <ErrorText message={percentError} />
          </label>
        ) : null}
      </div>
      <p className="mt-2 text-[13px] leading-5 text-ink-muted" data-testid="payment-terms-sentence">
        {sentence ?? `Enter the deposit as a whole percentage from ${CUSTOM_DEPOSIT.min} to ${CUSTOM_DEPOSIT.max}.`}
        {!netTerms && draft.paymentKind !== 'net_30' ? ' Net terms can be offered once the buyer is marked for them on the members desk.' : null}
      </p>
    </fieldset>
  );
}
