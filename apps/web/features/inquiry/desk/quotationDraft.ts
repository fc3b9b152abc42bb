import {
  CATALOGUE_CURRENCY, fallbackPlace, formatMinor, lineAmount, missingCharge, missingChargeMessage, rateLockEnded, rateLockPassedMessage, readMoney, saveQuotationSchema, startingIncoterm, sumAmounts, toMinor,
  type FreightMode, type Incoterm, type InputOf, type PaymentTermKind, type QuotationView, type staffInquiry, type StaffInquiryView,
} from '@sw/protocol';
import { agreementCurrency, agreementTiers, type LineAgreementRef } from './agreementDraft';
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
  /** The company agreement its tiers started from (issue 51): saved with the line, which freezes it. */
  agreement?: LineAgreementRef | null;
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
  /** Trade terms (issue 39): the Incoterm and place, the typed charges as typed, and the rate lock's last day. */
  incoterm: Incoterm;
  incotermPlace: string;
  freightMode: FreightMode | '';
  freightCarrier: string;
  freightTransitDays: string;
  freightCost: string;
  insurance: string;
  duties: string;
  rateLockedUntil: string;
}

type TradeDraft = Pick<QuotationDraft, 'incoterm' | 'incotermPlace' | 'freightMode' | 'freightCarrier' | 'freightTransitDays' | 'freightCost' | 'insurance' | 'duties' | 'rateLockedUntil'>;

/**
 * The trade terms a draft starts from: the source quotation's, else the buyer's request, the company's default rule,
 * FOB Guangzhou (the back-end's rule chooser, protocol startingIncoterm); a D rule without a place: the shipping address.
 */
function initialTrade(source: QuotationView | null, view: StaffInquiryView): TradeDraft {
  const t = source?.tradeTerms;
  const sources = { request: view.tradeRequest ?? null, companyDefault: view.buyer.tradeDefault ?? null, shipTo: view.address };
  const incoterm = t?.incoterm ?? startingIncoterm(sources);
  return {
    incoterm,
    incotermPlace: t?.place ?? fallbackPlace(incoterm, sources) ?? '',
    freightMode: t?.freight?.mode ?? '',
    freightCarrier: t?.freight?.carrier ?? '',
    freightTransitDays: t?.freight ? String(t.freight.transitDays) : '',
    freightCost: t?.freight ? String(t.freight.cost) : '',
    insurance: t?.insurance === null || t?.insurance === undefined ? '' : String(t.insurance),
    duties: t?.duties === null || t?.duties === undefined ? '' : String(t.duties),
    rateLockedUntil: source?.exchange?.lockedUntil ?? '',
  };
}

export const DEFAULT_LEAD_TIME_DAYS = 30;
export const DEFAULT_VALID_DAYS = 30;
export const DEFAULT_TERMS =
  'Prices follow the Incoterms 2020 rule and place of this quotation; costs the rule leaves to the buyer are not included. ' +
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
        agreement: line.agreement ? { priceListId: line.agreement.priceListId, version: line.agreement.version } : null,
      })),
      ...initialTrade(source, view),
    };
  }
  // A new draft starts from the company's agreement prices where one prices the line (issue 51).
  const lines: LineDraft[] = view.lines.map((line) => ({
    key: newLineKey(),
    itemId: line.itemId,
    title: line.title,
    qty: String(line.qty),
    ...agreementTiers(view, line.itemId, line.qty),
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
    currency: asCurrency(agreementCurrency(view) ?? view.tradeRequest?.currency),
    leadTimeDays: String(DEFAULT_LEAD_TIME_DAYS),
    validUntil: daysFromNow(DEFAULT_VALID_DAYS, now),
    remarks: '',
    terms: DEFAULT_TERMS,
    paymentKind: 'deposit_30',
    depositPercent: '',
    lines,
    ...initialTrade(null, view),
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
      ...(line.agreement ? { priceListId: line.agreement.priceListId, priceListVersion: line.agreement.version } : {}),
    })),
    ...tradeInput(draft),
  };
  const errors: Record<string, string> = {};
  const parsed = saveQuotationSchema.safeParse(candidate);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = issue.path.join('.');
      errors[path] ??= issue.message;
    }
  }
  if (options.sending) {
    const missing = missingCharge(draft.incoterm, { freight: !!draft.freightMode, insurance: !!draft.insurance.trim(), duties: !!draft.duties.trim() });
    if (missing) errors[missing === 'freight' ? 'freight.cost' : missing] ??= missingChargeMessage(draft.incoterm, missing);
  }
  if (options.sending && draft.validUntil && draft.validUntil <= today(options.now)) {
    errors.validUntil ??= 'The validity date must be in the future to send the quotation.';
  }
  Object.assign(errors, lockMark(draft, options.now));
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, input: candidate as SaveInput };
}

/** A rate lock day in the past (only a foreign currency has one), marked as it is entered, never after the send's confirm. */
export function lockMark(draft: QuotationDraft, now = new Date()): Record<string, string> {
  const lockable = draft.currency !== CATALOGUE_CURRENCY && draft.rateLockedUntil;
  return lockable && rateLockEnded(draft.rateLockedUntil, today(now)) ? { rateLockedUntil: rateLockPassedMessage(draft.rateLockedUntil) } : {};
}

/** The draft's field a mark's path ('freight.cost', 'lines.0.qty') is about. */
const OWN_KEY: Record<string, keyof QuotationDraft> = {
  freight: 'freightMode', 'freight.mode': 'freightMode', 'freight.carrier': 'freightCarrier', 'freight.transitDays': 'freightTransitDays',
  'freight.cost': 'freightCost', 'paymentTerms.depositPercent': 'depositPercent', paymentTerms: 'paymentKind',
};
export const draftKeyOf = (path: string): keyof QuotationDraft => OWN_KEY[path] ?? (path.startsWith('lines') ? 'lines' : (path as keyof QuotationDraft));

/**
 * The marks after an edit (`before` → `after`): a mark whose field changed, or any after a change of rule, is checked
 * again and stays only while still wrong; the others stay as they are (the back-end's too); a lock day is checked as entered.
 */
export function recheckDraft(inquiryId: string, before: QuotationDraft, after: QuotationDraft, marks: Record<string, string>, now = new Date()): Record<string, string> {
  const checked = checkDraft(inquiryId, after, { sending: true, now });
  const found = checked.ok ? {} : checked.errors;
  const ruleChanged = before.incoterm !== after.incoterm || before.currency !== after.currency;
  const next: Record<string, string> = {};
  for (const [path, message] of Object.entries(marks)) {
    const key = draftKeyOf(path);
    if (!ruleChanged && before[key] === after[key]) next[path] = message;
    else if (found[path]) next[path] = found[path];
  }
  const lockChanged = before.rateLockedUntil !== after.rateLockedUntil || before.currency !== after.currency;
  return lockChanged ? { ...next, ...lockMark(after, now) } : next;
}

/** The trade-terms part of saveQuotation's input: a freight line only once a mode is chosen, blank costs left out. */
const blankless = (value: string) => value.trim() || undefined;

function tradeInput(draft: QuotationDraft) {
  return {
    incoterm: draft.incoterm,
    incotermPlace: blankless(draft.incotermPlace),
    ...(draft.freightMode
      ? { freight: { mode: draft.freightMode, carrier: draft.freightCarrier, transitDays: numberOrText(draft.freightTransitDays), cost: draft.freightCost.trim() } }
      : {}),
    insurance: blankless(draft.insurance),
    duties: blankless(draft.duties),
    ...(draft.currency !== 'USD' && draft.rateLockedUntil ? { rateLockedUntil: draft.rateLockedUntil } : {}),
  };
}

/** The typed charges' sum in minor units (a cost not yet a valid amount counts 0). */
export function draftChargesMinor(draft: QuotationDraft): bigint {
  const typed = [draft.freightMode ? draft.freightCost : '', draft.insurance, draft.duties];
  return typed.reduce((sum, text) => {
    const reading = readMoney(text.trim());
    return 'minor' in reading ? sum + reading.minor : sum;
  }, 0n);
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
  if (amounts.some((amount) => amount === null)) return null;
  return Number(formatMinor(toMinor(sumAmounts(amounts as number[])) + draftChargesMinor(draft)));
}
