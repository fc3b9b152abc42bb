import { CATALOGUE_CURRENCY } from '../tradeTerms';
import { adjustText, applyPriceRule, roundingText, type PriceListRounding, type PriceRule } from './rules';

/**
 * Which price a company pays for a goods on a day (issue 51), and why: one pure rule both ends and the back-end's
 * resolvePrices use.
 *
 * - A list applies on a day when validFrom ≤ day ≤ validUntil, both days inclusive ("1 March to 15 March" includes
 *   15 March); a null bound is open. Days are 'YYYY-MM-DD' (UTC), compared as text.
 * - A list prices a goods when one of its lines matches: the specification asked for, the goods, one of the goods'
 *   categories (its own first, then each parent up: the nearest wins), or all goods. Within one list the most specific
 *   line wins (specification > goods > category > all; a nearer category before a farther one).
 * - Among the company's lists that apply and price the goods, the highest priority wins; at equal priority the more
 *   specific line; then the list with the lowest id (the older list), so the answer never depends on read order.
 * - A list whose currency needs an exchange rate nobody keeps cannot price a rule line: it is passed over (and named
 *   in `passedOver`), and the next list is asked. Fixed tiers are in the list's currency and need no rate.
 * - A goods no list prices keeps the catalogue's tiers in the catalogue's currency.
 */

export const PRICE_LINE_SCOPES = ['spec', 'goods', 'category', 'all'] as const;
export type PriceLineScope = (typeof PRICE_LINE_SCOPES)[number];

/** A price in minor units from a quantity on. */
export interface MinorTier {
  minQty: number;
  price: bigint;
}

export type PriceLineHow = { kind: 'tiers'; tiers: readonly MinorTier[] } | ({ kind: 'rule' } & PriceRule);

export interface PriceListLine {
  id: number;
  scope: PriceLineScope;
  /** The specification's, goods' or category's id; null for 'all'. */
  targetId: number | null;
  how: PriceLineHow;
}

export interface ResolvableList {
  id: number;
  name: string;
  version: number;
  currency: string;
  priority: number;
  validFrom: string | null;
  validUntil: string | null;
  lines: readonly PriceListLine[];
}

export interface ResolvableGoods {
  goodsId: number;
  /** The specification asked for, if any (a line on it wins over the goods' own). */
  specId: number | null;
  /** The goods' category, then each parent up to the root. */
  categoryPath: readonly number[];
  /** The catalogue's tiers, in the catalogue's currency. */
  catalogueTiers: readonly MinorTier[];
}

export type PriceSource =
  | { kind: 'catalogue' }
  | {
    kind: 'list';
    listId: number;
    listName: string;
    version: number;
    lineId: number;
    scope: PriceLineScope;
    targetId: number | null;
    how: { kind: 'tiers' } | { kind: 'rule'; adjustPercent: string; rounding: PriceListRounding; exchangeRate: string | null };
  };

export interface PriceResolution {
  goodsId: number;
  specId: number | null;
  currency: string;
  tiers: MinorTier[];
  source: PriceSource;
  catalogueCurrency: string;
  catalogueTiers: MinorTier[];
  /** Lists that would have priced the goods but could not (no exchange rate for their currency). */
  passedOver: { listId: number; reason: string }[];
}

/** Whether the list applies on the day (both bounds inclusive, null open). */
export const listAppliesOn = (list: Pick<ResolvableList, 'validFrom' | 'validUntil'>, day: string): boolean =>
  (list.validFrom === null || list.validFrom <= day) && (list.validUntil === null || day <= list.validUntil);

/** How specific a matching line is (higher wins), or null when the line does not match the goods. */
export function lineSpecificity(line: PriceListLine, goods: ResolvableGoods): number | null {
  if (line.scope === 'spec') return goods.specId !== null && line.targetId === goods.specId ? 3000 : null;
  if (line.scope === 'goods') return line.targetId === goods.goodsId ? 2000 : null;
  if (line.scope === 'all') return 0;
  const depth = line.targetId === null ? -1 : goods.categoryPath.indexOf(line.targetId);
  // The nearest category: its own is 1000, its parent 999, …
  return depth < 0 ? null : 1000 - Math.min(depth, 999);
}

/** The list's most specific line for the goods, or null when the list does not price it. */
export function bestLine(list: ResolvableList, goods: ResolvableGoods): { line: PriceListLine; specificity: number } | null {
  let best: { line: PriceListLine; specificity: number } | null = null;
  for (const line of list.lines) {
    const specificity = lineSpecificity(line, goods);
    if (specificity === null) continue;
    if (!best || specificity > best.specificity || (specificity === best.specificity && line.id < best.line.id)) best = { line, specificity };
  }
  return best;
}

const sortedTiers = (tiers: readonly MinorTier[]): MinorTier[] => [...tiers].sort((a, b) => a.minQty - b.minQty).map((t) => ({ minQty: t.minQty, price: t.price }));

/**
 * The goods' price for a company on a day. `lists` are the company's assigned lists (any order, any day: the rule
 * filters); `rates` gives units of a currency per catalogue unit as exact decimal text ({ EUR: '0.9215' }).
 */
export function resolvePrice(lists: readonly ResolvableList[], goods: ResolvableGoods, day: string, rates: Readonly<Record<string, string>>): PriceResolution {
  const candidates = lists
    .filter((list) => listAppliesOn(list, day))
    .map((list) => ({ list, match: bestLine(list, goods) }))
    .filter((c): c is { list: ResolvableList; match: NonNullable<ReturnType<typeof bestLine>> } => c.match !== null)
    .sort((a, b) => b.list.priority - a.list.priority || b.match.specificity - a.match.specificity || a.list.id - b.list.id);
  const catalogueTiers = sortedTiers(goods.catalogueTiers);
  const base = { goodsId: goods.goodsId, specId: goods.specId, catalogueCurrency: CATALOGUE_CURRENCY, catalogueTiers };
  const passedOver: PriceResolution['passedOver'] = [];
  for (const { list, match } of candidates) {
    const { line } = match;
    const listSource = { kind: 'list' as const, listId: list.id, listName: list.name, version: list.version, lineId: line.id, scope: line.scope, targetId: line.targetId };
    if (line.how.kind === 'tiers') {
      if (!line.how.tiers.length) continue;
      return { ...base, currency: list.currency, tiers: sortedTiers(line.how.tiers), source: { ...listSource, how: { kind: 'tiers' } }, passedOver };
    }
    const rate = list.currency === CATALOGUE_CURRENCY ? null : (rates[list.currency] ?? null);
    if (list.currency !== CATALOGUE_CURRENCY && rate === null) {
      passedOver.push({ listId: list.id, reason: `No exchange rate for ${list.currency}` });
      continue;
    }
    const rule = line.how;
    const tiers = catalogueTiers.map((tier) => ({ minQty: tier.minQty, price: applyPriceRule(tier.price, rule, list.currency, rate) }));
    return {
      ...base, currency: list.currency, tiers, passedOver,
      source: { ...listSource, how: { kind: 'rule', adjustPercent: rule.adjustPercent, rounding: rule.rounding, exchangeRate: rate } },
    };
  }
  return { ...base, currency: CATALOGUE_CURRENCY, tiers: catalogueTiers, source: { kind: 'catalogue' }, passedOver };
}

const SCOPE_WORDS: Record<PriceLineScope, string> = { spec: 'this specification', goods: 'this design', category: 'its category', all: 'all goods' };

/**
 * "Why this price" in words: 'Catalogue price'; 'Your price (Spring agreement 2027, version 3): fixed tiers for this
 * design'; 'Your price (Spring fair, version 1): catalogue −8 % on all goods, rounded up to .x9, at 1 USD = 0.9215 EUR'.
 */
export function priceSourceText(source: PriceSource, currency: string): string {
  if (source.kind === 'catalogue') return 'Catalogue price';
  const head = `Your price (${source.listName}, version ${source.version})`;
  if (source.how.kind === 'tiers') return `${head}: fixed tiers for ${SCOPE_WORDS[source.scope]}`;
  const rate = source.how.exchangeRate ? `, at 1 ${CATALOGUE_CURRENCY} = ${source.how.exchangeRate} ${currency}` : '';
  return `${head}: ${adjustText(source.how.adjustPercent)} on ${SCOPE_WORDS[source.scope]}, ${roundingText(source.how.rounding)}${rate}`;
}
