import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { API, NEW_DESIGN_PLACEHOLDER, RES, type GoodsPage, type ProductMenu } from '@sw/protocol';
import { startTestApi, type TestApi } from '../testing/harness';
import { categories, facets, goods, goodsFacets, goodsSpecs } from '../db/schema';
import { POPULAR_SEARCHES } from '../demo/catalogueData';
import { listGoods } from '../services/catalog/goodsList';
import { withoutNewDesignPictures } from '../services/catalog/newDesign';

let api: TestApi;
let menu: ProductMenu;

beforeAll(async () => {
  api = await startTestApi({ seed: { goods: 360 } });
  menu = (await api.call<ProductMenu>(API.csite01.productMenuNavigation)).data!;
});
afterAll(async () => {
  await api?.close();
});

const db = () => api.deps.database.db;

async function list(query: Record<string, unknown>): Promise<GoodsPage> {
  const envelope = await api.call<GoodsPage>(API.csite.onlineGoodsList, query);
  expect(envelope.meta).toEqual({ res: RES.OK, msg: 'success' });
  return envelope.data!;
}

async function listAll(query: Record<string, unknown>): Promise<GoodsPage['list']> {
  return (await list({ ...query, pageSize: 100 })).list;
}

const facetId = (block: keyof Omit<ProductMenu, 'categoryList'>, name: string) => {
  const item = menu[block].dataList.find((entry) => entry.cateEnName === name);
  if (!item) throw new Error(`no facet ${name}`);
  return item.cateId;
};

describe('withoutNewDesignPictures', () => {
  it('replaces a new design\'s pictures at any depth, leaves the answer as it was, and copies one answer once', () => {
    const answer = {
      list: [
        { goodsId: '1', newFlag: 1, imageUrl: '/media/goods/a.svg', images: ['/media/goods/a.svg', '/media/goods/b.svg'] },
        { goodsId: '2', newFlag: 0, imageUrl: '/media/goods/c.svg', related: [{ newFlag: 1, imageUrl: '/media/goods/d.svg' }] },
      ],
      total: 2,
    };
    const before = structuredClone(answer);
    type Goods = { imageUrl: string; images?: string[]; related?: { imageUrl: string }[] };
    const filtered = withoutNewDesignPictures(answer) as { list: Goods[]; total: number };
    expect(filtered.list[0]).toEqual({ goodsId: '1', newFlag: 1, imageUrl: NEW_DESIGN_PLACEHOLDER, images: [NEW_DESIGN_PLACEHOLDER, NEW_DESIGN_PLACEHOLDER] });
    expect(filtered.list[1]!.imageUrl).toBe('/media/goods/c.svg');
    expect(filtered.list[1]!.related![0]!.imageUrl).toBe(NEW_DESIGN_PLACEHOLDER);
    expect(answer).toEqual(before);
    // A cached answer is the same object on every call: its copy is made once.
    expect(withoutNewDesignPictures(answer)).toBe(filtered);
    expect(withoutNewDesignPictures(structuredClone(answer))).not.toBe(filtered);
    expect(withoutNewDesignPictures(null)).toBeNull();
    expect(withoutNewDesignPictures('x')).toBe('x');
  });
});

describe('onlineGoodsList.do totals by category (counted once per catalogue version)', () => {
  it('gives each top category the number of its goods on sale, its subcategories included, and follows a change', async () => {
    const tops = await db().select({ id: categories.id, name: categories.name }).from(categories).where(sql`${categories.parentId} is null`);
    let sum = 0;
    for (const top of tops) {
      const [row] = await db().execute<{ n: number }>(sql`select count(*)::int as n from ${goods} where ${goods.status} = 1 and ${goods.categoryId} in
        (select ${categories.id} from ${categories} where ${categories.id} = ${top.id} or ${categories.parentId} = ${top.id})`).then((r) => (r as unknown as { rows: { n: number }[] }).rows);
      const page = await list({ catName1: top.name, sort: 'newest' });
      expect(page.total, top.name).toBe(row!.n);
      expect(page.list.length).toBe(Math.min(24, row!.n));
      sum += page.total;
    }
    expect(sum).toBe((await list({ sort: 'priceAsc' })).total);

    const [one] = (await list({ catName1: tops[0]!.name })).list;
    const before = (await list({ catName1: tops[0]!.name })).total;
    await db().update(goods).set({ status: 0 }).where(eq(goods.id, Number(one!.goodsId)));
    try {
      expect((await list({ catName1: tops[0]!.name })).total).toBe(before - 1);
    } finally {
      await db().update(goods).set({ status: 1 }).where(eq(goods.id, Number(one!.goodsId)));
    }
    expect((await list({ catName1: tops[0]!.name })).total).toBe(before);
  });
});

describe('onlineGoodsList.do without filters', () => {
  it('pages through every good on sale, most popular first, with the total', async () => {
    const first = await list({});
    expect(first.total).toBe(360);
    expect(first.totalCapped).toBe(false);
    expect(first.pageNum).toBe(1);
    expect(first.pageSize).toBe(24);
    expect(first.list).toHaveLength(24);
    const summary = first.list[0]!;
    expect(summary).toMatchObject({
      goodsId: expect.stringMatching(/^\d+$/),
      goodsCode: expect.stringMatching(/^S[A-Z]\d{4}-\d{4}$/),
      imageUrl: expect.stringMatching(/^\/media\/goods\/[a-z0-9-]+\.svg$/),
      moq: expect.any(Number),
      newFlag: expect.any(Number),
    });
    expect(summary.minPrice).toBeLessThanOrEqual(summary.maxPrice);
    expect(['Rings', 'Necklaces', 'Bracelets', 'Earrings', 'Pendants', 'Anklets', 'Body Jewelry', "Men's Jewelry"]).toContain(summary.catName1);

    const popularity = await db()
      .select({ id: goods.id, popularity: goods.popularity })
      .from(goods)
      .orderBy(sql`${goods.popularity} desc, ${goods.id} desc`)
      .limit(24);
    expect(first.list.map((g) => Number(g.goodsId))).toEqual(popularity.map((row) => row.id));
  });

  it('never repeats or skips a good across pages (id breaks ties)', async () => {
    const seen = new Set<string>();
    for (let pageNum = 1; pageNum <= 4; pageNum++) {
      const page = await list({ pageNum, pageSize: 100 });
      for (const item of page.list) seen.add(item.goodsId);
    }
    expect(seen.size).toBe(360);
  });

  it('answers a page past the end with an empty list and the real total', async () => {
    const page = await list({ pageNum: 99, pageSize: 10 });
    expect(page.list).toEqual([]);
    expect(page.total).toBe(360);
  });

  it('sorts by price both ways and by newest', async () => {
    const ascending = await listAll({ sort: 'priceAsc' });
    const prices = ascending.map((g) => g.minPrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const descending = (await listAll({ sort: 'priceDesc' })).map((g) => g.minPrice);
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    expect(descending[0]).toBeGreaterThan(prices[0]!);
    const newest = await listAll({ sort: 'newest' });
    const ids = newest.map((g) => Number(g.goodsId));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(ids[0]).toBe(360);
  });

  it('leaves out goods that are withdrawn from sale', async () => {
    const [withdrawn] = await db().select({ id: goods.id, code: goods.code }).from(goods).where(eq(goods.id, 7));
    await db().update(goods).set({ status: 0 }).where(eq(goods.id, 7));
    try {
      expect((await list({})).total).toBe(359);
      expect((await list({ keyWords: withdrawn!.code })).total).toBe(0);
      const detail = await api.call(API.csite.onlineGoodsDetail, { goodsId: 7 });
      expect(detail.meta.res).toBe(RES.NOT_FOUND);
    } finally {
      await db().update(goods).set({ status: 1 }).where(eq(goods.id, 7));
    }
  });
});

describe('onlineGoodsList.do keyword search', () => {
  it('finds a good by its exact code, in any case', async () => {
    const [target] = await db().select({ id: goods.id, code: goods.code }).from(goods).where(eq(goods.id, 42));
    for (const keyWords of [target!.code, target!.code.toLowerCase(), ` ${target!.code} `]) {
      const page = await list({ keyWords });
      expect(page.total).toBe(1);
      expect(page.list[0]!.goodsId).toBe('42');
    }
  });

  it('finds goods by the first part of a code (prefix)', async () => {
    const [target] = await db().select({ code: goods.code }).from(goods).where(eq(goods.id, 42));
    const prefix = target!.code.slice(0, 6);
    const page = await listAll({ keyWords: prefix });
    expect(page.length).toBeGreaterThan(1);
    expect(page.every((g) => g.goodsCode.startsWith(prefix))).toBe(true);
  });

  it('matches every word of the title, each as a prefix', async () => {
    const page = await list({ keyWords: 'gold hear' });
    expect(page.total).toBeGreaterThan(0);
    for (const item of page.list) {
      expect(item.title.toLowerCase()).toContain('gold');
      expect(item.title.toLowerCase()).toContain('heart');
    }
  });

  it('finds goods by a specification value (length, material)', async () => {
    const long = await listAll({ keyWords: '8.5in' });
    expect(long.length).toBeGreaterThan(0);
    for (const item of long) {
      const specs = await db().select({ entries: goodsSpecs.entries }).from(goodsSpecs).where(eq(goodsSpecs.goodsId, Number(item.goodsId)));
      expect(specs.flatMap((s) => s.entries).some((e) => e.vl === '8.5in'), item.title).toBe(true);
    }

    const surgical = await list({ keyWords: 'surgical' });
    expect(surgical.total).toBeGreaterThan(0);
    expect(surgical.list.every((g) => g.catName1 === 'Body Jewelry')).toBe(true);

    const width = await list({ keyWords: '12mm' });
    expect(width.total).toBeGreaterThan(0);
  });

  it('treats query syntax in the text as plain words', async () => {
    for (const keyWords of ["heart' & !", 'ring | (', '\\', ':*', '!!!', "o'brien"]) {
      const envelope = await api.call<GoodsPage>(API.csite.onlineGoodsList, { keyWords });
      expect(envelope.meta.res).toBe(RES.OK);
    }
    expect((await list({ keyWords: '!!!' })).total).toBe(0);
  });

  it('answers a word nothing contains with an empty page', async () => {
    const page = await list({ keyWords: 'zzzqqq' });
    expect(page).toEqual({ list: [], total: 0, totalCapped: false, pageNum: 1, pageSize: 24, standards: [] });
  });

  it('finds goods for every popular search offered in the header', async () => {
    for (const term of POPULAR_SEARCHES) {
      expect((await list({ keyWords: term })).total, term).toBeGreaterThan(0);
    }
  });

  it('counts keyword matches up to a cap and says when there are more', async () => {
    const all = await list({ keyWords: 'stainless steel' });
    expect(all).toMatchObject({ total: 360, totalCapped: false });
    const capped = await listGoods(db(), { keyWords: 'stainless steel', pageSize: 24 }, { keywordCountCap: 50 });
    expect(capped).toMatchObject({ total: 50, totalCapped: true });
    // `all` came over HTTP as a visitor, so its new designs carry the placeholder.
    expect(withoutNewDesignPictures(capped.list)).toEqual(all.list);
    const exact = await listGoods(db(), { keyWords: 'stainless steel' }, { keywordCountCap: 360 });
    expect(exact).toMatchObject({ total: 360, totalCapped: false });
  });

  it('combines keywords with the other filters', async () => {
    const page = await listAll({ keyWords: 'heart', catName1: 'Rings' });
    expect(page.length).toBeGreaterThan(0);
    expect(page.every((g) => g.catName1 === 'Rings' && /heart/i.test(g.title))).toBe(true);
  });
});

describe('onlineGoodsList.do category filter', () => {
  it('takes a top-level category by name or slug, including its sub-categories', async () => {
    const byName = await list({ catName1: 'Rings', pageSize: 100 });
    const bySlug = await list({ catName1: 'rings', pageSize: 100 });
    expect(byName.total).toBeGreaterThan(20);
    expect(bySlug).toEqual(byName);
    expect(byName.list.every((g) => g.catName1 === 'Rings')).toBe(true);
    const [row] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(goods)
      .innerJoin(categories, eq(categories.id, goods.categoryId))
      .where(eq(categories.parentId, Number(menu.categoryList.find((c) => c.slug === 'rings')!.cateId)));
    expect(byName.total).toBe(row!.n);
  });

  it("takes a sub-category and names with an apostrophe (Men's Jewelry)", async () => {
    const sub = await list({ catName1: 'hoop-earrings' });
    const top = await list({ catName1: 'Earrings' });
    expect(sub.total).toBeGreaterThan(0);
    expect(sub.total).toBeLessThan(top.total);
    const mens = await list({ catName1: "men's jewelry" });
    expect(mens.total).toBeGreaterThan(0);
    expect(mens.list.every((g) => g.catName1 === "Men's Jewelry")).toBe(true);
  });

  it('answers an unknown category with an empty page, not an error', async () => {
    expect(await list({ catName1: 'Watches' })).toMatchObject({ list: [], total: 0 });
  });
});

describe('onlineGoodsList.do facet and new filters', () => {
  const cases = [
    ['cateIdForTheme', 'shopByTheme', 'Love'],
    ['cateIdForStyle', 'shopByStyle', 'Minimalist'],
    ['cateIdForPlatingMaterial', 'shopByPlatingMaterial', 'Rose Gold Plated'],
    ['cateIdForInsertMaterial', 'shopByInsertMaterial', 'Pearl'],
  ] as const;

  for (const [param, block, name] of cases) {
    it(`${param} keeps exactly the goods with that facet (id as string or number)`, async () => {
      const id = facetId(block, name);
      const asString = await list({ [param]: id, pageSize: 100 });
      const asNumber = await list({ [param]: Number(id), pageSize: 100 });
      expect(asNumber).toEqual(asString);
      const [row] = await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(goodsFacets)
        .where(eq(goodsFacets.facetId, Number(id)));
      expect(asString.total).toBe(row!.n);
      expect(asString.total).toBeGreaterThan(0);
      const linked = await db()
        .select({ goodsId: goodsFacets.goodsId })
        .from(goodsFacets)
        .where(eq(goodsFacets.facetId, Number(id)));
      const ids = new Set(linked.map((l) => String(l.goodsId)));
      expect(asString.list.every((g) => ids.has(g.goodsId))).toBe(true);
    });
  }

  it('combines facets of different kinds (every one must hold)', async () => {
    const theme = facetId('shopByTheme', 'Love');
    const plating = facetId('shopByPlatingMaterial', '18K Gold Plated');
    const both = await list({ cateIdForTheme: theme, cateIdForPlatingMaterial: plating, pageSize: 100 });
    const [row] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(goods)
      .where(
        and(
          sql`exists (select 1 from goods_facets f where f.goods_id = ${goods.id} and f.facet_id = ${Number(theme)})`,
          sql`exists (select 1 from goods_facets f where f.goods_id = ${goods.id} and f.facet_id = ${Number(plating)})`,
        ),
      );
    expect(both.total).toBe(row!.n);
    expect(both.total).toBeLessThan((await list({ cateIdForTheme: theme })).total);
  });

  it('answers an unknown facet id, or one of another kind, with an empty page', async () => {
    expect((await list({ cateIdForTheme: 99999 })).total).toBe(0);
    expect((await list({ cateIdForTheme: facetId('shopByStyle', 'Minimalist') })).total).toBe(0);
  });

  it('treats an empty parameter as not given (straight from a URL)', async () => {
    const page = await list({ cateIdForTheme: '', catName1: '', keyWords: '  ', newFlag: '', sort: '' });
    expect(page.total).toBe(360);
  });

  it('newFlag=1 lists the new designs only, newFlag=0 the others', async () => {
    const [row] = await db().select({ n: sql<number>`count(*)::int` }).from(goods).where(eq(goods.newFlag, 1));
    const fresh = await list({ newFlag: 1, pageSize: 100 });
    expect(fresh.total).toBe(row!.n);
    expect(fresh.list.every((g) => g.newFlag === 1)).toBe(true);
    const old = await list({ newFlag: '0' });
    expect(old.total).toBe(360 - row!.n);
  });

  it('reads the facet names the filters use from the same menu', async () => {
    const [row] = await db().select({ n: sql<number>`count(*)::int` }).from(facets);
    const listed = menu.shopByTheme.dataList.length + menu.shopByStyle.dataList.length +
      menu.shopByPlatingMaterial.dataList.length + menu.shopByInsertMaterial.dataList.length;
    expect(listed).toBe(row!.n);
  });
});

describe('onlineGoodsList.do refuses bad input with 10001 and the field', () => {
  const bad: [Record<string, unknown>, RegExp][] = [
    [{ pageNum: 0 }, /^pageNum: /],
    [{ pageNum: 'two' }, /^pageNum: /],
    [{ pageSize: 101 }, /^pageSize: Must be a whole number from 1 to 100\.$/],
    [{ pageSize: 2.5 }, /^pageSize: /],
    [{ sort: 'cheapest' }, /^sort: Must be one of popular, newest, priceAsc, priceDesc\.$/],
    [{ newFlag: 2 }, /^newFlag: Must be 0 or 1\.$/],
    [{ cateIdForTheme: 'love' }, /^cateIdForTheme: Must be a positive whole number\.$/],
    [{ cateIdForStyle: -3 }, /^cateIdForStyle: /],
    [{ keyWords: 42 }, /^keyWords: Must be text\.$/],
    [{ keyWords: 'x'.repeat(201) }, /^keyWords: Must be at most 200 characters\.$/],
    [{ catName1: ['Rings'] }, /^catName1: /],
  ];
  for (const [input, message] of bad) {
    it(JSON.stringify(input).slice(0, 60), async () => {
      const envelope = await api.call(API.csite.onlineGoodsList, input);
      expect(envelope.meta.res).toBe(RES.INVALID_PARAMS);
      expect(envelope.meta.msg).toMatch(message);
      expect(envelope.data).toBeNull();
    });
  }
});
