import { and, desc, eq } from 'drizzle-orm';
import type { HeaderData, NewArrival, ProductMenu, ShopByBlocks } from '@sw/protocol';
import type { Db } from '../../db/client';
import { goods } from '../../db/schema';
import { loadCategoryIndex } from './categories';
import { loadShopByBlocks, shopByFields } from './facets';
import { onSale } from './goodsList';

/** How many new designs the search dialog pages through (4 per page). */
export const NEW_ARRIVALS_IN_HEADER = 16;

async function newestNewArrivals(db: Db): Promise<NewArrival[]> {
  const rows = await db
    .select({ id: goods.id, imageUrl: goods.imageUrl })
    .from(goods)
    .where(and(eq(goods.newFlag, 1), onSale))
    .orderBy(desc(goods.id))
    .limit(NEW_ARRIVALS_IN_HEADER);
  return rows.map((row) => ({ poGoodsId: String(row.id), imgUrl: row.imageUrl }));
}

/** The catalog's part of the header (queries/headerData.ts adds the member's counters and the popular searches). */
export type CatalogHeader = Pick<HeaderData, 'categoryList' | keyof ShopByBlocks> & { newArrivals: NewArrival[] };

/**
 * The catalog's part of csite/headerData.do. New-design images are a privilege: they leave the server only for a
 * member whose access was approved (`approved`: auditFlag 2); everybody else gets an empty list.
 */
export async function catalogHeader(db: Db, approved: boolean, now: Date): Promise<CatalogHeader> {
  const [index, blocks, arrivals] = await Promise.all([
    loadCategoryIndex(db),
    loadShopByBlocks(db, now),
    approved ? newestNewArrivals(db) : Promise.resolve([]),
  ]);
  return {
    categoryList: index.topLevel.map((row) => ({ cateId: String(row.id), cateName: row.name, imageUrl: row.imageUrl })),
    ...shopByFields(blocks),
    newArrivals: arrivals,
  };
}

/** csite01/productMenuNavigation.do: the Products hover dialog. */
export async function productMenu(db: Db, now: Date): Promise<ProductMenu> {
  const [index, blocks] = await Promise.all([loadCategoryIndex(db), loadShopByBlocks(db, now)]);
  return {
    categoryList: index.tree(),
    ...shopByFields(blocks),
  };
}
