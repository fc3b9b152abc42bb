/**
 * Payment terms of a quotation, copied onto the order it makes (docs/workflows.md, Payments). Presets, or a custom
 * deposit percentage; the terms decide what must be received before production and before shipment.
 */

export const PAYMENT_TERM_KINDS = ['deposit_30', 'deposit_50', 'prepaid', 'net_30', 'custom'] as const;
export type PaymentTermKind = (typeof PAYMENT_TERM_KINDS)[number];

/** The custom deposit's range, in whole percent (0 would be net terms, 100 payment before production). */
export const CUSTOM_DEPOSIT = { min: 1, max: 99 } as const;

export interface PaymentTerms {
  kind: PaymentTermKind;
  /** What must be received before production, in percent of the total (100 for 'prepaid', 0 for net terms). */
  depositPercent: number;
  /** Net terms: the balance is due this many days after shipment; null when it is due before shipment. */
  netDays: number | null;
  /** The sentence the quotation, the order and the proforma invoice print. */
  label: string;
}

/** The presets the quotation editor offers, in its order; 'net_30' only for buyers staff marked for terms. */
export const PAYMENT_TERM_CHOICES: { kind: PaymentTermKind; title: string }[] = [
  { kind: 'deposit_30', title: '30 % deposit, balance before shipment' },
  { kind: 'deposit_50', title: '50 % deposit, 50 % before shipment' },
  { kind: 'prepaid', title: '100 % before production' },
  { kind: 'net_30', title: 'Net 30 after shipment' },
  { kind: 'custom', title: 'Custom deposit' },
];

const PRESETS: Record<Exclude<PaymentTermKind, 'custom'>, { depositPercent: number; netDays: number | null }> = {
  deposit_30: { depositPercent: 30, netDays: null },
  deposit_50: { depositPercent: 50, netDays: null },
  prepaid: { depositPercent: 100, netDays: null },
  net_30: { depositPercent: 0, netDays: 30 },
};

function labelOf(kind: PaymentTermKind, depositPercent: number, netDays: number | null): string {
  if (kind === 'prepaid') return 'Full payment (100 %) by bank transfer before production starts.';
  if (netDays !== null) return `Payment in full within ${netDays} days after shipment (net ${netDays}).`;
  const rest = 100 - depositPercent;
  return `${depositPercent} % deposit by bank transfer to start production; the balance (${rest} %) before shipment.`;
}

/** The terms of a preset, or of a custom deposit percentage (a whole number in CUSTOM_DEPOSIT). */
export function paymentTerms(kind: PaymentTermKind, customPercent?: number): PaymentTerms {
  if (kind === 'custom') {
    const percent = customPercent ?? NaN;
    if (!Number.isInteger(percent) || percent < CUSTOM_DEPOSIT.min || percent > CUSTOM_DEPOSIT.max) {
      throw new RangeError(`A custom deposit is a whole percentage from ${CUSTOM_DEPOSIT.min} to ${CUSTOM_DEPOSIT.max}.`);
    }
    return { kind, depositPercent: percent, netDays: null, label: labelOf(kind, percent, null) };
  }
  const preset = PRESETS[kind];
  return { kind, ...preset, label: labelOf(kind, preset.depositPercent, preset.netDays) };
}

/** The terms every quotation and order had before terms were chosen (and the editor's default). */
export const DEFAULT_PAYMENT_TERMS: PaymentTerms = paymentTerms('deposit_30');

/** Terms as stored (possibly null for an older row), with the label made again from the numbers. */
export const storedPaymentTerms = (stored: Pick<PaymentTerms, 'kind' | 'depositPercent'> | null | undefined): PaymentTerms =>
  stored ? paymentTerms(stored.kind, stored.depositPercent) : DEFAULT_PAYMENT_TERMS;

/** True when the balance is due after shipment (no balance gate before shipping). */
export const isNetTerms = (terms: PaymentTerms): boolean => terms.netDays !== null;

/** The order queue's money filters (staff/orderQueue.do `payment`). */
export const ORDER_PAYMENT_FILTERS = ['awaiting_deposit', 'awaiting_balance', 'notices_to_confirm'] as const;
export type OrderPaymentFilter = (typeof ORDER_PAYMENT_FILTERS)[number];
