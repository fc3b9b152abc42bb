import { compareMinor, toMinor } from './money';

/**
 * Line-level negotiation (issue 52; docs/decisions/0024-line-negotiation.md): the buyer's quantity points and
 * targets per inquiry line, the desk's answer per line of a quotation version, the buyer's answer per line, and the
 * pure rules both ends share (the target beside an offer, whether a quantity may take an offer, version badges).
 */

export const NEGOTIATION_LIMITS = {
  maxPoints: 5,
  maxOffers: 4,
  maxSpecNotes: 500,
  maxSpecLine: 200,
  maxReason: 500,
  maxCounterText: 1000,
} as const;

/** How the desk answers one line. */
export const LINE_ANSWER_KINDS = ['offers', 'substitute', 'declined'] as const;
export type LineAnswerKind = (typeof LINE_ANSWER_KINDS)[number];

/** How the buyer answers one line of a sent version. */
export const LINE_RESPONSE_KINDS = ['accept', 'counter', 'drop'] as const;
export type LineResponseKind = (typeof LINE_RESPONSE_KINDS)[number];

/** Why the buyer counters. */
export const COUNTER_REASONS = ['price', 'lead_time', 'spec', 'quantity'] as const;
export type CounterReason = (typeof COUNTER_REASONS)[number];
export const COUNTER_REASON_LABELS: Record<CounterReason, string> = { price: 'Price', lead_time: 'Lead time', spec: 'Specification', quantity: 'Quantity' };

/** A line of version n+1 against version n. */
export const VERSION_BADGES = ['added', 'changed', 'removed', 'same'] as const;
export type VersionBadge = (typeof VERSION_BADGES)[number];

/** A quantity the buyer asks a price for, with the unit price aimed at ('0.85', in the inquiry's currency). */
export interface QuantityPoint {
  qty: number;
  targetPrice: string | null;
}

export interface LineRequest {
  points: QuantityPoint[];
  specNotes: string | null;
}

/** One promise of the desk: this many pieces at this unit price, shipped in so many days, to this spec. */
export interface LineOffer {
  offerId: string;
  qty: number;
  /** Fixed-digit text ('0.92'). */
  unitPrice: string;
  leadTimeDays: number;
  spec: string;
  /** The buyer may order more than `qty` at this unit price. */
  moreAtThisPrice: boolean;
  /** The buyer's target for this quantity (targetFor), shown beside the offer; null when none was given. */
  target: string | null;
}

export interface LineSubstitute {
  goodsId: string;
  title: string;
  goodsCode: string;
  reason: string;
}

/** What the desk answered on one line, as it compares between versions. */
export interface LineAnswerFacts {
  kind: LineAnswerKind;
  offers: Omit<LineOffer, 'offerId' | 'target'>[];
  substitute: LineSubstitute | null;
  declineReason: string | null;
}

/** An answer as a version shows it: its offers with their ids and the buyer's targets. */
export type LineAnswerView = Omit<LineAnswerFacts, 'offers'> & { offers: LineOffer[] };

export interface LineResponse {
  kind: LineResponseKind;
  offerId: string | null;
  qty: number | null;
  targetPrice: string | null;
  reason: CounterReason | null;
  text: string | null;
  answeredAt: string;
  /** The order the accepted line went into, once placed. */
  orderId: string | null;
}

export interface NegotiationLine {
  itemId: string;
  title: string;
  goodsCode: string;
  request: LineRequest;
  /** Null: the desk gave this line no answer in this version (it is not part of it). */
  answer: LineAnswerView | null;
  response: LineResponse | null;
  /** Against the version before (null for version 1 and for the draft's first version). */
  badge: VersionBadge | null;
  previous: LineAnswerFacts | null;
  /** The buyer's counter on the version before, which this version answers. */
  counter: LineResponse | null;
}

export interface NegotiationVersion {
  quotationId: string;
  /** The draft carries the number it will be sent as. */
  version: number;
  status: 'draft' | 'sent';
  currency: string;
  validUntil: string;
  sentAt: string | null;
  lines: NegotiationLine[];
  /** The order placed from this version's accepted lines. */
  order: { orderId: string; orderNo: string; status: string } | null;
}

/** inquiry/negotiation.do and staff/negotiationView.do: every sent version, newest first (the desk also sees its draft). */
export interface Negotiation {
  inquiryId: string;
  inquiryNo: string;
  status: string;
  versions: NegotiationVersion[];
}

export interface LineAnswered {
  response: LineResponse;
  alreadyAnswered: boolean;
  inquiryStatus: string;
}

/**
 * The target beside an offer: the point of the largest quantity the offer reaches, else the smallest point
 * (an offer below every point still reads against the first one). Null when no point has a target.
 */
export function targetFor(points: readonly QuantityPoint[], qty: number): string | null {
  const withTarget = points.filter((point) => point.targetPrice !== null).sort((a, b) => a.qty - b.qty);
  if (!withTarget.length) return null;
  const reached = withTarget.filter((point) => point.qty <= qty).at(-1);
  return (reached ?? withTarget[0]!).targetPrice;
}

/** Null when `qty` may take the offer; otherwise why not (exactly its quantity, or more when it says so). */
export function offerRefusal(offer: Pick<LineOffer, 'qty' | 'moreAtThisPrice'>, qty: number): string | null {
  if (qty === offer.qty || (qty > offer.qty && offer.moreAtThisPrice)) return null;
  const count = offer.qty.toLocaleString('en-US');
  return offer.moreAtThisPrice
    ? `This offer is for ${count} pieces or more. Please accept it at ${count} pieces or more.`
    : `This offer is for exactly ${count} pieces. Please accept it at ${count}, or counter with the quantity you need.`;
}

function sameOffers(a: LineAnswerFacts['offers'], b: LineAnswerFacts['offers']): boolean {
  if (a.length !== b.length) return false;
  return a.every((offer, i) => {
    const other = b[i]!;
    return offer.qty === other.qty && compareMinor(toMinor(offer.unitPrice), toMinor(other.unitPrice)) === 0 && offer.leadTimeDays === other.leadTimeDays
      && offer.spec === other.spec && offer.moreAtThisPrice === other.moreAtThisPrice;
  });
}

/** Version n+1's badge for one line against version n (null when there is no version n). */
export function versionBadge(before: LineAnswerFacts | null | undefined, now: LineAnswerFacts | null, first: boolean): VersionBadge | null {
  if (first) return null;
  if (!before) return now ? 'added' : null;
  if (!now) return 'removed';
  const same = before.kind === now.kind && sameOffers(before.offers, now.offers) && before.declineReason === now.declineReason
    && (before.substitute?.goodsId ?? null) === (now.substitute?.goodsId ?? null) && (before.substitute?.reason ?? null) === (now.substitute?.reason ?? null);
  return same ? 'same' : 'changed';
}
