import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { API, NEW_DESIGN_PLACEHOLDER, RES, type GoodsDetailView, type GoodsPage, type NewDesignPictures } from '@sw/protocol';
import { goods, goodsImages } from '../db/schema';
import { createSession } from '../services/auth/sessions';
import { startTestApi, type TestApi } from '../testing/harness';
import { insertAccount } from '../testing/members';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ seed: { goods: 120 } });
});
afterAll(async () => {
  await api?.close();
});

const db = () => api.deps.database.db;

let memberCount = 0;
async function memberWith(auditFlag: number): Promise<string> {
  const row = await insertAccount(db(), { email: `newdesign${++memberCount}@buyer.test`, pwdHash: 'not-used', nick: 'Buyer', company: { auditFlag } });
  return createSession(db(), row!.id);
}

/** Every stored picture address of the new designs on sale. */
async function newDesignUrls() {
  const rows = await db().select({ id: goods.id, imageUrl: goods.imageUrl }).from(goods).where(and(eq(goods.newFlag, 1), eq(goods.status, 1)));
  const gallery = await db().select({ url: goodsImages.url }).from(goodsImages).innerJoin(goods, eq(goods.id, goodsImages.goodsId)).where(eq(goods.newFlag, 1));
  return { ids: rows.map((row) => row.id), urls: [...new Set([...rows.map((row) => row.imageUrl), ...gallery.map((row) => row.url)])] };
}

describe('new designs in answers to callers without access', () => {
  it('no visitor or unapproved answer carries a real new-design picture address', async () => {
    const { ids, urls } = await newDesignUrls();
    expect(ids.length).toBeGreaterThan(0);
    const unapproved = await memberWith(1);
    const answers = [];
    for (const token of [undefined, unapproved]) {
      answers.push(
        await api.call(API.csite.onlineGoodsList, { newFlag: 1, pageSize: 60 }, { token }),
        await api.call(API.csite.onlineGoodsList, { pageSize: 60, sort: 'newest' }, { token }),
        await api.call(API.csite.homePage, {}, { token }),
        await api.call(API.csite.headerData, {}, { token }),
        await api.call(API.csite.onlineGoodsDetail, { goodsId: ids[0] }, { token }),
        await api.call(API.csite01.factoryDetail, { id: 1 }, { token }),
        await api.call(API.csite01.factoryList, {}, { token }),
      );
    }
    for (const answer of answers) {
      expect(answer.meta.res).toBe(RES.OK);
      const text = JSON.stringify(answer);
      for (const url of urls) expect(text).not.toContain(url);
    }
    const list = answers[0]!.data as GoodsPage;
    expect(list.list.length).toBeGreaterThan(0);
    for (const item of list.list) expect(item.imageUrl).toBe(NEW_DESIGN_PLACEHOLDER);
    const detail = answers[4]!.data as GoodsDetailView;
    expect(detail.images.length).toBeGreaterThan(0);
    expect(new Set(detail.images)).toEqual(new Set([NEW_DESIGN_PLACEHOLDER]));
  });

  it('other goods keep their pictures', async () => {
    const list = (await api.call<GoodsPage>(API.csite.onlineGoodsList, { newFlag: 0, pageSize: 10 })).data!;
    for (const item of list.list) expect(item.imageUrl).toMatch(/^\/media\/goods\//);
  });

  it('newDesignPictures.do gives the real pictures to approved members only', async () => {
    const { ids, urls } = await newDesignUrls();
    const goodsIds = ids.slice(0, 3);
    expect((await api.call(API.csite.newDesignPictures, { goodsIds })).meta.res).toBe(RES.NOT_SIGNED_IN);
    for (const flag of [0, 1, 3]) {
      const refused = await api.call(API.csite.newDesignPictures, { goodsIds }, { token: await memberWith(flag) });
      expect(refused.meta.res).toBe(RES.FORBIDDEN);
    }
    const approved = await api.call<NewDesignPictures>(API.csite.newDesignPictures, { goodsIds: [...goodsIds, 999_999] }, { token: await memberWith(2) });
    expect(approved.meta.res).toBe(RES.OK);
    expect(Object.keys(approved.data!).sort()).toEqual(goodsIds.map(String).sort());
    for (const entry of Object.values(approved.data!)) {
      expect(urls).toContain(entry.imageUrl);
      expect(entry.images.length).toBeGreaterThan(0);
      for (const image of entry.images) expect(urls).toContain(image);
    }
  });

  it('serves a new-design picture only to an approved session, privately; the placeholder to anyone', async () => {
    const { urls } = await newDesignUrls();
    const url = urls[0]!;
    const visitor = await api.raw(url);
    expect(visitor.status).toBe(404);
    expect(visitor.headers.get('cache-control')).toBe('no-store');
    expect((await api.raw(url, { headers: { cookie: `sw_token=${await memberWith(1)}` } })).status).toBe(404);
    const approved = await api.raw(url, { headers: { cookie: `sw_token=${await memberWith(2)}` } });
    expect(approved.status).toBe(200);
    expect(approved.headers.get('cache-control')).toMatch(/^private/);
    expect(approved.headers.get('vary')).toContain('Cookie');
    expect((await approved.text()).startsWith('<svg')).toBe(true);
    const placeholder = await api.raw(NEW_DESIGN_PLACEHOLDER);
    expect(placeholder.status).toBe(200);
    expect(placeholder.headers.get('content-type')).toContain('image/svg+xml');
  });
});
