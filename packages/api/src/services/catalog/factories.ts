import { and, asc, count, eq } from 'drizzle-orm';
import type { FactoryDetail, FactorySummary } from '@sw/protocol';
import type { Db } from '../../db/client';
import { factories, goods } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { goodsSummaries, onSale } from './goodsList';

const FEATURED_GOODS = 8;

type FactoryRow = typeof factories.$inferSelect;

function toSummary(row: FactoryRow): FactorySummary {
  return {
    factoryId: String(row.id),
    name: row.name,
    city: row.city,
    country: row.country,
    foundedYear: row.foundedYear,
    areaSqm: row.areaSqm,
    employees: row.employees,
    monthlyCapacity: row.monthlyCapacity,
    summary: row.summary,
    imageUrl: row.images[0] ?? '',
  };
}

/** csite01/factoryList.do: every factory, in the order staff arranged them. */
export async function listFactories(db: Db, limit?: number): Promise<FactorySummary[]> {
  const query = db.select().from(factories).orderBy(asc(factories.sort), asc(factories.id));
  const rows = limit ? await query.limit(limit) : await query;
  return rows.map(toSummary);
}

/** csite01/factoryDetail.do: the factory page, with how many goods it makes and its best sellers. */
export async function getFactory(db: Db, factoryId: number): Promise<FactoryDetail> {
  const [row] = await db.select().from(factories).where(eq(factories.id, factoryId)).limit(1);
  if (!row) throw notFound('Factory');
  const made = eq(goods.factoryId, factoryId);
  const [[counted], featuredGoods] = await Promise.all([
    db.select({ n: count() }).from(goods).where(and(made, onSale)),
    goodsSummaries(db, { where: made, sort: 'popular', limit: FEATURED_GOODS }),
  ]);
  return {
    ...toSummary(row),
    description: row.description,
    capabilities: row.capabilities,
    certifications: row.certifications,
    images: row.images,
    goodsCount: counted?.n ?? 0,
    featuredGoods,
  };
}
