import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { API, RES, type Country, type FactoryDetail, type FactorySummary } from '@sw/protocol';
import { startTestApi, type TestApi } from '../testing/harness';
import { goods } from '../db/schema';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ seed: { goods: 80 } });
});
afterAll(async () => {
  await api?.close();
});

describe('factoryList.do', () => {
  it('lists every factory with its key figures and a picture', async () => {
    const envelope = await api.call<FactorySummary[]>(API.csite01.factoryList);
    expect(envelope.meta.res).toBe(RES.OK);
    const list = envelope.data!;
    expect(list.length).toBeGreaterThanOrEqual(3);
    for (const factory of list) {
      expect(factory).toEqual({
        factoryId: expect.stringMatching(/^\d+$/),
        name: expect.any(String),
        city: expect.any(String),
        country: 'China',
        foundedYear: expect.any(Number),
        areaSqm: expect.any(Number),
        employees: expect.any(Number),
        monthlyCapacity: expect.any(Number),
        summary: expect.any(String),
        imageUrl: expect.stringMatching(/^\/media\/factory\/[a-z0-9-]+\.svg$/),
      });
    }
  });
});

describe('factoryDetail.do', () => {
  it('returns the whole story, its goods count and its best sellers', async () => {
    const envelope = await api.call<FactoryDetail>(API.csite01.factoryDetail, { id: 1 });
    expect(envelope.meta.res).toBe(RES.OK);
    const factory = envelope.data!;
    expect(factory.factoryId).toBe('1');
    expect(factory.description.length).toBeGreaterThan(200);
    expect(factory.capabilities.length).toBeGreaterThan(3);
    expect(factory.certifications).toContain('ISO 9001:2015');
    expect(factory.images.length).toBeGreaterThanOrEqual(3);
    const [made] = await api.deps.database.db
      .select({ n: count() })
      .from(goods)
      .where(and(eq(goods.factoryId, 1), eq(goods.status, 1)));
    expect(factory.goodsCount).toBe(made!.n);
    expect(factory.featuredGoods.length).toBeGreaterThan(0);
    expect(factory.featuredGoods.length).toBeLessThanOrEqual(8);
    const ids = new Set(
      (await api.deps.database.db.select({ id: goods.id }).from(goods).where(eq(goods.factoryId, 1))).map((row) => String(row.id)),
    );
    expect(factory.featuredGoods.every((g) => ids.has(g.goodsId))).toBe(true);
  });

  it('accepts the id as a string from the URL', async () => {
    expect((await api.call<FactoryDetail>(API.csite01.factoryDetail, { id: '2' })).data!.factoryId).toBe('2');
  });

  it('answers an unknown factory with 20004', async () => {
    expect(await api.call(API.csite01.factoryDetail, { id: 999 })).toEqual({
      meta: { res: RES.NOT_FOUND, msg: 'Factory was not found.' },
      data: null,
    });
  });

  it('refuses a missing or malformed id with 10001', async () => {
    for (const data of [{}, { id: 'first' }, { id: -1 }, { id: { $gt: 0 } }]) {
      const envelope = await api.call(API.csite01.factoryDetail, data);
      expect(envelope.meta.res).toBe(RES.INVALID_PARAMS);
      expect(envelope.meta.msg).toBe('id: Must be a positive whole number.');
    }
  });
});

describe('countryList.do', () => {
  it('lists about sixty countries with ISO codes, sorted by name', async () => {
    const envelope = await api.call<Country[]>(API.csite01.countryList);
    const list = envelope.data!;
    expect(list.length).toBeGreaterThanOrEqual(55);
    const names = list.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(new Set(list.map((c) => c.code)).size).toBe(list.length);
    for (const country of list) expect(country.code).toMatch(/^[A-Z]{2}$/);
    expect(list).toEqual(expect.arrayContaining([{ code: 'US', name: 'United States' }, { code: 'DE', name: 'Germany' }]));
  });
});
