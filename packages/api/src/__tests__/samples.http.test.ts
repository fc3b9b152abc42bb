import { describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import {
  API, RES, samples, toMinor,
  type GoodsDetailView, type OrderDetail, type OrderPage, type OrderPlaced, type SampleSettings, type StaffOrderPage, type StaffOrderView,
} from '@sw/protocol';
import { goods, mailOutbox, orderItems, orders, orderStatusHistory, staffAudit } from '../db/schema';
import { colleagueIn, companyIdOf } from '../testing/company';
import { staffDeskFile } from '../testing/deskFile';
import type { Person } from '../testing/inquiries';
import { updateCompanyOf } from '../testing/members';
import { samplesTesting } from '../testing/samples';

/**
 * Samples (docs/protocol.md, Samples): a buyer's sample order priced on the back-end from the sample prices, its limits
 * (also under parallel requests), who may request, the goods page's answer, the console's rules, and a sample order's
 * way through payment in full, shipment and receipt.
 */

const { t, staff } = staffDeskFile(samplesTesting, { goods: 30, staffNick: 'Sample Desk', through: 'http' });
const { ok, as, refused, person, db, sampleGoods, upload, requestSamples, placeSampleOrder, setGoodsSamples, dayOffset, placedOrder } = t;
const E = API.erp;
const S = API.staff;

const RULES = { rulePercent: 200, ruleMinimum: 5, leadDays: 7, creditWindowDays: 90 };
const setRules = (rules: Partial<typeof RULES> = {}) => ok<SampleSettings>(staff, S.saveSampleSettings, { ...RULES, ...rules });
const orderRow = async (orderId: number) => (await db().select().from(orders).where(eq(orders.id, orderId)))[0]!;
const itemsOf = (orderId: number) => db().select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));
const detail = (goodsId: number) => ok<GoodsDetailView>(staff, API.csite.onlineGoodsDetail, { goodsId });

/** Goods of their own for one test (offset in the seeded goods), with the sample fields set. */
async function goodsWith(skip: number, values: Parameters<typeof setGoodsSamples>[1] = {}) {
  const g = await sampleGoods(skip);
  await setGoodsSamples(g.id, { sampleOffered: true, samplePrice: null, sampleMaxPieces: 2, status: 1, ...values });
  return g;
}

describe('the paths', () => {
  it('are the buyer\'s request and the console\'s rules; staff paths refuse a buyer and a visitor', async () => {
    expect(Object.values(samples).map((c) => c.path).sort()).toEqual([E.requestSamples, S.sampleSettings, S.saveSampleSettings].sort());
    const buyer = await person();
    for (const path of [S.sampleSettings, S.saveSampleSettings]) {
      refused(await as(buyer)(path, RULES), RES.FORBIDDEN);
      refused(await as(null)(path, RULES), RES.NOT_SIGNED_IN);
    }
    refused(await as(null)(E.requestSamples, {}), RES.NOT_SIGNED_IN);
  });
});

describe('requesting samples', () => {
  it('creates a sample order at once: priced by the rule, prepaid, lead days, one line, history, mails, kind everywhere', async () => {
    await setRules();
    const g = await goodsWith(0, { maxPrice: toMinor('4.20') });
    const buyer = await person();
    const logo = await upload(buyer, 'logo');
    // A price sent along is not read: the back-end prices it.
    const placed = await ok<OrderPlaced>(buyer, E.requestSamples, {
      goodsId: g.id, pieces: [{ specId: g.specIds[0], qty: 1 }, { specId: g.specIds[1], qty: 2 }], address: t.address,
      customization: { logoFiles: [logo], notes: 'Logo on the clasp.' }, unitPrice: 0.01, total: 0.03,
    });
    expect(placed).toMatchObject({ status: 'placed', currency: 'USD', total: 25.2, alreadyPlaced: false });
    expect(placed.orderNo).toMatch(/^SO\d{12}$/);
    const orderId = Number(placed.orderId);
    const row = await orderRow(orderId);
    expect(row).toMatchObject({
      kind: 'sample', inquiryId: null, quotationId: null, total: toMinor('25.20'), depositDue: toMinor('25.20'), sampleCredit: 0n,
      paymentTerms: { kind: 'prepaid', depositPercent: 100, netDays: null }, promisedShipDate: dayOffset(7), lineCount: 1, totalQty: 3,
    });
    const items = await itemsOf(orderId);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ goodsId: g.id, qty: 3, unitPrice: toMinor('8.40'), customInfo: { logoFiles: [logo], notes: 'Logo on the clasp.' } });
    expect(items[0]!.variants.map((v) => [v.specId, v.qty])).toEqual([[String(g.specIds[0]), 1], [String(g.specIds[1]), 2]]);
    const history = await db().select().from(orderStatusHistory).where(eq(orderStatusHistory.parentId, orderId));
    expect(history.map((step) => step.toStatus)).toEqual(['placed']);
    // The staff are told like a new order, named a sample order.
    const outbox = await db().select().from(mailOutbox).where(eq(mailOutbox.to, staff.email));
    expect(outbox.map((mail) => mail.subject).join('\n')).toContain(`New sample order ${placed.orderNo} (USD 25.20)`);
    // Labelled in the buyer's list and detail, and on the desk.
    const list = await ok<OrderPage>(buyer, E.orderList, {});
    expect(list.list.find((o) => o.orderId === placed.orderId)?.kind).toBe('sample');
    const view = await ok<OrderDetail>(buyer, E.viewOrder, { orderId });
    expect(view).toMatchObject({ kind: 'sample', quotation: null, total: 25.2, lines: [{ unitPrice: 8.4, amount: 25.2, qty: 3 }] });
    const desk = await ok<StaffOrderView>(staff, S.orderView, { orderId });
    expect(desk.kind).toBe('sample');
  });

  it('takes the goods\' own sample price over the rule, to the cent; the goods page says the same', async () => {
    await setRules({ rulePercent: 150, ruleMinimum: 0.5 });
    const ruled = await goodsWith(2, { maxPrice: toMinor('3.35') });
    const own = await goodsWith(3, { samplePrice: toMinor('7.77') });
    const buyer = await person();
    expect((await detail(ruled.id)).samples).toEqual({ offered: true, pricePerPiece: 5.03, priceSource: 'rule', maxPiecesPerSpec: 2, leadDays: 7, currency: 'USD' });
    expect((await detail(own.id)).samples).toMatchObject({ offered: true, pricePerPiece: 7.77, priceSource: 'goods' });
    const a = await ok<OrderPlaced>(buyer, E.requestSamples, { goodsId: ruled.id, pieces: [{ specId: ruled.specIds[0], qty: 2 }], address: t.address });
    expect(a.total).toBe(10.06);
    const b = await ok<OrderPlaced>(buyer, E.requestSamples, { goodsId: own.id, pieces: [{ specId: own.specIds[0], qty: 1 }], address: t.address });
    expect(b.total).toBe(7.77);
    // The minimum wins over a small rule price.
    await setRules({ rulePercent: 100, ruleMinimum: 9.99 });
    expect((await detail(ruled.id)).samples.pricePerPiece).toBe(9.99);
    await setRules();
  });

  it('refuses bad input with readable messages, and nothing is saved', async () => {
    const g = await goodsWith(4);
    const other = await sampleGoods(5);
    const buyer = await person();
    const before = (await db().select().from(orders)).length;
    const bad: [Record<string, unknown>, string, RegExp][] = [
      [{ goodsId: g.id, pieces: [] }, RES.INVALID_PARAMS, /at least one specification/],
      [{ goodsId: g.id, pieces: [{ specId: g.specIds[0], qty: 0 }] }, RES.INVALID_PARAMS, /at least 1/],
      [{ goodsId: g.id, pieces: [{ specId: g.specIds[0], qty: 3 }] }, RES.INVALID_PARAMS, /At most 2 sample pieces/],
      [{ goodsId: g.id, pieces: [{ specId: g.specIds[0], qty: 101 }] }, RES.INVALID_PARAMS, /./],
      [{ goodsId: g.id, pieces: [{ specId: g.specIds[0], qty: 1 }, { specId: g.specIds[0], qty: 1 }] }, RES.INVALID_PARAMS, /once/],
      [{ goodsId: g.id, pieces: [{ specId: other.specIds[0], qty: 1 }] }, RES.INVALID_PARAMS, /not one of/],
      [{ goodsId: g.id, pieces: [{ qty: 1 }] }, RES.INVALID_PARAMS, /choose a specification/],
      [{ goodsId: g.id, pieces: [{ specId: g.specIds[0], qty: 1 }], address: undefined }, RES.INVALID_PARAMS, /shipping address/],
      [{ goodsId: 99_999_999, pieces: [{ qty: 1 }] }, RES.NOT_FOUND, /./],
      [{ goodsId: g.id, pieces: Array.from({ length: 51 }, (_, i) => ({ specId: i + 1, qty: 1 })) }, RES.INVALID_PARAMS, /At most 50/],
      [{ goodsId: g.id, pieces: [{ specId: g.specIds[0], qty: 1 }], notes: 'x'.repeat(1001) }, RES.INVALID_PARAMS, /./],
    ];
    for (const [input, res, msg] of bad) refused(await requestSamples(buyer, input), res, msg);
    expect((await db().select().from(orders)).length).toBe(before);
  });

  it('refuses withdrawn goods and goods whose samples are not offered', async () => {
    const buyer = await person();
    const withdrawn = await goodsWith(6, { status: 0 });
    refused(await requestSamples(buyer, { goodsId: withdrawn.id, pieces: [{ specId: withdrawn.specIds[0], qty: 1 }] }), RES.CONFLICT, /no longer on sale/);
    const notOffered = await goodsWith(7, { sampleOffered: false });
    refused(await requestSamples(buyer, { goodsId: notOffered.id, pieces: [{ specId: notOffered.specIds[0], qty: 1 }] }), RES.CONFLICT, /not offered/);
    expect((await detail(notOffered.id)).samples).toMatchObject({ offered: false, pricePerPiece: null });
    await setGoodsSamples(withdrawn.id, { status: 1 });
  });

  it('refuses another member\'s logo, another company\'s address, an unconfirmed email and a viewer; another company cannot read the order', async () => {
    const g = await goodsWith(8);
    const buyer = await person();
    const stranger = await person();
    const theirLogo = await upload(stranger, 'logo');
    refused(
      await requestSamples(buyer, { goodsId: g.id, pieces: [{ specId: g.specIds[0], qty: 1 }], customization: { logoFiles: [theirLogo] } }),
      RES.NOT_FOUND,
    );
    const theirAddress = await ok<{ addrId: string }>(stranger, API.base.addAddrBook, t.address);
    refused(await requestSamples(buyer, { goodsId: g.id, pieces: [{ specId: g.specIds[0], qty: 1 }], address: undefined, addressId: theirAddress.addrId }), RES.NOT_FOUND);
    const unconfirmed = await person({ confirmed: false });
    refused(await requestSamples(unconfirmed, { goodsId: g.id, pieces: [{ specId: g.specIds[0], qty: 1 }] }), RES.EMAIL_NOT_CONFIRMED);
    const viewer = await colleagueIn(db(), await companyIdOf(db(), buyer.id), 'viewer');
    refused(await requestSamples(viewer, { goodsId: g.id, pieces: [{ specId: g.specIds[0], qty: 1 }] }), RES.ROLE_REFUSED);
    // A colleague who buys may; every colleague reads it (the viewer too); another company gets 20004.
    const colleague = await colleagueIn(db(), await companyIdOf(db(), buyer.id), 'buyer');
    const { orderId } = await placeSampleOrder(colleague, { skip: 8 });
    expect((await ok<OrderDetail>(viewer, E.viewOrder, { orderId })).kind).toBe('sample');
    refused(await as(stranger)(E.viewOrder, { orderId }), RES.NOT_FOUND);
  });

  it('waits for the company admin above the approval amount, like any order', async () => {
    const g = await goodsWith(9, { samplePrice: toMinor('60') });
    const admin = await person();
    const buyer = await colleagueIn(db(), await companyIdOf(db(), admin.id), 'buyer');
    await updateCompanyOf(db(), admin.id, { approvalThreshold: toMinor('100') });
    const { placed } = await placeSampleOrder(buyer, { skip: 9, pieces: [2] });
    expect(placed).toMatchObject({ status: 'awaiting_approval', total: 120 });
    // An admin's own sample order above the amount is placed directly.
    const own = await ok<OrderPlaced>(admin, E.requestSamples, { goodsId: g.id, pieces: [{ specId: g.specIds[1], qty: 2 }], address: t.address });
    expect(own).toMatchObject({ status: 'placed', total: 120 });
  });
});

describe('the limit per specification', () => {
  it('counts the company\'s open sample orders of the goods; a cancelled one frees its pieces; another company is not touched', async () => {
    const g = await goodsWith(10, { sampleMaxPieces: 2 });
    const buyer = await person();
    const first = await placeSampleOrder(buyer, { skip: 10, pieces: [1, 2] });
    refused(await requestSamples(buyer, { goodsId: g.id, pieces: [{ specId: g.specIds[0], qty: 2 }] }), RES.CONFLICT, new RegExp(`already has 1 sample piece .*${first.placed.orderNo}`));
    await ok(buyer, E.requestSamples, { goodsId: g.id, pieces: [{ specId: g.specIds[0], qty: 1 }], address: t.address });
    refused(await requestSamples(buyer, { goodsId: g.id, pieces: [{ specId: g.specIds[1], qty: 1 }] }), RES.CONFLICT);
    await ok(buyer, E.cancelOrder, { orderId: first.orderId, reason: 'Wrong colour.' });
    await ok(buyer, E.requestSamples, { goodsId: g.id, pieces: [{ specId: g.specIds[1], qty: 2 }], address: t.address });
    const other = await person();
    await ok(other, E.requestSamples, { goodsId: g.id, pieces: [{ specId: g.specIds[0], qty: 2 }], address: t.address });
  });

  it('holds under parallel requests: of six one-piece requests against a limit of 2, two are placed', async () => {
    const g = await goodsWith(11, { sampleMaxPieces: 2 });
    const buyer = await person();
    const colleague = await colleagueIn(db(), await companyIdOf(db(), buyer.id), 'buyer');
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => requestSamples(i % 2 ? colleague : buyer, { goodsId: g.id, pieces: [{ specId: g.specIds[0], qty: 1 }] })),
    );
    const placed = answers.filter((answer) => answer.meta.res === RES.OK);
    expect(placed).toHaveLength(2);
    for (const answer of answers.filter((a) => a.meta.res !== RES.OK)) refused(answer, RES.CONFLICT, /already has/);
    const companyId = await companyIdOf(db(), buyer.id);
    const rows = await db().select().from(orders).where(eq(orders.companyId, companyId));
    expect(rows.filter((row) => row.kind === 'sample')).toHaveLength(2);
  });
});

describe('the desk', () => {
  it('filters sample orders (and bulk ones)', async () => {
    const buyer = await person();
    const sample = await placeSampleOrder(buyer, { skip: 12 });
    const bulk = await placedOrder(buyer, staff);
    const ids = async (kind: string) => (await ok<StaffOrderPage>(staff, S.orderQueue, { kind, pageSize: 50 })).list.map((row) => row.orderId);
    const sampleIds = await ids('sample');
    expect(sampleIds).toContain(String(sample.orderId));
    expect(sampleIds).not.toContain(String(bulk.orderId));
    const bulkIds = await ids('bulk');
    expect(bulkIds).toContain(String(bulk.orderId));
    expect(bulkIds).not.toContain(String(sample.orderId));
    refused(await as(staff)(S.orderQueue, { kind: 'free' }), RES.INVALID_PARAMS);
  });

  it('keeps the catalogue-wide rules, validated and audited', async () => {
    const saved = await setRules({ rulePercent: 250, ruleMinimum: 6.5, leadDays: 5, creditWindowDays: 60 });
    expect(saved).toMatchObject({ rulePercent: 250, ruleMinimum: 6.5, leadDays: 5, creditWindowDays: 60 });
    expect(await ok<SampleSettings>(staff, S.sampleSettings)).toMatchObject(saved);
    for (const bad of [{ rulePercent: 0 }, { rulePercent: 1001 }, { ruleMinimum: -1 }, { ruleMinimum: 1.001 }, { leadDays: 0 }, { creditWindowDays: 731 }]) {
      refused(await as(staff)(S.saveSampleSettings, { ...RULES, ...bad }), RES.INVALID_PARAMS);
    }
    const [audit] = await db().select().from(staffAudit).where(eq(staffAudit.action, 'samples.settings')).orderBy(asc(staffAudit.id));
    expect(audit).toMatchObject({ targetType: 'samples' });
    // The lead time decides the promised day of the next sample order.
    const buyer = await person();
    const { orderId } = await placeSampleOrder(buyer, { skip: 13 });
    expect((await orderRow(orderId)).promisedShipDate).toBe(dayOffset(5));
    await setRules();
  });

  it('keeps the goods form\'s sample fields, validated', async () => {
    const g = await sampleGoods(14);
    const view = await ok<Record<string, unknown>>(staff, S.catalogGoodsView, { goodsId: g.id });
    const form = { ...view, facetIds: view.facetIds, sampleOffered: false, samplePrice: '12.50', sampleMaxPieces: 5 };
    const saved = await ok<Record<string, unknown>>(staff, S.catalogGoodsSave, form);
    expect(saved).toMatchObject({ sampleOffered: false, samplePrice: 12.5, sampleMaxPieces: 5 });
    const [row] = await db().select().from(goods).where(eq(goods.id, g.id));
    expect(row).toMatchObject({ sampleOffered: false, samplePrice: toMinor('12.50'), sampleMaxPieces: 5 });
    expect(await ok<Record<string, unknown>>(staff, S.catalogGoodsSave, { ...form, sampleOffered: true, samplePrice: '' })).toMatchObject({ samplePrice: null });
    for (const bad of [{ samplePrice: 0 }, { samplePrice: -1 }, { samplePrice: 1.234 }, { sampleMaxPieces: 0 }, { sampleMaxPieces: 101 }]) {
      refused(await as(staff)(S.catalogGoodsSave, { ...form, ...bad }), RES.INVALID_PARAMS);
    }
  });
});

const move = (orderId: number, to: string) => as(staff)<StaffOrderView>(S.moveOrder, { orderId, to });
const ship = (orderId: number, lineId: string, qty: number) =>
  as(staff)<StaffOrderView>(S.recordShipment, {
    orderId, lines: [{ lineId, qty }], carrier: 'DHL Express', trackingNo: 'JD0146001', shipDate: dayOffset(0),
    cartons: [{ count: 1, lengthCm: 20, widthCm: 15, heightCm: 10, grossKg: 0.5, netKg: 0.3 }],
  });

describe('a sample order\'s way', () => {
  it('must be paid in full before production and shipment; then ships and the buyer confirms receipt', async () => {
    await setRules();
    await goodsWith(15, { samplePrice: toMinor('10') });
    const buyer: Person = await person();
    const { orderId } = await placeSampleOrder(buyer, { skip: 15, pieces: [2] });
    await ok(staff, S.moveOrder, { orderId, to: 'confirmed' });
    refused(await move(orderId, 'in_production'), RES.CONFLICT, /payment in full of 20\.00 USD/);
    await ok(staff, S.recordPayment, { orderId, kind: 'receipt', amount: '19.99', receivedOn: dayOffset(0), method: 'Bank transfer (T/T)' });
    let view = await ok<StaffOrderView>(staff, S.orderView, { orderId });
    expect(view.gates.production.join(' ')).toMatch(/payment in full/);
    expect(view.gates.shipping.join(' ')).toMatch(/payment in full of 20\.00 USD has not been received \(received 19\.99 USD\)/);
    refused(await move(orderId, 'in_production'), RES.CONFLICT);
    // Even when staff let production start early (a written override), it does not ship before it is paid in full.
    await ok(staff, S.moveOrder, { orderId, to: 'in_production', override: 'Sample made from stock.' });
    refused(await ship(orderId, view.lines[0]!.lineId, 2), RES.CONFLICT, /cannot ship yet: The payment in full of 20\.00 USD/);
    await ok(staff, S.recordPayment, { orderId, kind: 'receipt', amount: '0.01', receivedOn: dayOffset(0), method: 'Bank transfer (T/T)' });
    view = await ok<StaffOrderView>(staff, S.orderView, { orderId });
    expect(view.gates).toEqual({ production: [], shipping: [] });
    expect((await ship(orderId, view.lines[0]!.lineId, 2)).data?.status).toBe('shipped');
    const received = await ok<OrderDetail>(buyer, E.confirmReceipt, { orderId });
    expect(received).toMatchObject({ status: 'completed', kind: 'sample' });
  });
});
