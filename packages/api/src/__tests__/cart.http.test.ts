import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import {
  API, CART_LIMITS, minorToNumber, NEW_DESIGN_PLACEHOLDER, RES, toMinor,
  type BulkAddResult, type CartChange, type CartView, type Envelope, type FontTechnic, type HeaderData, type LogoDefaults,
} from '@sw/protocol';
import { cartLines, categories, goods, goodsSpecs, priceTiers, uploads } from '../db/schema';
import { createSession } from '../services/auth/sessions';
import { startTestApi, type TestApi } from '../testing/harness';
import { insertAccount } from '../testing/members';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ seed: { goods: 80 } });
});
afterAll(async () => {
  await api?.close();
});

const db = () => api.deps.database.db;

let memberCount = 0;
interface Buyer {
  id: string;
  token: string;
}
async function buyer(auditFlag = 0): Promise<Buyer> {
  const row = await insertAccount(db(), { email: `cart${++memberCount}@buyer.test`, pwdHash: 'not-used', nick: 'Buyer', company: { auditFlag } });
  return { id: row!.id, token: await createSession(db(), row!.id) };
}

function as(who: Buyer | null) {
  return <T>(path: string, data: unknown = {}): Promise<Envelope<T>> => api.call<T>(path, data, { token: who?.token });
}

async function ok<T>(who: Buyer, path: string, data: unknown = {}): Promise<T> {
  const envelope = await as(who)<T>(path, data);
  expect(envelope.meta, JSON.stringify(envelope.meta)).toMatchObject({ res: RES.OK });
  return envelope.data as T;
}

function refusal(envelope: Envelope<unknown>, res: string, msg?: string) {
  expect(envelope.data).toBeNull();
  expect(envelope.meta.res).toBe(res);
  if (msg !== undefined) expect(envelope.meta.msg).toBe(msg);
}

interface SampleGoods {
  id: number;
  code: string;
  moq: number;
  specIds: number[];
  skuCodes: string[];
  tiers: { minQty: number; price: number }[];
}

/** Goods on sale with several specifications and tiers, not a new design (its picture is shown to anyone). */
async function sampleGoods(skip = 0, where = and(eq(goods.status, 1), eq(goods.newFlag, 0))): Promise<SampleGoods> {
  const rows = await db().select().from(goods).where(where).orderBy(asc(goods.id)).limit(1).offset(skip);
  const row = rows[0]!;
  const specs = await db().select().from(goodsSpecs).where(eq(goodsSpecs.goodsId, row.id)).orderBy(asc(goodsSpecs.sort), asc(goodsSpecs.id));
  const tiers = await db().select().from(priceTiers).where(eq(priceTiers.goodsId, row.id)).orderBy(asc(priceTiers.minQty));
  return {
    id: row.id,
    code: row.code,
    moq: row.moq,
    specIds: specs.map((spec) => spec.id),
    skuCodes: specs.map((spec) => spec.skuCode),
    tiers: tiers.map((tier) => ({ minQty: tier.minQty, price: minorToNumber(tier.price) })),
  };
}

let extraGoods = 0;
/** A goods made for one test: without specifications, or withdrawn, or a new design. */
async function makeGoods(values: { moq?: number; status?: number; newFlag?: number; specs?: number; categorySlug?: string } = {}) {
  const [category] = await db().select().from(categories).where(eq(categories.slug, values.categorySlug ?? 'band-rings'));
  const code = `ZT${String(++extraGoods).padStart(4, '0')}`;
  const [row] = await db()
    .insert(goods)
    .values({
      code, title: `Test Goods ${code}`, description: 'A goods made by the cart tests.', categoryId: category!.id,
      moq: values.moq ?? 10, minPrice: toMinor(1), maxPrice: toMinor(2), imageUrl: `/media/goods/${code.toLowerCase()}.svg`,
      status: values.status ?? 1, newFlag: values.newFlag ?? 0,
    })
    .returning();
  await db().insert(priceTiers).values([
    { goodsId: row!.id, minQty: values.moq ?? 10, maxQty: 99, price: toMinor(2) },
    { goodsId: row!.id, minQty: 100, maxQty: null, price: toMinor(1.5) },
  ]);
  const specIds: number[] = [];
  for (let i = 0; i < (values.specs ?? 0); i++) {
    const [spec] = await db()
      .insert(goodsSpecs)
      .values({ goodsId: row!.id, skuCode: `${code}-${i + 1}`, entries: [{ cd: 'size', nm: 'Size', vl: `${6 + i}` }], sort: i })
      .returning();
    specIds.push(spec!.id);
  }
  return { ...row!, specIds, skuCodes: specIds.map((_, i) => `${code}-${i + 1}`) };
}

async function upload(who: Buyer, key: string) {
  await db().insert(uploads).values({ memberId: who.id, key, name: key.split('/')[1]!, size: 1234, contentType: 'image/png' });
  return { key, name: `${key.split('/')[1]}` };
}

const header = async (who: Buyer) => (await ok<HeaderData>(who, API.csite.headerData)).inquiryCartTotal;
const lineCount = async (who: Buyer) => (await db().select().from(cartLines).where(eq(cartLines.memberId, who.id))).length;

describe('putIntoCart.do and myCart.do', () => {
  it('adds a plain line priced at the tier its quantity reaches, and the header counts it', async () => {
    const me = await buyer();
    const g = await sampleGoods();
    expect(g.specIds.length).toBeGreaterThan(1);
    expect(g.tiers.length).toBeGreaterThan(1);
    const change = await ok<CartChange>(me, API.inquiryCart.putIntoCart, { goodsId: g.id, specId: g.specIds[0], qty: g.moq });
    expect(change.cartNum).toBe(1);
    expect(change.merged).toBe(false);
    expect(change.line).toMatchObject({
      kind: 'plain',
      goodsId: String(g.id),
      goodsCode: g.code,
      moq: g.moq,
      available: true,
      qty: g.moq,
      unitPrice: g.tiers[0]!.price,
      amount: Math.round(g.tiers[0]!.price * g.moq * 100) / 100,
      customization: null,
    });
    expect(change.line!.variants).toEqual([{ specId: String(g.specIds[0]), skuCode: g.skuCodes[0], entries: expect.any(Array), qty: g.moq }]);
    expect(change.line!.variants[0]!.entries.length).toBeGreaterThan(0);
    expect(change.line!.priceTiers.map((tier) => tier.minQty)).toEqual(g.tiers.map((tier) => tier.minQty));
    expect(change.line!.imageUrl).toMatch(/^\/media\/goods\//);
    expect(await header(me)).toBe(1);

    const view = await ok<CartView>(me, API.inquiryCart.myCart);
    expect(view.cartNum).toBe(1);
    // myCart adds the company's price and the quantity rule (issue 51); a buyer without an agreement pays the catalogue's.
    expect(view.lines.map(({ price: _price, quantity: _quantity, ...line }) => line)).toEqual([change.line]);
    expect(view.lines[0]!.price).toMatchObject({ currency: 'USD', source: { kind: 'catalogue' }, label: 'Catalogue price', changed: false });
    expect(Number(view.lines[0]!.price!.amount)).toBe(change.line!.amount);
    expect(view.totalQty).toBe(g.moq);
    expect(view.estimatedTotal).toBe(change.line!.amount);
  });

  it('merges the same goods and specification into one line; another specification is a new line', async () => {
    const me = await buyer();
    const g = await sampleGoods(1);
    const first = await ok<CartChange>(me, API.inquiryCart.putIntoCart, { goodsId: g.id, specId: g.specIds[0], qty: g.moq });
    const again = await ok<CartChange>(me, API.inquiryCart.putIntoCart, { goodsId: String(g.id), specId: String(g.specIds[0]), qty: '5' });
    expect(again.merged).toBe(true);
    expect(again.line!.lineId).toBe(first.line!.lineId);
    expect(again.line!.qty).toBe(g.moq + 5);
    expect(again.cartNum).toBe(1);
    const other = await ok<CartChange>(me, API.inquiryCart.putIntoCart, { goodsId: g.id, specId: g.specIds[1], qty: g.moq });
    expect(other.line!.lineId).not.toBe(first.line!.lineId);
    expect(other.cartNum).toBe(2);
    expect(await header(me)).toBe(2);
    // Below the MOQ alone, but the merged line reaches it: accepted.
    expect((await ok<CartChange>(me, API.inquiryCart.putIntoCart, { goodsId: g.id, specId: g.specIds[1], qty: 1 })).line!.qty).toBe(g.moq + 1);
  });

  it('merges parallel adds into one line with every quantity', async () => {
    const me = await buyer();
    const g = await sampleGoods(2);
    const adds = Array.from({ length: 6 }, () => as(me)<CartChange>(API.inquiryCart.putIntoCart, { goodsId: g.id, specId: g.specIds[0], qty: g.moq }));
    const answers = await Promise.all(adds);
    for (const answer of answers) expect(answer.meta.res).toBe(RES.OK);
    const rows = await db().select().from(cartLines).where(eq(cartLines.memberId, me.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.qty).toBe(6 * g.moq);
  });

  it('the database itself keeps one plain line per member, goods and specification', async () => {
    const me = await buyer();
    const g = await makeGoods({ moq: 1, specs: 1 });
    await db().insert(cartLines).values({ memberId: me.id, goodsId: g.id, qty: 1 });
    await expect(db().insert(cartLines).values({ memberId: me.id, goodsId: g.id, qty: 1 })).rejects.toThrow();
    await db().insert(cartLines).values({ memberId: me.id, goodsId: g.id, specId: g.specIds[0], qty: 1 });
    // Customized lines never merge.
    await db().insert(cartLines).values([{ memberId: me.id, goodsId: g.id, qty: 1, kind: 'custom' }, { memberId: me.id, goodsId: g.id, qty: 1, kind: 'custom' }]);
    expect(await lineCount(me)).toBe(4);
  });

  it('refuses a quantity below the MOQ, over the maximum, or not a whole number', async () => {
    const me = await buyer();
    const g = await sampleGoods();
    refusal(await as(me)(API.inquiryCart.putIntoCart, { goodsId: g.id, specId: g.specIds[0], qty: g.moq - 1 }), RES.INVALID_PARAMS, `The minimum order for this product is ${g.moq} pieces.`);
    for (const qty of [0, 1.5, 'ten', CART_LIMITS.maxQty + 1]) {
      refusal(await as(me)(API.inquiryCart.putIntoCart, { goodsId: g.id, specId: g.specIds[0], qty }), RES.INVALID_PARAMS, 'qty: Please enter a whole number of pieces from 1 to 1,000,000.');
    }
    await ok(me, API.inquiryCart.putIntoCart, { goodsId: g.id, specId: g.specIds[0], qty: CART_LIMITS.maxQty });
    refusal(await as(me)(API.inquiryCart.putIntoCart, { goodsId: g.id, specId: g.specIds[0], qty: 1 }), RES.INVALID_PARAMS, 'A cart line can hold at most 1,000,000 pieces.');
    expect((await ok<CartView>(me, API.inquiryCart.myCart)).lines[0]!.qty).toBe(CART_LIMITS.maxQty);
  });

  it('needs a specification of this goods when it has some, and none when it has none', async () => {
    const me = await buyer();
    const g = await sampleGoods();
    const other = await sampleGoods(3);
    refusal(await as(me)(API.inquiryCart.putIntoCart, { goodsId: g.id, qty: g.moq }), RES.INVALID_PARAMS, 'Please choose a specification.');
    refusal(await as(me)(API.inquiryCart.putIntoCart, { goodsId: g.id, specId: other.specIds[0], qty: g.moq }), RES.INVALID_PARAMS, 'This specification does not belong to this product.');
    const plain = await makeGoods({ moq: 20 });
    refusal(await as(me)(API.inquiryCart.putIntoCart, { goodsId: plain.id, specId: g.specIds[0], qty: 20 }), RES.INVALID_PARAMS, 'This product has no specifications to choose from.');
    const first = await ok<CartChange>(me, API.inquiryCart.putIntoCart, { goodsId: plain.id, qty: 20 });
    expect(first.line!.variants).toEqual([{ specId: null, skuCode: null, entries: [], qty: 20 }]);
    const merged = await ok<CartChange>(me, API.inquiryCart.putIntoCart, { goodsId: plain.id, specId: '', qty: 20 });
    expect(merged).toMatchObject({ merged: true, cartNum: 1, line: { lineId: first.line!.lineId, qty: 40 } });
    expect(await lineCount(me)).toBe(1);
  });

  it('refuses unknown and withdrawn goods; a withdrawn goods stays in the cart as unavailable', async () => {
    const me = await buyer();
    refusal(await as(me)(API.inquiryCart.putIntoCart, { goodsId: 9_999_999, qty: 100 }), RES.NOT_FOUND, 'This product is not available any more.');
    const withdrawn = await makeGoods({ status: 0 });
    refusal(await as(me)(API.inquiryCart.putIntoCart, { goodsId: withdrawn.id, qty: 100 }), RES.NOT_FOUND, 'This product is not available any more.');
    const later = await makeGoods({ moq: 10 });
    const kept = await ok<CartChange>(me, API.inquiryCart.putIntoCart, { goodsId: later.id, qty: 10 });
    const g = await sampleGoods();
    const shown = await ok<CartChange>(me, API.inquiryCart.putIntoCart, { goodsId: g.id, specId: g.specIds[0], qty: g.moq });
    await db().update(goods).set({ status: 0 }).where(eq(goods.id, later.id));
    const view = await ok<CartView>(me, API.inquiryCart.myCart);
    expect(view.lines.map((line) => [line.lineId, line.available])).toEqual([[shown.line!.lineId, true], [kept.line!.lineId, false]]);
    // Totals count only what can still be requested.
    expect(view.totalQty).toBe(g.moq);
    expect(view.estimatedTotal).toBe(shown.line!.amount);
    refusal(await as(me)(API.inquiryCart.cartEditQty, { lineId: kept.line!.lineId, qty: 50 }), RES.CONFLICT, 'This product is not available any more. You can remove it from your cart.');
    expect((await ok<CartChange>(me, API.inquiryCart.cartRemoveGoods, { lineIds: [kept.line!.lineId] })).cartNum).toBe(1);
  });

  it('refuses malformed input with 10001', async () => {
    const me = await buyer();
    refusal(await as(me)(API.inquiryCart.putIntoCart, { specId: 1, qty: 10 }), RES.INVALID_PARAMS, 'goodsId: Please choose a product.');
    refusal(await as(me)(API.inquiryCart.putIntoCart, { goodsId: 'x', qty: 10 }), RES.INVALID_PARAMS, 'goodsId: Please choose a product.');
  });

  it('refuses a visitor with the session code on every cart path', async () => {
    const paths = [
      API.inquiryCart.putIntoCart, API.inquiryCart.putIntoCart2, API.inquiryCart.myCart, API.inquiryCart.cartEditQty,
      API.inquiryCart.cartRemoveGoods, API.inquiryCart.cartEditCustomInfo, API.inquiryCart.cartEditPreciseInfo,
      API.inquiryCart.cartEditPreciseInfoQty, API.inquiryCart.inquiryUpload, API.inquiryCart.getLogoDefaultData,
      API.inquiryCart.bulkAddToCart, API.inquiryOrder.getFontTechnic,
    ];
    for (const path of paths) refusal(await as(null)(path, { goodsId: 1, lineId: 1, qty: 10 }), RES.NOT_SIGNED_IN, 'Please sign in first.');
  });

  it('keeps at most CART_LIMITS.maxLines lines', async () => {
    const me = await buyer();
    const g = await makeGoods({ moq: 1 });
    await db().insert(cartLines).values(Array.from({ length: CART_LIMITS.maxLines }, () => ({ memberId: me.id, goodsId: g.id, kind: 'custom' as const, qty: 5 })));
    const other = await sampleGoods();
    refusal(
      await as(me)(API.inquiryCart.putIntoCart, { goodsId: other.id, specId: other.specIds[0], qty: other.moq }),
      RES.CONFLICT,
      `Your inquiry cart holds at most ${CART_LIMITS.maxLines} lines. Please request a quotation for some lines or remove a few first.`,
    );
    expect(await lineCount(me)).toBe(CART_LIMITS.maxLines);
  });
});

describe('cartEditQty.do', () => {
  it('moves the unit price across a tier and back; the header count stays', async () => {
    const me = await buyer();
    const g = await sampleGoods();
    const added = await ok<CartChange>(me, API.inquiryCart.putIntoCart, { goodsId: g.id, specId: g.specIds[0], qty: g.moq });
    const second = g.tiers[1]!;
    const up = await ok<CartChange>(me, API.inquiryCart.cartEditQty, { lineId: added.line!.lineId, qty: second.minQty });
    expect(up.line).toMatchObject({ qty: second.minQty, unitPrice: second.price, amount: Math.round(second.price * second.minQty * 100) / 100 });
    expect(up.line!.unitPrice!).toBeLessThan(g.tiers[0]!.price);
    const down = await ok<CartChange>(me, API.inquiryCart.cartEditQty, { lineId: added.line!.lineId, qty: second.minQty - 1 });
    expect(down.line!.unitPrice).toBe(g.tiers[0]!.price);
    expect(down.cartNum).toBe(1);
    expect(await header(me)).toBe(1);
  });

  it('refuses below the MOQ, another member\'s line and an unknown line, changing nothing', async () => {
    const me = await buyer();
    const them = await buyer();
    const g = await sampleGoods();
    const mine = await ok<CartChange>(me, API.inquiryCart.putIntoCart, { goodsId: g.id, specId: g.specIds[0], qty: g.moq });
    refusal(await as(me)(API.inquiryCart.cartEditQty, { lineId: mine.line!.lineId, qty: g.moq - 1 }), RES.INVALID_PARAMS, `The minimum order for this product is ${g.moq} pieces.`);
    refusal(await as(them)(API.inquiryCart.cartEditQty, { lineId: mine.line!.lineId, qty: 500 }), RES.NOT_FOUND, 'This cart line was not found.');
    refusal(await as(me)(API.inquiryCart.cartEditQty, { lineId: 99_999_999, qty: 500 }), RES.NOT_FOUND, 'This cart line was not found.');
    expect((await ok<CartView>(me, API.inquiryCart.myCart)).lines[0]!.qty).toBe(g.moq);
  });
});

describe('prices', () => {
  it('below the first tier a line is priced at the first tier; without tiers it has no price', async () => {
    const me = await buyer();
    const g = await makeGoods({ moq: 5 });
    await db().update(priceTiers).set({ minQty: 10 }).where(and(eq(priceTiers.goodsId, g.id), eq(priceTiers.price, toMinor(2))));
    expect((await ok<CartChange>(me, API.inquiryCart.putIntoCart, { goodsId: g.id, qty: 5 })).line).toMatchObject({ unitPrice: 2, amount: 10 });
    const untiered = await makeGoods({ moq: 5 });
    await db().delete(priceTiers).where(eq(priceTiers.goodsId, untiered.id));
    expect((await ok<CartChange>(me, API.inquiryCart.putIntoCart, { goodsId: untiered.id, qty: 7 })).line).toMatchObject({ unitPrice: null, amount: null, priceTiers: [] });
    const view = await ok<CartView>(me, API.inquiryCart.myCart);
    expect(view).toMatchObject({ cartNum: 2, totalQty: 12, estimatedTotal: 10 });
  });

  it('adds amounts to the cent', async () => {
    const me = await buyer();
    const g = await makeGoods({ moq: 3 });
    await db().update(priceTiers).set({ price: toMinor(0.07) }).where(eq(priceTiers.goodsId, g.id));
    expect((await ok<CartChange>(me, API.inquiryCart.putIntoCart, { goodsId: g.id, qty: 3 })).line!.amount).toBe(0.21);
    const h = await makeGoods({ moq: 3 });
    await db().update(priceTiers).set({ price: toMinor(0.1) }).where(eq(priceTiers.goodsId, h.id));
    await ok(me, API.inquiryCart.putIntoCart, { goodsId: h.id, qty: 3 });
    expect((await ok<CartView>(me, API.inquiryCart.myCart)).estimatedTotal).toBe(0.51);
  });
});

describe('cartRemoveGoods.do', () => {
  it('removes several lines at once and answers the new count', async () => {
    const me = await buyer();
    const g = await sampleGoods();
    const lines = [];
    for (const specId of g.specIds.slice(0, 3)) lines.push((await ok<CartChange>(me, API.inquiryCart.putIntoCart, { goodsId: g.id, specId, qty: g.moq })).line!);
    expect(await header(me)).toBe(3);
    const removed = await ok<CartChange>(me, API.inquiryCart.cartRemoveGoods, { lineIds: [lines[0]!.lineId, lines[2]!.lineId] });
    expect(removed).toEqual({ line: null, cartNum: 1 });
    expect((await ok<CartView>(me, API.inquiryCart.myCart)).lines.map((line) => line.lineId)).toEqual([lines[1]!.lineId]);
    expect(await header(me)).toBe(1);
  });

  it('removes nothing when one line is not the member\'s', async () => {
    const me = await buyer();
    const them = await buyer();
    const g = await sampleGoods();
    const mine = await ok<CartChange>(me, API.inquiryCart.putIntoCart, { goodsId: g.id, specId: g.specIds[0], qty: g.moq });
    const theirs = await ok<CartChange>(them, API.inquiryCart.putIntoCart, { goodsId: g.id, specId: g.specIds[0], qty: g.moq });
    refusal(
      await as(me)(API.inquiryCart.cartRemoveGoods, { lineIds: [mine.line!.lineId, theirs.line!.lineId] }),
      RES.NOT_FOUND,
      'One of these cart lines was not found. Nothing was removed.',
    );
    expect(await lineCount(me)).toBe(1);
    expect(await lineCount(them)).toBe(1);
    refusal(await as(me)(API.inquiryCart.cartRemoveGoods, { lineIds: [] }), RES.INVALID_PARAMS, 'lineIds: Please choose the lines to remove.');
  });
});

describe('getFontTechnic.do', () => {
  it('lists fonts with CSS stacks and the logo techniques', async () => {
    const me = await buyer();
    const data = await ok<FontTechnic>(me, API.inquiryOrder.getFontTechnic);
    expect(data.fonts.map((font) => font.name)).toEqual(expect.arrayContaining(['Serif', 'Script', 'Block']));
    for (const font of data.fonts) expect(font.family).toMatch(/(serif|sans-serif|cursive|monospace)$/);
    expect(data.techniques.map((technique) => technique.code)).toEqual(
      expect.arrayContaining(['laser-engraving', 'deep-engraving', 'stamping', 'enamel-filling', 'uv-printing', 'embossing', 'cut-out-plate']),
    );
    for (const technique of data.techniques) expect(technique.description.length).toBeGreaterThan(20);
  });
});

describe('getLogoDefaultData.do', () => {
  it('gives a ring its band positions and the goods data the editor needs', async () => {
    const me = await buyer();
    const ring = await makeGoods({ specs: 3, categorySlug: 'band-rings' });
    const data = await ok<LogoDefaults>(me, API.inquiryCart.getLogoDefaultData, { goodsId: ring.id });
    expect(data).toMatchObject({
      goodsId: String(ring.id), goodsCode: ring.code, title: ring.title, imageUrl: ring.imageUrl, moq: ring.moq,
      defaultTechnique: 'laser-engraving', defaultPosition: 'inside-band', maxFiles: 10, maxFileBytes: 10485760,
    });
    expect(data.positions.map((position) => position.code)).toEqual(expect.arrayContaining(['inside-band', 'outside-band']));
    expect(data.skus.map((sku) => sku.specId)).toEqual(ring.specIds.map(String));
    expect(data.priceTiers).toEqual([{ minQty: 10, maxQty: 99, price: 2 }, { minQty: 100, maxQty: null, price: 1.5 }]);
    for (const position of data.positions) {
      const p = position.placement;
      expect(p.x + p.width).toBeLessThanOrEqual(1);
      expect(p.y + p.height).toBeLessThanOrEqual(1);
    }
  });

  it('chooses positions by category', async () => {
    const me = await buyer();
    const cases: [string, string][] = [
      ['charm-pendants', 'front'], ['chain-necklaces', 'front'], ['bangles', 'clasp-plate'], ['chain-bracelets', 'clasp-plate'],
      ['stud-earrings', 'back'], ['nose-rings', 'surface'], ['men-s-rings', 'inside-band'],
    ];
    for (const [slug, position] of cases) {
      const [category] = await db().select().from(categories).where(eq(categories.slug, slug));
      expect(category, slug).toBeDefined();
      const g = await makeGoods({ categorySlug: slug });
      const data = await ok<LogoDefaults>(me, API.inquiryCart.getLogoDefaultData, { goodsId: g.id });
      expect(data.defaultPosition, slug).toBe(position);
    }
    const pendant = await makeGoods({ categorySlug: 'charm-pendants' });
    const data = await ok<LogoDefaults>(me, API.inquiryCart.getLogoDefaultData, { goodsId: pendant.id });
    expect(data.positions.map((p) => p.code)).toEqual(expect.arrayContaining(['front', 'back']));
  });

  it('refuses an unknown or withdrawn goods', async () => {
    const me = await buyer();
    refusal(await as(me)(API.inquiryCart.getLogoDefaultData, { goodsId: 9_999_999 }), RES.NOT_FOUND, 'This product is not available any more.');
    const withdrawn = await makeGoods({ status: 0 });
    refusal(await as(me)(API.inquiryCart.getLogoDefaultData, { goodsId: withdrawn.id }), RES.NOT_FOUND, 'This product is not available any more.');
  });
});

describe('new designs in cart answers', () => {
  it('hide the picture from members without access and show it to approved members', async () => {
    const design = await makeGoods({ newFlag: 1, moq: 10 });
    const unapproved = await buyer(1);
    const approved = await buyer(2);
    for (const who of [unapproved, approved]) {
      const expected = who === approved ? design.imageUrl : NEW_DESIGN_PLACEHOLDER;
      const change = await ok<CartChange>(who, API.inquiryCart.putIntoCart, { goodsId: design.id, qty: 10 });
      expect(change.line!.imageUrl).toBe(expected);
      expect((await ok<CartView>(who, API.inquiryCart.myCart)).lines[0]!.imageUrl).toBe(expected);
      expect((await ok<LogoDefaults>(who, API.inquiryCart.getLogoDefaultData, { goodsId: design.id })).imageUrl).toBe(expected);
      const view = await as(who)(API.inquiryCart.myCart);
      if (who === unapproved) expect(JSON.stringify(view)).not.toContain(design.imageUrl);
    }
  });
});

describe('putIntoCart2.do (a customized line)', () => {
  const placement = { x: 0.3, y: 0.4, width: 0.3, height: 0.2 };

  it('keeps the breakdown and the customization with the member\'s own files, and never merges', async () => {
    const me = await buyer();
    const g = await makeGoods({ specs: 3, moq: 50 });
    const logo = await upload(me, 'logo/mine-one.png');
    const input = {
      goodsId: g.id,
      variants: [{ specId: g.specIds[0], qty: 30 }, { specId: g.specIds[2], qty: 70 }],
      customization: { logoFiles: [logo], technique: 'laser-engraving', font: 'Script', placement, colors: ['#C0A060'], notes: 'Logo inside the band.' },
    };
    const change = await ok<CartChange>(me, API.inquiryCart.putIntoCart2, input);
    expect(change.line).toMatchObject({ kind: 'custom', qty: 100, unitPrice: 1.5, amount: 150, customization: { ...input.customization } });
    expect(change.line!.variants.map((v) => [v.specId, v.skuCode, v.qty])).toEqual([
      [String(g.specIds[0]), g.skuCodes[0], 30],
      [String(g.specIds[2]), g.skuCodes[2], 70],
    ]);
    const again = await ok<CartChange>(me, API.inquiryCart.putIntoCart2, input);
    expect(again.line!.lineId).not.toBe(change.line!.lineId);
    expect(again.cartNum).toBe(2);
    // A plain add of the same goods is its own line too.
    expect((await ok<CartChange>(me, API.inquiryCart.putIntoCart, { goodsId: g.id, specId: g.specIds[0], qty: 50 })).cartNum).toBe(3);
    expect(await header(me)).toBe(3);
  });

  it('refuses another member\'s or an unknown file, a technique the goods lacks, an unknown font, a short total', async () => {
    const me = await buyer();
    const them = await buyer();
    const g = await makeGoods({ specs: 2, moq: 50 });
    const theirs = await upload(them, 'logo/theirs-one.png');
    const base = { goodsId: g.id, variants: [{ specId: g.specIds[0], qty: 50 }] };
    const notFound = 'This file was not found. Please upload it again.';
    refusal(await as(me)(API.inquiryCart.putIntoCart2, { ...base, customization: { logoFiles: [theirs] } }), RES.NOT_FOUND, notFound);
    refusal(await as(me)(API.inquiryCart.putIntoCart2, { ...base, customization: { logoFiles: [{ key: 'logo/never-uploaded.png', name: 'x.png' }] } }), RES.NOT_FOUND, notFound);
    refusal(await as(me)(API.inquiryCart.putIntoCart2, { ...base, customization: { logoFiles: [{ key: 'quick/abc.png', name: 'x.png' }] } }), RES.INVALID_PARAMS);
    refusal(await as(me)(API.inquiryCart.putIntoCart2, { ...base, customization: { technique: 'embossing' } }), RES.INVALID_PARAMS, 'This technique is not offered for this product.');
    refusal(await as(me)(API.inquiryCart.putIntoCart2, { ...base, customization: { font: 'Comic' } }), RES.INVALID_PARAMS, 'Please choose a font from the list.');
    refusal(await as(me)(API.inquiryCart.putIntoCart2, { goodsId: g.id, variants: [{ specId: g.specIds[0], qty: 20 }, { specId: g.specIds[1], qty: 20 }], customization: {} }), RES.INVALID_PARAMS, 'The minimum order for this product is 50 pieces.');
    refusal(await as(me)(API.inquiryCart.putIntoCart2, { goodsId: g.id, variants: [{ qty: 50 }], customization: {} }), RES.INVALID_PARAMS, 'Please choose a specification.');
    refusal(await as(me)(API.inquiryCart.putIntoCart2, { goodsId: g.id, variants: [{ specId: g.specIds[0], qty: 50 }, { specId: g.specIds[0], qty: 50 }], customization: {} }), RES.INVALID_PARAMS);
    refusal(await as(me)(API.inquiryCart.putIntoCart2, { ...base, customization: { placement: { x: 0.9, y: 0, width: 0.5, height: 0.1 } } }), RES.INVALID_PARAMS);
    expect(await lineCount(me)).toBe(0);
  });
});

describe('customized lines of goods without specifications, and of withdrawn goods', () => {
  it('take one variant without a specification, changed with cartEditPreciseInfoQty', async () => {
    const me = await buyer();
    const g = await makeGoods({ moq: 10 });
    const line = (await ok<CartChange>(me, API.inquiryCart.putIntoCart2, { goodsId: g.id, variants: [{ qty: 40 }], customization: { font: 'Serif' } })).line!;
    expect(line.variants).toEqual([{ specId: null, skuCode: null, entries: [], qty: 40 }]);
    expect((await ok<CartChange>(me, API.inquiryCart.cartEditPreciseInfoQty, { lineId: line.lineId, qty: 150 })).line).toMatchObject({ qty: 150, unitPrice: 1.5 });
    const withdrawn = await makeGoods({ status: 0 });
    refusal(await as(me)(API.inquiryCart.putIntoCart2, { goodsId: withdrawn.id, variants: [{ qty: 40 }], customization: {} }), RES.NOT_FOUND, 'This product is not available any more.');
    await db().update(goods).set({ status: 0 }).where(eq(goods.id, g.id));
    const edits: [string, unknown][] = [
      [API.inquiryCart.cartEditPreciseInfoQty, { lineId: line.lineId, qty: 50 }],
      [API.inquiryCart.cartEditPreciseInfo, { lineId: line.lineId, variants: [{ qty: 50 }] }],
      [API.inquiryCart.cartEditCustomInfo, { lineId: line.lineId, customization: { notes: 'x' } }],
    ];
    for (const [path, data] of edits) refusal(await as(me)(path, data), RES.CONFLICT, 'This product is not available any more. You can remove it from your cart.');
    expect((await ok<CartView>(me, API.inquiryCart.myCart)).lines[0]).toMatchObject({ available: false, qty: 150 });
  });
});

describe('cartEditCustomInfo.do and inquiryUpload.do', () => {
  it('replaces the customization; a plain line that gets a logo becomes customized and stops merging', async () => {
    const me = await buyer();
    const g = await makeGoods({ specs: 2, moq: 10 });
    const plain = await ok<CartChange>(me, API.inquiryCart.putIntoCart, { goodsId: g.id, specId: g.specIds[0], qty: 10 });
    const notesOnly = await ok<CartChange>(me, API.inquiryCart.cartEditCustomInfo, { lineId: plain.line!.lineId, customization: { notes: 'Gift boxes please.' } });
    expect(notesOnly.line).toMatchObject({ kind: 'plain', customization: { logoFiles: [], colors: [], notes: 'Gift boxes please.' } });
    const logo = await upload(me, 'design/artwork-1.pdf');
    const edited = await ok<CartChange>(me, API.inquiryCart.cartEditCustomInfo, {
      lineId: plain.line!.lineId,
      customization: { logoFiles: [logo, logo], technique: 'stamping', notes: 'Stamp it.' },
    });
    expect(edited.line).toMatchObject({ kind: 'custom', qty: 10, customization: { logoFiles: [logo], technique: 'stamping', notes: 'Stamp it.' } });
    expect(edited.line!.variants.map((v) => [v.specId, v.qty])).toEqual([[String(g.specIds[0]), 10]]);
    const added = await ok<CartChange>(me, API.inquiryCart.putIntoCart, { goodsId: g.id, specId: g.specIds[0], qty: 10 });
    expect(added).toMatchObject({ merged: false, cartNum: 2 });
  });

  it('saves the customization and the breakdown together, or neither', async () => {
    const me = await buyer();
    const g = await makeGoods({ specs: 2, moq: 50 });
    const line = (await ok<CartChange>(me, API.inquiryCart.putIntoCart2, {
      goodsId: g.id, variants: [{ specId: g.specIds[0], qty: 50 }], customization: { notes: 'First' },
    })).line!;
    const short = { lineId: line.lineId, customization: { notes: 'Second' }, variants: [{ specId: g.specIds[0], qty: 10 }, { specId: g.specIds[1], qty: 10 }] };
    refusal(await as(me)(API.inquiryCart.cartEditCustomInfo, short), RES.INVALID_PARAMS, 'The minimum order for this product is 50 pieces.');
    expect((await ok<CartView>(me, API.inquiryCart.myCart)).lines[0]).toMatchObject({ qty: 50, customization: { notes: 'First' } });
    const saved = await ok<CartChange>(me, API.inquiryCart.cartEditCustomInfo, { ...short, variants: [{ specId: g.specIds[0], qty: 30 }, { specId: g.specIds[1], qty: 30 }] });
    expect(saved.line).toMatchObject({ kind: 'custom', qty: 60, customization: { notes: 'Second' } });
    expect(saved.line!.variants.map((v) => v.qty)).toEqual([30, 30]);
  });

  it('inquiryUpload adds the member\'s files once each, refuses others\' files and lines', async () => {
    const me = await buyer();
    const them = await buyer();
    const g = await makeGoods({ specs: 1, moq: 10 });
    const line = (await ok<CartChange>(me, API.inquiryCart.putIntoCart, { goodsId: g.id, specId: g.specIds[0], qty: 10 })).line!;
    const a = await upload(me, 'logo/up-a.png');
    const b = await upload(me, 'design/up-b.ai');
    const first = await ok<CartChange>(me, API.inquiryCart.inquiryUpload, { lineId: line.lineId, files: [a] });
    expect(first.line).toMatchObject({ kind: 'custom', customization: { logoFiles: [a] } });
    const second = await ok<CartChange>(me, API.inquiryCart.inquiryUpload, { lineId: line.lineId, files: [a, b] });
    expect(second.line!.customization!.logoFiles).toEqual([a, b]);
    const theirs = await upload(them, 'logo/up-theirs.png');
    refusal(await as(me)(API.inquiryCart.inquiryUpload, { lineId: line.lineId, files: [theirs] }), RES.NOT_FOUND, 'This file was not found. Please upload it again.');
    refusal(await as(them)(API.inquiryCart.inquiryUpload, { lineId: line.lineId, files: [theirs] }), RES.NOT_FOUND, 'This cart line was not found.');
    refusal(await as(them)(API.inquiryCart.cartEditCustomInfo, { lineId: line.lineId, customization: { notes: 'x' } }), RES.NOT_FOUND, 'This cart line was not found.');
    refusal(await as(me)(API.inquiryCart.inquiryUpload, { lineId: line.lineId, files: [] }), RES.INVALID_PARAMS, 'files: Please choose the files to attach.');
    const many = [];
    for (let i = 0; i < 9; i++) many.push(await upload(me, `logo/many-${i}.png`));
    refusal(await as(me)(API.inquiryCart.inquiryUpload, { lineId: line.lineId, files: many }), RES.INVALID_PARAMS, 'A line can have at most 10 files. Please remove some first.');
    expect((await ok<CartView>(me, API.inquiryCart.myCart)).lines[0]!.customization!.logoFiles).toEqual([a, b]);
  });
});

describe('cartEditPreciseInfo.do and cartEditPreciseInfoQty.do', () => {
  it('replace and change the breakdown of a customized line, with the price of the new total', async () => {
    const me = await buyer();
    const g = await makeGoods({ specs: 3, moq: 50 });
    const line = (await ok<CartChange>(me, API.inquiryCart.putIntoCart2, {
      goodsId: g.id, variants: [{ specId: g.specIds[0], qty: 25 }, { specId: g.specIds[1], qty: 25 }], customization: { notes: 'Mixed sizes' },
    })).line!;
    expect(line.unitPrice).toBe(2);
    refusal(await as(me)(API.inquiryCart.cartEditQty, { lineId: line.lineId, qty: 100 }), RES.CONFLICT, 'This line has several specifications: change the quantity of each one instead.');
    const one = await ok<CartChange>(me, API.inquiryCart.cartEditPreciseInfoQty, { lineId: line.lineId, specId: g.specIds[1], qty: 75 });
    expect(one.line).toMatchObject({ qty: 100, unitPrice: 1.5, amount: 150 });
    expect(one.line!.variants.map((v) => v.qty)).toEqual([25, 75]);
    const added = await ok<CartChange>(me, API.inquiryCart.cartEditPreciseInfoQty, { lineId: line.lineId, specId: g.specIds[2], qty: 10 });
    expect(added.line!.variants.map((v) => [v.specId, v.qty])).toEqual([[String(g.specIds[0]), 25], [String(g.specIds[1]), 75], [String(g.specIds[2]), 10]]);
    const replaced = await ok<CartChange>(me, API.inquiryCart.cartEditPreciseInfo, { lineId: line.lineId, variants: [{ specId: g.specIds[2], qty: 60 }] });
    expect(replaced.line).toMatchObject({ kind: 'custom', qty: 60, unitPrice: 2, amount: 120, customization: { notes: 'Mixed sizes' } });
    // One variant left: cartEditQty works again.
    expect((await ok<CartChange>(me, API.inquiryCart.cartEditQty, { lineId: line.lineId, qty: 80 })).line!.variants).toMatchObject([{ specId: String(g.specIds[2]), qty: 80 }]);
    refusal(await as(me)(API.inquiryCart.cartEditPreciseInfo, { lineId: line.lineId, variants: [{ specId: g.specIds[0], qty: 10 }] }), RES.INVALID_PARAMS, 'The minimum order for this product is 50 pieces.');
    const other = await sampleGoods();
    refusal(await as(me)(API.inquiryCart.cartEditPreciseInfo, { lineId: line.lineId, variants: [{ specId: other.specIds[0], qty: 60 }] }), RES.INVALID_PARAMS, 'This specification does not belong to this product.');
  });

  it('on a plain line: the quantity changes, one variant moves the specification, several make it customized', async () => {
    const me = await buyer();
    const g = await makeGoods({ specs: 3, moq: 10 });
    const line = (await ok<CartChange>(me, API.inquiryCart.putIntoCart, { goodsId: g.id, specId: g.specIds[0], qty: 10 })).line!;
    expect((await ok<CartChange>(me, API.inquiryCart.cartEditPreciseInfoQty, { lineId: line.lineId, specId: g.specIds[0], qty: 120 })).line).toMatchObject({ kind: 'plain', qty: 120, unitPrice: 1.5 });
    expect((await ok<CartChange>(me, API.inquiryCart.cartEditPreciseInfoQty, { lineId: line.lineId, qty: 30 })).line).toMatchObject({ qty: 30 });
    refusal(await as(me)(API.inquiryCart.cartEditPreciseInfoQty, { lineId: line.lineId, specId: g.specIds[1], qty: 30 }), RES.INVALID_PARAMS, 'This specification is not on this line.');
    const moved = await ok<CartChange>(me, API.inquiryCart.cartEditPreciseInfo, { lineId: line.lineId, variants: [{ specId: g.specIds[1], qty: 40 }] });
    expect(moved.line).toMatchObject({ kind: 'plain', qty: 40, variants: [{ specId: String(g.specIds[1]), qty: 40 }] });
    // Moving onto a specification that has its own plain line is refused.
    await ok(me, API.inquiryCart.putIntoCart, { goodsId: g.id, specId: g.specIds[2], qty: 10 });
    refusal(await as(me)(API.inquiryCart.cartEditPreciseInfo, { lineId: line.lineId, variants: [{ specId: g.specIds[2], qty: 40 }] }), RES.CONFLICT, 'This specification is already in your cart: change the quantity on that line.');
    const split = await ok<CartChange>(me, API.inquiryCart.cartEditPreciseInfo, { lineId: line.lineId, variants: [{ specId: g.specIds[0], qty: 20 }, { specId: g.specIds[1], qty: 20 }] });
    expect(split.line).toMatchObject({ kind: 'custom', qty: 40 });
    expect(split.line!.variants).toHaveLength(2);
    // The specification the line had is free again for a plain add.
    expect((await ok<CartChange>(me, API.inquiryCart.putIntoCart, { goodsId: g.id, specId: g.specIds[1], qty: 10 })).merged).toBe(false);
  });

  it('refuses another member\'s line with 20004 and changes nothing', async () => {
    const me = await buyer();
    const them = await buyer();
    const g = await makeGoods({ specs: 2, moq: 10 });
    const line = (await ok<CartChange>(me, API.inquiryCart.putIntoCart, { goodsId: g.id, specId: g.specIds[0], qty: 10 })).line!;
    refusal(await as(them)(API.inquiryCart.cartEditPreciseInfo, { lineId: line.lineId, variants: [{ specId: g.specIds[0], qty: 99 }] }), RES.NOT_FOUND, 'This cart line was not found.');
    refusal(await as(them)(API.inquiryCart.cartEditPreciseInfoQty, { lineId: line.lineId, specId: g.specIds[0], qty: 99 }), RES.NOT_FOUND, 'This cart line was not found.');
    expect((await ok<CartView>(me, API.inquiryCart.myCart)).lines[0]).toMatchObject({ qty: 10, updatedAt: line.updatedAt });
  });
});

describe('bulkAddToCart.do', () => {
  it('adds every row by item code or goods code, merging rows and existing lines, with notes', async () => {
    const me = await buyer();
    const multi = await makeGoods({ specs: 3, moq: 20 });
    const single = await makeGoods({ specs: 1, moq: 10 });
    const bare = await makeGoods({ moq: 5 });
    await ok(me, API.inquiryCart.putIntoCart, { goodsId: multi.id, specId: multi.specIds[1], qty: 20 });
    const result = await ok<BulkAddResult>(me, API.inquiryCart.bulkAddToCart, {
      rows: [
        { row: 2, code: multi.skuCodes[0]!.toLowerCase(), qty: '1,200', note: 'Gold plated' },
        { row: 3, code: multi.skuCodes[1], qty: 5 },
        { row: 4, code: ` ${single.code} `, qty: 10 },
        { row: 5, code: bare.code, qty: '3' },
        { row: 6, code: bare.code, qty: 2, note: 'Second row' },
      ],
    });
    expect(result).toEqual({ ok: true, problems: [], added: 3, merged: 1, cartNum: 4 });
    const lines = (await ok<CartView>(me, API.inquiryCart.myCart)).lines;
    const byVariant = (specId: number | null, goodsId: number) =>
      lines.find((line) => line.goodsId === String(goodsId) && line.variants[0]!.specId === (specId === null ? null : String(specId)))!;
    expect(byVariant(multi.specIds[0]!, multi.id)).toMatchObject({ kind: 'plain', qty: 1200, unitPrice: 1.5, customization: { notes: 'Gold plated' } });
    expect(byVariant(multi.specIds[1]!, multi.id)).toMatchObject({ qty: 25, customization: null });
    expect(byVariant(single.specIds[0]!, single.id)).toMatchObject({ qty: 10 });
    expect(byVariant(null, bare.id)).toMatchObject({ qty: 5, customization: { notes: 'Second row' } });
    expect(await header(me)).toBe(4);
    // A plain add still merges into a line the sheet made.
    expect((await ok<CartChange>(me, API.inquiryCart.putIntoCart, { goodsId: bare.id, qty: 5 })).merged).toBe(true);
  });

  it('adds nothing when any row has a problem, and lists every problem with its row number', async () => {
    const me = await buyer();
    const multi = await makeGoods({ specs: 2, moq: 20 });
    const withdrawn = await makeGoods({ status: 0, moq: 5 });
    const fine = await makeGoods({ moq: 5 });
    const result = await ok<BulkAddResult>(me, API.inquiryCart.bulkAddToCart, {
      rows: [
        { row: 2, code: fine.code, qty: 10 },
        { row: 3, code: 'NO-SUCH-CODE', qty: 10 },
        { row: 4, code: multi.code, qty: 50 },
        { row: 5, code: withdrawn.code, qty: 50 },
        { row: 6, code: fine.code, qty: 'twelve' },
        { row: 7, code: fine.code, qty: 2.5 },
        { row: 8, code: multi.skuCodes[0], qty: 10 },
        { row: 9, code: multi.skuCodes[0], qty: 5 },
        { row: 10, code: '', qty: 5 },
        { row: 11, code: fine.code, qty: 0 },
      ],
    });
    expect(result).toEqual({
      ok: false,
      added: 0,
      merged: 0,
      cartNum: 0,
      problems: [
        { row: 3, reason: 'No product has the code NO-SUCH-CODE.' },
        { row: 4, reason: 'This product has several specifications: use an item code.' },
        { row: 5, reason: 'This product is not available any more.' },
        { row: 6, reason: 'The quantity must be a whole number of pieces from 1 to 1,000,000.' },
        { row: 7, reason: 'The quantity must be a whole number of pieces from 1 to 1,000,000.' },
        { row: 8, reason: 'The minimum order for this product is 20 pieces.' },
        { row: 9, reason: 'The minimum order for this product is 20 pieces.' },
        { row: 10, reason: 'Please enter a goods code or an item code.' },
        { row: 11, reason: 'The quantity must be a whole number of pieces from 1 to 1,000,000.' },
      ],
    });
    expect(await lineCount(me)).toBe(0);
    expect(await header(me)).toBe(0);
  });

  it('refuses an empty sheet and too many rows', async () => {
    const me = await buyer();
    refusal(await as(me)(API.inquiryCart.bulkAddToCart, { rows: [] }), RES.INVALID_PARAMS, 'rows: The sheet has no rows.');
    const rows = Array.from({ length: CART_LIMITS.maxBulkRows + 1 }, (_, i) => ({ row: i + 2, code: 'X', qty: 1 }));
    refusal(await as(me)(API.inquiryCart.bulkAddToCart, { rows }), RES.INVALID_PARAMS, `rows: At most ${CART_LIMITS.maxBulkRows} rows at once.`);
  });
});
