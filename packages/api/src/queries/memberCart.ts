import { and, eq, inArray, notInArray } from 'drizzle-orm';
import {
  CATALOGUE_CURRENCY, checkGoodsLines, companyMinimums, currencyDigits, effectiveQuantityRule, formatMinor, isPlainRule, minimumShortfall,
  minimumShortfallText, reachedTier, stepperOf, times, toMinor, type CartLine, type CartMinimum, type CartQuantityProblem, type CartView,
  type LinePrice, type MinorTier, type PriceResolution, type QuantityRule,
} from '@sw/protocol';
import type { Reader } from '../db/client';
import { cartLines, orders } from '../db/schema';
import { myCart } from '../services/cart';
import { companyListsOn } from '../services/priceLists';
import { readCartTerms, type CartTermsRead } from './cartTerms';
import { memberPriceOf } from './memberCatalog';

/**
 * The cart priced for the buyer's company (issue 51, docs/decisions/0020 "The cart"): each line at the agreement that
 * prices it today, in its currency, with the catalogue's price beside it and why; the tier counted across the goods'
 * lines with mix and match; quantities off a goods' rule; totals per currency and the order minimum still missing.
 * A member-only read (private, no-store), re-priced on every read: a line says when its agreement changed.
 */

type Frozen = { id: number; priceListId: number | null; priceListVersion: number | null };

/** What a line is priced as: a plain line by its specification, a customized one by its goods. */
export const pricedItem = (line: CartLine) => ({ goodsId: Number(line.goodsId), specId: line.kind === 'plain' && line.variants[0]?.specId ? Number(line.variants[0].specId) : null });

/** The catalogue's resolution of a line for a member without a company: its own tiers, in US dollars. */
function catalogueResolution(line: CartLine): PriceResolution {
  const tiers: MinorTier[] = line.priceTiers.map((tier) => ({ minQty: tier.minQty, price: toMinor(tier.price) }));
  const { goodsId, specId } = pricedItem(line);
  return { goodsId, specId, currency: CATALOGUE_CURRENCY, tiers, source: { kind: 'catalogue' }, catalogueCurrency: CATALOGUE_CURRENCY, catalogueTiers: tiers, passedOver: [] };
}

/** Pieces the tier counts per line: the goods' available lines together with mix and match, else the line's own. */
function countedQuantities(lines: readonly CartLine[], ruleOf: (goodsId: number) => QuantityRule): Map<string, number> {
  const goodsTotal = new Map<string, number>();
  for (const line of lines) if (line.available) goodsTotal.set(line.goodsId, (goodsTotal.get(line.goodsId) ?? 0) + line.qty);
  return new Map(lines.map((line) => [line.lineId, ruleOf(Number(line.goodsId)).mixAndMatch ? (goodsTotal.get(line.goodsId) ?? line.qty) : line.qty]));
}

function linePrice(line: CartLine, resolution: PriceResolution, counted: number, frozen: Frozen | undefined): { price: LinePrice; amount: bigint | null } {
  const member = memberPriceOf(resolution);
  const unit = reachedTier(resolution.tiers, counted)?.price ?? null;
  const catalogueUnit = reachedTier(resolution.catalogueTiers, counted)?.price ?? null;
  const digits = currencyDigits(resolution.currency);
  const amount = unit === null ? null : times(unit, line.qty);
  const source = resolution.source;
  const changed = Boolean(frozen?.priceListId != null && (source.kind !== 'list' || source.listId !== frozen.priceListId || source.version !== frozen.priceListVersion));
  return {
    amount,
    price: {
      currency: resolution.currency,
      unitPrice: unit === null ? null : formatMinor(unit, digits),
      amount: amount === null ? null : formatMinor(amount, digits),
      countedQty: counted,
      tiers: member?.tiers ?? [],
      catalogue: { currency: resolution.catalogueCurrency, unitPrice: catalogueUnit === null ? null : formatMinor(catalogueUnit, currencyDigits(resolution.catalogueCurrency)) },
      source: member?.source ?? { kind: 'catalogue' },
      label: member?.label ?? 'Catalogue price',
      why: member?.why ?? 'Catalogue price',
      changed,
    },
  };
}

/** Each goods' quantities off its rule (a rule that asks nothing beyond the MOQ is the catalogue's, checked on every change). */
function quantityProblems(lines: readonly CartLine[], terms: CartTermsRead): CartQuantityProblem[] {
  const byGoods = new Map<string, CartLine[]>();
  for (const line of lines) if (line.available) byGoods.set(line.goodsId, [...(byGoods.get(line.goodsId) ?? []), line]);
  return [...byGoods].flatMap(([goodsId, goodsLines]) => {
    const rule = terms.ruleOf(Number(goodsId));
    if (rule.minQty === null && isPlainRule(rule)) return [];
    const effective = effectiveQuantityRule(rule, goodsLines[0]!.moq);
    return checkGoodsLines(effective, goodsLines.map((line) => ({ specId: Number(line.lineId), qty: line.qty })))
      .map((problem) => ({ goodsId, lineId: problem.specId === null ? null : String(problem.specId), message: problem.message }));
  });
}

async function hasOrdered(db: Reader, companyId: string): Promise<boolean> {
  const [row] = await db.select({ id: orders.id }).from(orders)
    .where(and(eq(orders.companyId, companyId), notInArray(orders.status, ['cancelled', 'rejected']))).limit(1);
  return Boolean(row);
}

const minorOrNull = (value: string | null) => (value === null ? null : toMinor(value));

/** The company's order minimum still missing, counted on the lines in the minimum's currency (docs/decisions/0020). */
async function cartMinimum(db: Reader, companyId: string, day: string, totals: Map<string, bigint>): Promise<CartMinimum | null> {
  const lists = await companyListsOn(db, companyId, day);
  const minimums = companyMinimums(lists.map((l) => ({ ...l, firstOrderMinimum: minorOrNull(l.firstOrderMinimum), reorderMinimum: minorOrNull(l.reorderMinimum) })));
  if (!minimums) return null;
  const shortfall = minimumShortfall(minimums, totals.get(minimums.currency) ?? 0n, await hasOrdered(db, companyId));
  if (!shortfall) return null;
  const digits = currencyDigits(shortfall.currency);
  return { kind: shortfall.kind, currency: shortfall.currency, minimum: formatMinor(shortfall.minimum, digits), missing: formatMinor(shortfall.missing, digits), text: minimumShortfallText(shortfall) };
}

/** Prices a member's cart lines (all of them, or those an inquiry sends) for the company on the day. */
export async function priceCartLines(db: Reader, member: { id: string; companyId: string | null }, lines: readonly CartLine[], day: string) {
  const terms = await readCartTerms(db, member.companyId, lines.map(pricedItem), day);
  const ids = lines.map((line) => Number(line.lineId));
  const frozenRows: Frozen[] = ids.length
    ? await db.select({ id: cartLines.id, priceListId: cartLines.priceListId, priceListVersion: cartLines.priceListVersion }).from(cartLines)
      .where(and(eq(cartLines.memberId, member.id), inArray(cartLines.id, ids)))
    : [];
  const frozen = new Map(frozenRows.map((row) => [String(row.id), row]));
  const counted = countedQuantities(lines, (goodsId) => terms.ruleOf(goodsId));
  const totals = new Map<string, bigint>();
  const priced = lines.map((line): CartLine => {
    const { goodsId, specId } = pricedItem(line);
    const resolution = terms.priceOf(goodsId, specId) ?? catalogueResolution(line);
    const { price, amount } = linePrice(line, resolution, counted.get(line.lineId)!, frozen.get(line.lineId));
    if (line.available && amount !== null) totals.set(price.currency, (totals.get(price.currency) ?? 0n) + amount);
    const rule = effectiveQuantityRule(terms.ruleOf(goodsId), line.moq);
    return { ...line, price, quantity: { ...stepperOf(rule), maxQty: rule.maxQty, increment: rule.increment, mixAndMatch: rule.mixAndMatch } };
  });
  return { lines: priced, totals, problems: quantityProblems(priced, terms), terms };
}

/** Totals per currency: the agreement's currency (any but the catalogue's) first. */
const totalsList = (totals: Map<string, bigint>) => [...totals]
  .sort(([a], [b]) => Number(a === CATALOGUE_CURRENCY) - Number(b === CATALOGUE_CURRENCY) || a.localeCompare(b))
  .map(([currency, amount]) => ({ currency, amount: formatMinor(amount, currencyDigits(currency)) }));

/** myCart.do for a buyer: the cart service's lines, priced for the company. */
export async function memberCart(db: Reader, member: { id: string; companyId: string | null }, day: string): Promise<CartView> {
  const view = await myCart(db, member.id);
  const { lines, totals, problems } = await priceCartLines(db, member, view.lines, day);
  const minimum = member.companyId ? await cartMinimum(db, member.companyId, day, totals) : null;
  return { ...view, lines, totals: totalsList(totals), quantityProblems: problems, minimum };
}

/**
 * The cart lines an inquiry sends, priced as the cart shows them (counted among the sent lines), with what the
 * company may not see and the quantities off a goods' rule: the inquiry's workflow refuses those and freezes the rest.
 */
export async function sentLinePrices(db: Reader, member: { id: string; companyId: string | null }, lineIds: readonly number[], day: string) {
  const wanted = new Set(lineIds.map(String));
  const view = await myCart(db, member.id);
  const { lines, problems, terms } = await priceCartLines(db, member, view.lines.filter((line) => wanted.has(line.lineId)), day);
  return {
    prices: new Map(lines.map((line) => [Number(line.lineId), line.price!])),
    hidden: lines.filter((line) => !terms.maySee(Number(line.goodsId))),
    problems: problems.map((problem) => ({ ...problem, title: lines.find((line) => line.goodsId === problem.goodsId)!.title })),
  };
}
