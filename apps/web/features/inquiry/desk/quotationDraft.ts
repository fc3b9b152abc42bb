import { formatMinor, lineAmount, readMoney, saveQuotationSchema, sumAmounts, type InputOf, type PaymentTermKind, type staffInquiry, type StaffInquiryView } from '@sw/protocol';
import { CURRENCIES, tierPriceFor } from './format';

/** The editor's state: what the inputs hold, as typed (numbers are read when checked). */
export interface TierDraft {
  minQty: string;
  unitPrice: string;
}
export interface LineDraft {
  key: string;
  itemId: string | null;
  title: string;
  qty: string;
  tiers: TierDraft[];
}
export interface QuotationDraft {
  quotationId: string | null;
  currency: (typeof CURRENCIES)[number];
  leadTimeDays: string;
  validUntil: string;
  remarks: string;
  terms: string;
  /** The payment terms: a preset, or 'custom' with the deposit percentage as typed. */
  paymentKind: PaymentTermKind;
  depositPercent: string;
  lines: LineDraft[];
}

export const DEFAULT_LEAD_TIME_DAYS = 30;
export const DEFAULT_VALID_DAYS = 30;
export const DEFAULT_TERMS =
  'Prices are ex works (EXW), excluding freight, duties and taxes. ' +
  'Samples and customization proofs are confirmed before production.';

let nextKey = 0;
export const newLineKey = () => `line-${++nextKey}`;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
export const today = (now = new Date()) => isoDay(now);
export function daysFromNow(days: number, now = new Date()): string {
  return isoDay(new Date(now.getTime() + days * 86_400_000));
}

const asCurrency = (value: string | null | undefined): QuotationDraft['currency'] =>
  (CURRENCIES as readonly string[]).includes(value ?? '') ? (value as QuotationDraft['currency']) : 'USD';

/**
 * Where the editor starts: the desk's saved draft; else the last sent version (a re-quote after a revision);
 * else one line per inquiry line (a quick inquiry: one line for its category at the buyer's target).
 */
export function initialDraft(view: StaffInquiryView, now = new Date()): QuotationDraft {
  const source = view.draftQuotation ?? view.quotation;
  if (source) {
    return {
      quotationId: view.draftQuotation?.quotationId ?? null,
      currency: asCurrency(source.currency),
      leadTimeDays: String(source.leadTimeDays),
      validUntil: source.validUntil > today(now) ? source.validUntil : daysFromNow(DEFAULT_VALID_DAYS, now),
      remarks: source.remarks ?? '',
      terms: source.terms ?? '',
      paymentKind: source.paymentTerms.kind,
      depositPercent: source.paymentTerms.kind === 'custom' ? String(source.paymentTerms.depositPercent) : '',
      lines: source.lines.map((line) => ({
        key: newLineKey(),
        itemId: line.itemId,
        title: line.title,
        qty: String(line.qty),
        tiers: line.tiers.map((tier) => ({ minQty: String(tier.minQty), unitPrice: String(tier.unitPrice) })),
      })),
    };
  }
  const lines: LineDraft[] = view.lines.map((line) => ({
    key: newLineKey(),
    itemId: line.itemId,
    title: line.title,
    qty: String(line.qty),
    tiers: [{ minQty: String(line.qty), unitPrice: '' }],
  }));
  if (lines.length === 0 && view.quick) {
    lines.push({
      key: newLineKey(),
      itemId: null,
      title: view.quick.categoryName,
      qty: String(view.quick.targetQty),
      tiers: [{ minQty: String(view.quick.targetQty), unitPrice: view.quick.targetPrice === null ? '' : String(view.quick.targetPrice) }],
    });
  }
  return {
    quotationId: null,
    currency: 'USD',
    leadTimeDays: String(DEFAULT_LEAD_TIME_DAYS),
    validUntil: daysFromNow(DEFAULT_VALID_DAYS, now),
    remarks: '',
    terms: DEFAULT_TERMS,
    paymentKind: 'deposit_30',
    depositPercent: '',
    lines,
  };
}

const numberOrText = (value: string) => (value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : value);

export type SaveInput = InputOf<typeof staffInquiry.saveQuotation>;

/** The draft as saveQuotation's input, or the problems by field path ('lines.0.tiers.1.unitPrice'). */
export function checkDraft(
  inquiryId: string,
  draft: QuotationDraft,
  options: { sending?: boolean; now?: Date } = {},
): { ok: true; input: SaveInput } | { ok: false; errors: Record<string, string> } {
  const candidate = {
    inquiryId,
    ...(draft.quotationId ? { quotationId: draft.quotationId } : {}),
    currency: draft.currency,
    leadTimeDays: numberOrText(draft.leadTimeDays),
    validUntil: draft.validUntil,
    remarks: draft.remarks.trim() || undefined,
    terms: draft.terms.trim() || undefined,
    paymentTerms: { kind: draft.paymentKind, ...(draft.paymentKind === 'custom' ? { depositPercent: numberOrText(draft.depositPercent) } : {}) },
    lines: draft.lines.map((line) => ({
      ...(line.itemId ? { itemId: line.itemId } : {}),
      title: line.title,
      qty: numberOrText(line.qty),
      tiers: line.tiers.map((tier) => ({ minQty: numberOrText(tier.minQty), unitPrice: tier.unitPrice.trim() })),
    })),
  };
  const errors: Record<string, string> = {};
  const parsed = saveQuotationSchema.safeParse(candidate);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = issue.path.join('.');
      errors[path] ??= issue.message;
    }
  }
  if (options.sending && draft.validUntil && draft.validUntil <= today(options.now)) {
    errors.validUntil ??= 'The validity date must be in the future to send the quotation.';
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, input: candidate as SaveInput };
}

/** A typed price under the one money rule (formats.ts); 0 when it is not one yet. */
function previewPrice(text: string): number {
  const reading = readMoney(text);
  return 'minor' in reading ? Number(formatMinor(reading.minor)) : 0;
}

/** What a line shows live: the unit price its quantity reaches and the amount. */
export function linePreview(line: LineDraft): { unitPrice: number | null; amount: number | null } {
  const qty = Number(line.qty);
  const tiers = line.tiers
    .map((tier) => ({ minQty: Number(tier.minQty), unitPrice: previewPrice(tier.unitPrice.trim()) }))
    .filter((tier) => tier.minQty > 0 && tier.unitPrice > 0);
  const unitPrice = Number.isInteger(qty) && qty > 0 ? tierPriceFor(tiers, qty) : null;
  return { unitPrice, amount: unitPrice === null ? null : lineAmount(unitPrice, qty) };
}

export function draftTotal(draft: QuotationDraft): number | null {
  const amounts = draft.lines.map((line) => linePreview(line).amount);
  return amounts.some((amount) => amount === null) ? null : sumAmounts(amounts as number[]);
}
