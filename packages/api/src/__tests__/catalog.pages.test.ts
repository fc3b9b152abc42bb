import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import {
  API, formatSpecLine, RES, type GoodsDetailView, type GoodsPage, type HeaderData, type HomePageData, type ProductMenu,
} from '@sw/protocol';
import { startTestApi, type TestApi } from '../testing/harness';
import { insertAccount, updateCompanyOf } from '../testing/members';
import { cartLines, facets, goods } from '../db/schema';
import { createSession } from '../services/auth/sessions';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ seed: { goods: 120 } });
});
afterAll(async () => {
  await api?.close();
});

const db = () => api.deps.database.db;

async function ok<T>(path: string, data: Record<string, unknown> = {}, creds: { token?: string } = {}): Promise<T> {
  const envelope = await api.call<T>(path, data, creds);
  expect(envelope.meta).toEqual({ res: RES.OK, msg: 'success' });
  return envelope.data!;
}

let memberCount = 0;
/** A signed-in buyer with the given new-design access. */
async function signedInMember(auditFlag: number): Promise<{ id: string; token: string }> {
  const row = await insertAccount(db(), { email: `pages${++memberCount}@buyer.test`, pwdHash: 'not-used', nick: 'Buyer', company: { auditFlag } });
  return { id: row!.id, token: await createSession(db(), row!.id) };
}

describe('onlineGoodsDetail.do', () => {
  it('returns everything the goods page shows', async () => {
    const detail = await ok<GoodsDetailView>(API.csite.onlineGoodsDetail, { goodsId: 3 });
    expect(detail.goodsId).toBe('3');
    expect(detail.title.length).toBeGreaterThan(10);
    expect(detail.description).toContain('Stainless Steel');
    expect(detail.images.length).toBeGreaterThanOrEqual(2);
    expect(detail.images.length).toBeLessThanOrEqual(4);
    expect(detail.imageUrl).toBe(detail.images[0]);

    expect(detail.specs.length).toBeGreaterThanOrEqual(1);
    expect(detail.specs.length).toBeLessThanOrEqual(6);
    expect(detail.skus.map((sku) => sku.entries)).toEqual(detail.specs);
    for (const sku of detail.skus) {
      expect(sku.specId).toMatch(/^\d+$/);
      expect(sku.skuCode.startsWith(detail.goodsCode)).toBe(true);
      expect(sku.entries.some((entry) => entry.cd === 'material')).toBe(true);
      expect(formatSpecLine(sku.entries)).not.toBe('-');
    }

    expect(detail.priceTiers.length).toBeGreaterThanOrEqual(3);
    expect(detail.priceTiers[0]!.minQty).toBe(detail.moq);
    for (let i = 1; i < detail.priceTiers.length; i++) {
      expect(detail.priceTiers[i]!.minQty).toBeGreaterThan(detail.priceTiers[i - 1]!.minQty);
      expect(detail.priceTiers[i]!.price).toBeLessThan(detail.priceTiers[i - 1]!.price);
      expect(detail.priceTiers[i - 1]!.maxQty).toBe(detail.priceTiers[i]!.minQty - 1);
    }
    expect(detail.priceTiers.at(-1)!.maxQty).toBeNull();
    expect(detail.maxPrice).toBe(detail.priceTiers[0]!.price);
    expect(detail.minPrice).toBe(detail.priceTiers.at(-1)!.price);

    expect(detail.factory).toMatchObject({ factoryId: expect.stringMatching(/^\d+$/), name: expect.any(String) });
    expect(detail.facets.theme).toHaveLength(1);
    expect(detail.facets.platingMaterial).toHaveLength(1);
    expect(detail.facets.style.length).toBeGreaterThanOrEqual(1);
    expect(detail.title).toContain(detail.facets.platingMaterial[0]!.name);

    expect(detail.categoryPath).toHaveLength(2);
    expect(detail.categoryPath[0]!.cateName).toBe(detail.catName1);
    expect(detail.related.length).toBeGreaterThan(0);
    expect(detail.related.some((item) => item.goodsId === '3')).toBe(false);
    expect(detail.related.every((item) => item.catName1 === detail.catName1)).toBe(true);
  });

  it('gives each facet its id and name: the id is the goods-list filter value of that name in the menu', async () => {
    const detail = await ok<GoodsDetailView>(API.csite.onlineGoodsDetail, { goodsId: 3 });
    const menu = await ok<ProductMenu>(API.csite01.productMenuNavigation);
    const blocks = {
      theme: ['shopByTheme', 'cateIdForTheme'],
      style: ['shopByStyle', 'cateIdForStyle'],
      platingMaterial: ['shopByPlatingMaterial', 'cateIdForPlatingMaterial'],
      insertMaterial: ['shopByInsertMaterial', 'cateIdForInsertMaterial'],
    } as const;
    for (const [field, [block, param]] of Object.entries(blocks) as [keyof typeof blocks, (typeof blocks)[keyof typeof blocks]][]) {
      for (const facet of detail.facets[field]) {
        expect(facet).toEqual({ id: expect.stringMatching(/^\d+$/), name: expect.any(String) });
        const inMenu = menu[block].dataList.find((item) => item.cateId === facet.id);
        if (inMenu) expect(inMenu.cateEnName).toBe(facet.name);
        const [row] = await db().select({ name: facets.name }).from(facets).where(eq(facets.id, Number(facet.id)));
        expect(row?.name).toBe(facet.name);
        // The id filters the list down to goods that carry it, this one among them.
        const page = await ok<GoodsPage>(API.csite.onlineGoodsList, { [param]: facet.id, keyWords: detail.goodsCode });
        expect(page.list.map((item) => item.goodsId)).toContain('3');
      }
    }
    expect(detail.facets.theme.length + detail.facets.style.length + detail.facets.platingMaterial.length).toBeGreaterThanOrEqual(3);
  });

  it('accepts the id as a string of digits (from the URL)', async () => {
    const detail = await ok<GoodsDetailView>(API.csite.onlineGoodsDetail, { goodsId: '3' });
    expect(detail.goodsId).toBe('3');
  });

  it('answers an unknown id with 20004 and a clear message', async () => {
    for (const goodsId of [99999, 2147483647]) {
      const envelope = await api.call(API.csite.onlineGoodsDetail, { goodsId });
      expect(envelope).toEqual({ meta: { res: RES.NOT_FOUND, msg: 'Goods was not found.' }, data: null });
    }
  });

  it('refuses a missing, non-numeric or out-of-range id with 10001', async () => {
    for (const data of [{}, { goodsId: 'abc' }, { goodsId: '12abc' }, { goodsId: 0 }, { goodsId: 1.5 }, { goodsId: 2147483648 }, { goodsId: null }]) {
      const envelope = await api.call(API.csite.onlineGoodsDetail, data);
      expect(envelope.meta.res, JSON.stringify(data)).toBe(RES.INVALID_PARAMS);
      expect(envelope.meta.msg).toBe('goodsId: Must be a positive whole number.');
    }
  });
});

describe('homePage.do', () => {
  it('returns banners, featured categories, new arrivals, best sellers and factories', async () => {
    const home = await ok<HomePageData>(API.csite.homePage);
    expect(home.banners.length).toBeGreaterThanOrEqual(2);
    for (const banner of home.banners) {
      expect(banner.title).toBeTruthy();
      expect(banner.subtitle).toBeTruthy();
      expect(banner.link.startsWith('/')).toBe(true);
      expect(banner.image).toMatch(/^\/media\/banner\/[a-z0-9-]+\.svg$/);
    }
    expect(home.featuredCategories.map((c) => c.cateName)).toEqual(
      expect.arrayContaining(['Rings', 'Necklaces', 'Bracelets', 'Earrings', 'Pendants', 'Anklets', 'Body Jewelry', "Men's Jewelry"]),
    );
    expect(home.newArrivals.length).toBeGreaterThan(0);
    expect(home.newArrivals.every((g) => g.newFlag === 1)).toBe(true);
    const ids = home.newArrivals.map((g) => Number(g.goodsId));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(home.bestSellers).toHaveLength(8);
    const best = await ok<GoodsPage>(API.csite.onlineGoodsList, { pageSize: 8 });
    expect(home.bestSellers).toEqual(best.list);
    expect(home.factories.length).toBeGreaterThanOrEqual(3);
  });

  it('ignores unknown parameters', async () => {
    await ok<HomePageData>(API.csite.homePage, { anything: 1 });
  });
});

describe('productMenuNavigation.do', () => {
  it('returns the category tree and the four shop-by blocks', async () => {
    const menu = await ok<ProductMenu>(API.csite01.productMenuNavigation);
    expect(menu.categoryList).toHaveLength(8);
    for (const top of menu.categoryList) {
      expect(top.children.length).toBeGreaterThanOrEqual(3);
      expect(top.imageUrl).toBe(`/media/category/${top.slug}.svg`);
    }
    expect(menu.shopByTheme.showName).toBe('Shop by Theme');
    expect(menu.shopByStyle.showName).toBe('Shop by Style');
    expect(menu.shopByPlatingMaterial.showName).toBe('Shop by Plating Material');
    expect(menu.shopByInsertMaterial.showName).toBe('Shop by Insert Material');
    for (const block of [menu.shopByTheme, menu.shopByStyle, menu.shopByPlatingMaterial, menu.shopByInsertMaterial]) {
      expect(block.allName).toBe('Shop All');
      expect(block.dataList.length).toBeGreaterThanOrEqual(5);
      expect(block.dataList.some((item) => item.popularFlag === 1)).toBe(true);
      for (const item of block.dataList) {
        expect(item).toEqual({
          cateId: expect.stringMatching(/^\d+$/),
          cateEnName: expect.any(String),
          popularFlag: expect.any(Number),
          fromDate: null,
          toDate: null,
          imageUrl: expect.stringMatching(/^\/media\/facet\/[a-z0-9-]+\.svg$/),
        });
      }
    }
    expect(menu.shopByTheme.dataList.map((item) => item.cateEnName)).toEqual(
      expect.arrayContaining(['Love', 'Religious', 'Zodiac', 'Nature', 'Animals', 'Skull & Gothic', 'Geometric']),
    );
  });

  it('lists a facet with a date window only inside the window', async () => {
    const now = api.deps.now();
    const day = 24 * 60 * 60 * 1000;
    await db().insert(facets).values([
      { kind: 'theme', name: 'Past Season', fromDate: new Date(now.getTime() - 30 * day), toDate: new Date(now.getTime() - day) },
      { kind: 'theme', name: 'Current Season', fromDate: new Date(now.getTime() - day), toDate: new Date(now.getTime() + day) },
      { kind: 'theme', name: 'Next Season', fromDate: new Date(now.getTime() + day) },
    ]);
    try {
      const menu = await ok<ProductMenu>(API.csite01.productMenuNavigation);
      const names = menu.shopByTheme.dataList.map((item) => item.cateEnName);
      expect(names).toContain('Current Season');
      expect(names).not.toContain('Past Season');
      expect(names).not.toContain('Next Season');
      const current = menu.shopByTheme.dataList.find((item) => item.cateEnName === 'Current Season')!;
      expect(new Date(current.toDate!).getTime()).toBeGreaterThan(now.getTime());
    } finally {
      await db().delete(facets).where(inArray(facets.name, ['Past Season', 'Current Season', 'Next Season']));
    }
  });
});

describe('headerData.do', () => {
  it('gives a visitor the menus and searches, no cart and no new-design images', async () => {
    const header = await ok<HeaderData>(API.csite.headerData);
    expect(header.inquiryCartTotal).toBe(0);
    expect(header.categoryList.map((c) => c.cateName)).toEqual([
      'Rings', 'Necklaces', 'Bracelets', 'Earrings', 'Pendants', 'Anklets', 'Body Jewelry', "Men's Jewelry",
    ]);
    expect(header.shopByTheme.allName).toBe('Shop All');
    expect(header.searchInfo.popularSearch.length).toBeGreaterThanOrEqual(5);
    expect(header.searchInfo.newArrivals).toEqual({ auditFlag: 0, dataList: [] });
  });

  it('answers a dead session token with the session code, so the browser clears it', async () => {
    const envelope = await api.call(API.csite.headerData, {}, { token: 'no-such-session' });
    expect(envelope.meta.res).toBe(RES.SESSION_EXPIRED);
    expect(envelope.data).toBeNull();
  });

  it('sends new-design images only to a member whose access is approved (auditFlag 2)', async () => {
    for (const auditFlag of [0, 1, 3]) {
      const member = await signedInMember(auditFlag);
      const header = await ok<HeaderData>(API.csite.headerData, {}, { token: member.token });
      expect(header.searchInfo.newArrivals).toEqual({ auditFlag, dataList: [] });
      expect(JSON.stringify(header)).not.toContain('poGoodsId');
    }
    const approved = await signedInMember(2);
    const header = await ok<HeaderData>(API.csite.headerData, {}, { token: approved.token });
    const arrivals = header.searchInfo.newArrivals;
    expect(arrivals.auditFlag).toBe(2);
    expect(arrivals.dataList.length).toBeGreaterThan(0);
    expect(arrivals.dataList.length).toBeLessThanOrEqual(16);
    const fresh = await db().select({ id: goods.id, imageUrl: goods.imageUrl, newFlag: goods.newFlag }).from(goods).where(eq(goods.newFlag, 1));
    const byId = new Map(fresh.map((row) => [String(row.id), row.imageUrl]));
    for (const item of arrivals.dataList) expect(byId.get(item.poGoodsId)).toBe(item.imgUrl);
  });

  it('follows a change of the audit flag on the next call', async () => {
    const member = await signedInMember(1);
    expect((await ok<HeaderData>(API.csite.headerData, {}, { token: member.token })).searchInfo.newArrivals.dataList).toEqual([]);
    await updateCompanyOf(db(), member.id, { auditFlag: 2 });
    expect((await ok<HeaderData>(API.csite.headerData, {}, { token: member.token })).searchInfo.newArrivals.dataList.length).toBeGreaterThan(0);
  });

  it("counts the member's own cart lines only", async () => {
    const buyer = await signedInMember(0);
    const other = await signedInMember(0);
    await db().insert(cartLines).values([
      { memberId: buyer.id, goodsId: 1, qty: 24 },
      { memberId: buyer.id, goodsId: 2, qty: 50 },
      { memberId: other.id, goodsId: 3, qty: 12 },
    ]);
    expect((await ok<HeaderData>(API.csite.headerData, {}, { token: buyer.token })).inquiryCartTotal).toBe(2);
    expect((await ok<HeaderData>(API.csite.headerData, {}, { token: other.token })).inquiryCartTotal).toBe(1);
    expect((await ok<HeaderData>(API.csite.headerData)).inquiryCartTotal).toBe(0);
  });
});
