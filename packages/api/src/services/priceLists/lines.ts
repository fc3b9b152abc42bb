import { and, asc, eq, inArray, or } from 'drizzle-orm';
import {
  adjustFixedPrice, compoundPercent, formatMinor, hasAtMostDigits, parseMinor, fitsMoneyColumn, priceRuleProblem, quantityRuleProblem, RES, toMinor,
  type PriceLineScope, type PriceListLine, type PriceListRounding, type QuantityRule,
} from '@sw/protocol';
import type { Tx } from '../../db/client';
import { priceListLines, type PriceListLineRecord, type PriceListTierValue } from '../../db/schema';
import { pgErrorCode, PG_FOREIGN_KEY_VIOLATION } from '../../db/errors';
import { ApiError, invalid } from '../../lib/errors';
import { bumpVersion, lockPriceList } from './lists';

/**
 * A list's lines (issue 51): what each prices (a specification, a goods, a category, all goods) and how (fixed tiers
 * in the list's currency, or a rule on the catalogue's tiers), with the quantity rule it sets. Saving a line for a
 * target that has one replaces it; every save bumps the list's version, in the same transaction.
 */

export const TIERS_MAX = 10;
export const LINES_PER_SAVE_MAX = 2000;

export interface PriceListLineInput {
  scope: PriceLineScope;
  /** The specification's, goods' or category's id; null for 'all'. */
  targetId: number | null;
  /** Fixed tiers: minQty ascending, prices as decimal text ('3.10'); or a rule. Exactly one. */
  tiers?: readonly { minQty: number; price: string }[];
  rule?: { adjustPercent: string; rounding: PriceListRounding };
  /** The quantity rule over the goods' own; a field left out keeps the goods'. */
  quantity?: Partial<QuantityRule>;
}

const targetColumns = (scope: PriceLineScope, targetId: number | null) => ({
  specId: scope === 'spec' ? targetId : null,
  goodsId: scope === 'goods' ? targetId : null,
  categoryId: scope === 'category' ? targetId : null,
});

function tiersOf(where: string, tiers: readonly { minQty: number; price: string }[]): PriceListTierValue[] {
  if (!tiers.length || tiers.length > TIERS_MAX) throw invalid(`${where}: 1 to ${TIERS_MAX} tiers.`);
  const out = tiers.map((tier) => {
    const minor = parseMinor(tier.price);
    if (!Number.isSafeInteger(tier.minQty) || tier.minQty < 1) throw invalid(`${where}: each tier starts at a whole quantity of 1 or more.`);
    if (minor === null || !hasAtMostDigits(tier.price) || minor < 1n || !fitsMoneyColumn(minor)) throw invalid(`${where}: each tier's price is more than 0, with at most two decimals.`);
    return { minQty: tier.minQty, price: formatMinor(minor) };
  }).sort((a, b) => a.minQty - b.minQty);
  if (new Set(out.map((t) => t.minQty)).size !== out.length) throw invalid(`${where}: two tiers start at the same quantity.`);
  return out;
}

/** The row's values from one input line, refused in words (naming the line's number, or a sheet's row) when it is not one. */
export function lineValues(input: PriceListLineInput, n: number, label: 'line' | 'row' = 'line') {
  const where = `${label} ${n}`;
  if (input.scope === 'all' ? input.targetId !== null : !Number.isSafeInteger(input.targetId) || (input.targetId ?? 0) < 1) {
    throw invalid(`${where}: ${input.scope === 'all' ? 'a line on all goods names no target' : `a ${input.scope} line names its ${input.scope}`}.`);
  }
  if (!input.tiers === !input.rule) throw invalid(`${where}: either fixed tiers or a rule.`);
  const quantity = { minQty: null, maxQty: null, increment: null, mixAndMatch: false, ...input.quantity };
  const quantityProblem = quantityRuleProblem(quantity);
  if (quantityProblem) throw invalid(`${where}: ${quantityProblem}`);
  let how: { tiers: PriceListTierValue[] | null; adjustPercent: string | null; rounding: PriceListRounding | null };
  if (input.rule) {
    const problem = priceRuleProblem(input.rule);
    if (problem) throw invalid(`${where}: ${problem}`);
    how = { tiers: null, adjustPercent: input.rule.adjustPercent.trim().replace(/^\+/, ''), rounding: input.rule.rounding };
  } else {
    how = { tiers: tiersOf(where, input.tiers!), adjustPercent: null, rounding: null };
  }
  return {
    scope: input.scope, ...targetColumns(input.scope, input.targetId), ...how,
    minQty: input.quantity?.minQty ?? null, maxQty: input.quantity?.maxQty ?? null, increment: input.quantity?.increment ?? null,
    mixAndMatch: input.quantity?.mixAndMatch ?? null,
  };
}

const targetOf = (row: PriceListLineRecord): number | null => row.specId ?? row.goodsId ?? row.categoryId;

/** A stored line as the pure resolution takes it (protocol/priceLists). */
export function resolvableLine(row: PriceListLineRecord): PriceListLine {
  const how: PriceListLine['how'] = row.tiers
    ? { kind: 'tiers', tiers: row.tiers.map((tier) => ({ minQty: tier.minQty, price: toMinor(tier.price) })) }
    : { kind: 'rule', adjustPercent: row.adjustPercent!, rounding: row.rounding! };
  return { id: row.id, scope: row.scope, targetId: targetOf(row), how };
}

export const lineFacts = (row: PriceListLineRecord) => ({
  scope: row.scope, targetId: targetOf(row), tiers: row.tiers, adjustPercent: row.adjustPercent, rounding: row.rounding,
  minQty: row.minQty, maxQty: row.maxQty, increment: row.increment, mixAndMatch: row.mixAndMatch,
});
export type LineFacts = ReturnType<typeof lineFacts>;
/** The list's version and the lines a save replaced (or a delete removed), and after. */
export interface LinesChange {
  before: { version: number; lines: LineFacts[] };
  after: { version: number; lines: LineFacts[] };
}

type Target = Pick<PriceListLineRecord, 'scope' | 'specId' | 'goodsId' | 'categoryId'>;
const sameTarget = (row: Target, values: Target) =>
  row.scope === values.scope && row.specId === values.specId && row.goodsId === values.goodsId && row.categoryId === values.categoryId;

/**
 * Saves lines of a list (each replaces the list's line on the same target), all or none; with `replace` the list's
 * lines become exactly these (a sheet imported whole). Answers the lines before and after and the new version.
 */
export async function savePriceListLines(tx: Tx, listId: number, inputs: readonly PriceListLineInput[], options: { replace?: boolean } = {}): Promise<LinesChange> {
  if (!inputs.length || inputs.length > LINES_PER_SAVE_MAX) throw invalid(`lines: 1 to ${LINES_PER_SAVE_MAX} lines at a time.`);
  const list = await lockPriceList(tx, listId);
  const values = inputs.map((input, i) => lineValues(input, i + 1));
  values.forEach((v, i) => {
    const twin = values.findIndex((other) => sameTarget(other, v));
    if (twin < i) throw invalid(`line ${i + 1}: line ${twin + 1} prices the same ${v.scope === 'all' ? 'goods (all)' : v.scope} already.`);
  });
  // The lines these replace, found by target through the list's target indexes (never the whole list, unless replacing it).
  const ids = (scope: PriceLineScope, pick: (v: (typeof values)[number]) => number | null) => values.filter((v) => v.scope === scope).map((v) => pick(v)!);
  const replaced = await tx.delete(priceListLines).where(options.replace ? eq(priceListLines.priceListId, list.id) : and(eq(priceListLines.priceListId, list.id), or(
    inArray(priceListLines.specId, [0, ...ids('spec', (v) => v.specId)]),
    inArray(priceListLines.goodsId, [0, ...ids('goods', (v) => v.goodsId)]),
    inArray(priceListLines.categoryId, [0, ...ids('category', (v) => v.categoryId)]),
    values.some((v) => v.scope === 'all') ? eq(priceListLines.scope, 'all') : undefined,
  ))).returning();
  let saved: PriceListLineRecord[];
  try {
    saved = await tx.insert(priceListLines).values(values.map((v) => ({ ...v, priceListId: list.id }))).returning();
  } catch (error) {
    if (pgErrorCode(error) === PG_FOREIGN_KEY_VIOLATION) throw new ApiError(RES.NOT_FOUND, 'A goods, specification or category of these lines was not found: it may have been deleted.');
    throw error;
  }
  const version = await bumpVersion(tx, list.id);
  return { before: { version: list.version, lines: replaced.map(lineFacts) }, after: { version, lines: saved.map(lineFacts) } };
}

/**
 * A bulk change of these lines of a list (none given: every line) by `percent`: each fixed price moved and rounded
 * once, each rule's percentage compounded (catalogue −12 % then +5 % is −7.6 %). All or none; bumps the version.
 */
export async function adjustPriceListLines(tx: Tx, listId: number, lineIds: readonly number[] | null, percent: string, rounding: PriceListRounding): Promise<LinesChange> {
  const list = await lockPriceList(tx, listId);
  const rows = lineIds !== null && !lineIds.length ? [] : await tx.select().from(priceListLines)
    .where(and(eq(priceListLines.priceListId, list.id), lineIds === null ? undefined : inArray(priceListLines.id, [...lineIds])))
    .orderBy(asc(priceListLines.id)).for('update');
  const changed: PriceListLineRecord[] = [];
  for (const row of rows) {
    let set: Partial<PriceListLineRecord>;
    if (row.tiers) {
      const tiers = row.tiers.map((tier) => ({ minQty: tier.minQty, price: adjustFixedPrice(tier.price, percent, rounding) }));
      if (tiers.some((tier) => !fitsMoneyColumn(toMinor(tier.price)))) throw invalid(`A price of ${lineLabel(row)} would be too large after this change.`);
      set = { tiers };
    } else {
      const adjustPercent = compoundPercent(row.adjustPercent!, percent);
      if (adjustPercent === null) throw invalid(`The rule of ${lineLabel(row)} would leave the allowed range (more than −100 %, at most +1000 %) after this change.`);
      set = { adjustPercent };
    }
    const [after] = await tx.update(priceListLines).set({ ...set, updatedAt: new Date() }).where(eq(priceListLines.id, row.id)).returning();
    changed.push(after!);
  }
  const version = changed.length ? await bumpVersion(tx, list.id) : list.version;
  return { before: { version: list.version, lines: rows.map(lineFacts) }, after: { version, lines: changed.map(lineFacts) } };
}

const lineLabel = (row: PriceListLineRecord) => (row.scope === 'all' ? 'the line on all goods' : `the ${row.scope} line ${targetOf(row)}`);

/** Deletes lines of a list by id (lines of another list are not touched); bumps the version. */
export async function deletePriceListLines(tx: Tx, listId: number, lineIds: readonly number[]): Promise<LinesChange> {
  const list = await lockPriceList(tx, listId);
  const gone = lineIds.length ? await tx.delete(priceListLines).where(and(eq(priceListLines.priceListId, list.id), inArray(priceListLines.id, [...lineIds]))).returning() : [];
  const version = gone.length ? await bumpVersion(tx, list.id) : list.version;
  return { before: { version: list.version, lines: gone.map(lineFacts) }, after: { version, lines: [] } };
}
