import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, ne } from 'drizzle-orm';
import {
  API, applyPriceRule, formatMinor, RES, SIGN_HEADER, signedCall, TOKEN_HEADER, type CompanyAssortmentView, type GoodsDetailView, type GoodsExclusivesView, type GoodsPage,
  type HomePageData, type MemberGoodsDetail, type MemberPrices, type PriceListRounding,
} from '@sw/protocol';
import { catalogState, goods, priceTiers, searchWords, staffAudit } from '../db/schema';
import type { Db } from '../db/client';
import { utcDay } from '../lib/dailyNumber';
import { createSession } from '../services/auth/sessions';
import { assignPriceList, companyListsOn, savePriceList, savePriceListLines, type PriceListInput, type PriceListLineInput } from '../services/priceLists';
import { currentExchangeRate } from '../services/rates';
import { DEMO_AGREEMENTS, seedDemoAgreements } from '../seed/agreements';
import { members } from '../db/schema';
import { startTestApi, type TestApi } from '../testing/harness';
import { insertAccount } from '../testing/members';

/**
 * A company's own catalogue over HTTP (issue 51, docs/decisions/0020 "Cached"), on PGlite or PostgreSQL
 * (TEST_DATABASE_URL): two companies with their agreements and a visitor ask the list, search, the goods page,
 * the home page's goods and the member price call. Each sees only its own prices and goods: the shared answers (kept
 * in the catalogue answer cache, and by the storefront in its page cache and Redis) hold the catalogue's prices and
 * no exclusive goods, asked before or after a member; a member's answer is `private, no-store`. The price call
 * resolves by priority, schedule and currency.
 */

let api: TestApi;
const db = (): Db => api.deps.database.db;
const DAY_MS = 86_400_000;
let today: string;
let tomorrow: string;
/** The demo's EUR rate of today, as the resolution reads it. */
let rate: string;

type Buyer = { id: string; companyId: string; token: string };
let euro: Buyer; // company A: EUR agreement
let euroViewer: Buyer; // a viewer of company A
let dollar: Buyer; // company B: USD fixed tiers, and the exclusive design
let plain: Buyer; // company C: no agreement
let manager: { token: string }; // staff: sales manager
let sales: { token: string }; // staff: sales only
let goodsX: { id: number; categoryId: number; code: string };
let goodsY: { id: number; categoryId: number };
let exclusive: { id: number; categoryId: number; code: string };
const lists: Record<string, number> = {};

const base: PriceListInput = { name: '', currency: 'USD', validFrom: null, validUntil: null, priority: 0, firstOrderMinimum: null, reorderMinimum: null };
async function newList(input: Partial<PriceListInput> & { name: string }, lines: PriceListLineInput[], companyIds: string[]): Promise<number> {
  const id = (await db().transaction((tx) => savePriceList(tx, { ...base, ...input }))).after.id;
  await db().transaction((tx) => savePriceListLines(tx, id, lines));
  await db().transaction((tx) => assignPriceList(tx, id, companyIds));
  return id;
}
const rule = (adjustPercent: string, rounding: PriceListRounding) => ({ adjustPercent, rounding });

let people = 0;
async function buyer(companyId?: string, companyRole: 'admin' | 'viewer' = 'admin'): Promise<Buyer> {
  const row = await insertAccount(db(), { email: `own-catalogue-${++people}@buyer.test`, pwdHash: 'x', nick: `Buyer ${people}`, company: { name: `Company ${people}` } });
  if (companyId) {
    await db().update(members).set({ companyId, companyRole }).where(eq(members.id, row.id));
  }
  return { id: row.id, companyId: companyId ?? row.companyId!, token: await createSession(db(), row.id) };
}
async function staffMember(role: 'sales' | 'sales_manager'): Promise<{ token: string }> {
  const row = await insertAccount(db(), { email: `own-catalogue-${role}@staff.test`, pwdHash: 'x', nick: role, role: 'staff', staffRoles: [role] });
  return { token: await createSession(db(), row.id) };
}

const call = <T>(path: string, data: unknown, who?: { token: string }) => api.call<T>(path, data, who ? { token: who.token } : {});
const ok = async <T>(path: string, data: unknown, who?: { token: string }): Promise<T> => {
  const envelope = await call<T>(path, data, who);
  expect(envelope.meta, path).toMatchObject({ res: RES.OK });
  return envelope.data!;
};
const list = (query: object, who?: Buyer) => ok<GoodsPage>(API.csite.onlineGoodsList, query, who);
const prices = (body: object, who: { token: string }) => ok<MemberPrices>(API.csite.memberPrices, body, who);
const catalogueTiers = async (goodsId: number) => (await db().select().from(priceTiers).where(eq(priceTiers.goodsId, goodsId)).orderBy(asc(priceTiers.minQty))).map((t) => t.price);
const everyListed = async (query: object, who?: Buyer) => {
  const ids: string[] = [];
  for (let pageNum = 1; pageNum < 20; pageNum++) {
    const page = await list({ ...query, pageNum, pageSize: 100 }, who);
    ids.push(...page.list.map((g) => g.goodsId));
    if (page.list.length < 100) break;
  }
  return ids;
};
/** A signed member call's Cache-Control header. */
async function cacheControlOf(path: string, data: unknown, who?: { token: string }): Promise<string | null> {
  const signed = signedCall(path, {}, api.deps.now().getTime());
  const headers: Record<string, string> = { 'content-type': 'application/json', [SIGN_HEADER]: signed.sign };
  if (who) headers[TOKEN_HEADER] = who.token;
  return (await api.raw(signed.url, { method: 'POST', headers, body: JSON.stringify(data) })).headers.get('cache-control');
}

beforeAll(async () => {
  api = await startTestApi({ seed: { goods: 60 } });
  today = utcDay(api.deps.now());
  tomorrow = utcDay(new Date(api.deps.now().getTime() + DAY_MS));
  rate = (await currentExchangeRate(db(), 'EUR', today))!.rate;
  const rows = await db().select({ id: goods.id, categoryId: goods.categoryId, code: goods.code }).from(goods).where(eq(goods.status, 1)).orderBy(asc(goods.id));
  goodsX = rows[0]!;
  goodsY = rows.find((g) => g.categoryId !== goodsX.categoryId)!;
  exclusive = rows.find((g) => g.categoryId === goodsX.categoryId && g.id !== goodsX.id)!;
  // A word of the exclusive design alone, in the search vocabulary while the design is public.
  await db().update(goods).set({ searchText: 'zorblatt private label' }).where(eq(goods.id, exclusive.id));

  [euro, dollar, plain] = [await buyer(), await buyer(), await buyer()];
  euroViewer = await buyer(euro.companyId, 'viewer');
  [manager, sales] = [await staffMember('sales_manager'), await staffMember('sales')];
  // A: "Lumen agreement 2026", catalogue −12 % rounded up to .x9 in EUR; a key-account list of higher priority on Y;
  // a fair of the highest priority from tomorrow.
  lists.spring = await newList({ name: 'Lumen agreement 2026', currency: 'EUR', priority: 5 }, [{ scope: 'all', targetId: null, rule: rule('-12', '.x9') }], [euro.companyId]);
  lists.key = await newList({ name: 'A key account', currency: 'EUR', priority: 9 }, [{ scope: 'goods', targetId: goodsY.id, tiers: [{ minQty: 1, price: '1.75' }, { minQty: 12, price: '1.50' }] }], [euro.companyId]);
  lists.fair = await newList({ name: 'A spring fair', currency: 'EUR', priority: 99, validFrom: tomorrow, validUntil: tomorrow }, [{ scope: 'all', targetId: null, rule: rule('-20', 'minor') }], [euro.companyId]);
  // B: fixed USD tiers on X and on the exclusive design.
  lists.b = await newList({ name: 'B wholesale terms', currency: 'USD', priority: 1 }, [
    { scope: 'goods', targetId: goodsX.id, tiers: [{ minQty: 1, price: '3.33' }, { minQty: 100, price: '2.22' }] },
    { scope: 'goods', targetId: exclusive.id, tiers: [{ minQty: 1, price: '9.99' }] },
  ], [dollar.companyId]);
});

afterAll(async () => {
  await api?.close();
});

describe('csite/memberPrices.do: the company\'s own prices, with why', () => {
  it('prices company A in EUR by its rule, the higher priority list on Y, each with its source and the catalogue beside it', async () => {
    const answer = await prices({ goodsIds: [goodsX.id, goodsY.id] }, euro);
    const x = answer.prices[goodsX.id]!;
    expect(x).toMatchObject({ currency: 'EUR', label: 'Your price (Lumen agreement 2026)', source: { kind: 'list', listId: String(lists.spring), listName: 'Lumen agreement 2026' } });
    expect(x.why).toBe(`Your price (Lumen agreement 2026, version 2): catalogue −12 % on all goods, rounded up to .x9, at 1 USD = ${rate} EUR`);
    expect(x.tiers.every((t) => t.price.endsWith('9'))).toBe(true);
    const catalogue = await catalogueTiers(goodsX.id);
    expect(x.catalogue.currency).toBe('USD');
    expect(x.catalogue.tiers.map((t) => t.price)).toEqual(catalogue.map((p) => formatMinor(p)));
    // Exact: the rule on each catalogue tier, once rounded.
    expect(x.tiers.map((t) => t.price)).toEqual(catalogue.map((p) => formatMinor(applyPriceRule(p, rule('-12', '.x9'), 'EUR', rate))));
    expect(answer.prices[goodsY.id]).toMatchObject({ currency: 'EUR', label: 'Your price (A key account)', minPrice: '1.50', maxPrice: '1.75', tiers: [{ minQty: 1, maxQty: 11, price: '1.75' }, { minQty: 12, maxQty: null, price: '1.50' }] });
    expect(answer).toMatchObject({ hidden: [], page: null });
  });

  it('follows the schedule: the fair prices everything tomorrow only', async () => {
    api.advance(DAY_MS);
    try {
      expect((await prices({ goodsIds: [goodsX.id, goodsY.id] }, euro)).prices[goodsY.id]).toMatchObject({ label: 'Your price (A spring fair)', currency: 'EUR' });
    } finally {
      api.advance(-DAY_MS);
    }
    api.advance(2 * DAY_MS);
    try {
      expect((await prices({ goodsIds: [goodsY.id] }, euro)).prices[goodsY.id]!.label).toBe('Your price (A key account)');
    } finally {
      api.advance(-2 * DAY_MS);
    }
  });

  it('keeps companies apart: B its USD tiers, C and unpriced goods the catalogue, a viewer its company\'s', async () => {
    const b = await prices({ goodsIds: [goodsX.id, goodsY.id] }, dollar);
    expect(b.prices[goodsX.id]).toMatchObject({ currency: 'USD', label: 'Your price (B wholesale terms)', minPrice: '2.22', maxPrice: '3.33' });
    expect(b.prices[goodsY.id]).toMatchObject({ currency: 'USD', label: 'Catalogue price', why: 'Catalogue price', source: { kind: 'catalogue' } });
    expect(JSON.stringify(b)).not.toContain('Lumen');
    const c = await prices({ goodsIds: [goodsX.id, goodsY.id] }, plain);
    expect(Object.values(c.prices).map((p) => p.label)).toEqual(['Catalogue price', 'Catalogue price']);
    expect(c.prices[goodsX.id]!.tiers.map((t) => t.price)).toEqual(c.prices[goodsX.id]!.catalogue.tiers.map((t) => t.price));
    expect((await prices({ goodsIds: [goodsX.id] }, euroViewer)).prices[goodsX.id]!.label).toBe('Your price (Lumen agreement 2026)');
  });

  it('is for members only, answered private and no-store; refuses bad input with a readable message', async () => {
    expect((await call(API.csite.memberPrices, { goodsIds: [goodsX.id] })).meta.res).toBe(RES.NOT_SIGNED_IN);
    expect(await cacheControlOf(API.csite.memberPrices, { goodsIds: [goodsX.id] }, euro)).toBe('private, no-store');
    expect(await cacheControlOf(API.csite.memberGoodsDetail, { goodsId: exclusive.id }, dollar)).toBe('private, no-store');
    const tooMany = await call(API.csite.memberPrices, { goodsIds: Array.from({ length: 101 }, (_, i) => i + 1) }, euro);
    expect(tooMany.meta).toMatchObject({ res: RES.INVALID_PARAMS, msg: expect.stringContaining('At most 100 goods') });
    expect((await call(API.csite.memberPrices, { goodsIds: ['x'] }, euro)).meta.res).toBe(RES.INVALID_PARAMS);
    // Staff have no company: nothing to price.
    expect((await call(API.csite.memberPrices, { goodsIds: [goodsX.id] }, manager)).meta.res).toBe(RES.FORBIDDEN);
  });
});

describe('the shared answers hold only what a visitor may see', () => {
  it('answers the list, search and goods page with the catalogue\'s prices to a visitor, and the same to members before and after their own calls', async () => {
    const visitorFirst = await list({ pageSize: 100 });
    const asA = await list({ pageSize: 100 }, euro);
    await prices({ goodsIds: visitorFirst.list.slice(0, 24).map((g) => Number(g.goodsId)), list: { pageSize: 100 } }, euro);
    const asB = await list({ pageSize: 100 }, dollar);
    const visitorAfter = await list({ pageSize: 100 });
    expect(asA).toEqual(visitorFirst);
    expect(asB).toEqual(visitorFirst);
    expect(visitorAfter).toEqual(visitorFirst);
    const x = visitorFirst.list.find((g) => g.goodsId === String(goodsX.id))!;
    const tiers = await catalogueTiers(goodsX.id);
    expect(x.minPrice).toBe(Number(tiers.reduce((a, b) => (b < a ? b : a))) / 100);
    const detail = await ok<GoodsDetailView>(API.csite.onlineGoodsDetail, { goodsId: goodsX.id }, euro);
    expect(detail).toEqual(await ok<GoodsDetailView>(API.csite.onlineGoodsDetail, { goodsId: goodsX.id }));
    expect(JSON.stringify([visitorFirst, detail])).not.toMatch(/Lumen agreement|wholesale terms|EUR/);
  });
});

describe('exclusive goods: visible to their company alone', () => {
  it('refuses the change to a sales role (20013), refuses an unknown company, and records the sales manager\'s change in the audit trail', async () => {
    expect((await call(API.staff.setGoodsExclusives, { goodsId: exclusive.id, companyIds: [dollar.companyId] }, sales)).meta.res).toBe(RES.STAFF_ROLE_REFUSED);
    expect((await call(API.staff.setGoodsExclusives, { goodsId: exclusive.id, companyIds: [dollar.companyId] }, dollar)).meta.res).toBe(RES.FORBIDDEN);
    const unknown = await call(API.staff.setGoodsExclusives, { goodsId: exclusive.id, companyIds: ['00000000-0000-4000-8000-000000000000'] }, manager);
    expect(unknown.meta).toMatchObject({ res: RES.NOT_FOUND, msg: 'One of these companies was not found.' });
    expect((await call(API.staff.setGoodsExclusives, { goodsId: 999_999, companyIds: [] }, manager)).meta.res).toBe(RES.NOT_FOUND);
    const versionBefore = (await db().select().from(catalogState))[0]!.version;
    const set = await ok<GoodsExclusivesView>(API.staff.setGoodsExclusives, { goodsId: exclusive.id, companyIds: [dollar.companyId] }, manager);
    expect(set).toEqual({ goodsId: String(exclusive.id), companies: [{ companyId: dollar.companyId, name: expect.any(String) }] });
    expect(await ok<GoodsExclusivesView>(API.staff.goodsExclusives, { goodsId: exclusive.id }, manager)).toEqual(set);
    expect((await db().select().from(catalogState))[0]!.version).toBeGreaterThan(versionBefore);
    const [audit] = await db().select().from(staffAudit).where(eq(staffAudit.action, 'goods.exclusive'));
    expect(audit).toMatchObject({ targetType: 'goods', targetId: String(exclusive.id), before: { companyIds: [] }, after: { companyIds: [dollar.companyId] } });
  });

  it('leaves it out of every shared answer: list, search, did-you-mean, the goods page, related designs, home', async () => {
    for (const who of [undefined, euro, dollar]) {
      expect(await everyListed({ sort: 'newest' }, who)).not.toContain(String(exclusive.id));
      expect((await list({ keyWords: exclusive.code }, who)).list).toEqual([]);
      expect((await list({ keyWords: 'zorblatt' }, who)).total).toBe(0);
      const detail = await call(API.csite.onlineGoodsDetail, { goodsId: exclusive.id }, who);
      expect(detail.meta).toMatchObject({ res: RES.NOT_FOUND, msg: 'Goods was not found.' });
      const neighbour = await ok<GoodsDetailView>(API.csite.onlineGoodsDetail, { goodsId: goodsX.id }, who);
      expect(neighbour.related.map((g) => g.goodsId)).not.toContain(String(exclusive.id));
    }
    expect((await list({ keyWords: 'zorblat' })).didYouMean ?? null).toBeNull();
    expect((await db().select().from(searchWords).where(eq(searchWords.word, 'zorblatt')))[0]?.goodsCount ?? 0).toBe(0);
    expect(JSON.stringify(await ok<HomePageData>(API.csite.homePage, {}))).not.toContain(`"goodsId":"${exclusive.id}"`);
    // The counts agree with the lists: the category's total leaves it out too.
    const category = (await ok<GoodsDetailView>(API.csite.onlineGoodsDetail, { goodsId: goodsX.id })).categoryPath!.at(-1)!.cateName;
    const inCategory = await db().select({ id: goods.id }).from(goods).where(and(eq(goods.categoryId, exclusive.categoryId), eq(goods.status, 1), ne(goods.id, exclusive.id)));
    if (goodsX.categoryId === exclusive.categoryId && (await list({ catName1: category })).total < 100) expect((await list({ catName1: category })).total).toBeGreaterThanOrEqual(inCategory.length);
  });

  it('shows it to its company in the member reads: its own page of a list and of a search, its price, its goods page', async () => {
    const own = await prices({ goodsIds: [goodsX.id, exclusive.id], list: { sort: 'newest', pageSize: 100 } }, dollar);
    expect(own.hidden).toEqual([]);
    expect(own.page!.list.map((g) => g.goodsId)).toContain(String(exclusive.id));
    expect(own.page!.total).toBe((await list({ sort: 'newest', pageSize: 100 })).total + 1);
    expect(own.prices[exclusive.id]).toMatchObject({ currency: 'USD', minPrice: '9.99', label: 'Your price (B wholesale terms)' });
    const search = await prices({ goodsIds: [], list: { keyWords: 'zorblatt' } }, dollar);
    expect(search.page!.list.map((g) => g.goodsId)).toEqual([String(exclusive.id)]);
    const page = await ok<MemberGoodsDetail>(API.csite.memberGoodsDetail, { goodsId: exclusive.id }, dollar);
    expect(page.goods).toMatchObject({ goodsId: String(exclusive.id), goodsCode: exclusive.code });
    expect(page.price).toMatchObject({ currency: 'USD', minPrice: '9.99' });
  });

  it('answers the ordinary 404 and hides it from every other company', async () => {
    for (const who of [euro, euroViewer, plain]) {
      const detail = await call(API.csite.memberGoodsDetail, { goodsId: exclusive.id }, who);
      expect(detail.meta).toMatchObject({ res: RES.NOT_FOUND, msg: 'Goods was not found.' });
      const answer = await prices({ goodsIds: [exclusive.id, goodsX.id], list: { keyWords: 'zorblatt' } }, who);
      expect(answer.hidden).toEqual([String(exclusive.id)]);
      expect(Object.keys(answer.prices)).toEqual([String(goodsX.id)]);
      // A company with no exclusives and no assortment: the shared page is its page.
      expect(answer.page).toBeNull();
    }
    expect((await call(API.csite.memberGoodsDetail, { goodsId: goodsX.id }, dollar)).meta.res).toBe(RES.NOT_FOUND);
    expect((await call(API.csite.memberGoodsDetail, { goodsId: exclusive.id })).meta.res).toBe(RES.NOT_SIGNED_IN);
  });
});

describe('a company\'s assortment', () => {
  it('shows the company only its chosen categories and goods, in its own page; the goods outside are hidden', async () => {
    expect((await call(API.staff.setCompanyAssortment, { companyId: plain.companyId, categoryIds: [goodsX.categoryId], goodsIds: [] }, sales)).meta.res).toBe(RES.STAFF_ROLE_REFUSED);
    expect((await call(API.staff.setCompanyAssortment, { companyId: plain.companyId, categoryIds: [999_999], goodsIds: [] }, manager)).meta.res).toBe(RES.NOT_FOUND);
    const set = await ok<CompanyAssortmentView>(API.staff.setCompanyAssortment, { companyId: plain.companyId, categoryIds: [goodsX.categoryId], goodsIds: [goodsY.id] }, manager);
    expect(set).toMatchObject({ companyId: plain.companyId, all: false, categories: [{ cateId: String(goodsX.categoryId) }], goods: [{ goodsId: String(goodsY.id) }] });
    const answer = await prices({ goodsIds: [goodsX.id, goodsY.id, exclusive.id], list: { pageSize: 100 } }, plain);
    expect(answer.hidden).toEqual([String(exclusive.id)]);
    const shown = answer.page!.list;
    const expected = await db().select({ id: goods.id }).from(goods).where(and(eq(goods.status, 1), eq(goods.privateLabel, false)));
    const inAssortment = (await db().select({ id: goods.id, categoryId: goods.categoryId }).from(goods).where(and(eq(goods.status, 1), eq(goods.privateLabel, false))))
      .filter((g) => g.categoryId === goodsX.categoryId || g.id === goodsY.id);
    expect(expected.length).toBeGreaterThan(inAssortment.length);
    expect(shown.map((g) => Number(g.goodsId)).sort((a, b) => a - b)).toEqual(inAssortment.map((g) => g.id).sort((a, b) => a - b));
    expect(answer.page!.total).toBe(inAssortment.length);
    const outside = expected.find((g) => !inAssortment.some((i) => i.id === g.id))!;
    expect((await prices({ goodsIds: [outside.id] }, plain)).hidden).toEqual([String(outside.id)]);
    // Other companies keep every goods; all goods again when both lists are empty.
    expect((await prices({ goodsIds: [outside.id], list: {} }, euro))).toMatchObject({ hidden: [], page: null });
    const cleared = await ok<CompanyAssortmentView>(API.staff.setCompanyAssortment, { companyId: plain.companyId, categoryIds: [], goodsIds: [] }, manager);
    expect(cleared).toMatchObject({ all: true, categories: [], goods: [] });
    expect((await prices({ goodsIds: [outside.id], list: {} }, plain))).toMatchObject({ hidden: [], page: null });
    const audits = await db().select().from(staffAudit).where(eq(staffAudit.action, 'company.assortment'));
    expect(audits.map((a) => a.after)).toEqual([{ assortment: { categoryIds: [goodsX.categoryId], goodsIds: [goodsY.id] } }, { assortment: null }]);
  });
});

describe('a goods made public again', () => {
  it('returns to the shared answers and the vocabulary', async () => {
    await ok(API.staff.setGoodsExclusives, { goodsId: exclusive.id, companyIds: [] }, manager);
    expect((await list({ keyWords: 'zorblatt' })).list.map((g) => g.goodsId)).toEqual([String(exclusive.id)]);
    expect((await db().select().from(searchWords).where(eq(searchWords.word, 'zorblatt')))[0]!.goodsCount).toBe(1);
    expect((await call(API.csite.onlineGoodsDetail, { goodsId: exclusive.id })).meta.res).toBe(RES.OK);
  });
});

describe('the demo agreements (seed/agreements.ts)', () => {
  it('give the EUR company its rule and the USD company its fixed tiers and its own private-label design', async () => {
    await seedDemoAgreements(db());
    const sessionOf = async (email: string) => {
      const [row] = await db().select({ id: members.id }).from(members).where(eq(members.email, email));
      return { token: await createSession(db(), row!.id) };
    };
    const [eu, us] = [await sessionOf(DEMO_AGREEMENTS.euro.email), await sessionOf(DEMO_AGREEMENTS.dollar.email)];
    const shared = await list({ sort: 'newest', pageSize: 100 });
    const euPrices = await prices({ goodsIds: shared.list.slice(0, 24).map((g) => Number(g.goodsId)), list: { sort: 'newest', pageSize: 100 } }, eu);
    const euPriced = Object.values(euPrices.prices);
    expect(euPriced.every((p) => p.currency === 'EUR')).toBe(true);
    expect(new Set(euPriced.map((p) => p.label))).toEqual(new Set(['Your price (Spring agreement 2027)', 'Your price (Lumière key account)']));
    expect(euPriced.filter((p) => p.label === 'Your price (Spring agreement 2027)').every((p) => /\d9$/.test(p.minPrice))).toBe(true);
    // Three lists assigned: the fair among them applies from 30 days on.
    const [{ companyId }] = (await db().select({ companyId: members.companyId }).from(members).where(eq(members.email, DEMO_AGREEMENTS.euro.email))) as [{ companyId: string }];
    expect((await companyListsOn(db(), companyId, today)).map((l) => l.name)).toEqual(['Lumière key account', 'Spring agreement 2027']);
    expect((await companyListsOn(db(), companyId, utcDay(new Date(api.deps.now().getTime() + 35 * DAY_MS)))).map((l) => l.name))
      .toEqual(['Lumière autumn fair', 'Lumière key account', 'Spring agreement 2027']);
    expect(euPrices.page).toBeNull();
    const usPage = (await prices({ goodsIds: [], list: { sort: 'newest', pageSize: 100 } }, us)).page!;
    const [mine] = usPage.list.filter((g) => !shared.list.some((s) => s.goodsId === g.goodsId));
    expect(mine).toBeDefined();
    expect((await ok<MemberGoodsDetail>(API.csite.memberGoodsDetail, { goodsId: mine!.goodsId }, us)).price).toMatchObject({ currency: 'USD', label: 'Your price (Harbor & Pine key account)' });
    expect((await call(API.csite.memberGoodsDetail, { goodsId: mine!.goodsId }, eu)).meta.res).toBe(RES.NOT_FOUND);
    expect((await call(API.csite.onlineGoodsDetail, { goodsId: mine!.goodsId })).meta.res).toBe(RES.NOT_FOUND);
  });
});
