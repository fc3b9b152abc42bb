/**
 * The margin floor (issue 52, point 6; docs/protocol.md, Margin floor): the margin of a quoted price against the
 * goods' cost, and the floor that applies to it. Pure and exact (bigint decimals, no float), so the quotation editor
 * shows as it is typed what the back-end's send check decides. Costs are kept in the catalogue's currency (USD); a
 * price in another currency is compared with the cost converted at the quotation's rate (units for 1 USD).
 */
import { toMinor } from './money';

/** Where a floor comes from: the goods' own, its category's, or the default (goods over category over default). */
export const MARGIN_FLOOR_SOURCES = ['goods', 'category', 'default'] as const;
export type MarginFloorSource = (typeof MARGIN_FLOOR_SOURCES)[number];

/** The floor when staff have set no default: 15 % (a sales manager changes it on the console). */
export const DEFAULT_MARGIN_FLOOR = '15';

export interface MarginFloor {
  /** Percent of the price, as decimal text ('20', '17.5'). */
  percent: string;
  source: MarginFloorSource;
}

/** The floor that applies: the goods' own, else the category's, else the default (null or blank: not set). */
export function floorFor(floors: { goods?: string | null; category?: string | null; default?: string | null }): MarginFloor {
  if (floors.goods) return { percent: floors.goods, source: 'goods' };
  if (floors.category) return { percent: floors.category, source: 'category' };
  return { percent: floors.default || DEFAULT_MARGIN_FLOOR, source: 'default' };
}

// Fixed scales: prices to the cent, costs to the cent, rates to 6 digits, percentages to 2 digits.
const PRICE_DIGITS = 2;
const RATE_DIGITS = 6;
const PERCENT_DIGITS = 2;

/** Price and cost×rate on one scale (10^8 units): exact for every value the columns hold. */
function scaled(price: string | number, cost: string | number, rate: string | null | undefined) {
  const p = toMinor(price, PRICE_DIGITS) * 10n ** BigInt(RATE_DIGITS);
  const c = toMinor(cost, PRICE_DIGITS) * toMinor(rate ?? '1', RATE_DIGITS);
  return { p, c };
}

/** n / d rounded half-up (halves away from zero); d > 0. */
function divideHalfUp(n: bigint, d: bigint): bigint {
  const negative = n < 0n;
  const abs = negative ? -n : n;
  const q = abs / d + ((abs % d) * 2n >= d ? 1n : 0n);
  return negative ? -q : q;
}

/** The margin in percent of the price, half-up to one decimal ('23.5', '-4.0'); null for a price of 0. */
export function marginPercent(price: string | number, cost: string | number, rate?: string | null): string | null {
  const { p, c } = scaled(price, cost, rate);
  if (p <= 0n) return null;
  const tenths = divideHalfUp((p - c) * 1000n, p);
  const negative = tenths < 0n;
  const abs = negative ? -tenths : tenths;
  return `${negative ? '-' : ''}${abs / 10n}.${abs % 10n}`;
}

/** True when the price's margin is below the floor, decided exactly: 100·(price − cost) < floor·price. */
export function isBelowFloor(price: string | number, cost: string | number, floorPercent: string, rate?: string | null): boolean {
  const { p, c } = scaled(price, cost, rate);
  const floor = toMinor(floorPercent, PERCENT_DIGITS);
  return (p - c) * 100n * 10n ** BigInt(PERCENT_DIGITS) < floor * p;
}

/** The lowest unit price that keeps the floor, rounded up to the cent (what the editor suggests). */
export function floorPrice(cost: string | number, floorPercent: string, rate?: string | null): string {
  const c = toMinor(cost, PRICE_DIGITS) * toMinor(rate ?? '1', RATE_DIGITS);
  const keep = 100n * 10n ** BigInt(PERCENT_DIGITS) - toMinor(floorPercent, PERCENT_DIGITS);
  const d = keep * 10n ** BigInt(RATE_DIGITS);
  const n = c * 100n * 10n ** BigInt(PERCENT_DIGITS);
  const cents = n / d + (n % d === 0n ? 0n : 1n);
  return `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;
}

/** What the margin check knows of one quoted line: its goods' cost and floor (cost null: not kept, not checked). */
export interface LineCost {
  itemId: string;
  cost: string | null;
  floor: MarginFloor;
}

/** One tier's margin against its floor. */
export interface TierMargin {
  lineIndex: number;
  minQty: number;
  unitPrice: number | string;
  margin: string | null;
  floor: MarginFloor;
  below: boolean;
}

/** A tier's margin against the floor, or null when the line has no goods or no cost is kept for it. */
export function tierMargin(price: number | string, cost: LineCost | undefined, rate?: string | null): Omit<TierMargin, 'lineIndex' | 'minQty' | 'unitPrice'> | null {
  if (!cost || cost.cost === null) return null;
  return { margin: marginPercent(price, cost.cost, rate), floor: cost.floor, below: isBelowFloor(price, cost.cost, cost.floor.percent, rate) };
}

/** Every priced tier of every line below its floor (lines without goods or cost are not checked). */
export function tiersBelowFloor(
  lines: readonly { itemId?: string | number | null; tiers: readonly { minQty: number; unitPrice: number | string }[] }[],
  costs: readonly LineCost[],
  rate?: string | null,
): TierMargin[] {
  const byItem = new Map(costs.map((c) => [c.itemId, c]));
  const below: TierMargin[] = [];
  lines.forEach((line, lineIndex) => {
    const cost = line.itemId == null ? undefined : byItem.get(String(line.itemId));
    for (const tier of line.tiers) {
      const m = tierMargin(tier.unitPrice, cost, rate);
      if (m?.below) below.push({ lineIndex, minQty: tier.minQty, unitPrice: tier.unitPrice, ...m });
    }
  });
  return below;
}

/** The refusal's words: which line and tier, its margin and floor, and who may pass it. */
export function belowFloorMessage(below: readonly TierMargin[]): string {
  const first = below[0]!;
  const more = below.length > 1 ? ` (and ${below.length - 1} more price${below.length > 2 ? 's' : ''})` : '';
  const margin = first.margin === null ? 'no margin' : `a margin of ${first.margin} %`;
  return `Line ${first.lineIndex + 1} from ${first.minQty} pcs has ${margin}, below the ${first.floor.source} floor of ${first.floor.percent} %${more}. `
    + 'A sales manager must approve it: choose Ask for approval.';
}
