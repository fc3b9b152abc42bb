import { and, asc, gte, inArray, isNull, lte, or } from 'drizzle-orm';
import type { DataListItem, ShopByBlock } from '@sw/protocol';
import type { Db } from '../../db/client';
import { FACET_KINDS, facets, type FacetKind } from '../../db/schema';

export const SHOP_BY_TITLES: Record<FacetKind, string> = {
  theme: 'Shop by Theme',
  style: 'Shop by Style',
  platingMaterial: 'Shop by Plating Material',
  insertMaterial: 'Shop by Insert Material',
};
export const SHOP_ALL = 'Shop All';

/** The goods-list parameter that filters by each kind of facet. */
export const FACET_PARAM: Record<FacetKind, 'cateIdForTheme' | 'cateIdForStyle' | 'cateIdForPlatingMaterial' | 'cateIdForInsertMaterial'> = {
  theme: 'cateIdForTheme',
  style: 'cateIdForStyle',
  platingMaterial: 'cateIdForPlatingMaterial',
  insertMaterial: 'cateIdForInsertMaterial',
};

export type ShopByBlocks = Record<FacetKind, ShopByBlock>;

/** The shop-by fields of the header and the Products dialog answers, under their wire names. */
export function shopByFields(blocks: ShopByBlocks) {
  return {
    shopByTheme: blocks.theme,
    shopByStyle: blocks.style,
    shopByPlatingMaterial: blocks.platingMaterial,
    shopByInsertMaterial: blocks.insertMaterial,
  };
}

/**
 * The four shop-by blocks of the header and the Products dialog. A facet with a date window
 * (a seasonal theme, say) is listed only inside its window.
 */
export async function loadShopByBlocks(db: Db, now: Date): Promise<ShopByBlocks> {
  const rows = await db
    .select()
    .from(facets)
    .where(and(or(isNull(facets.fromDate), lte(facets.fromDate, now)), or(isNull(facets.toDate), gte(facets.toDate, now))))
    .orderBy(asc(facets.kind), asc(facets.sort), asc(facets.id));
  const blocks = Object.fromEntries(
    FACET_KINDS.map((kind) => [kind, { showName: SHOP_BY_TITLES[kind], allName: SHOP_ALL, dataList: [] as DataListItem[] }]),
  ) as ShopByBlocks;
  for (const row of rows) {
    blocks[row.kind].dataList.push({
      cateId: String(row.id),
      cateEnName: row.name,
      popularFlag: row.popularFlag,
      fromDate: row.fromDate?.toISOString() ?? null,
      toDate: row.toDate?.toISOString() ?? null,
      imageUrl: row.imageUrl,
    });
  }
  return blocks;
}

/** Kinds of the given facet ids; an id that does not exist is absent from the map. */
export async function facetKinds(db: Db, ids: number[]): Promise<Map<number, FacetKind>> {
  if (!ids.length) return new Map();
  const rows = await db.select({ id: facets.id, kind: facets.kind }).from(facets).where(inArray(facets.id, ids));
  return new Map(rows.map((row) => [row.id, row.kind]));
}
