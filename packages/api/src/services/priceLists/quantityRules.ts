import { and, eq, inArray } from 'drizzle-orm';
import { NO_QUANTITY_RULE, quantityRuleProblem, type QuantityRule } from '@sw/protocol';
import type { Reader, Tx } from '../../db/client';
import { goodsExclusives, goodsQuantityRules, priceListLines } from '../../db/schema';
import { invalid } from '../../lib/errors';
import type { Change } from './lists';

/** Goods' own quantity rules and exclusives (issue 51): what the catalogue's goods carry under every company's list. */

export async function quantityRulesOf(db: Reader, goodsIds: readonly number[]): Promise<Map<number, QuantityRule>> {
  const rows = goodsIds.length ? await db.select().from(goodsQuantityRules).where(inArray(goodsQuantityRules.goodsId, [...goodsIds])) : [];
  const byGoods = new Map(rows.map((r) => [r.goodsId, { minQty: r.minQty, maxQty: r.maxQty, increment: r.increment, mixAndMatch: r.mixAndMatch }]));
  return new Map(goodsIds.map((id) => [id, byGoods.get(id) ?? NO_QUANTITY_RULE]));
}

/** The quantity rule fields that price-list lines set over the goods' own (a field left null keeps the goods'), by line id. */
export async function lineQuantityOverrides(db: Reader, lineIds: readonly number[]): Promise<Map<number, Partial<QuantityRule>>> {
  const ids = [...new Set(lineIds)];
  if (!ids.length) return new Map();
  const rows = await db.select({ id: priceListLines.id, minQty: priceListLines.minQty, maxQty: priceListLines.maxQty, increment: priceListLines.increment, mixAndMatch: priceListLines.mixAndMatch })
    .from(priceListLines).where(inArray(priceListLines.id, ids));
  return new Map(rows.map((row) => {
    const override: Partial<QuantityRule> = {};
    if (row.minQty !== null) override.minQty = row.minQty;
    if (row.maxQty !== null) override.maxQty = row.maxQty;
    if (row.increment !== null) override.increment = row.increment;
    if (row.mixAndMatch !== null) override.mixAndMatch = row.mixAndMatch;
    return [row.id, override];
  }));
}

/** Sets a goods' quantity rule; the rule with nothing set removes the row. */
export async function setGoodsQuantityRule(tx: Tx, goodsId: number, rule: QuantityRule): Promise<Change<QuantityRule>> {
  const problem = quantityRuleProblem(rule);
  if (problem) throw invalid(problem);
  const before = (await quantityRulesOf(tx, [goodsId])).get(goodsId)!;
  const empty = rule.minQty === null && rule.maxQty === null && rule.increment === null && !rule.mixAndMatch;
  if (empty) await tx.delete(goodsQuantityRules).where(eq(goodsQuantityRules.goodsId, goodsId));
  else await tx.insert(goodsQuantityRules).values({ goodsId, ...rule }).onConflictDoUpdate({ target: goodsQuantityRules.goodsId, set: { ...rule, updatedAt: new Date() } });
  return { before, after: rule };
}

/** The goods of these that a company may not see because they are exclusive to other companies. */
export async function exclusiveToOthers(db: Reader, companyId: string | null, goodsIds: readonly number[]): Promise<Set<number>> {
  if (!goodsIds.length) return new Set();
  const rows = await db.select().from(goodsExclusives).where(inArray(goodsExclusives.goodsId, [...goodsIds]));
  const mine = new Set(rows.filter((r) => r.companyId === companyId).map((r) => r.goodsId));
  return new Set(rows.filter((r) => !mine.has(r.goodsId)).map((r) => r.goodsId));
}

/** The goods exclusive to a company (by goods_exclusives' company index). */
export async function exclusivesOfCompany(db: Reader, companyId: string): Promise<number[]> {
  const rows = await db.select({ goodsId: goodsExclusives.goodsId }).from(goodsExclusives).where(eq(goodsExclusives.companyId, companyId));
  return rows.map((r) => r.goodsId).sort((a, b) => a - b);
}

/** The companies a goods is exclusive to (none: public). */
export async function exclusiveCompaniesOf(db: Reader, goodsId: number): Promise<string[]> {
  return (await db.select({ companyId: goodsExclusives.companyId }).from(goodsExclusives).where(eq(goodsExclusives.goodsId, goodsId))).map((r) => r.companyId).sort();
}

/** Makes a goods exclusive to these companies (none: public again). */
export async function setGoodsExclusives(tx: Tx, goodsId: number, companyIds: readonly string[]): Promise<Change<{ companyIds: string[] }>> {
  const before = await exclusiveCompaniesOf(tx, goodsId);
  const wanted = [...new Set(companyIds)].sort();
  const removed = before.filter((id) => !wanted.includes(id));
  if (removed.length) await tx.delete(goodsExclusives).where(and(eq(goodsExclusives.goodsId, goodsId), inArray(goodsExclusives.companyId, removed)));
  const added = wanted.filter((id) => !before.includes(id));
  if (added.length) await tx.insert(goodsExclusives).values(added.map((companyId) => ({ goodsId, companyId })));
  return { before: { companyIds: before }, after: { companyIds: wanted } };
}
