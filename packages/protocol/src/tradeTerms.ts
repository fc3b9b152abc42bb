import { formatMinor, MONEY_DIGITS, sumMinor } from './money';

/**
 * Trade terms of a quotation (issue 39): the Incoterms 2020 rule and its place, the typed charges the seller quotes
 * (freight, insurance, duties), the exchange rate a foreign-currency quotation is locked at, and the landed-cost
 * estimate's arithmetic. Both ends use it: the editor checks what the back-end checks.
 */

export const INCOTERMS = ['EXW', 'FCA', 'FOB', 'CFR', 'CIF', 'DAP', 'DDP'] as const;
export type Incoterm = (typeof INCOTERMS)[number];

/** A cost the seller may quote on a quotation, listed apart from the goods. */
export type ChargeKind = 'freight' | 'insurance' | 'duties';

export interface IncotermRule {
  name: string;
  /** What the place names: the seller's premises or a handover point (E and F rules), the port of destination (C rules), the buyer's address (D rules). */
  place: 'origin' | 'port' | 'destination';
  /** The costs the seller carries under the rule, which a quotation on it must quote. */
  sellerPays: readonly ChargeKind[];
}

export const INCOTERM_RULES: Record<Incoterm, IncotermRule> = {
  EXW: { name: 'Ex Works', place: 'origin', sellerPays: [] },
  FCA: { name: 'Free Carrier', place: 'origin', sellerPays: [] },
  FOB: { name: 'Free On Board', place: 'origin', sellerPays: [] },
  CFR: { name: 'Cost and Freight', place: 'port', sellerPays: ['freight'] },
  CIF: { name: 'Cost, Insurance and Freight', place: 'port', sellerPays: ['freight', 'insurance'] },
  DAP: { name: 'Delivered At Place', place: 'destination', sellerPays: ['freight'] },
  DDP: { name: 'Delivered Duty Paid', place: 'destination', sellerPays: ['freight', 'duties'] },
};

/** Where a quotation without a rule of its own (or its company's) starts: FOB at our port. */
export const DEFAULT_INCOTERM = { incoterm: 'FOB' as Incoterm, place: 'Guangzhou' };

/** The one rule the catalogue's prices are on (the goods page, the terms): the rule quotations start from. */
export const CATALOGUE_PRICE_BASIS = `${DEFAULT_INCOTERM.incoterm} ${DEFAULT_INCOTERM.place} (${INCOTERM_RULES[DEFAULT_INCOTERM.incoterm].name}, Incoterms 2020)`;

export const CHARGE_LABELS: Record<ChargeKind, string> = { freight: 'Freight', insurance: 'Insurance', duties: 'Duties and taxes' };

export const FREIGHT_MODES = ['express', 'air', 'sea'] as const;
export type FreightMode = (typeof FREIGHT_MODES)[number];
export const FREIGHT_MODE_LABELS: Record<FreightMode, string> = { express: 'Express courier', air: 'Air freight', sea: 'Sea freight' };

/** The charges of a quotation or an order, whatever form their amounts take (numbers on a quotation, fixed-digit text on an order). */
export interface ChargesOf<Amount> {
  freight: { mode: FreightMode; carrier: string; transitDays: number; cost: Amount } | null;
  insurance: Amount | null;
  duties: Amount | null;
}

/** One charge as the quotation, the order and their documents list it apart from the goods. */
export interface ChargeLine<Amount> {
  kind: ChargeKind;
  /** 'Freight', 'Insurance', 'Duties and taxes'. */
  label: string;
  /** 'Sea freight · Hapag-Lloyd FCL · 32 days in transit', 'Cargo insurance', 'Paid by us on import'. */
  detail: string;
  amount: Amount;
}

/** The charges quoted, in their fixed order (freight, insurance, duties); a charge not quoted is left out. */
export function chargeLines<Amount>(terms: ChargesOf<Amount>): ChargeLine<Amount>[] {
  const lines: ChargeLine<Amount>[] = [];
  if (terms.freight) {
    const { mode, carrier, transitDays, cost } = terms.freight;
    lines.push({ kind: 'freight', label: CHARGE_LABELS.freight, detail: `${FREIGHT_MODE_LABELS[mode]} · ${carrier} · ${transitDays} days in transit`, amount: cost });
  }
  if (terms.insurance !== null) lines.push({ kind: 'insurance', label: CHARGE_LABELS.insurance, detail: 'Cargo insurance', amount: terms.insurance });
  if (terms.duties !== null) lines.push({ kind: 'duties', label: CHARGE_LABELS.duties, detail: 'Paid by us on import', amount: terms.duties });
  return lines;
}

/** The currency the catalogue's prices are in; a quotation in another one keeps its exchange rate. */
export const CATALOGUE_CURRENCY = 'USD';

/** 'CIF Hamburg (Incoterms 2020)'. */
export const incotermLabel = (incoterm: Incoterm, place: string): string => `${incoterm} ${place} (Incoterms 2020)`;

/** What the place field asks for under a rule (the editor's hint and the refusal's words). */
export function placeHint(incoterm: Incoterm): string {
  const kind = INCOTERM_RULES[incoterm].place;
  if (kind === 'destination') return "the destination (the buyer's address or city)";
  if (kind === 'port') return 'the port of destination';
  return 'the place of handover (a port or city)';
}

/** Whether a company's default rule needs its own place: every rule but the D rules, which take each inquiry's address. */
export const defaultNeedsPlace = (incoterm: Incoterm): boolean => INCOTERM_RULES[incoterm].place !== 'destination';

/** The refusal of a default rule without its place (staff/tradeTerms/saveCompanyDefault.do, and the console's form). */
export const defaultPlaceMessage = (incoterm: Incoterm): string =>
  `${incoterm} needs a place as default (a port or city); only D rules take the buyer's address from each inquiry.`;

/** A company's default in words: 'CIF Hamburg (Incoterms 2020)', 'DAP (Incoterms 2020) at each inquiry's shipping address'; none: FOB Guangzhou. */
export function defaultTermsText(terms: { incoterm: Incoterm; place: string | null } | null): string {
  const { incoterm, place } = terms ?? DEFAULT_INCOTERM;
  return place ? incotermLabel(incoterm, place) : `${incoterm} (Incoterms 2020) at each inquiry's shipping address`;
}

/** The refusal of a rule without the place it needs: 'DAP (Delivered At Place) needs the destination (the buyer's address or city).' */
export const needsPlaceMessage = (incoterm: Incoterm): string => `${incoterm} (${INCOTERM_RULES[incoterm].name}) needs ${placeHint(incoterm)}.`;

/** The currencies a quotation may be in (the catalogue's first), and that a buyer may ask for. */
export const QUOTATION_CURRENCIES = ['USD', 'EUR', 'GBP', 'CNY'] as const;
export type QuotationCurrency = (typeof QUOTATION_CURRENCIES)[number];

/** What the buyer asked for when sending an inquiry ('CIF Los Angeles, in USD'); any part may be left out. */
export interface TradeRequest {
  currency: QuotationCurrency | null;
  incoterm: Incoterm | null;
  place: string | null;
}

/** 'CIF Los Angeles, in USD', 'in EUR', 'DAP at the shipping address': the request in words for the desk. */
export function tradeRequestText(request: TradeRequest): string {
  const rule = request.incoterm ? `${request.incoterm} ${request.place ?? 'at the shipping address'}` : null;
  const currency = request.currency ? `in ${request.currency}` : null;
  return [rule, currency].filter(Boolean).join(', ');
}

const PLACE_MAX = 120;

/** A D rule's place from the inquiry's shipping address: 'Los Angeles, California, United States'. */
export function addressPlace(address: { city: string; region: string | null; countryName: string } | null | undefined): string | null {
  if (!address) return null;
  const place = [address.city, address.region, address.countryName].map((part) => part?.trim()).filter(Boolean).join(', ');
  return place ? place.slice(0, PLACE_MAX) : null;
}

/** What a quotation's terms start from: the buyer's request, the company's default, the inquiry's shipping address. */
export interface TermsSources {
  request: TradeRequest | null;
  companyDefault: { incoterm: Incoterm; place: string | null } | null;
  shipTo: Parameters<typeof addressPlace>[0];
}

/** The rule a new quotation starts from: the buyer's request, else the company's default, else FOB Guangzhou. */
export const startingIncoterm = (sources: TermsSources): Incoterm =>
  sources.request?.incoterm ?? sources.companyDefault?.incoterm ?? DEFAULT_INCOTERM.incoterm;

/**
 * The place a rule takes when none is typed (the rule chooser and the desk editor): the request's or the default's
 * for their own rule, Guangzhou for FOB, the inquiry's shipping address for a D rule; null: it must be typed.
 */
export function fallbackPlace(incoterm: Incoterm, sources: TermsSources): string | null {
  const own = [sources.request, sources.companyDefault, DEFAULT_INCOTERM].find((terms) => terms?.incoterm === incoterm && terms.place);
  if (own?.place) return own.place;
  return INCOTERM_RULES[incoterm].place === 'destination' ? addressPlace(sources.shipTo) : null;
}

/** The first seller-carried cost a rule needs that is not quoted, or null when all are. */
export function missingCharge(incoterm: Incoterm, quoted: Record<ChargeKind, boolean>): ChargeKind | null {
  return INCOTERM_RULES[incoterm].sellerPays.find((kind) => !quoted[kind]) ?? null;
}

export function missingChargeMessage(incoterm: Incoterm, kind: ChargeKind): string {
  const what = kind === 'duties' ? 'duties and taxes' : kind;
  return `${incoterm} (${INCOTERM_RULES[incoterm].name}) means the seller pays ${what}: please quote the ${what} cost before sending this quotation.`;
}

/** European Union members: one customs territory, so one duty-rate row ('EU') covers them all. */
export const EU_COUNTRIES: readonly string[] = [
  'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE',
];

/** The duty-rate rows that may apply to a destination country: its own, then its customs union's. */
export function dutyTerritories(country: string): string[] {
  return EU_COUNTRIES.includes(country) ? [country, 'EU'] : [country];
}

/** An HS code and its shorter headings, most precise first: '7117.19.90' → ['7117.19.90', '7117.19', '7117']. */
export function hsHeadings(hsCode: string): string[] {
  const parts = hsCode.split('.');
  return parts.map((_, i) => parts.slice(0, parts.length - i).join('.'));
}

export const HS_CODE = /^\d{4}(\.\d{2}){0,2}$/;
/** An exchange rate: units of the quotation's currency for one unit of the catalogue's, at most 6 decimals. */
export const RATE_TEXT = /^\d{1,6}(\.\d{1,6})?$/;
export const RATE_DIGITS = 6;
/** A duty rate or fee in percent, at most 4 decimals (the MPF is 0.3464 %), 0 to 100. */
export const DUTY_RATE_TEXT = /^\d{1,3}(\.\d{1,4})?$/;
export const DUTY_RATE_DIGITS = 4;

/** What a duty-table row holds: the general duty per HS code, an additional duty on goods of one origin, or a fee per entry. */
export const DUTY_KINDS = ['duty', 'additional', 'fee'] as const;
export type DutyKind = (typeof DUTY_KINDS)[number];
export const DUTY_KIND_LABELS: Record<DutyKind, string> = { duty: 'Import duty', additional: 'Additional duty by origin', fee: 'Fee per entry' };

/** A stored percentage (numeric(7,4) → '4.0000', '0.3464', '0.1250') with at least 2 decimals: '4.00', '0.3464', '0.125'. */
export function percentText(value: string): string {
  const [whole = '0', fraction = ''] = value.split('.');
  return `${whole}.${fraction.replace(/0+$/, '').padEnd(2, '0')}`;
}

/** How a screen and the PDF describe an estimate's duty or fee: '0.3464 % of the entry, at least $33.58 and at most $651.50 per entry'. */
export function landedPartDetail(
  part: { kind: DutyKind; rate: string; basis: 'goods' | 'cif'; minimum: number | null; maximum: number | null; mode: FreightMode | null },
  money: (amount: number) => string,
): string {
  const base = part.kind === 'fee' ? 'of the entry' : part.basis === 'goods' ? 'of the goods value' : 'of goods, freight and insurance';
  const bounds = [part.minimum !== null ? `at least ${money(part.minimum)}` : null, part.maximum !== null ? `at most ${money(part.maximum)}` : null].filter(Boolean);
  const perEntry = bounds.length ? `, ${bounds.join(' and ')} per entry` : '';
  const mode = part.mode ? `, ${FREIGHT_MODE_LABELS[part.mode].toLowerCase()} only` : '';
  return `${part.rate} % ${base}${perEntry}${mode}`;
}

/** Country names read with 'the' in a sentence: 'in the United States', 'for the Netherlands'. */
const WITH_THE = /^(United |European |Czech Republic|Dominican Republic|Central African Republic)|Islands$|^(Netherlands|Philippines|Bahamas|Gambia|Maldives|Comoros|Seychelles)$/;
export const countryInSentence = (name: string): string => (WITH_THE.test(name) ? `the ${name}` : name);

const pow10 = (n: number) => 10n ** BigInt(n);

function divideHalfUp(n: bigint, d: bigint): bigint {
  const negative = n < 0n !== d < 0n;
  const [a, b] = [n < 0n ? -n : n, d < 0n ? -d : d];
  const q = a / b + ((a % b) * 2n >= b ? 1n : 0n);
  return negative ? -q : q;
}

/** A decimal text ('0.9215') as units at `digits` decimals (921500n at 6). */
export function decimalUnits(text: string, digits: number): bigint {
  const [whole = '0', fraction = ''] = text.split('.');
  return BigInt(whole + fraction.padEnd(digits, '0').slice(0, digits));
}

/** The decimal text of a rate as stored (numeric(18,6) → '0.921500'), trimmed: '0.9215'. */
export function rateText(value: string): string {
  return value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value;
}

/** An amount in the quotation's currency converted back to the catalogue's, at a locked rate (half-up to the cent). */
export function toCatalogueCurrency(minor: bigint, rate: string): bigint {
  return divideHalfUp(minor * pow10(RATE_DIGITS), decimalUnits(rate, RATE_DIGITS));
}

/**
 * An amount shared out over weights (each line's goods value), in whole minor units that add up exactly: each part
 * rounded half-up, the rounding difference on the largest weight.
 */
export function allocateMinor(amount: bigint, weights: readonly bigint[]): bigint[] {
  const whole = sumMinor(weights);
  if (whole === 0n || !weights.length) return weights.map(() => 0n);
  const parts = weights.map((weight) => divideHalfUp(amount * weight, whole));
  const rest = amount - sumMinor(parts);
  const largest = weights.reduce((best, weight, i) => (weight > weights[best]! ? i : best), 0);
  parts[largest] = parts[largest]! + rest;
  return parts;
}

/** An amount in the catalogue's currency converted to the quotation's, at a locked rate (half-up to the cent). */
export function fromCatalogueCurrency(minor: bigint, rate: string): bigint {
  return divideHalfUp(minor * decimalUnits(rate, RATE_DIGITS), pow10(RATE_DIGITS));
}

/** An amount per piece, rounded half-up to the cent. */
export const perPieceMinor = (amount: bigint, qty: number): bigint => divideHalfUp(amount, BigInt(Math.max(qty, 1)));

/** A duty rate's text as a percentage of an amount, half-up to the cent ('4.00' of 1000.00 is 40.00). */
export function dutyOf(amount: bigint, ratePercent: string): bigint {
  return divideHalfUp(amount * decimalUnits(ratePercent, DUTY_RATE_DIGITS), 100n * pow10(DUTY_RATE_DIGITS));
}

export const moneyText = (minor: bigint): string => formatMinor(minor, MONEY_DIGITS);

/** What any currency is worth for 1 USD, with room to spare: a rate outside is a typo (0.000001, 999999.999999). */
export const EXCHANGE_RATE_BOUNDS = { min: '0.001', max: '100000' } as const;
export const EXCHANGE_RATE_BOUNDS_MESSAGE =
  `A rate must be from ${EXCHANGE_RATE_BOUNDS.min} to ${EXCHANGE_RATE_BOUNDS.max} units for 1 ${CATALOGUE_CURRENCY}. Please check it: 1 USD is about 0.9 EUR, 0.8 GBP or 7.2 CNY.`;

export function withinRateBounds(rate: string): boolean {
  const units = decimalUnits(rate, RATE_DIGITS);
  return units >= decimalUnits(EXCHANGE_RATE_BOUNDS.min, RATE_DIGITS) && units <= decimalUnits(EXCHANGE_RATE_BOUNDS.max, RATE_DIGITS);
}

/** A rate that moves more than this share (percent) from the currency's current one is saved only once staff confirm it. */
export const RATE_MOVE_PERCENT = 10;

/** How far `after` moves from `before`, in percent with one decimal, half-up ('30.2'). */
export function rateMovePercent(before: string, after: string): string {
  const [b, a] = [decimalUnits(before, RATE_DIGITS), decimalUnits(after, RATE_DIGITS)];
  const tenths = divideHalfUp((a > b ? a - b : b - a) * 1000n, b);
  return `${tenths / 10n}.${tenths % 10n}`;
}

/** Whether `after` moves more than RATE_MOVE_PERCENT from `before` (exact, no float). */
export function isLargeRateMove(before: string, after: string): boolean {
  const [b, a] = [decimalUnits(before, RATE_DIGITS), decimalUnits(after, RATE_DIGITS)];
  return (a > b ? a - b : b - a) * 100n > b * BigInt(RATE_MOVE_PERCENT);
}
