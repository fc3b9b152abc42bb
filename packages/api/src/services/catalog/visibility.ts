import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import { goods } from '../../db/schema';
import type { Reader } from '../../db/client';
import type { CategoryIndex } from './categories';

/**
 * What every shared answer shows (lists, search, the sitemap, related designs, counts): goods on sale that are no
 * company's exclusive (private_label, kept by the database from goods_exclusives; issue 51). A company's own
 * catalogue is a member-only read with its own `visible` condition (companyVisibility below).
 */
export const onSale = and(eq(goods.status, 1), eq(goods.privateLabel, false))!;

/** What a company may see besides the shared catalogue, and what it may not: its exclusives and its assortment. */
export interface CompanyCatalogue {
  /** Goods exclusive to the company (with any others it shares them with). */
  exclusiveGoodsIds: readonly number[];
  /** Null: all goods; else the chosen categories (with their subcategories) and goods. Its exclusives are always in. */
  assortment: { categoryIds: readonly number[]; goodsIds: readonly number[] } | null;
}

/** Whether the company's catalogue is the shared one (no exclusives, no assortment): its pages are the visitors'. */
export const isSharedCatalogue = (catalogue: CompanyCatalogue): boolean => !catalogue.exclusiveGoodsIds.length && catalogue.assortment === null;

/** The chosen categories and everything under them. */
function assortmentCategoryIds(index: CategoryIndex, chosen: readonly number[]): number[] {
  const ids = new Set<number>();
  const visit = (id: number, depth: number) => {
    if (ids.has(id)) return;
    ids.add(id);
    if (depth < 5) for (const child of index.childrenOf(id)) visit(child.id, depth + 1);
  };
  for (const id of chosen) visit(id, 0);
  return [...ids];
}

/** A company's own `visible` condition for listGoods and the goods page (member-only reads). */
export function companyVisibility(index: CategoryIndex, catalogue: CompanyCatalogue): SQL {
  const exclusive = catalogue.exclusiveGoodsIds.length ? inArray(goods.id, [...catalogue.exclusiveGoodsIds]) : undefined;
  const publicOrMine = exclusive ? or(eq(goods.privateLabel, false), exclusive)! : eq(goods.privateLabel, false);
  const { assortment } = catalogue;
  if (!assortment) return and(eq(goods.status, 1), publicOrMine)!;
  const categoryIds = assortmentCategoryIds(index, assortment.categoryIds);
  const chosen = or(
    categoryIds.length ? inArray(goods.categoryId, categoryIds) : undefined,
    assortment.goodsIds.length ? inArray(goods.id, [...assortment.goodsIds]) : undefined,
    exclusive,
  );
  // An assortment with nothing in it (every chosen category deleted) shows nothing rather than everything.
  return and(eq(goods.status, 1), publicOrMine, chosen ?? eq(goods.id, 0))!;
}

/** The same rule for goods already read (id, category, status, private label): which the company may see. */
export function companyMaySee(
  index: CategoryIndex, catalogue: CompanyCatalogue, row: { id: number; categoryId: number; status: number; privateLabel: boolean },
): boolean {
  if (row.status !== 1) return false;
  const mine = catalogue.exclusiveGoodsIds.includes(row.id);
  if (row.privateLabel && !mine) return false;
  const { assortment } = catalogue;
  if (!assortment || mine || assortment.goodsIds.includes(row.id)) return true;
  return index.pathOf(row.categoryId).some((category) => assortment.categoryIds.includes(category.id));
}

/** What companyMaySee reads of each goods; an unknown id is absent. */
export async function visibilityRows(db: Reader, goodsIds: readonly number[]) {
  if (!goodsIds.length) return [];
  return db.select({ id: goods.id, categoryId: goods.categoryId, status: goods.status, privateLabel: goods.privateLabel })
    .from(goods).where(inArray(goods.id, [...new Set(goodsIds)]));
}
