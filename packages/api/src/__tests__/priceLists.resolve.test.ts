import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { applyPriceRule, RES, toMinor, type PriceResolution } from '@sw/protocol';
import { exchangeRates, goods, goodsSpecs, priceTiers } from '../db/schema';
import type { Db } from '../db/client';
import { log } from '../lib/log';
import { ApiError } from '../lib/errors';
import { resolvePrices } from '../queries/companyPrices';
import {
  assignPriceList, assortmentOf, companyListsOn, inAssortment, setCompanyAssortment, deletePriceListLines, exclusiveToOthers, quantityRulesOf, savePriceList, savePriceListLines, setGoodsExclusives, setGoodsQuantityRule,
  type PriceListInput,
} from '../services/priceLists';
import { openMigratedDatabase } from '../testing/harness';
import { insertAccount } from '../testing/members';
import type { TestDatabase } from '../testing/templates';

/**
 * Company price lists (issue 51) on a migrated, demo-seeded database (PGlite, or PostgreSQL with TEST_DATABASE_URL):
 * the resolution by priority, schedule, line specificity and currency through the real tables and their indexes, and
 * two companies that never see each other's lists.
 */

let database: TestDatabase;
const db = (): Db => database.db;
const DAY = '2030-03-10';
const RATE = '0.950000';
let companyA: string;
let companyB: string;
let companyNone: string;
let goodsX: { id: number; categoryId: number };
let goodsY: { id: number; categoryId: number };
let specX: number;
const lists: Record<string, number> = {};

const base: PriceListInput = { name: '', currency: 'USD', validFrom: null, validUntil: null, priority: 0, firstOrderMinimum: null, reorderMinimum: null };
const newList = async (input: Partial<PriceListInput> & { name: string }) => (await db().transaction((tx) => savePriceList(tx, { ...base, ...input }))).after.id;
const refusal = async (work: Promise<unknown>) => work.then(() => null, (error: unknown) => (error instanceof ApiError ? { res: error.res, message: error.message } : Promise.reject(error)));
const tiersOf = async (goodsId: number) => (await db().select().from(priceTiers).where(eq(priceTiers.goodsId, goodsId)).orderBy(asc(priceTiers.minQty))).map((t) => ({ minQty: t.minQty, price: t.price }));
const listIdOf = (r: PriceResolution | undefined) => (r?.source.kind === 'list' ? r.source.listId : null);

beforeAll(async () => {
  database = (await openMigratedDatabase(60, log)).database;
  const account = async (n: string) => (await insertAccount(db(), { email: `prices-${n}@buyer.test`, pwdHash: 'x', nick: n })).companyId!;
  [companyA, companyB, companyNone] = [await account('a'), await account('b'), await account('none')];
  const rows = await db().select({ id: goods.id, categoryId: goods.categoryId }).from(goods).orderBy(asc(goods.id)).limit(40);
  goodsX = rows[0]!;
  goodsY = rows.find((g) => g.categoryId !== goodsX.categoryId)!;
  [{ id: specX }] = (await db().select({ id: goodsSpecs.id }).from(goodsSpecs).where(eq(goodsSpecs.goodsId, goodsX.id)).limit(1)) as [{ id: number }];
  await db().insert(exchangeRates).values({ currency: 'EUR', rate: RATE, rateDate: '2030-03-01' });

  // Company A: a EUR rule on all goods (with a fixed price on one specification), a EUR key-account list of higher
  // priority on goods Y, and a EUR spring fair of highest priority from 1 to 15 April.
  lists.rule = await newList({ name: 'A agreement', currency: 'EUR', priority: 5 });
  await db().transaction((tx) => savePriceListLines(tx, lists.rule!, [
    { scope: 'all', targetId: null, rule: { adjustPercent: '-12', rounding: '.x9' } },
    { scope: 'spec', targetId: specX, tiers: [{ minQty: 1, price: '2.22' }] },
  ]));
  lists.key = await newList({ name: 'A key account', currency: 'EUR', priority: 9 });
  await db().transaction((tx) => savePriceListLines(tx, lists.key!, [{ scope: 'goods', targetId: goodsY.id, tiers: [{ minQty: 12, price: '1.50' }, { minQty: 1, price: '1.75' }] }]));
  lists.fair = await newList({ name: 'A spring fair', currency: 'EUR', priority: 99, validFrom: '2030-04-01', validUntil: '2030-04-15' });
  await db().transaction((tx) => savePriceListLines(tx, lists.fair!, [{ scope: 'all', targetId: null, rule: { adjustPercent: '-20', rounding: 'minor' } }]));
  // Company B: USD +5 % on goods X's category.
  lists.b = await newList({ name: 'B terms', currency: 'USD', priority: 1, reorderMinimum: '500' });
  await db().transaction((tx) => savePriceListLines(tx, lists.b!, [{ scope: 'category', targetId: goodsX.categoryId, rule: { adjustPercent: '5', rounding: 'minor' } }]));
  for (const key of ['rule', 'key', 'fair']) await db().transaction((tx) => assignPriceList(tx, lists[key]!, [companyA]));
  await db().transaction((tx) => assignPriceList(tx, lists.b!, [companyB]));
});

afterAll(async () => {
  await database?.dispose();
});

describe('resolvePrices', () => {
  it('prices company A by its lists: the rule in EUR at the day\'s rate, the higher priority list on Y, the specification line', async () => {
    const prices = await resolvePrices(db(), companyA, [goodsX.id, goodsY.id, { goodsId: goodsX.id, specId: specX }], DAY);
    const x = prices.get(`${goodsX.id}`)!;
    const catalogueX = await tiersOf(goodsX.id);
    expect(x.currency).toBe('EUR');
    expect(x.source).toMatchObject({ kind: 'list', listId: lists.rule, listName: 'A agreement', version: 2, scope: 'all', how: { kind: 'rule', adjustPercent: '-12.00', rounding: '.x9', exchangeRate: '0.95' } });
    expect(x.catalogueTiers).toEqual(catalogueX);
    expect(x.tiers).toEqual(catalogueX.map((t) => ({ minQty: t.minQty, price: applyPriceRule(t.price, { adjustPercent: '-12', rounding: '.x9' }, 'EUR', '0.95') })));
    expect(x.tiers.every((t) => t.price % 10n === 9n)).toBe(true);
    const y = prices.get(`${goodsY.id}`)!;
    expect(y.source).toMatchObject({ kind: 'list', listId: lists.key, scope: 'goods', how: { kind: 'tiers' } });
    expect(y.tiers).toEqual([{ minQty: 1, price: toMinor('1.75') }, { minQty: 12, price: toMinor('1.50') }]);
    const spec = prices.get(`${goodsX.id}:${specX}`)!;
    expect(spec.source).toMatchObject({ listId: lists.rule, scope: 'spec', targetId: specX });
    expect(spec.tiers).toEqual([{ minQty: 1, price: toMinor('2.22') }]);
  });

  it('follows the schedule: the spring fair prices everything on its days only, both inclusive', async () => {
    for (const [day, expected] of [['2030-03-31', lists.rule], ['2030-04-01', lists.fair], ['2030-04-15', lists.fair], ['2030-04-16', lists.rule]] as const) {
      expect(listIdOf((await resolvePrices(db(), companyA, [goodsX.id], day)).get(`${goodsX.id}`)), day).toBe(expected);
    }
    expect((await companyListsOn(db(), companyA, '2030-04-02')).map((l) => l.id)).toEqual([lists.fair, lists.key, lists.rule]);
  });

  it('keeps two companies apart: B sees its own rule on X\'s category and the catalogue on Y; a company without lists sees the catalogue', async () => {
    const prices = await resolvePrices(db(), companyB, [goodsX.id, goodsY.id], DAY);
    const x = prices.get(`${goodsX.id}`)!;
    expect(x).toMatchObject({ currency: 'USD', source: { kind: 'list', listId: lists.b, scope: 'category', targetId: goodsX.categoryId } });
    expect(x.tiers).toEqual((await tiersOf(goodsX.id)).map((t) => ({ minQty: t.minQty, price: applyPriceRule(t.price, { adjustPercent: '5', rounding: 'minor' }, 'USD', null) })));
    expect(prices.get(`${goodsY.id}`)).toMatchObject({ currency: 'USD', source: { kind: 'catalogue' }, tiers: await tiersOf(goodsY.id) });
    const aIds = [lists.rule, lists.key, lists.fair];
    for (const day of [DAY, '2030-04-05']) {
      const seen = [...(await resolvePrices(db(), companyB, [goodsX.id, goodsY.id, { goodsId: goodsX.id, specId: specX }], day)).values()].map(listIdOf);
      expect(seen.filter((id) => aIds.includes(id!))).toEqual([]);
    }
    expect((await companyListsOn(db(), companyB, DAY)).map((l) => [l.id, l.reorderMinimum])).toEqual([[lists.b, '500.00']]);
    const none = await resolvePrices(db(), companyNone, [goodsX.id, goodsY.id], DAY);
    expect([...none.values()].map((r) => r.source.kind)).toEqual(['catalogue', 'catalogue']);
    expect((await resolvePrices(db(), companyNone, [999_999], DAY)).size).toBe(0);
  });

  it('bumps the version with each change of the lines, and the resolution names the new one', async () => {
    const before = (await resolvePrices(db(), companyB, [goodsX.id], DAY)).get(`${goodsX.id}`)!;
    const saved = await db().transaction((tx) => savePriceListLines(tx, lists.b!, [{ scope: 'category', targetId: goodsX.categoryId, rule: { adjustPercent: '-3', rounding: '.x0' } }]));
    expect(saved.before.lines).toHaveLength(1);
    expect(saved.after.version).toBe(saved.before.version + 1);
    const after = (await resolvePrices(db(), companyB, [goodsX.id], DAY)).get(`${goodsX.id}`)!;
    expect(after.source).toMatchObject({ version: saved.after.version, how: { adjustPercent: '-3.00', rounding: '.x0' } });
    expect(after.tiers).not.toEqual(before.tiers);
    const gone = await db().transaction(async (tx) => deletePriceListLines(tx, lists.b!, [(after.source as { lineId: number }).lineId]));
    expect(gone.after.version).toBe(saved.after.version + 1);
    expect((await resolvePrices(db(), companyB, [goodsX.id], DAY)).get(`${goodsX.id}`)!.source.kind).toBe('catalogue');
  });
});

describe('the writers refuse in words', () => {
  it('a company\'s lists share one currency', async () => {
    expect(await refusal(db().transaction((tx) => assignPriceList(tx, lists.b!, [companyB, companyA])))).toEqual({
      res: RES.CONFLICT, message: 'A company of this list also has "A agreement" in EUR: a company\'s lists share one currency.',
    });
    expect(await refusal(db().transaction((tx) => savePriceList(tx, { ...base, id: lists.key!, name: 'A key account', currency: 'USD' })))).toMatchObject({ res: RES.CONFLICT });
  });

  it('bad lists and lines, naming the field or the line', async () => {
    expect(await refusal(newList({ name: 'A agreement' }))).toEqual({ res: RES.CONFLICT, message: 'Another price list has this name: please choose another.' });
    expect(await refusal(newList({ name: 'Days', validFrom: '2030-05-02', validUntil: '2030-05-01' }))).toMatchObject({ res: RES.INVALID_PARAMS, message: 'validUntil: the last day is on or after the first day.' });
    expect(await refusal(newList({ name: 'Minimum', reorderMinimum: '1.234' }))).toMatchObject({ res: RES.INVALID_PARAMS });
    const save = (lines: Parameters<typeof savePriceListLines>[2]) => refusal(db().transaction((tx) => savePriceListLines(tx, lists.key!, lines)));
    expect(await save([{ scope: 'goods', targetId: goodsX.id, tiers: [{ minQty: 1, price: '0' }] }])).toMatchObject({ message: "line 1: each tier's price is more than 0, with at most two decimals." });
    expect(await save([{ scope: 'goods', targetId: goodsX.id, rule: { adjustPercent: '-100', rounding: 'minor' } }])).toMatchObject({ message: 'line 1: A rule cannot take 100 % or more off the catalogue price.' });
    expect(await save([{ scope: 'all', targetId: null, rule: { adjustPercent: '1', rounding: 'minor' } }, { scope: 'all', targetId: null, rule: { adjustPercent: '2', rounding: 'minor' } }])).toMatchObject({ message: 'line 2: line 1 prices the same goods (all) already.' });
    expect(await save([{ scope: 'goods', targetId: goodsX.id, tiers: [{ minQty: 1, price: '1' }], quantity: { minQty: 50, maxQty: 55, increment: 12 } }])).toMatchObject({ message: 'line 1: No quantity meets both the minimum and the maximum in this pack size.' });
    expect(await save([{ scope: 'goods', targetId: 999_999, tiers: [{ minQty: 1, price: '1' }] }])).toMatchObject({ res: RES.NOT_FOUND });
    // Nothing of a refused save is kept: the list's version and lines are as they were.
    const [key] = await companyListsOn(db(), companyA, DAY).then((rows) => rows.filter((l) => l.id === lists.key));
    expect(key!.version).toBe(2);
    const x = (await resolvePrices(db(), companyA, [goodsX.id], DAY)).get(`${goodsX.id}`)!;
    expect(x.source).toMatchObject({ listId: lists.rule });
  });
});

describe('goods quantity rules and exclusives', () => {
  it('keeps a goods\' quantity rule, and no rule is any whole quantity', async () => {
    const rule = { minQty: 12, maxQty: null, increment: 6, mixAndMatch: true };
    const change = await db().transaction((tx) => setGoodsQuantityRule(tx, goodsX.id, rule));
    expect(change.before).toEqual({ minQty: null, maxQty: null, increment: null, mixAndMatch: false });
    const rules = await quantityRulesOf(db(), [goodsX.id, goodsY.id]);
    expect(rules.get(goodsX.id)).toEqual(rule);
    expect(rules.get(goodsY.id)).toEqual({ minQty: null, maxQty: null, increment: null, mixAndMatch: false });
    expect(await refusal(db().transaction((tx) => setGoodsQuantityRule(tx, goodsY.id, { minQty: 50, maxQty: 55, increment: 12, mixAndMatch: false })))).toEqual({
      res: RES.INVALID_PARAMS, message: 'No quantity meets both the minimum and the maximum in this pack size.',
    });
    await db().transaction((tx) => setGoodsQuantityRule(tx, goodsX.id, { minQty: null, maxQty: null, increment: null, mixAndMatch: false }));
    expect((await quantityRulesOf(db(), [goodsX.id])).get(goodsX.id)).toEqual({ minQty: null, maxQty: null, increment: null, mixAndMatch: false });
  });

  it('hides an exclusive goods from every company but its own, and from visitors', async () => {
    await db().transaction((tx) => setGoodsExclusives(tx, goodsY.id, [companyA]));
    expect([...(await exclusiveToOthers(db(), companyA, [goodsX.id, goodsY.id]))]).toEqual([]);
    expect([...(await exclusiveToOthers(db(), companyB, [goodsX.id, goodsY.id]))]).toEqual([goodsY.id]);
    expect([...(await exclusiveToOthers(db(), null, [goodsX.id, goodsY.id]))]).toEqual([goodsY.id]);
    const change = await db().transaction((tx) => setGoodsExclusives(tx, goodsY.id, []));
    expect(change).toEqual({ before: { companyIds: [companyA] }, after: { companyIds: [] } });
    expect([...(await exclusiveToOthers(db(), companyB, [goodsY.id]))]).toEqual([]);
  });
});

describe('a company\'s assortment', () => {
  it('is all goods without rows; with rows, the chosen goods and categories (with their subcategories), for that company alone', async () => {
    const x = { goodsId: goodsX.id, categoryPath: [goodsX.categoryId] };
    const y = { goodsId: goodsY.id, categoryPath: [goodsY.categoryId] };
    expect(await assortmentOf(db(), companyA)).toBeNull();
    expect(inAssortment(null, x)).toBe(true);
    const change = await db().transaction((tx) => setCompanyAssortment(tx, companyA, { categoryIds: [goodsX.categoryId, goodsX.categoryId], goodsIds: [] }));
    expect(change).toEqual({ before: null, after: { categoryIds: [goodsX.categoryId], goodsIds: [] } });
    const mine = await assortmentOf(db(), companyA);
    expect([inAssortment(mine, x), inAssortment(mine, y)]).toEqual([true, false]);
    expect(inAssortment(mine, { goodsId: 1, categoryPath: [12345, goodsX.categoryId] })).toBe(true);
    expect(await assortmentOf(db(), companyB)).toBeNull();
    await db().transaction((tx) => setCompanyAssortment(tx, companyA, { categoryIds: [], goodsIds: [goodsY.id] }));
    expect(await assortmentOf(db(), companyA)).toEqual({ categoryIds: [], goodsIds: [goodsY.id] });
    expect((await db().transaction((tx) => setCompanyAssortment(tx, companyA, null))).after).toBeNull();
    expect(await assortmentOf(db(), companyA)).toBeNull();
  });
});
