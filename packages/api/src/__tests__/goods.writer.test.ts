import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, isNotNull } from 'drizzle-orm';
import { API, RES, type GoodsPage } from '@sw/protocol';
import { startTestApi, type TestApi } from '../testing/harness';
import { cartLines, categories, facets, goods, goodsSpecs, members } from '../db/schema';
import { createGoods, updateGoods, type GoodsInput } from '../services/catalog/goodsWriter';
import { ApiError } from '../lib/errors';

let api: TestApi;
const db = () => api.deps.database.db;

beforeAll(async () => {
  api = await startTestApi({ seed: { goods: 20 } });
});
afterAll(async () => {
  await api?.close();
});

async function input(code: string, title: string): Promise<GoodsInput> {
  const [leaf] = await db().select({ id: categories.id }).from(categories).where(isNotNull(categories.parentId)).orderBy(asc(categories.id)).limit(1);
  const someFacets = await db().select({ id: facets.id }).from(facets).limit(2);
  return {
    code,
    title,
    description: 'Written by the goods writer test.',
    categoryId: leaf!.id,
    moq: 24,
    specs: [
      { skuCode: `${code}-01`, entries: [{ cd: 'size', nm: 'Width', vl: '4mm' }, { cd: 'color', nm: 'Color', vl: 'Moonwhite' }] },
      { skuCode: `${code}-02`, entries: [{ cd: 'size', nm: 'Width', vl: '6mm' }, { cd: 'color', nm: 'Color', vl: 'Moonwhite' }] },
    ],
    facetIds: someFacets.map((facet) => facet.id),
    tiers: [
      { minQty: 24, maxQty: 199, price: 3.2 },
      { minQty: 200, maxQty: null, price: 2.75 },
    ],
    images: ['/media/goods/a.svg', '/media/goods/b.svg'],
  };
}

async function search(keyWords: string): Promise<string[]> {
  const envelope = await api.call<GoodsPage>(API.csite.onlineGoodsList, { keyWords, pageSize: 100 });
  expect(envelope.meta.res).toBe(RES.OK);
  return envelope.data!.list.map((item) => item.goodsCode);
}

describe('the goods writer', () => {
  it('writes goods that a keyword search finds at once, and again after the title changes', async () => {
    const [id] = await createGoods(db(), [await input('ZW2401-0001', 'Zephyrine Stainless Steel Signet Ring')]);
    expect(await search('zephyrine')).toEqual(['ZW2401-0001']);
    // Specification values and the category are searchable too.
    expect(await search('moonwhite')).toEqual(['ZW2401-0001']);

    await updateGoods(db(), id!, { title: 'Quokkalite Stainless Steel Signet Ring' });
    expect(await search('quokkalite')).toEqual(['ZW2401-0001']);
    expect(await search('zephyrine')).toEqual([]);
  });

  it('derives the price range and the main picture, and keeps specification ids that stay', async () => {
    const [id] = await createGoods(db(), [await input('ZW2401-0002', 'Derived Fields Ring')]);
    const [row] = await db().select().from(goods).where(eq(goods.id, id!));
    expect([row!.minPrice, row!.maxPrice, row!.imageUrl]).toEqual([275n, 320n, '/media/goods/a.svg']);

    const before = await db().select().from(goodsSpecs).where(eq(goodsSpecs.goodsId, id!)).orderBy(asc(goodsSpecs.sort));
    await updateGoods(db(), id!, {
      specs: [{ skuCode: 'ZW2401-0002-02', entries: [{ cd: 'size', nm: 'Width', vl: '8mm' }] }],
      tiers: [{ minQty: 24, maxQty: null, price: 1.5 }],
      images: ['/media/goods/c.svg'],
    });
    const after = await db().select().from(goodsSpecs).where(eq(goodsSpecs.goodsId, id!));
    expect(after.map((spec) => [spec.id, spec.skuCode, spec.entries[0]!.vl])).toEqual([[before[1]!.id, 'ZW2401-0002-02', '8mm']]);
    const [changed] = await db().select().from(goods).where(eq(goods.id, id!));
    expect([changed!.minPrice, changed!.maxPrice, changed!.imageUrl]).toEqual([150n, 150n, '/media/goods/c.svg']);
    expect(changed!.searchText).toContain('8mm');
    expect(changed!.searchText).not.toContain('4mm');
  });

  it('refuses a taken code, and leaves nothing of a refused batch', async () => {
    const refused = createGoods(db(), [await input('ZW2401-0003', 'First Of Batch'), await input('ZW2401-0001', 'Taken Code')]);
    await expect(refused).rejects.toMatchObject({ res: RES.CONFLICT });
    expect(await db().select().from(goods).where(eq(goods.code, 'ZW2401-0003'))).toEqual([]);
  });

  it('refuses to remove a specification that is in a cart, and changes nothing', async () => {
    const [id] = await createGoods(db(), [await input('ZW2401-0004', 'Carted Ring')]);
    const [spec] = await db().select().from(goodsSpecs).where(eq(goodsSpecs.skuCode, 'ZW2401-0004-01'));
    const [buyer] = await db().select({ id: members.id }).from(members).where(eq(members.email, 'buyer@demo.test'));
    await db().insert(cartLines).values({ memberId: buyer!.id, goodsId: id!, specId: spec!.id, qty: 24 });

    const refused = updateGoods(db(), id!, { title: 'Renamed Ring', specs: [] });
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    await expect(refused).rejects.toMatchObject({ res: RES.CONFLICT });
    const [row] = await db().select().from(goods).where(eq(goods.id, id!));
    expect(row!.title).toBe('Carted Ring');
    expect(await db().select().from(goodsSpecs).where(eq(goodsSpecs.goodsId, id!))).toHaveLength(2);
  });

  it('refuses goods without a price tier or a picture', async () => {
    await expect(createGoods(db(), [{ ...(await input('ZW2401-0005', 'No Tiers')), tiers: [] }])).rejects.toMatchObject({ res: RES.INVALID_PARAMS });
    await expect(createGoods(db(), [{ ...(await input('ZW2401-0006', 'No Pictures')), images: [] }])).rejects.toMatchObject({ res: RES.INVALID_PARAMS });
  });
});
