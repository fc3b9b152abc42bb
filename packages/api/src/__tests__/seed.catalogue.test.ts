import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, count, eq, isNull, sql } from 'drizzle-orm';
import { formatSpecLine } from '@sw/protocol';
import type { Db } from '../db/client';
import { migrate } from '../db/migrate';
import {
  categories, facets, factories, FACET_KINDS, goods, goodsFacets, goodsImages, goodsSpecs, members, popularSearches, priceTiers,
} from '../db/schema';
import { seedIfEmpty } from '../seed';
import { generateGoods, seedCatalogue } from '../demo/catalogue';
import { log } from '../lib/log';
import { openTestDatabase } from '../testing/harness';

type TestDatabase = Awaited<ReturnType<typeof openTestDatabase>>;
const opened: TestDatabase[] = [];

async function freshDb(): Promise<Db> {
  const database = await openTestDatabase();
  opened.push(database);
  await migrate(database);
  return database.db;
}

afterAll(async () => {
  for (const database of opened) await database.dispose();
});

/** Everything generated, in a comparable form. */
async function snapshot(db: Db) {
  return {
    goods: await db
      .select({ id: goods.id, code: goods.code, title: goods.title, minPrice: goods.minPrice, searchText: goods.searchText, imageUrl: goods.imageUrl, categoryId: goods.categoryId, factoryId: goods.factoryId, newFlag: goods.newFlag, popularity: goods.popularity, createdAt: goods.createdAt })
      .from(goods)
      .orderBy(asc(goods.id)),
    specs: await db.select({ goodsId: goodsSpecs.goodsId, skuCode: goodsSpecs.skuCode, entries: goodsSpecs.entries }).from(goodsSpecs).orderBy(asc(goodsSpecs.goodsId), asc(goodsSpecs.sort)),
    tiers: await db.select({ goodsId: priceTiers.goodsId, minQty: priceTiers.minQty, price: priceTiers.price }).from(priceTiers).orderBy(asc(priceTiers.goodsId), asc(priceTiers.minQty)),
    facets: await db.select().from(goodsFacets).orderBy(asc(goodsFacets.goodsId), asc(goodsFacets.facetId)),
  };
}

describe('the demo catalogue with the default size', () => {
  let db: Db;
  beforeAll(async () => {
    db = await freshDb();
    const started = Date.now();
    expect((await seedIfEmpty(db, log)).seeded).toBe(true);
    // A few seconds on PGlite is the budget for `npm start` on first run.
    expect(Date.now() - started).toBeLessThan(20_000);
  });

  it('has several hundred goods, each with specs, tiers, images and facets', async () => {
    const [total] = await db.select({ n: count() }).from(goods);
    expect(total!.n).toBeGreaterThanOrEqual(300);
    const perGoods = async (table: typeof goodsSpecs | typeof priceTiers | typeof goodsImages) =>
      new Map((await db.select({ goodsId: table.goodsId, n: count() }).from(table).groupBy(table.goodsId)).map((row) => [row.goodsId, row.n]));
    const [specs, tiers, images] = [await perGoods(goodsSpecs), await perGoods(priceTiers), await perGoods(goodsImages)];
    const kinds = await db
      .select({ goodsId: goodsFacets.goodsId, kinds: sql<string[]>`array_agg(distinct ${facets.kind})` })
      .from(goodsFacets)
      .innerJoin(facets, eq(facets.id, goodsFacets.facetId))
      .groupBy(goodsFacets.goodsId);
    const kindsOf = new Map(kinds.map((row) => [row.goodsId, row.kinds]));
    for (const { id } of await db.select({ id: goods.id }).from(goods)) {
      expect(specs.get(id)).toBeGreaterThanOrEqual(1);
      expect(specs.get(id)).toBeLessThanOrEqual(6);
      expect(tiers.get(id)).toBeGreaterThanOrEqual(3);
      expect(tiers.get(id)).toBeLessThanOrEqual(4);
      expect(images.get(id)).toBeGreaterThanOrEqual(2);
      expect(images.get(id)).toBeLessThanOrEqual(4);
      expect(kindsOf.get(id)).toEqual(expect.arrayContaining(['theme', 'style', 'platingMaterial']));
    }
  });

  it('gives goods codes, believable titles and a search text of title, code and spec values', async () => {
    const rows = await db.select().from(goods).orderBy(asc(goods.id)).limit(50);
    for (const row of rows) {
      expect(row.code).toMatch(/^S[RNBEPAJM]\d{4}-\d{4}$/);
      expect(row.title).toContain('Stainless Steel');
      expect(row.description.length).toBeGreaterThan(100);
      expect(row.searchText).toContain(row.title);
      expect(row.searchText).toContain(row.code);
      const specs = await db.select().from(goodsSpecs).where(eq(goodsSpecs.goodsId, row.id));
      for (const spec of specs) {
        for (const entry of spec.entries) expect(row.searchText).toContain(entry.vl);
        expect(formatSpecLine(spec.entries)).not.toBe('-');
      }
      const tiers = await db.select().from(priceTiers).where(eq(priceTiers.goodsId, row.id)).orderBy(asc(priceTiers.minQty));
      expect(tiers[0]!.minQty).toBe(row.moq);
      expect(row.maxPrice).toBe(tiers[0]!.price);
      expect(row.minPrice).toBe(tiers.at(-1)!.price);
      for (let i = 1; i < tiers.length; i++) expect(tiers[i]!.price).toBeLessThan(tiers[i - 1]!.price);
      const images = await db.select().from(goodsImages).where(eq(goodsImages.goodsId, row.id)).orderBy(asc(goodsImages.sort));
      expect(row.imageUrl).toBe(images[0]!.url);
      for (const image of images) expect(image.url).toMatch(/^\/media\/goods\/[a-z]+-(gold|rose|silver|black)-[a-z]+-[a-z]+-[a-z0-9]+\.svg$/);
    }
  });

  it('uses ring sizes for rings and size codes for widths and lengths', async () => {
    const specs = await db.select({ entries: goodsSpecs.entries }).from(goodsSpecs);
    const entries = specs.flatMap((spec) => spec.entries);
    expect(entries.some((e) => e.cd === 'ringSize' && /^\d+#$/.test(e.vl))).toBe(true);
    expect(entries.some((e) => e.cd === 'size' && e.nm === 'Width' && /^\d+(\.\d+)?mm$/.test(e.vl))).toBe(true);
    expect(entries.some((e) => e.cd === 'chainSize' && e.nm === 'Length')).toBe(true);
    expect(entries.some((e) => e.cd === 'material' && e.vl === '316L Stainless Steel')).toBe(true);
    expect(entries.some((e) => e.cd === 'color')).toBe(true);
    expect(entries.some((e) => e.cd === 'model')).toBe(true);
  });

  it('marks about 15% of the goods as new', async () => {
    const [fresh] = await db.select({ n: count() }).from(goods).where(eq(goods.newFlag, 1));
    const [total] = await db.select({ n: count() }).from(goods);
    const share = fresh!.n / total!.n;
    expect(share).toBeGreaterThan(0.08);
    expect(share).toBeLessThan(0.25);
  });

  it('has the top-level categories with sub-categories and images', async () => {
    const top = await db.select().from(categories).where(isNull(categories.parentId)).orderBy(asc(categories.sort));
    expect(top.map((c) => c.name)).toEqual(['Rings', 'Necklaces', 'Bracelets', 'Earrings', 'Pendants', 'Anklets', 'Body Jewelry', "Men's Jewelry"]);
    for (const category of top) {
      const children = await db.select().from(categories).where(eq(categories.parentId, category.id));
      expect(children.length).toBeGreaterThanOrEqual(3);
      expect(category.imageUrl).toBe(`/media/category/${category.slug}.svg`);
    }
    // Goods hang on sub-categories and every sub-category has some.
    const empty = await db
      .select({ name: categories.name })
      .from(categories)
      .where(sql`${categories.parentId} is not null and not exists (select 1 from goods g where g.category_id = ${categories.id})`);
    expect(empty).toEqual([]);
  });

  it('has facets of all four kinds, some popular, each with a picture', async () => {
    for (const kind of FACET_KINDS) {
      const rows = await db.select().from(facets).where(eq(facets.kind, kind));
      expect(rows.length, kind).toBeGreaterThanOrEqual(5);
      expect(rows.some((row) => row.popularFlag === 1)).toBe(true);
      expect(rows.some((row) => row.popularFlag === 0)).toBe(true);
      for (const row of rows) expect(row.imageUrl).toMatch(/^\/media\/facet\/[a-z]+-[a-z0-9-]+\.svg$/);
    }
    const names = (await db.select({ name: facets.name }).from(facets)).map((row) => row.name);
    expect(names).toEqual(expect.arrayContaining(['Love', 'Minimalist', '18K Gold Plated', 'Cubic Zirconia', 'Black IP', 'Pearl']));
  });

  it('has at least three factories in China with full details', async () => {
    const rows = await db.select().from(factories);
    expect(rows.length).toBeGreaterThanOrEqual(3);
    for (const row of rows) {
      expect(row.country).toBe('China');
      expect(row.foundedYear).toBeGreaterThan(1980);
      expect(row.areaSqm).toBeGreaterThan(1000);
      expect(row.employees).toBeGreaterThan(50);
      expect(row.monthlyCapacity).toBeGreaterThan(10_000);
      expect(row.description.length).toBeGreaterThan(200);
      expect(row.capabilities.length).toBeGreaterThanOrEqual(4);
      expect(row.certifications.length).toBeGreaterThanOrEqual(2);
      expect(row.images.length).toBeGreaterThanOrEqual(3);
      const [made] = await db.select({ n: count() }).from(goods).where(eq(goods.factoryId, row.id));
      expect(made!.n).toBeGreaterThan(0);
    }
  });

  it('has popular searches and the demo accounts', async () => {
    const searches = await db.select().from(popularSearches);
    expect(searches.length).toBeGreaterThanOrEqual(5);
    const accounts = await db.select({ email: members.email }).from(members);
    expect(accounts.map((a) => a.email)).toEqual(expect.arrayContaining(['buyer@demo.test', 'staff@demo.test']));
  });

  it('seeds only once: a second start finds the goods and adds nothing', async () => {
    const before = await db.select({ n: count() }).from(goods);
    expect((await seedIfEmpty(db, log)).seeded).toBe(false);
    expect(await db.select({ n: count() }).from(goods)).toEqual(before);
    const [facetCount] = await db.select({ n: count() }).from(facets);
    expect(facetCount!.n).toBe(35);
  });
});

describe('determinism', () => {
  it('generates the same good for the same index, every time', () => {
    expect(generateGoods(17, 360)).toEqual(generateGoods(17, 360));
    expect(generateGoods(17, 360)).not.toEqual(generateGoods(18, 360));
  });

  it('seeds identical catalogues into two databases, whatever the batch size', async () => {
    const [a, b] = [await freshDb(), await freshDb()];
    await seedCatalogue(a, { goods: 150 });
    await seedCatalogue(b, { goods: 150, batchSize: 40 });
    const [left, right] = [await snapshot(a), await snapshot(b)];
    expect(left.goods).toHaveLength(150);
    expect(right).toEqual(left);
  });

  it('reuses the reference data when a first run stopped before the goods', async () => {
    const db = await freshDb();
    await seedCatalogue(db, { goods: 0 });
    await seedCatalogue(db, { goods: 30 });
    const [categoryCount] = await db.select({ n: count() }).from(categories);
    const [facetCount] = await db.select({ n: count() }).from(facets);
    const [factoryCount] = await db.select({ n: count() }).from(factories);
    expect([categoryCount!.n, facetCount!.n, factoryCount!.n]).toEqual([8 + 31, 35, 4]);
    expect((await db.select({ n: count() }).from(goods))[0]!.n).toBe(30);
  });
});
