import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, count, eq, inArray } from 'drizzle-orm';
import {
  API, RES, SIGN_HEADER, signedCall, TOKEN_HEADER, type BulkAddResult, type CartChange, type CartView, type Envelope, type InquiryCreated, type InquiryDetail,
  type PriceListRounding,
} from '@sw/protocol';
import { cartLines, goods, goodsSpecs, members } from '../db/schema';
import type { Db } from '../db/client';
import { createSession } from '../services/auth/sessions';
import {
  assignPriceList, savePriceList, savePriceListLines, setCompanyAssortment, setGoodsExclusives, setGoodsQuantityRule, type PriceListInput, type PriceListLineInput,
} from '../services/priceLists';
import { startTestApi, type TestApi } from '../testing/harness';
import { insertAccount } from '../testing/members';

/**
 * The cart, a spreadsheet bulk add and sending an inquiry under a company's agreement (issue 51, docs/decisions/0020
 * "The cart"), on PGlite or PostgreSQL (TEST_DATABASE_URL): lines priced at the company's list in its currency with
 * why and the catalogue beside it; mix and match across a necklace's lengths; pack sizes and maximums refused with
 * the nearest quantities (20030); exclusives and goods outside an assortment answered like unknown goods; the order
 * minimum's shortfall; prices frozen on the inquiry's lines; other members, other companies and a viewer.
 */

let api: TestApi;
const db = (): Db => api.deps.database.db;

type Buyer = { id: string; companyId: string; token: string };
let euro: Buyer; // company A: EUR agreement, mix and match on the necklace
let euroViewer: Buyer;
let dollar: Buyer; // company B: USD fixed tiers, an exclusive design
let narrow: Buyer; // company C: an assortment of one category
let necklace: { id: number; code: string; categoryId: number; specIds: number[]; skuCodes: string[] };
let packed: { id: number; code: string; specId: number | null; skuCode: string | null };
let exclusive: { id: number; code: string; specId: number | null };
let outside: { id: number; specId: number | null };
let springList: number;

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
  const row = await insertAccount(db(), {
    email: `cart-terms-${++people}@buyer.test`, pwdHash: 'x', nick: `Buyer ${people}`, company: { name: `Cart company ${people}` }, emailConfirmedAt: new Date(),
  });
  if (companyId) await db().update(members).set({ companyId, companyRole }).where(eq(members.id, row.id));
  return { id: row.id, companyId: companyId ?? row.companyId!, token: await createSession(db(), row.id) };
}

const call = <T>(who: { token: string }, path: string, data: unknown = {}) => api.call<T>(path, data, { token: who.token });
async function ok<T>(who: { token: string }, path: string, data: unknown = {}): Promise<T> {
  const envelope = await call<T>(who, path, data);
  expect(envelope.meta, `${path} ${JSON.stringify(envelope.meta)}`).toMatchObject({ res: RES.OK });
  return envelope.data!;
}
function refused(envelope: Envelope<unknown>, res: string, msg?: string | RegExp) {
  expect(envelope.meta.res, JSON.stringify(envelope.meta)).toBe(res);
  if (typeof msg === 'string') expect(envelope.meta.msg).toBe(msg);
  else if (msg) expect(envelope.meta.msg).toMatch(msg);
}
const put = (who: Buyer, goodsId: number, specId: number | null, qty: number) => call<CartChange>(who, API.inquiryCart.putIntoCart, { goodsId, ...(specId ? { specId } : {}), qty });
const cartOf = (who: Buyer) => ok<CartView>(who, API.inquiryCart.myCart);
async function emptyCart(who: Buyer) {
  await db().delete(cartLines).where(eq(cartLines.memberId, who.id));
}
const address = { contactName: 'Ana Silva', phone: '+351 912 345 678', country: 'pt', city: 'Porto', street: 'Rua das Flores 12', postcode: '4050-262' };

async function goodsWithSpecs(min: number, exceptIds: number[]) {
  const rows = await db().select({ goodsId: goodsSpecs.goodsId, n: count() }).from(goodsSpecs).groupBy(goodsSpecs.goodsId);
  const onSale = new Set((await db().select({ id: goods.id }).from(goods).where(eq(goods.status, 1))).map((g) => g.id));
  return rows.filter((r) => r.n >= min && onSale.has(r.goodsId) && !exceptIds.includes(r.goodsId)).map((r) => r.goodsId).sort((a, b) => a - b);
}
async function goodsInfo(id: number) {
  const [row] = await db().select().from(goods).where(eq(goods.id, id));
  const specs = await db().select().from(goodsSpecs).where(eq(goodsSpecs.goodsId, id)).orderBy(asc(goodsSpecs.sort), asc(goodsSpecs.id));
  return { id, code: row!.code, categoryId: row!.categoryId, specIds: specs.map((s) => s.id), skuCodes: specs.map((s) => s.skuCode) };
}

beforeAll(async () => {
  api = await startTestApi({ seed: { goods: 60 } });
  const [necklaceId] = await goodsWithSpecs(4, []);
  necklace = await goodsInfo(necklaceId!);
  const others = await goodsWithSpecs(1, [necklace.id]);
  const [p, e, o] = [await goodsInfo(others[0]!), await goodsInfo(others[1]!), await goodsInfo(others.find((id) => id !== others[0] && id !== others[1])!)];
  packed = { id: p.id, code: p.code, specId: p.specIds[0] ?? null, skuCode: p.skuCodes[0] ?? null };
  exclusive = { id: e.id, code: e.code, specId: e.specIds[0] ?? null };
  // Deterministic rules: a minimum of one piece from the catalogue, tiers at 1 and 12 on the necklace.
  await db().update(goods).set({ moq: 1 }).where(inArray(goods.id, [necklace.id, packed.id, exclusive.id, o.id]));
  await db().transaction(async (tx) => {
    await setGoodsQuantityRule(tx, necklace.id, { minQty: 12, maxQty: null, increment: null, mixAndMatch: true });
    await setGoodsQuantityRule(tx, packed.id, { minQty: null, maxQty: 500, increment: 12, mixAndMatch: false });
  });

  [euro, dollar, narrow] = [await buyer(), await buyer(), await buyer()];
  euroViewer = await buyer(euro.companyId, 'viewer');
  springList = await newList({ name: 'Spring agreement 2027', currency: 'EUR', priority: 5, firstOrderMinimum: '1000.00', reorderMinimum: '500.00' }, [
    { scope: 'all', targetId: null, rule: rule('-12', '.x9') },
    { scope: 'goods', targetId: necklace.id, tiers: [{ minQty: 1, price: '5.00' }, { minQty: 12, price: '4.00' }] },
  ], [euro.companyId]);
  await newList({ name: 'Harbor terms', currency: 'USD', priority: 1 }, [{ scope: 'goods', targetId: necklace.id, tiers: [{ minQty: 1, price: '6.10' }] }], [dollar.companyId]);
  await db().transaction(async (tx) => {
    await setGoodsExclusives(tx, exclusive.id, [dollar.companyId]);
    await setCompanyAssortment(tx, narrow.companyId, { categoryIds: [necklace.categoryId], goodsIds: [] });
  });
  outside = { id: o.categoryId === necklace.categoryId ? packed.id : o.id, specId: o.categoryId === necklace.categoryId ? packed.specId : (o.specIds[0] ?? null) };
});

afterAll(async () => {
  await api?.close();
});

describe('the cart prices each line at the company\'s agreement', () => {
  it('mixes 3 × 4 lengths of the necklace to reach its 12-piece tier, in EUR, with why and the catalogue beside it', async () => {
    await emptyCart(euro);
    for (const specId of necklace.specIds.slice(0, 3)) {
      const added = await put(euro, necklace.id, specId, 3);
      expect(added.meta.res, added.meta.msg).toBe(RES.OK);
    }
    // 9 of 12: the cart keeps the lines and says what the goods' total misses.
    let cart = await cartOf(euro);
    expect(cart.quantityProblems).toEqual([{ goodsId: String(necklace.id), lineId: null, message: 'The minimum is 12 pieces (counted across its specifications; you have 9): choose 12.' }]);
    expect(cart.lines.every((line) => line.price!.unitPrice === '5.00' && line.price!.countedQty === 9)).toBe(true);

    await put(euro, necklace.id, necklace.specIds[3]!, 3);
    cart = await cartOf(euro);
    expect(cart.quantityProblems).toEqual([]);
    expect(cart.lines).toHaveLength(4);
    for (const line of cart.lines) {
      expect(line.price).toMatchObject({
        currency: 'EUR', unitPrice: '4.00', amount: '12.00', countedQty: 12, label: 'Your price (Spring agreement 2027)', changed: false,
        source: { kind: 'list', listId: String(springList), listName: 'Spring agreement 2027' }, catalogue: { currency: 'USD' },
      });
      expect(line.price!.why).toMatch(/^Your price \(Spring agreement 2027, version \d+\): fixed tiers for this design$/);
      expect(line.price!.catalogue.unitPrice).toMatch(/^\d+\.\d{2}$/);
      expect(line.quantity).toEqual({ min: 1, step: 1, maxQty: null, increment: null, mixAndMatch: true });
    }
    expect(cart.totals).toEqual([{ currency: 'EUR', amount: '48.00' }]);
    // No order yet: the first-order minimum of the list, in its currency.
    expect(cart.minimum).toEqual({ kind: 'first', currency: 'EUR', minimum: '1000.00', missing: '952.00', text: '€952.00 more to reach your first-order minimum of €1,000.00' });
  });

  it('answers the cart private, no-store: a company\'s prices never reach a shared cache', async () => {
    const signed = signedCall(API.inquiryCart.myCart, {}, api.deps.now().getTime());
    const response = await api.raw(signed.url, { method: 'POST', headers: { 'content-type': 'application/json', [SIGN_HEADER]: signed.sign, [TOKEN_HEADER]: euro.token }, body: '{}' });
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('prices another company\'s line at its own list, and a buyer without an agreement at the catalogue', async () => {
    await emptyCart(dollar);
    await put(dollar, necklace.id, necklace.specIds[0]!, 12);
    const cart = await cartOf(dollar);
    expect(cart.lines[0]!.price).toMatchObject({ currency: 'USD', unitPrice: '6.10', label: 'Your price (Harbor terms)' });
    expect(cart.minimum).toBeNull();
    // The colleagues of A do not see B's lines, and B none of A's (the cart is personal).
    expect((await cartOf(euro)).lines.every((line) => line.price!.currency === 'EUR')).toBe(true);
    const plain = await buyer();
    await put(plain, packed.id, packed.specId, 12);
    const own = await cartOf(plain);
    expect(own.lines[0]!.price).toMatchObject({ currency: 'USD', label: 'Catalogue price', source: { kind: 'catalogue' } });
    expect(own.lines[0]!.price!.unitPrice).toBe(own.lines[0]!.price!.catalogue.unitPrice);
  });

  it('says a line\'s price changed when its agreement changed since the line was saved', async () => {
    await db().transaction((tx) => savePriceListLines(tx, springList, [{ scope: 'goods', targetId: necklace.id, tiers: [{ minQty: 1, price: '5.00' }, { minQty: 12, price: '3.90' }] }]));
    const cart = await cartOf(euro);
    expect(cart.lines.every((line) => line.price!.changed && line.price!.unitPrice === '3.90')).toBe(true);
    // Saving the line again records today's version.
    const line = cart.lines[0]!;
    await ok(euro, API.inquiryCart.cartEditQty, { lineId: line.lineId, qty: 4 });
    const after = await cartOf(euro);
    expect(after.lines.find((l) => l.lineId === line.lineId)!.price!.changed).toBe(false);
    await ok(euro, API.inquiryCart.cartEditQty, { lineId: line.lineId, qty: 3 });
  });
});

describe('quantity rules: refused with the nearest allowed quantities (20030)', () => {
  it('refuses a quantity off the pack size and above the maximum, and the stepper moves in the pack', async () => {
    await emptyCart(euro);
    refused(await put(euro, packed.id, packed.specId, 13), RES.QUANTITY_OFF_RULE, 'Sold in packs of 12: choose 12 or 24.');
    refused(await put(euro, packed.id, packed.specId, 5), RES.QUANTITY_OFF_RULE, 'Sold in packs of 12: choose 12.');
    refused(await put(euro, packed.id, packed.specId, 504), RES.QUANTITY_OFF_RULE, 'At most 500 pieces per order: choose 492.');
    const added = await ok<CartChange>(euro, API.inquiryCart.putIntoCart, { goodsId: packed.id, ...(packed.specId ? { specId: packed.specId } : {}), qty: 24 });
    refused(await call(euro, API.inquiryCart.cartEditQty, { lineId: added.line!.lineId, qty: 30 }), RES.QUANTITY_OFF_RULE, 'Sold in packs of 12: choose 24 or 36.');
    // Adding to the line counts its total: 24 + 480 = 504 is above the maximum.
    refused(await put(euro, packed.id, packed.specId, 480), RES.QUANTITY_OFF_RULE, 'At most 500 pieces per order: choose 492.');
    const cart = await cartOf(euro);
    expect(cart.lines[0]).toMatchObject({ qty: 24, quantity: { min: 12, step: 12, maxQty: 500, increment: 12, mixAndMatch: false } });
  });

  it('refuses a mix and match total above the maximum, and sending fewer than the minimum across the lengths', async () => {
    await emptyCart(euro);
    await db().transaction((tx) => setGoodsQuantityRule(tx, necklace.id, { minQty: 12, maxQty: 20, increment: null, mixAndMatch: true }));
    try {
      await put(euro, necklace.id, necklace.specIds[0]!, 10);
      refused(await put(euro, necklace.id, necklace.specIds[1]!, 11), RES.QUANTITY_OFF_RULE, 'At most 20 pieces per order (counted across its specifications; you have 21): choose 20.');
      const second = await ok<CartChange>(euro, API.inquiryCart.putIntoCart, { goodsId: necklace.id, specId: necklace.specIds[1], qty: 1 });
      const cart = await cartOf(euro);
      // 11 pieces: the inquiry is refused, naming the goods and the nearest quantity; nothing leaves the cart.
      const sent = await call(euro, API.inquiryOrder.confirmOrder, { lineIds: cart.lines.map((line) => line.lineId), address });
      refused(sent, RES.QUANTITY_OFF_RULE, /: The minimum is 12 pieces \(counted across its specifications; you have 11\): choose 12\.$/);
      expect((await cartOf(euro)).lines).toHaveLength(2);
      await ok(euro, API.inquiryCart.cartEditQty, { lineId: second.line!.lineId, qty: 2 });
    } finally {
      await db().transaction((tx) => setGoodsQuantityRule(tx, necklace.id, { minQty: 12, maxQty: null, increment: null, mixAndMatch: true }));
    }
  });

  it('bulk add: refuses rows off the rule with the nearest quantities, and counts a mix and match sheet across its lengths', async () => {
    await emptyCart(euro);
    const sheet = (rows: { code: string; qty: number }[]) => ok<BulkAddResult>(euro, API.inquiryCart.bulkAddToCart, { rows: rows.map((row, i) => ({ row: i + 2, ...row })) });
    const packCode = packed.skuCode ?? packed.code;
    let result = await sheet([{ code: packCode, qty: 13 }, ...necklace.skuCodes.slice(0, 3).map((code) => ({ code, qty: 3 }))]);
    expect(result.ok).toBe(false);
    expect(result.problems).toEqual([
      { row: 2, reason: 'Sold in packs of 12: choose 12 or 24.' },
      ...[3, 4, 5].map((row) => ({ row, reason: 'The minimum is 12 pieces (counted across its specifications; you have 9): choose 12.' })),
    ]);
    expect((await cartOf(euro)).lines).toHaveLength(0);
    result = await sheet([{ code: packCode, qty: 12 }, ...necklace.skuCodes.slice(0, 4).map((code) => ({ code, qty: 3 }))]);
    expect(result).toMatchObject({ ok: true, added: 5 });
    const cart = await cartOf(euro);
    expect(cart.lines.filter((line) => line.goodsId === String(necklace.id)).every((line) => line.price!.unitPrice === '3.90')).toBe(true);
  });
});

describe('goods the company may not see answer like unknown goods', () => {
  it('refuses another company\'s exclusive design in the cart, a bulk add and an inquiry, as an unknown id is', async () => {
    const unknown = await put(euro, 9_999_999, null, 12);
    refused(unknown, RES.NOT_FOUND);
    refused(await put(euro, exclusive.id, exclusive.specId, 12), RES.NOT_FOUND, unknown.meta.msg);
    const sheet = await ok<BulkAddResult>(euro, API.inquiryCart.bulkAddToCart, { rows: [{ row: 2, code: exclusive.code, qty: 12 }, { row: 3, code: 'NO-SUCH-CODE', qty: 12 }] });
    expect(sheet.problems).toEqual([{ row: 2, reason: `No product has the code ${exclusive.code}.` }, { row: 3, reason: 'No product has the code NO-SUCH-CODE.' }]);
    // Its own company adds it.
    await emptyCart(dollar);
    expect((await put(dollar, exclusive.id, exclusive.specId, 12)).meta.res).toBe(RES.OK);
  });

  it('refuses goods outside the company\'s assortment, and a line whose goods left the assortment cannot be sent', async () => {
    await emptyCart(narrow);
    refused(await put(narrow, outside.id, outside.specId, 12), RES.NOT_FOUND, 'This product is not available any more.');
    expect((await put(narrow, necklace.id, necklace.specIds[0]!, 12)).meta.res).toBe(RES.OK);
    await db().transaction((tx) => setCompanyAssortment(tx, narrow.companyId, { categoryIds: [], goodsIds: [outside.id] }));
    const cart = await cartOf(narrow);
    refused(await call(narrow, API.inquiryOrder.confirmOrder, { lineIds: cart.lines.map((l) => l.lineId), address }), RES.NOT_FOUND, 'This product is not available any more.');
  });
});

describe('other members and roles', () => {
  it('refuses a change of another member\'s line, and a viewer\'s changes; the viewer reads its own prices', async () => {
    const mine = (await cartOf(euro)).lines[0]!;
    refused(await call(dollar, API.inquiryCart.cartEditQty, { lineId: mine.lineId, qty: 24 }), RES.NOT_FOUND);
    refused(await put(euroViewer, packed.id, packed.specId, 12), RES.ROLE_REFUSED);
    const viewerCart = await call<CartView>(euroViewer, API.inquiryCart.myCart);
    if (viewerCart.meta.res === RES.OK) expect(viewerCart.data!.lines).toEqual([]);
    else refused(viewerCart, RES.ROLE_REFUSED);
  });
});

describe('frozen on the inquiry line', () => {
  it('keeps the price, currency, list and version as sent: a later change to the list leaves the inquiry as it was', async () => {
    await emptyCart(euro);
    for (const specId of necklace.specIds.slice(0, 4)) await put(euro, necklace.id, specId, 3);
    const cart = await cartOf(euro);
    const created = await ok<InquiryCreated>(euro, API.inquiryOrder.confirmOrder, { lineIds: cart.lines.map((line) => line.lineId), address });
    const detail = () => ok<InquiryDetail>(euro, API.inquiryOrder.inquiryOrderDetail1562b, { inquiryId: created.inquiryId });
    const sent = await detail();
    expect(sent.lines).toHaveLength(4);
    for (const line of sent.lines) {
      expect(line.price).toMatchObject({ currency: 'EUR', unitPrice: '3.90', label: 'Your price (Spring agreement 2027)', source: { kind: 'list', listId: String(springList) } });
      expect(line.price!.why).toMatch(/^Your price \(Spring agreement 2027, version \d+\)/);
    }
    const version = (sent.lines[0]!.price!.source as { version: number }).version;
    await db().transaction((tx) => savePriceListLines(tx, springList, [{ scope: 'goods', targetId: necklace.id, tiers: [{ minQty: 1, price: '5.00' }, { minQty: 12, price: '2.50' }] }]));
    const later = await detail();
    expect(later.lines.map((line) => line.price)).toEqual(sent.lines.map((line) => line.price));
    expect(later.lines[0]!.price!.source).toMatchObject({ version });
  });
});
