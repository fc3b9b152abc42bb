import { and, asc, gte, inArray, isNull, lte, or } from 'drizzle-orm';
import { CATALOG_FACETS, type DataListItem, type FacetKind, shopByTitle, type ShopByBlock, type ShopByBlocks } from '@sw/protocol';
import type { Db } from '../../db/client';
import { facets } from '../../db/schema';

export const SHOP_ALL = 'Shop All';

/** The shop-by fields of the header and the Products dialog answers, under their wire names. */
export function shopByFields(blocks: Record<FacetKind, ShopByBlock>): ShopByBlocks {
  return Object.fromEntries(CATALOG_FACETS.map((facet) => [facet.block, blocks[facet.kind]])) as ShopByBlocks;
}

/**
 * The four shop-by blocks of the header and the Products dialog. A facet with a date window
 * (a seasonal theme, say) is listed only inside its window.
 */
export async function loadShopByBlocks(db: Db, now: Date): Promise<Record<FacetKind, ShopByBlock>> {
  const rows = await db
    .select()
    .from(facets)
    .where(and(or(isNull(facets.fromDate), lte(facets.fromDate, now)), or(isNull(facets.toDate), gte(facets.toDate, now))))
    .orderBy(asc(facets.kind), asc(facets.sort), asc(facets.id));
  const blocks = Object.fromEntries(
    CATALOG_FACETS.map((facet) => [facet.kind, { showName: shopByTitle(facet), allName: SHOP_ALL, dataList: [] as DataListItem[] }]),
  ) as Record<FacetKind, ShopByBlock>;
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
