import { describe, expect, it } from 'vitest';
import { and, asc, desc, eq } from 'drizzle-orm';
import {
  API, applyPriceRule, formatMinor, PRICE_SHEET_COLUMNS, RES, toMinor,
  type CompanyPriceAgreement, type Page, type PriceCalculation, type PriceImportResult, type PriceListLineRow, type PriceListLinesChange,
  type PriceListSummary, type PriceListView, type PriceSheet, type PriceSheetRow,
} from '@sw/protocol';
import { exchangeRates, goods, goodsSpecs, priceTiers, staffAudit } from '../db/schema';
import { colleagueIn, companyIdOf } from '../testing/company';
import { staffDeskFile } from '../testing/deskFile';
import { inquiryTesting } from '../testing/inquiries';

/**
 * Company price lists on the console over HTTP (issue 51; docs/protocol.md, Price lists), on PGlite or PostgreSQL
 * (TEST_DATABASE_URL): lists saved and refused, rules rounded as the price calculation shows, schedules, one currency
 * per company, a sheet imported all or nothing and exported back, bulk changes, the audit trail with the values before
 * and after, the staff roles, and the company's own agreements (never another company's).
 */

const { t, staff } = staffDeskFile(inquiryTesting, { goods: 30, staffNick: 'Price Desk' });
const { ok, as, refused, person, db } = t;
const P = API.staffPriceLists;
const TODAY = new Date().toISOString().slice(0, 10);
const dayOffset = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

let lists = 0;
const newList = (extra: Record<string, unknown> = {}) => ok<PriceListView>(staff, P.savePriceList, { name: `List ${++lists} ${Date.now()}`, currency: 'USD', priority: 1, ...extra });
const catalogueTiers = async (goodsId: number) => (await db().select().from(priceTiers).where(eq(priceTiers.goodsId, goodsId)).orderBy(asc(priceTiers.minQty)))
  .map((tier) => ({ minQty: tier.minQty, price: tier.price }));
const onSale = () => db().select({ id: goods.id, code: goods.code, categoryId: goods.categoryId }).from(goods).where(eq(goods.status, 1)).orderBy(asc(goods.id));
const auditOf = async (listId: number, action: string) =>
  db().select().from(staffAudit).where(and(eq(staffAudit.targetType, 'priceList'), eq(staffAudit.targetId, String(listId)), eq(staffAudit.action, action))).orderBy(desc(staffAudit.id));
const sheetRow = (row: number, cells: Partial<PriceSheetRow>): PriceSheetRow => ({
  row, scope: 'goods', target: '', tiers: '', percent: '', rounding: '', minimum: '', maximum: '', increment: '', mixAndMatch: '', ...cells,
});
const saveRefusedList = (input: Record<string, unknown>) => as(staff)(P.savePriceList, { name: 'Refused list', currency: 'USD', priority: 1, ...input });
const linesOf = (listId: number, extra: Record<string, unknown> = {}) => ok<Page<PriceListLineRow>>(staff, P.lines, { listId, pageSize: 100, ...extra });

describe('a price list: saved, refused in words, audited', () => {
  it('creates a list, changes it (a new version), and records both with the values before and after', async () => {
    const created = await newList({ currency: 'EUR', validFrom: '2030-03-01', validUntil: '2030-03-15', priority: 7, firstOrderMinimum: '250', reorderMinimum: '500.00' });
    expect(created).toMatchObject({ currency: 'EUR', validFrom: '2030-03-01', validUntil: '2030-03-15', priority: 7, version: 1, firstOrderMinimum: '250.00', reorderMinimum: '500.00', state: 'scheduled', companies: 0, lines: 0, companyList: [] });
    const saved = await ok<PriceListView>(staff, P.savePriceList, { id: created.id, name: created.name, currency: 'EUR', priority: 8, reorderMinimum: '450' });
    expect(saved).toMatchObject({ id: created.id, version: 2, priority: 8, validFrom: null, validUntil: null, firstOrderMinimum: null, reorderMinimum: '450.00', state: 'active' });
    const [save, create] = await auditOf(created.id, 'priceList.save');
    expect(create!.before).toBeNull();
    expect(create!.after).toMatchObject({ name: created.name, version: 1, reorderMinimum: '500.00' });
    expect(save!.before).toMatchObject({ version: 1, priority: 7, reorderMinimum: '500.00' });
    expect(save!.after).toMatchObject({ version: 2, priority: 8, reorderMinimum: '450.00' });
    const index = await ok<PriceListSummary[]>(staff, P.priceLists, { keyword: created.name });
    expect(index.map((l) => l.id)).toEqual([created.id]);
  });

  it('refuses a list that is not one, saying what is wrong', async () => {
    refused(await saveRefusedList({ name: '  ' }), RES.INVALID_PARAMS, /name the price list/);
    refused(await saveRefusedList({ currency: 'JPY' }), RES.INVALID_PARAMS, /choose a currency: USD, EUR, GBP, CNY/);
    refused(await saveRefusedList({ validFrom: '2030-03-15', validUntil: '2030-03-01' }), RES.INVALID_PARAMS, /last day must be on or after the first day/);
    refused(await saveRefusedList({ validFrom: '2030-02-30' }), RES.INVALID_PARAMS, /YYYY-MM-DD/);
    refused(await saveRefusedList({ priority: 5000 }), RES.INVALID_PARAMS, /priority as a whole number from 0 to 1000/);
    refused(await saveRefusedList({ reorderMinimum: 'lots' }), RES.INVALID_PARAMS, /reorder minimum/);
    const taken = await newList();
    refused(await saveRefusedList({ name: taken.name.toUpperCase() }), RES.CONFLICT, 'Another price list has this name: please choose another.');
    refused(await saveRefusedList({ id: 999_999 }), RES.NOT_FOUND);
  });

  it('refuses a line that is not one, naming the line', async () => {
    const list = await newList();
    const [g] = await onSale();
    const save = (line: Record<string, unknown>) => as(staff)(P.saveLines, { listId: list.id, lines: [{ scope: 'all', targetId: null, rule: { adjustPercent: '-5', rounding: 'minor' } }, line] });
    refused(await save({ scope: 'goods', targetId: g!.id }), RES.INVALID_PARAMS, 'line 2: either fixed tiers or a rule.');
    refused(await save({ scope: 'goods', targetId: g!.id, tiers: [{ minQty: 1, price: '0' }] }), RES.INVALID_PARAMS, /line 2: each tier's price is more than 0/);
    refused(await save({ scope: 'goods', targetId: g!.id, rule: { adjustPercent: '-100', rounding: 'minor' } }), RES.INVALID_PARAMS, /line 2: A rule cannot take 100 %/);
    refused(await save({ scope: 'all', targetId: null, tiers: [{ minQty: 1, price: '1' }] }), RES.INVALID_PARAMS, /line 2: line 1 prices the same goods \(all\) already/);
    refused(await save({ scope: 'goods', targetId: 999_999, tiers: [{ minQty: 1, price: '1' }] }), RES.NOT_FOUND);
    expect((await ok<PriceListView>(staff, P.priceList, { listId: list.id })).version).toBe(1);
  });
});

describe('how a company is priced: the price calculation details', () => {
  it('a EUR rule "catalogue −12 %" rounded up to .x9, at the day’s rate, and a fixed specification price above it', async () => {
    await db().insert(exchangeRates).values({ currency: 'EUR', rate: '0.921500', rateDate: dayOffset(-1) });
    const buyer = await person();
    const companyId = await companyIdOf(db(), buyer.id);
    const [g, h] = await onSale();
    const [spec] = await db().select({ id: goodsSpecs.id, code: goodsSpecs.skuCode }).from(goodsSpecs).where(eq(goodsSpecs.goodsId, h!.id)).limit(1);
    const list = await newList({ name: `Spring agreement ${Date.now()}`, currency: 'EUR', priority: 3 });
    await ok(staff, P.saveLines, { listId: list.id, lines: [
      { scope: 'all', targetId: null, rule: { adjustPercent: '-12', rounding: '.x9' } },
      { scope: 'spec', targetId: spec!.id, tiers: [{ minQty: 12, price: '2.10' }, { minQty: 1, price: '2.40' }] },
    ] });
    await ok(staff, P.assign, { listId: list.id, companyIds: [companyId] });

    const calc = await ok<PriceCalculation>(staff, P.priceCalculation, { companyId, codes: [g!.code, spec!.code, 'NO-SUCH-CODE'] });
    expect(calc.day).toBe(TODAY);
    expect(calc.lists).toEqual([expect.objectContaining({ id: list.id, currency: 'EUR', version: 2, appliesOnDay: true })]);
    expect(calc.unknownCodes).toEqual(['NO-SUCH-CODE']);
    const [rule, fixed] = calc.rows;
    const rate = rule!.source.kind === 'list' && rule!.source.how.kind === 'rule' ? rule!.source.how.exchangeRate : null;
    expect(rate).not.toBeNull();
    const catalogue = await catalogueTiers(g!.id);
    expect(rule).toMatchObject({ code: g!.code, currency: 'EUR', catalogueCurrency: 'USD', catalogueTiers: catalogue.map((c) => ({ minQty: c.minQty, price: formatMinor(c.price) })) });
    expect(rule!.tiers).toEqual(catalogue.map((c) => ({ minQty: c.minQty, price: formatMinor(applyPriceRule(c.price, { adjustPercent: '-12', rounding: '.x9' }, 'EUR', rate)) })));
    for (const tier of rule!.tiers) expect(tier.price).toMatch(/9$/);
    expect(rule!.text).toBe(`Your price (${list.name}, version 2): catalogue −12 % on all goods, rounded up to .x9, at 1 USD = ${rate} EUR`);
    expect(fixed).toMatchObject({ code: spec!.code, specId: spec!.id, currency: 'EUR', tiers: [{ minQty: 1, price: '2.40' }, { minQty: 12, price: '2.10' }] });
    expect(fixed!.text).toBe(`Your price (${list.name}, version 2): fixed tiers for this specification`);

    // Another company with no list pays the catalogue's price.
    const other = await companyIdOf(db(), (await person()).id);
    const plain = await ok<PriceCalculation>(staff, P.priceCalculation, { companyId: other, codes: [g!.code] });
    expect(plain.lists).toEqual([]);
    expect(plain.rows[0]).toMatchObject({ currency: 'USD', source: { kind: 'catalogue' }, text: 'Catalogue price' });
  });

  it('a scheduled list prices only its days (both inclusive), and the index says scheduled', async () => {
    const companyId = await companyIdOf(db(), (await person()).id);
    const [g] = await onSale();
    const fair = await newList({ validFrom: dayOffset(10), validUntil: dayOffset(20), priority: 50 });
    await ok(staff, P.saveLines, { listId: fair.id, lines: [{ scope: 'goods', targetId: g!.id, tiers: [{ minQty: 1, price: '1.11' }] }] });
    await ok(staff, P.assign, { listId: fair.id, companyIds: [companyId] });
    const on = async (day?: string) => (await ok<PriceCalculation>(staff, P.priceCalculation, { companyId, codes: [g!.code], ...(day ? { day } : {}) }));
    expect((await on()).rows[0]!.source.kind).toBe('catalogue');
    expect((await on()).lists[0]).toMatchObject({ id: fair.id, appliesOnDay: false });
    for (const day of [dayOffset(10), dayOffset(20)]) expect((await on(day)).rows[0]!.tiers).toEqual([{ minQty: 1, price: '1.11' }]);
    expect((await on(dayOffset(21))).rows[0]!.source.kind).toBe('catalogue');
    expect((await ok<PriceListSummary[]>(staff, P.priceLists, { state: 'scheduled' })).map((l) => l.id)).toContain(fair.id);
  });

  it('a company pays in one currency: a list in another is not assigned to it (the other list named), and nothing changes', async () => {
    const companyId = await companyIdOf(db(), (await person()).id);
    const eur = await newList({ currency: 'EUR' });
    const usd = await newList({ currency: 'USD' });
    await ok(staff, P.assign, { listId: eur.id, companyIds: [companyId] });
    refused(await as(staff)(P.assign, { listId: usd.id, companyIds: [companyId] }), RES.CONFLICT, `A company of this list also has "${eur.name}" in EUR: a company's lists share one currency.`);
    expect((await ok<PriceListView>(staff, P.priceList, { listId: usd.id })).companyList).toEqual([]);
    // Unassigned, then assigned: audited each way.
    await ok(staff, P.assign, { listId: eur.id, companyIds: [] });
    const view = await ok<PriceListView>(staff, P.assign, { listId: usd.id, companyIds: [companyId] });
    expect(view.companyList.map((c) => c.id)).toEqual([companyId]);
    const [unassigned] = await auditOf(eur.id, 'priceList.assign');
    expect(unassigned).toMatchObject({ before: { companyIds: [companyId] }, after: { companyIds: [] } });
  });
});

describe('a spreadsheet of lines: imported all or nothing, exported back', () => {
  it('answers each bad row by its number and changes nothing; the fixed sheet imports whole', async () => {
    const list = await newList();
    const all = await onSale();
    const rows = all.slice(0, 20).map((g, i) => sheetRow(i + 2, { target: g.code, tiers: `1: ${3 + i}.10; 12: ${2 + i}.90`, increment: i === 0 ? '6' : '' }));
    rows.push(sheetRow(22, { scope: 'category', target: 'no-such-category', percent: '-5' }));
    rows[6] = { ...rows[6]!, tiers: '1: abc' };
    rows[9] = { ...rows[9]!, target: rows[2]!.target };
    const bad = await ok<PriceImportResult>(staff, P.importLines, { listId: list.id, rows });
    expect(bad).toEqual({ ok: false, problems: [
      { row: 8, reason: 'Row 8: the price "abc" is not an amount more than 0 with at most two decimals.' },
      { row: 11, reason: 'Row 11: row 4 prices the same goods already.' },
      { row: 22, reason: 'Row 22: no category has the category slug "no-such-category".' },
    ] });
    expect((await ok<PriceListView>(staff, P.priceList, { listId: list.id })).lines).toBe(0);
    expect((await ok<PriceListView>(staff, P.priceList, { listId: list.id })).version).toBe(1);
    expect(await auditOf(list.id, 'priceList.lines')).toEqual([]);

    rows[6] = { ...rows[6]!, tiers: '1: 9.10' };
    rows[9] = { ...rows[9]!, target: all[9]!.code };
    rows[20] = sheetRow(22, { scope: 'all', percent: '-5', rounding: '.99' });
    const good = await ok<PriceImportResult>(staff, P.importLines, { listId: list.id, rows });
    expect(good).toEqual({ ok: true, listId: list.id, version: 2, saved: 21, deleted: 0 });
    const page = await linesOf(list.id, { pageSize: 5, pageNum: 2 });
    expect(page).toMatchObject({ total: 21, pageNum: 2, pageSize: 5 });
    expect(page.list).toHaveLength(5);
    const found = await linesOf(list.id, { keyword: all[0]!.code });
    expect(found.list).toEqual([expect.objectContaining({ scope: 'goods', target: all[0]!.code, tiers: [{ minQty: 1, price: '3.10' }, { minQty: 12, price: '2.90' }], quantity: expect.objectContaining({ increment: 6 }) })]);
    expect((await linesOf(list.id, { scope: 'all' })).list[0]).toMatchObject({ target: null, targetName: 'All goods', howText: 'catalogue −5 %, rounded up to .99' });
    const [audit] = await auditOf(list.id, 'priceList.lines');
    expect(audit!.summary).toBe('21 rows imported (version 2)');
    expect((audit!.after as { lines: unknown[] }).lines).toHaveLength(21);
  });

  it('exports the lines in the sheet’s layout; importing the export with replace gives the same lines', async () => {
    const list = await newList();
    const [g, h] = await onSale();
    await ok(staff, P.saveLines, { listId: list.id, lines: [
      { scope: 'goods', targetId: g!.id, tiers: [{ minQty: 1, price: '4.50' }, { minQty: 24, price: '4.00' }], quantity: { minQty: 12, increment: 12, mixAndMatch: true } },
      { scope: 'category', targetId: h!.categoryId, rule: { adjustPercent: '-8', rounding: '.x5' } },
    ] });
    const sheet = await ok<PriceSheet>(staff, P.exportLines, { listId: list.id });
    expect(sheet).toMatchObject({ listName: list.name, version: 2, currency: 'USD', columns: [...PRICE_SHEET_COLUMNS] });
    expect(sheet.rows).toHaveLength(2);
    expect(sheet.rows[1]).toEqual(['goods', g!.code, expect.any(String), '1: 4.50; 24: 4.00', '', '', '12', '', '12', 'yes']);
    const rows = sheet.rows.map((cells, i) => ({
      row: i + 2, scope: cells[0]!, target: cells[1]!, tiers: cells[3]!, percent: cells[4]!, rounding: cells[5]!, minimum: cells[6]!, maximum: cells[7]!, increment: cells[8]!, mixAndMatch: cells[9]!,
    }));
    // An extra line the sheet does not have goes with replace.
    const extra = (await onSale())[5]!;
    await ok(staff, P.saveLines, { listId: list.id, lines: [{ scope: 'goods', targetId: extra.id, tiers: [{ minQty: 1, price: '1.00' }] }] });
    const again = await ok<PriceImportResult>(staff, P.importLines, { listId: list.id, rows, replace: true });
    expect(again).toMatchObject({ ok: true, version: 4, saved: 2, deleted: 1 });
    const back = await ok<PriceSheet>(staff, P.exportLines, { listId: list.id });
    expect(back.rows).toEqual(sheet.rows);
  });
});

describe('a bulk change: "+5 % on all necklaces in this list"', () => {
  it('moves the lines in the category (its goods and their specifications), leaves the rest, and records old and new', async () => {
    const list = await newList();
    const all = await onSale();
    const inCategory = all.filter((g) => g.categoryId === all[0]!.categoryId);
    const outside = all.find((g) => g.categoryId !== all[0]!.categoryId)!;
    const [spec] = await db().select({ id: goodsSpecs.id }).from(goodsSpecs).where(eq(goodsSpecs.goodsId, inCategory[0]!.id)).limit(1);
    await ok(staff, P.saveLines, { listId: list.id, lines: [
      { scope: 'goods', targetId: inCategory[0]!.id, tiers: [{ minQty: 1, price: '3.10' }, { minQty: 12, price: '10.00' }] },
      { scope: 'spec', targetId: spec!.id, tiers: [{ minQty: 1, price: '2.00' }] },
      { scope: 'category', targetId: all[0]!.categoryId, rule: { adjustPercent: '-12', rounding: 'minor' } },
      { scope: 'goods', targetId: outside.id, tiers: [{ minQty: 1, price: '5.00' }] },
      { scope: 'all', targetId: null, rule: { adjustPercent: '-2', rounding: 'minor' } },
    ] });
    const changed = await ok<PriceListLinesChange>(staff, P.bulkChange, { listId: list.id, percent: '5', categoryId: all[0]!.categoryId });
    expect(changed).toEqual({ listId: list.id, version: 3, saved: 3, deleted: 0 });
    const lines = (await linesOf(list.id)).list;
    const byTarget = (scope: string, id: number | null) => lines.find((l) => l.scope === scope && l.targetId === id)!;
    expect(byTarget('goods', inCategory[0]!.id).tiers).toEqual([{ minQty: 1, price: '3.26' }, { minQty: 12, price: '10.50' }]);
    expect(byTarget('spec', spec!.id).tiers).toEqual([{ minQty: 1, price: '2.10' }]);
    expect(byTarget('category', all[0]!.categoryId).rule).toEqual({ adjustPercent: '-7.60', rounding: 'minor' });
    expect(byTarget('goods', outside.id).tiers).toEqual([{ minQty: 1, price: '5.00' }]);
    expect(byTarget('all', null).rule).toEqual({ adjustPercent: '-2.00', rounding: 'minor' });
    const [audit] = await auditOf(list.id, 'priceList.lines');
    expect(audit!.summary).toBe(`+5 % on 3 lines in category ${all[0]!.categoryId} (version 3)`);
    expect(audit!.before).toMatchObject({ version: 2, lines: expect.arrayContaining([expect.objectContaining({ tiers: [{ minQty: 1, price: '3.10' }, { minQty: 12, price: '10.00' }] })]) });
    expect(audit!.after).toMatchObject({ version: 3, lines: expect.arrayContaining([expect.objectContaining({ tiers: [{ minQty: 1, price: '3.26' }, { minQty: 12, price: '10.50' }] })]) });

    // On every line, then refused when it would leave a rule's range or changes nothing.
    expect(await ok<PriceListLinesChange>(staff, P.bulkChange, { listId: list.id, percent: '-3', rounding: '.x9' })).toMatchObject({ version: 4, saved: 5 });
    refused(await as(staff)(P.bulkChange, { listId: list.id, percent: '0' }), RES.INVALID_PARAMS, /changes nothing/);
    refused(await as(staff)(P.bulkChange, { listId: list.id, percent: '-100' }), RES.INVALID_PARAMS, 'A change cannot take 100 % or more off the catalogue price.');
    const steep = await newList();
    await ok(staff, P.saveLines, { listId: steep.id, lines: [{ scope: 'all', targetId: null, rule: { adjustPercent: '600', rounding: 'minor' } }] });
    refused(await as(staff)(P.bulkChange, { listId: steep.id, percent: '100' }), RES.INVALID_PARAMS, /the line on all goods would leave the allowed range/);
    expect((await ok<PriceListView>(staff, P.priceList, { listId: steep.id })).version).toBe(2);
    expect((await ok<PriceListView>(staff, P.priceList, { listId: list.id })).version).toBe(4);
  });

  it('deletes lines by id, audited; another list’s line ids change nothing', async () => {
    const list = await newList();
    const other = await newList();
    const [g] = await onSale();
    await ok(staff, P.saveLines, { listId: list.id, lines: [{ scope: 'goods', targetId: g!.id, tiers: [{ minQty: 1, price: '1.00' }] }] });
    await ok(staff, P.saveLines, { listId: other.id, lines: [{ scope: 'goods', targetId: g!.id, tiers: [{ minQty: 1, price: '2.00' }] }] });
    const [line] = (await linesOf(list.id)).list;
    expect(await ok(staff, P.deleteLines, { listId: other.id, lineIds: [line!.id] })).toMatchObject({ deleted: 0, version: 2 });
    expect(await ok(staff, P.deleteLines, { listId: list.id, lineIds: [line!.id] })).toMatchObject({ deleted: 1, version: 3 });
    expect((await linesOf(other.id)).total).toBe(1);
  });
});

describe('who may: staff roles and the company’s own agreements', () => {
  it('sales reads the lists and the calculation; only a sales manager (or administrator) changes them; finance and production neither', async () => {
    const list = await newList();
    const sales = await person({ role: 'staff', nick: 'Sales only', staffRoles: ['sales'] });
    const manager = await person({ role: 'staff', nick: 'Sales manager', staffRoles: ['sales_manager'] });
    await ok(sales, P.priceLists);
    await ok(sales, P.exportLines, { listId: list.id });
    refused(await as(sales)(P.savePriceList, { id: list.id, name: 'Sales edit', currency: 'USD', priority: 1 }), RES.STAFF_ROLE_REFUSED);
    refused(await as(sales)(P.importLines, { listId: list.id, rows: [sheetRow(2, { scope: 'all', percent: '1' })] }), RES.STAFF_ROLE_REFUSED);
    await ok(manager, P.saveLines, { listId: list.id, lines: [{ scope: 'all', targetId: null, rule: { adjustPercent: '1', rounding: 'minor' } }] });
    for (const role of ['finance', 'production', 'catalogue'] as const) {
      const who = await person({ role: 'staff', nick: `Only ${role}`, staffRoles: [role] });
      refused(await as(who)(P.priceLists, {}), RES.STAFF_ROLE_REFUSED);
      refused(await as(who)(P.bulkChange, { listId: list.id, percent: '5' }), RES.STAFF_ROLE_REFUSED);
    }
    refused(await as(await person())(P.priceList, { listId: list.id }), RES.FORBIDDEN);
    expect((await ok<PriceListView>(staff, P.priceList, { listId: list.id })).version).toBe(2);
  });

  it('a company’s admin and viewer read its own agreements; another company’s buyer reads only theirs', async () => {
    const admin = await person();
    const companyId = await companyIdOf(db(), admin.id);
    const viewer = await colleagueIn(db(), companyId, 'viewer');
    const stranger = await person();
    const strangerCompany = await companyIdOf(db(), stranger.id);
    const mine = await newList({ currency: 'GBP', name: `Key account ${Date.now()}`, validFrom: '2026-01-01', validUntil: '2099-12-31', firstOrderMinimum: '300', reorderMinimum: '150' });
    const later = await newList({ currency: 'GBP', validFrom: dayOffset(30) });
    const theirs = await newList({ currency: 'USD', name: `Stranger terms ${Date.now()}` });
    await ok(staff, P.assign, { listId: mine.id, companyIds: [companyId] });
    await ok(staff, P.assign, { listId: later.id, companyIds: [companyId] });
    await ok(staff, P.assign, { listId: theirs.id, companyIds: [strangerCompany] });
    const expected: CompanyPriceAgreement[] = [
      { name: mine.name, currency: 'GBP', validFrom: '2026-01-01', validUntil: '2099-12-31', state: 'active', firstOrderMinimum: '300.00', reorderMinimum: '150.00' },
      { name: later.name, currency: 'GBP', validFrom: dayOffset(30), validUntil: null, state: 'scheduled', firstOrderMinimum: null, reorderMinimum: null },
    ];
    expect(await ok(admin, API.company.priceAgreements)).toEqual(expected);
    expect(await ok(viewer, API.company.priceAgreements)).toEqual(expected);
    expect(await ok(stranger, API.company.priceAgreements)).toEqual([expect.objectContaining({ name: theirs.name, currency: 'USD' })]);
    // The input names no company: a company id sent along changes nothing.
    expect(await ok(stranger, API.company.priceAgreements, { companyId })).toEqual([expect.objectContaining({ name: theirs.name })]);
    // A viewer (or any buyer) changes nothing: the desk's paths are staff only.
    refused(await as(viewer)(P.savePriceList, { id: mine.id, name: 'Mine now', currency: 'GBP', priority: 1 }), RES.FORBIDDEN);
    refused(await as(null)(API.company.priceAgreements, {}), RES.NOT_SIGNED_IN);
  });
});

// Money in the answers is exact decimal text.
it('keeps money exact: 3.10 × 1.05 rounds half-up once', () => {
  expect(formatMinor(toMinor('3.255'))).toBe('3.26');
});
