import { asc, inArray } from 'drizzle-orm';
import type { CompanyAssortmentView, GoodsExclusivesView } from '@sw/protocol';
import type { Reader } from '../db/client';
import { categories, companies, goods } from '../db/schema';
import { notFound } from '../lib/errors';
import { assortmentOf, exclusiveCompaniesOf } from '../services/priceLists';

/**
 * The console's views of a company's own catalogue (issue 51): a goods' exclusive companies by name, a company's
 * assortment with the names of its categories and goods. Read across the catalog, accounts and priceLists domains.
 */

/** Which of these companies exist (unknown ids are left out), by name. */
export async function companyChoices(db: Reader, companyIds: readonly string[]) {
  if (!companyIds.length) return [];
  const rows = await db.select({ id: companies.id, name: companies.name }).from(companies).where(inArray(companies.id, [...companyIds])).orderBy(asc(companies.name), asc(companies.id));
  return rows.map((row) => ({ companyId: row.id, name: row.name ?? 'Unnamed company' }));
}

async function goodsRows(db: Reader, goodsIds: readonly number[]) {
  if (!goodsIds.length) return [];
  return db.select({ id: goods.id, code: goods.code, title: goods.title }).from(goods).where(inArray(goods.id, [...goodsIds])).orderBy(asc(goods.code));
}

async function categoryRows(db: Reader, categoryIds: readonly number[]) {
  if (!categoryIds.length) return [];
  return db.select({ id: categories.id, name: categories.name }).from(categories).where(inArray(categories.id, [...categoryIds])).orderBy(asc(categories.name));
}

/** Refuses goods, categories or companies that do not exist, by what is missing (20004). */
export async function checkCatalogueTargets(db: Reader, targets: { goodsIds?: readonly number[]; categoryIds?: readonly number[]; companyIds?: readonly string[] }): Promise<void> {
  const goodsIds = [...new Set(targets.goodsIds ?? [])];
  const categoryIds = [...new Set(targets.categoryIds ?? [])];
  const companyIds = [...new Set(targets.companyIds ?? [])];
  const foundGoods = new Set((await goodsRows(db, goodsIds)).map((row) => row.id));
  const missingGoods = goodsIds.filter((id) => !foundGoods.has(id));
  if (missingGoods.length) throw notFound(`Goods ${missingGoods.join(', ')}`);
  const foundCategories = new Set((await categoryRows(db, categoryIds)).map((row) => row.id));
  const missingCategories = categoryIds.filter((id) => !foundCategories.has(id));
  if (missingCategories.length) throw notFound(`Category ${missingCategories.join(', ')}`);
  const foundCompanies = new Set((await companyChoices(db, companyIds)).map((row) => row.companyId));
  if (companyIds.some((id) => !foundCompanies.has(id))) throw notFound('One of these companies');
}

export async function goodsExclusivesView(db: Reader, goodsId: number): Promise<GoodsExclusivesView> {
  await checkCatalogueTargets(db, { goodsIds: [goodsId] });
  return { goodsId: String(goodsId), companies: await companyChoices(db, await exclusiveCompaniesOf(db, goodsId)) };
}

export async function companyAssortmentView(db: Reader, companyId: string): Promise<CompanyAssortmentView> {
  await checkCatalogueTargets(db, { companyIds: [companyId] });
  const assortment = await assortmentOf(db, companyId);
  const [categoryList, goodsList] = [await categoryRows(db, assortment?.categoryIds ?? []), await goodsRows(db, assortment?.goodsIds ?? [])];
  return {
    companyId,
    all: assortment === null,
    categories: categoryList.map((row) => ({ cateId: String(row.id), cateName: row.name })),
    goods: goodsList.map((row) => ({ goodsId: String(row.id), goodsCode: row.code, title: row.title })),
  };
}
