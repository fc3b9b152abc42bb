import { eq } from 'drizzle-orm';
import type { Reader, Tx } from '../../db/client';
import { companyAssortment } from '../../db/schema';
import type { Change } from './lists';

/**
 * A company's assortment (issue 51): no rows, all goods; with rows, only the chosen categories (each with its
 * subcategories) and goods. Exclusives (quantityRules.ts) are checked apart: a chosen goods exclusive to another
 * company stays hidden.
 */

export interface Assortment {
  categoryIds: number[];
  goodsIds: number[];
}

export async function assortmentOf(db: Reader, companyId: string): Promise<Assortment | null> {
  const rows = await db.select().from(companyAssortment).where(eq(companyAssortment.companyId, companyId));
  if (!rows.length) return null;
  return {
    categoryIds: rows.flatMap((r) => (r.categoryId === null ? [] : [r.categoryId])).sort((a, b) => a - b),
    goodsIds: rows.flatMap((r) => (r.goodsId === null ? [] : [r.goodsId])).sort((a, b) => a - b),
  };
}

/** Replaces the company's assortment; null (or nothing chosen) is all goods again. */
export async function setCompanyAssortment(tx: Tx, companyId: string, chosen: Assortment | null): Promise<Change<Assortment | null>> {
  const before = await assortmentOf(tx, companyId);
  await tx.delete(companyAssortment).where(eq(companyAssortment.companyId, companyId));
  const rows = [
    ...[...new Set(chosen?.categoryIds ?? [])].map((categoryId) => ({ companyId, categoryId, goodsId: null })),
    ...[...new Set(chosen?.goodsIds ?? [])].map((goodsId) => ({ companyId, categoryId: null, goodsId })),
  ];
  if (rows.length) await tx.insert(companyAssortment).values(rows);
  return { before, after: rows.length ? await assortmentOf(tx, companyId) : null };
}

/** Whether the assortment lets the company see a goods (its category path: its own category, then each parent up). */
export const inAssortment = (assortment: Assortment | null, goods: { goodsId: number; categoryPath: readonly number[] }): boolean =>
  assortment === null || assortment.goodsIds.includes(goods.goodsId) || goods.categoryPath.some((id) => assortment.categoryIds.includes(id));
