import { eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Reader } from '../../db/client';
import { categories, goods } from '../../db/schema';

/** A goods' customs facts: its own HS code and origin, else its category's, else the parent category's. */
export interface GoodsCustoms {
  hsCode: string | null;
  origin: string | null;
}

export async function customsOfGoods(db: Reader, goodsIds: readonly number[]): Promise<Map<number, GoodsCustoms>> {
  const ids = [...new Set(goodsIds)];
  if (!ids.length) return new Map();
  const parent = alias(categories, 'parent_category');
  const rows = await db
    .select({
      id: goods.id, hsCode: goods.hsCode, origin: goods.originCountry,
      categoryHs: categories.hsCode, categoryOrigin: categories.originCountry, parentHs: parent.hsCode, parentOrigin: parent.originCountry,
    })
    .from(goods)
    .innerJoin(categories, eq(categories.id, goods.categoryId))
    .leftJoin(parent, eq(parent.id, categories.parentId))
    .where(inArray(goods.id, ids));
  return new Map(rows.map((row) => [row.id, {
    hsCode: row.hsCode ?? row.categoryHs ?? row.parentHs ?? null,
    origin: row.origin ?? row.categoryOrigin ?? row.parentOrigin ?? null,
  }]));
}
