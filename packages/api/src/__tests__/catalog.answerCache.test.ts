import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { API, RES, type GoodsDetailView, type GoodsPage } from '@sw/protocol';
import { startTestApi, type TestApi } from '../testing/harness';
import { categories, goods, homeBanners } from '../db/schema';
import { answerKey, cachedCatalogAnswer, cachedCatalogAnswerAt, catalogVersion } from '../lib/catalogAnswerCache';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({ seed: { goods: 40 } });
});
afterAll(async () => {
  await api?.close();
});

const db = () => api.deps.database.db;

async function list(query: Record<string, unknown>): Promise<GoodsPage> {
  const envelope = await api.call<GoodsPage>(API.csite.onlineGoodsList, query);
  expect(envelope.meta.res).toBe(RES.OK);
  return envelope.data!;
}

describe('the catalogue version', () => {
  it('moves once per writing statement on any catalogue table, and not for a write rolled back', async () => {
    const before = await catalogVersion(db());
    await db().update(goods).set({ popularity: sql`${goods.popularity}` });
    expect(await catalogVersion(db())).toBe(before + 1);
    await db().update(categories).set({ sort: sql`${categories.sort}` });
    await db().update(homeBanners).set({ sort: sql`${homeBanners.sort}` });
    expect(await catalogVersion(db())).toBe(before + 3);

    await expect(
      db().transaction(async (tx) => {
        await tx.update(goods).set({ popularity: 1 });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await catalogVersion(db())).toBe(before + 3);
  });
});

describe('cachedCatalogAnswer', () => {
  it('loads once while the catalogue is unchanged and again after any write', async () => {
    let loads = 0;
    const load = async () => ({ n: ++loads });
    expect(await cachedCatalogAnswer(db(), 'test:a', load)).toEqual({ n: 1 });
    expect(await cachedCatalogAnswer(db(), 'test:a', load)).toEqual({ n: 1 });
    expect(await cachedCatalogAnswer(db(), 'test:b', load)).toEqual({ n: 2 });

    await db().update(goods).set({ moq: sql`${goods.moq}` });
    expect(await cachedCatalogAnswer(db(), 'test:a', load)).toEqual({ n: 3 });
  });

  it('answers at the version its caller read once for the whole call, never keeping an older one', async () => {
    const seen = await catalogVersion(db());
    let loads = 0;
    const load = async () => ({ n: ++loads });
    expect(await cachedCatalogAnswerAt(db(), seen, 'test:at', load)).toEqual({ n: 1 });
    expect(await cachedCatalogAnswer(db(), 'test:at', load)).toEqual({ n: 1 });

    await db().update(goods).set({ moq: sql`${goods.moq}` });
    // A call that read the version before the write is answered as of that version, until a newer one is read.
    expect(await cachedCatalogAnswerAt(db(), seen, 'test:at', load)).toEqual({ n: 1 });
    expect(await cachedCatalogAnswer(db(), 'test:at', load)).toEqual({ n: 2 });
    // Then it gets a fresh answer of its own, which is not kept for the newer version's callers.
    expect(await cachedCatalogAnswerAt(db(), seen, 'test:at', load)).toEqual({ n: 3 });
    expect(await cachedCatalogAnswer(db(), 'test:at', load)).toEqual({ n: 2 });
  });

  it('keeps no failed load', async () => {
    let loads = 0;
    const failing = async () => {
      loads += 1;
      throw new Error('no such goods');
    };
    await expect(cachedCatalogAnswer(db(), 'test:failing', failing)).rejects.toThrow('no such goods');
    await expect(cachedCatalogAnswer(db(), 'test:failing', failing)).rejects.toThrow('no such goods');
    expect(loads).toBe(2);
  });

  it('keeps answers up to a size bound: large answers push out the oldest, and one past the bound is not kept', async () => {
    await db().update(goods).set({ moq: sql`${goods.moq}` });
    let loads = 0;
    // About 1 MB of JSON each: four fit under the 4 MB bound, a fifth pushes out the least recently used.
    const big = async () => ({ n: ++loads, text: 'x'.repeat(1_000_000) });
    for (const key of ['big:1', 'big:2', 'big:3']) await cachedCatalogAnswer(db(), key, big);
    await cachedCatalogAnswer(db(), 'big:1', big);
    expect(loads).toBe(3);
    await cachedCatalogAnswer(db(), 'big:4', big);
    await cachedCatalogAnswer(db(), 'big:5', big);
    expect(loads).toBe(5);
    expect((await cachedCatalogAnswer(db(), 'big:1', big)).n).toBe(1);
    expect((await cachedCatalogAnswer(db(), 'big:2', big)).n).toBe(6);

    let huge = 0;
    const tooBig = async () => ({ n: ++huge, text: 'x'.repeat(5_000_000) });
    await cachedCatalogAnswer(db(), 'huge', tooBig);
    expect((await cachedCatalogAnswer(db(), 'huge', tooBig)).n).toBe(2);
  });

  it('names the same input in any key order the same, and different inputs differently', () => {
    expect(answerKey('goodsList', { pageNum: 1, sort: 'popular' })).toBe(answerKey('goodsList', { sort: 'popular', pageNum: 1, keyWords: undefined }));
    expect(answerKey('goodsList', { pageNum: 1 })).not.toBe(answerKey('goodsList', { pageNum: 2 }));
    expect(answerKey('goodsList', { pageNum: 1 })).not.toBe(answerKey('goodsDetail', { pageNum: 1 }));
  });
});

describe('cached catalogue calls', () => {
  it('onlineGoodsList.do and onlineGoodsDetail.do show a change written straight to the database on the next call', async () => {
    const first = await list({ sort: 'newest', pageSize: 5 });
    const top = first.list[0]!;
    expect((await list({ sort: 'newest', pageSize: 5 })).list[0]!.goodsId).toBe(top.goodsId);

    await db().update(goods).set({ title: 'Renamed Cached Ring' }).where(eq(goods.id, Number(top.goodsId)));
    expect((await list({ sort: 'newest', pageSize: 5 })).list[0]!.title).toBe('Renamed Cached Ring');
    const detail = await api.call<GoodsDetailView>(API.csite.onlineGoodsDetail, { goodsId: top.goodsId });
    expect(detail.data!.title).toBe('Renamed Cached Ring');

    await db().update(goods).set({ status: 0 }).where(eq(goods.id, Number(top.goodsId)));
    const after = await list({ sort: 'newest', pageSize: 5 });
    expect(after.list.map((item) => item.goodsId)).not.toContain(top.goodsId);
    expect(after.total).toBe(first.total - 1);
    const gone = await api.call(API.csite.onlineGoodsDetail, { goodsId: top.goodsId });
    expect(gone.meta.res).not.toBe(RES.OK);
  });
});
