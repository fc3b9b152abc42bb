import { describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import {
  API, RES, SEARCH_LIMITS, type GoodsPage, type SearchMissWeek, type SearchSynonym, type SearchSynonymList,
} from '@sw/protocol';
import { goods, searchMisses, searchWords } from '../db/schema';
import { updateGoods } from '../services/catalog/goodsWriter';
import { weekOf } from '../services/search/misses';
import { staffDeskFile } from '../testing/deskFile';
import { inquiryTesting } from '../testing/inquiries';

/**
 * The forgiving search over HTTP (onlineGoodsList.do with keyWords): typos corrected through the vocabulary, trade
 * synonyms both ways, the words as typed first, "Did you mean", misses counted without identity; and the console's
 * synonyms and misses (staff only). Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */

const { t, api, staff } = staffDeskFile(inquiryTesting, { goods: 360, staffNick: 'Search Desk' });
const { ok, as, refused, person, db } = t;
const S = API.staff;

async function search(keyWords: string, extra: Record<string, unknown> = {}): Promise<GoodsPage> {
  const envelope = await api().call<GoodsPage>(API.csite.onlineGoodsList, { keyWords, pageSize: 100, ...extra });
  expect(envelope.meta, JSON.stringify(envelope.meta)).toMatchObject({ res: RES.OK });
  return envelope.data!;
}

/** The search text of the listed goods, lower case, in list order. */
async function searchTexts(page: GoodsPage): Promise<string[]> {
  const ids = page.list.map((g) => Number(g.goodsId));
  const rows = await db().select({ id: goods.id, text: goods.searchText }).from(goods).where(inArray(goods.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row.text.toLowerCase()]));
  return ids.map((id) => byId.get(id)!);
}

const hasWord = (text: string, prefix: string) => new RegExp(`(^|[^a-z0-9])${prefix}`).test(text);

describe('typo-tolerant keyword search', () => {
  it("finds necklaces for 'neckalce'", async () => {
    const page = await search('neckalce');
    expect(page.total).toBeGreaterThan(0);
    expect(page.didYouMean).toBeUndefined();
    for (const text of await searchTexts(page)) expect(text).toContain('necklace');
  });

  it('corrects one typo among three words', async () => {
    const right = await search('gold pendant necklace');
    const typo = await search('gold pendnat necklace');
    expect(typo.total).toBeGreaterThan(0);
    expect(typo.total).toBe(right.total);
  });

  it('still finds by a code and a code prefix, never corrected', async () => {
    const [row] = await db().select({ code: goods.code }).from(goods).where(eq(goods.status, 1)).limit(1);
    const exact = await search(row!.code);
    expect(exact.list.map((g) => g.goodsCode)).toContain(row!.code);
    expect((await search(row!.code.slice(0, 6))).total).toBeGreaterThan(0);
  });

  it('ranks the words as typed (exact and prefix) before their synonyms and corrections', async () => {
    // 'hoop' has the synonym 'huggie' (starter list): hoops first, then huggies that are not called hoops.
    const page = await search('hoop');
    const texts = await searchTexts(page);
    const typed = texts.map((text) => hasWord(text, 'hoop'));
    expect(typed[0]).toBe(true);
    expect(typed).toContain(false);
    expect(typed.indexOf(false)).toBeGreaterThan(typed.lastIndexOf(true));
    // Within each part the usual order (most popular first) holds.
    const withTyped = await search('hoop', { pageSize: 5 });
    expect(withTyped.list.map((g) => g.goodsId)).toEqual(page.list.slice(0, 5).map((g) => g.goodsId));
  });

  it('pages across the turn from the words as typed to the widened matches: each goods once, in the same order', async () => {
    const whole = await search('hoop', { sort: 'priceAsc' });
    expect(whole.total).toBeLessThan(100);
    const typedCount = (await searchTexts(whole)).filter((text) => hasWord(text, 'hoop')).length;
    expect(typedCount).toBeGreaterThan(0);
    expect(typedCount).toBeLessThan(whole.total);
    // Page sizes that end a page before, on and after the turn, and a page that starts past it.
    for (const pageSize of [Math.max(1, typedCount - 1), typedCount, typedCount + 1, 7]) {
      const ids: string[] = [];
      for (let pageNum = 1; (pageNum - 1) * pageSize < whole.total; pageNum++) {
        ids.push(...(await search('hoop', { sort: 'priceAsc', pageSize, pageNum })).list.map((g) => g.goodsId));
      }
      expect(ids, `pages of ${pageSize}`).toEqual(whole.list.map((g) => g.goodsId));
    }
  });

  it("offers 'Did you mean' with the nearest term when nothing matches, and that term finds goods", async () => {
    const page = await search('neckalce qqzzxv');
    expect(page.total).toBe(0);
    expect(page.list).toEqual([]);
    expect(page.didYouMean).toBe('necklace');
    expect((await search(page.didYouMean!)).total).toBeGreaterThan(0);
    // Nothing near: no suggestion.
    expect((await search('qqzzxv')).didYouMean).toBeUndefined();
  });

  it('keeps the search input bounded', async () => {
    refused(await api().call(API.csite.onlineGoodsList, { keyWords: 'a'.repeat(201) }), RES.INVALID_PARAMS);
    // Eleven words and more: the first ten are searched.
    const long = await search(`${'necklace '.repeat(12)}zzqqxx`);
    expect(long.total).toBeGreaterThan(0);
  });
});

describe('trade synonyms at query time', () => {
  it("finds hoops for 'huggies' (plural, through huggie ↔ hoop)", async () => {
    const texts = await searchTexts(await search('huggies'));
    expect(texts.some((text) => hasWord(text, 'hoop') && !text.includes('huggie'))).toBe(true);
  });

  it("finds 316L goods for the phrase 'surgical steel', and surgical steel for '316L'", async () => {
    const texts = await searchTexts(await search('surgical steel'));
    expect(texts.some((text) => text.includes('316l') && !text.includes('surgical'))).toBe(true);
    const back = await searchTexts(await search('316L'));
    expect(back.length).toBeGreaterThan(0);
  });

  it("finds plated goods for 'PVD' (PVD ↔ IP ↔ plated, transitively)", async () => {
    const page = await search('PVD');
    expect(page.total).toBeGreaterThan(0);
    for (const text of await searchTexts(page)) expect(text).toMatch(/plated|(^|\s)ip(\s|$)|pvd/);
  });
});

describe('searches that found nothing', () => {
  it('are counted per week and term, a repeated (cached) one too, without who searched', async () => {
    const buyer = await person();
    const term = `Nothingxq ${Date.now()}`;
    await as(buyer)(API.csite.onlineGoodsList, { keyWords: term });
    await as(null)(API.csite.onlineGoodsList, { keyWords: `  ${term.toUpperCase()}  ` });
    const week = await ok<SearchMissWeek>(staff, S.searchMisses, {});
    expect(week.week).toBe(weekOf(new Date()));
    expect(week.list.find((miss) => miss.term === term.toLowerCase())?.count).toBe(2);
    // The row holds the week, the term, the count and the last time: no member, session or address.
    const [row] = await db().select().from(searchMisses).where(eq(searchMisses.term, term.toLowerCase()));
    expect(Object.keys(row!).sort()).toEqual(['count', 'lastAt', 'term', 'week']);
    // A search that found goods is not counted, nor one a filter narrowed to nothing (the results page's filter links).
    await search('necklace');
    expect((await search('necklace', { catName1: 'Rings' })).total).toBe(0);
    // The same miss re-sorted (the results page's sort links) is not counted again.
    await api().call(API.csite.onlineGoodsList, { keyWords: term, sort: 'newest' });
    expect((await ok<SearchMissWeek>(staff, S.searchMisses, {})).list.find((miss) => miss.term === term.toLowerCase())?.count).toBe(2);
    expect((await db().select().from(searchMisses).where(eq(searchMisses.term, 'necklace'))).length).toBe(0);
  });

  it('cuts a long term at the bound, and lists the top ones of a chosen week', async () => {
    const long = `zq${'x'.repeat(190)}`;
    await search(long);
    const week = await ok<SearchMissWeek>(staff, S.searchMisses, { week: weekOf(new Date()) });
    expect(week.list.some((miss) => miss.term === long.slice(0, SEARCH_LIMITS.maxMissTerm))).toBe(true);
    const counts = week.list.map((miss) => miss.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect((await ok<SearchMissWeek>(staff, S.searchMisses, { week: '2020-01-01' })).list).toEqual([]);
    refused(await as(staff)(S.searchMisses, { week: 'last week' }), RES.INVALID_PARAMS);
  });
});

describe('the console synonyms', () => {
  it('adds a pair (normalised) that the storefront then finds by, lists it in its group, and removes it', async () => {
    expect((await search('bezelish')).total).toBe(0);
    const added = await ok<SearchSynonym>(staff, S.searchSynonymAdd, { term: '  BEZELISH ', synonym: 'Necklace' });
    expect(added).toMatchObject({ term: 'bezelish', synonym: 'necklace' });
    const found = await search('bezelish');
    expect(found.total).toBeGreaterThan(0);
    const list = await ok<SearchSynonymList>(staff, S.searchSynonyms);
    expect(list.list[0]).toMatchObject({ id: added.id, term: 'bezelish' });
    expect(list.groups.find((group) => group.includes('bezelish'))).toEqual(['bezelish', 'chain', 'necklace']);

    await ok(staff, S.searchSynonymRemove, { id: added.id });
    expect((await search('bezelish')).total).toBe(0);
    refused(await as(staff)(S.searchSynonymRemove, { id: added.id }), RES.NOT_FOUND);
  });

  it('refuses empty terms, a term equal to its synonym, too long a term, a pair kept either way round, and a loop', async () => {
    refused(await as(staff)(S.searchSynonymAdd, { term: '   ', synonym: 'hoop' }), RES.INVALID_PARAMS);
    refused(await as(staff)(S.searchSynonymAdd, { term: 'hoop' }), RES.INVALID_PARAMS);
    refused(await as(staff)(S.searchSynonymAdd, { term: 'Hoop ', synonym: ' hoop' }), RES.INVALID_PARAMS, 'A term cannot be its own synonym.');
    refused(await as(staff)(S.searchSynonymAdd, { term: 'x'.repeat(SEARCH_LIMITS.maxTerm + 1), synonym: 'hoop' }), RES.INVALID_PARAMS);
    refused(await as(staff)(S.searchSynonymAdd, { term: 'huggie', synonym: 'hoop' }), RES.CONFLICT, '“huggie” and “hoop” are already synonyms.');
    refused(await as(staff)(S.searchSynonymAdd, { term: 'HOOP', synonym: 'Huggie' }), RES.CONFLICT, '“hoop” and “huggie” are already synonyms.');
    // PVD ↔ IP and IP ↔ plated are kept: PVD ↔ plated would close a loop.
    refused(await as(staff)(S.searchSynonymAdd, { term: 'plated', synonym: 'PVD' }), RES.CONFLICT, /through “ip”: this pair would make a loop/);
    const list = await ok<SearchSynonymList>(staff, S.searchSynonyms);
    expect(list.list.some((pair) => [pair.term, pair.synonym].sort().join() === 'plated,pvd')).toBe(false);
  });

  it('is for staff only: a buyer (20003) and a visitor (21008) are refused with no data', async () => {
    const buyer = await person();
    for (const path of [S.searchSynonyms, S.searchSynonymAdd, S.searchSynonymRemove, S.searchMisses]) {
      refused(await as(buyer)(path, { term: 'ring', synonym: 'band', id: 1 }), RES.FORBIDDEN, 'This is for staff only.');
      refused(await as(null)(path, { term: 'ring', synonym: 'band', id: 1 }), RES.NOT_SIGNED_IN);
    }
  });
});

describe('the search vocabulary', () => {
  it('follows goods writes in the same transaction: new words in, withdrawn goods out', async () => {
    const [row] = await db().select({ id: goods.id, title: goods.title }).from(goods).where(eq(goods.status, 1)).limit(1);
    const count = async (word: string) =>
      (await db().select({ n: searchWords.goodsCount }).from(searchWords).where(eq(searchWords.word, word)))[0]?.n ?? 0;
    await updateGoods(db(), row!.id, { title: `${row!.title} Xylophonia` });
    expect(await count('xylophonia')).toBe(1);
    expect((await search('xylophonai')).list.map((g) => g.goodsId)).toEqual([String(row!.id)]);
    await updateGoods(db(), row!.id, { status: 0 });
    expect(await count('xylophonia')).toBe(0);
    expect((await search('xylophonia')).total).toBe(0);
    await updateGoods(db(), row!.id, { status: 1, title: row!.title });
    expect(await count('xylophonia')).toBe(0);
    // Codes (words with a digit) are not in the vocabulary: it stays small at any catalogue size.
    const [digits] = await db().select({ n: sql<number>`count(*)::int` }).from(searchWords).where(sql`${searchWords.word} ~ '[0-9]'`);
    expect(digits!.n).toBe(0);
  });
});
