import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  API, RES, toMinor,
  type CartView, type DueToReorder, type InquiryCreated, type LineCustomization, type OrderAgainResult, type OrderStatus, type Page, type UsualGoods,
} from '@sw/protocol';
import { goods, orderItems, orders } from '../db/schema';
import type { Member } from '../lib/member';
import { mayReadFile } from '../services/files/access';
import { dueToReorder } from '../services/reorder';
import { colleagueIn, companyIdOf } from '../testing/company';
import { staffDeskFile } from '../testing/deskFile';
import type { Person } from '../testing/inquiries';
import { orderTesting } from '../testing/orders';

/**
 * Ordering again (docs/protocol.md, Ordering again): an order's lines back into the cart at today's tiers and MOQ,
 * 'Your usual' from the company's placed bulk orders, and the sales team's due list. Orders are written directly with
 * chosen dates (how they were placed is other suites' business).
 */

const { t, staff, api } = staffDeskFile(orderTesting, { goods: 40, staffNick: 'Reorder Desk' });
const { ok, as, refused, person, db, sampleGoods, upload } = t;
const R = API.reorder;
const DAY = 86_400_000;

let orderNumbers = 0;

/** An admin (a company of their own), a buyer and a viewer of the same company. */
async function company(nick = 'Ada Admin') {
  const admin = await person({ nick });
  const companyId = await companyIdOf(db(), admin.id);
  const buyer = await colleagueIn(db(), companyId, 'buyer');
  const viewer = await colleagueIn(db(), companyId, 'viewer');
  return { admin, buyer, viewer, companyId };
}

interface LineSpec {
  goodsId: number | null;
  variants: { specId: number | null; qty: number; skuCode?: string }[];
  customInfo?: LineCustomization;
  title?: string;
}

/** An order of `who`'s company placed at `at`, with its lines. */
async function insertOrder(who: Person, companyId: string, at: Date, lines: LineSpec[], options: { status?: OrderStatus; kind?: 'bulk' | 'sample' } = {}) {
  const [row] = await db()
    .insert(orders)
    .values({
      orderNo: `SO-R${Date.now()}-${++orderNumbers}`, memberId: who.id, companyId, kind: options.kind ?? 'bulk', status: options.status ?? 'placed',
      total: toMinor('100.00'), title: lines[0]?.title ?? 'Order', createdAt: at, updatedAt: at,
    })
    .returning({ id: orders.id, orderNo: orders.orderNo });
  const items = await db()
    .insert(orderItems)
    .values(lines.map((line, sort) => ({
      orderId: row!.id, goodsId: line.goodsId, title: line.title ?? `Line ${sort + 1}`, goodsCode: `G-${line.goodsId ?? 'X'}`, sort,
      variants: line.variants.map((variant) => ({ specId: variant.specId === null ? null : String(variant.specId), skuCode: variant.skuCode ?? null, entries: [], qty: variant.qty })),
      customInfo: line.customInfo ?? null, qty: line.variants.reduce((sum, variant) => sum + variant.qty, 0), unitPrice: toMinor('1.00'),
    })))
    .returning({ id: orderItems.id });
  return { orderId: row!.id, orderNo: row!.orderNo, lineIds: items.map((item) => item.id) };
}

/** A plain line of a goods' first specification at its MOQ. */
const plainLine = (x: { id: number; specIds: number[]; moq: number }): LineSpec => ({ goodsId: x.id, variants: [{ specId: x.specIds[0]!, qty: x.moq }] });
const now = () => api().deps.now();
const daysAgo = (days: number) => new Date(now().getTime() - days * DAY);
const cartOf = (who: Person) => ok<CartView>(who, API.inquiryCart.myCart);
const asMember = (who: Person, companyId: string): Member => ({
  id: who.id, email: who.email, nick: 'x', headImg: '', role: 'buyer', auditFlag: 0, companyId, companyRole: 'buyer', staffRoles: [],
});

describe('order again', () => {
  it('puts the same goods, specifications, quantities and customization with its files into a colleague\'s cart', async () => {
    const { admin, buyer, companyId } = await company();
    const g = await sampleGoods(0);
    const h = await sampleGoods(1);
    const logo = await upload(admin, 'logo');
    const customization: LineCustomization = { logoFiles: [logo], colors: ['gold'], notes: 'Logo inside' };
    const order = await insertOrder(admin, companyId, daysAgo(3), [
      { goodsId: g.id, variants: [{ specId: g.specIds[0]!, qty: g.moq + 5 }] },
      { goodsId: h.id, variants: [{ specId: h.specIds[0]!, qty: h.moq }, { specId: h.specIds[1]!, qty: 7 }], customInfo: customization },
    ]);

    const result = await ok<OrderAgainResult>(buyer, R.orderAgain, { orderId: order.orderId });
    expect(result.orderNo).toBe(order.orderNo);
    expect(result.leftOut).toEqual([]);
    expect(result.added.map((line) => [line.orderLineId, line.qty, line.merged, line.raisedFrom])).toEqual([
      [String(order.lineIds[0]), g.moq + 5, false, null],
      [String(order.lineIds[1]), h.moq + 7, false, null],
    ]);
    const cart = await cartOf(buyer);
    expect(cart.cartNum).toBe(2);
    const plain = cart.lines.find((line) => line.goodsId === String(g.id))!;
    expect([plain.kind, plain.qty, plain.variants.map((v) => v.specId)]).toEqual(['plain', g.moq + 5, [String(g.specIds[0])]]);
    const custom = cart.lines.find((line) => line.goodsId === String(h.id))!;
    expect(custom.kind).toBe('custom');
    expect(custom.variants.map((v) => [v.specId, v.qty])).toEqual([[String(h.specIds[0]), h.moq], [String(h.specIds[1]), 7]]);
    expect(custom.customization).toEqual(customization);
    // Today's tiers price the lines (the cart's own pricing).
    expect(plain.unitPrice).not.toBeNull();

    // The colleague reads the admin's logo (the company's order line and their cart line hold it) and may send it on.
    expect(await mayReadFile(db(), asMember(buyer, companyId), logo.key)).toBe(true);
    const edited = await ok<{ line: { customization: LineCustomization } }>(buyer, API.inquiryCart.cartEditCustomInfo, {
      lineId: custom.lineId, customization: { ...customization, notes: 'Logo inside, 2 mm' },
    });
    expect(edited.line.customization.logoFiles).toEqual([logo]);
    const sent = await ok<InquiryCreated>(buyer, API.inquiryOrder.confirmOrder, { lineIds: [plain.lineId, custom.lineId], address: t.address });
    expect(sent.cartNum).toBe(0);
    // Another company's member still cannot read it.
    const outsider = await company('Olga Outsider');
    expect(await mayReadFile(db(), asMember(outsider.buyer, outsider.companyId), logo.key)).toBe(false);
  });

  it('orders one line again, and adds to a plain line already in the cart (said in words)', async () => {
    const { admin, buyer, companyId } = await company();
    const g = await sampleGoods(2);
    const h = await sampleGoods(3);
    const order = await insertOrder(admin, companyId, daysAgo(5), [
      { goodsId: g.id, variants: [{ specId: g.specIds[0]!, qty: g.moq }] },
      { goodsId: h.id, variants: [{ specId: h.specIds[0]!, qty: h.moq }] },
    ]);
    await ok(buyer, API.inquiryCart.putIntoCart, { goodsId: h.id, specId: h.specIds[0], qty: h.moq });
    const result = await ok<OrderAgainResult>(buyer, R.orderAgain, { orderId: order.orderId, lineIds: [order.lineIds[1]] });
    expect(result.added).toHaveLength(1);
    expect(result.added[0]).toMatchObject({ goodsId: String(h.id), qty: h.moq, merged: true, note: `Added to the ${h.moq.toLocaleString('en-US')} pieces already in your cart.` });
    const cart = await cartOf(buyer);
    expect(cart.lines.map((line) => [line.goodsId, line.qty])).toEqual([[String(h.id), 2 * h.moq]]);
    expect(result.cartNum).toBe(1);
  });

  it('raises a quantity below today\'s MOQ and tells the buyer', async () => {
    const { admin, companyId } = await company();
    const g = await sampleGoods(4);
    await db().update(goods).set({ moq: 500 }).where(eq(goods.id, g.id));
    const order = await insertOrder(admin, companyId, daysAgo(40), [{ goodsId: g.id, variants: [{ specId: g.specIds[0]!, qty: 300 }] }]);
    const result = await ok<OrderAgainResult>(admin, R.orderAgain, { orderId: order.orderId });
    expect(result.added[0]).toMatchObject({ qty: 500, raisedFrom: 300, note: 'Raised from 300 to 500 pieces: the minimum order is now 500.' });
    expect((await cartOf(admin)).lines[0]!.qty).toBe(500);
  });

  it('lists withdrawn goods, specifications that no longer exist and quoted extras instead of dropping them', async () => {
    const { admin, companyId } = await company();
    const gone = await sampleGoods(5);
    const h = await sampleGoods(6);
    await db().update(goods).set({ status: 0 }).where(eq(goods.id, gone.id));
    const order = await insertOrder(admin, companyId, daysAgo(20), [
      { goodsId: gone.id, variants: [{ specId: gone.specIds[0]!, qty: gone.moq }], title: 'Withdrawn ring' },
      { goodsId: h.id, variants: [{ specId: h.specIds[0]!, qty: h.moq }, { specId: 99_999_999, qty: 40, skuCode: 'OLD-SKU-1' }], customInfo: { logoFiles: [], colors: ['red'] } },
      { goodsId: null, variants: [{ specId: null, qty: 1 }], title: 'Mould and tooling' },
    ]);
    const result = await ok<OrderAgainResult>(admin, R.orderAgain, { orderId: order.orderId });
    expect(result.leftOut).toEqual([
      { orderLineId: String(order.lineIds[0]), goodsCode: `G-${gone.id}`, title: 'Withdrawn ring', skuCode: null, reason: 'This product is not available any more.' },
      { orderLineId: String(order.lineIds[1]), goodsCode: `G-${h.id}`, title: 'Line 2', skuCode: 'OLD-SKU-1', reason: 'This specification no longer exists.' },
      expect.objectContaining({ orderLineId: String(order.lineIds[2]), title: 'Mould and tooling', reason: expect.stringMatching(/not a catalogue product/) }),
    ]);
    // The specification that still exists goes in.
    expect(result.added.map((line) => [line.goodsId, line.qty])).toEqual([[String(h.id), h.moq]]);
    expect((await cartOf(admin)).cartNum).toBe(1);
  });

  it('orders again a sample order (as bulk goods) and an order awaiting approval or rejected', async () => {
    const { admin, companyId } = await company();
    const g = await sampleGoods(7);
    for (const options of [{ kind: 'sample' as const }, { status: 'awaiting_approval' as const }, { status: 'rejected' as const }]) {
      const order = await insertOrder(admin, companyId, daysAgo(2), [{ goodsId: g.id, variants: [{ specId: g.specIds[0]!, qty: 2 }] }], options);
      const result = await ok<OrderAgainResult>(admin, R.orderAgain, { orderId: order.orderId });
      expect(result.added[0]!.qty, JSON.stringify(options)).toBe(g.moq);
    }
  });

  it('refuses another company\'s order (20004, no data), a viewer (20011), bad input and a line of another order', async () => {
    const { admin, viewer, companyId } = await company();
    const g = await sampleGoods(8);
    const order = await insertOrder(admin, companyId, daysAgo(2), [{ goodsId: g.id, variants: [{ specId: g.specIds[0]!, qty: g.moq }] }]);
    const other = await insertOrder(admin, companyId, daysAgo(1), [{ goodsId: g.id, variants: [{ specId: g.specIds[0]!, qty: g.moq }] }]);
    const outsider = await company('Otto Outsider');
    refused(await as(outsider.admin)(R.orderAgain, { orderId: order.orderId }), RES.NOT_FOUND, 'This order was not found.');
    refused(await as(viewer)(R.orderAgain, { orderId: order.orderId }), RES.ROLE_REFUSED);
    refused(await as(admin)(R.orderAgain, { orderId: 'abc' }), RES.INVALID_PARAMS);
    refused(await as(admin)(R.orderAgain, { orderId: order.orderId, lineIds: [] }), RES.INVALID_PARAMS);
    refused(await as(admin)(R.orderAgain, { orderId: order.orderId, lineIds: other.lineIds }), RES.NOT_FOUND, 'This order line was not found.');
    refused(await as(null)(R.orderAgain, { orderId: order.orderId }), RES.NOT_SIGNED_IN);
    // Nothing went into anyone's cart.
    expect((await cartOf(outsider.admin)).cartNum).toBe(0);
    expect((await cartOf(admin)).cartNum).toBe(0);
  });
});

describe('your usual', () => {
  it('lists goods ordered in at least two placed bulk orders, with the interval, last order and due date, for every colleague', async () => {
    const { admin, buyer, viewer, companyId } = await company();
    const g = await sampleGoods(9);
    const h = await sampleGoods(10);
    const k = await sampleGoods(11);
    const ref = now().getTime();
    const at = (days: number) => new Date(ref - days * DAY);
    const first = at(70);
    await insertOrder(admin, companyId, first, [plainLine(g), plainLine(h)]);
    await insertOrder(buyer, companyId, at(50), [plainLine(k)]);
    await insertOrder(buyer, companyId, at(40), [plainLine(g)]);
    const last = await insertOrder(admin, companyId, at(10), [plainLine(k), plainLine(g)]);
    // h again, but only in orders that do not count.
    for (const status of ['cancelled', 'rejected', 'awaiting_approval'] as const) await insertOrder(admin, companyId, at(5), [plainLine(h)], { status });
    await insertOrder(admin, companyId, at(4), [plainLine(h)], { kind: 'sample' });
    // Another company's orders of h do not count either.
    const outsider = await company('Una Outsider');
    await insertOrder(outsider.admin, outsider.companyId, at(3), [plainLine(h)]);

    const usual = await ok<UsualGoods[]>(viewer, R.yourUsual);
    expect(usual.map((u) => [u.goodsId, u.orderCount, u.intervalDays])).toEqual([
      [String(g.id), 3, 30],
      [String(k.id), 2, 40],
    ]);
    const [ug] = usual;
    expect(ug).toMatchObject({ lastOrderId: String(last.orderId), lastOrderNo: last.orderNo, lastOrderLineId: String(last.lineIds[1]), available: true });
    expect(ug!.lastOrderedAt).toBe(at(10).toISOString());
    expect(ug!.dueAt).toBe(new Date(at(10).getTime() + 30 * DAY).toISOString());
    expect(await ok<UsualGoods[]>(admin, R.yourUsual)).toEqual(usual);
    expect(await ok<UsualGoods[]>(outsider.admin, R.yourUsual)).toEqual([]);

    // One step to order it again: its last order's line.
    const again = await ok<OrderAgainResult>(buyer, R.orderAgain, { orderId: ug!.lastOrderId, lineIds: [ug!.lastOrderLineId] });
    expect(again.added.map((a) => a.goodsId)).toEqual([String(g.id)]);
  });

  it('sorts by due date: a shorter habit due sooner comes first', async () => {
    const { admin, companyId } = await company();
    const g = await sampleGoods(12);
    const h = await sampleGoods(13);
    await insertOrder(admin, companyId, daysAgo(100), [plainLine(g)]);
    await insertOrder(admin, companyId, daysAgo(20), [plainLine(g)]); // due in 60 days
    await insertOrder(admin, companyId, daysAgo(14), [plainLine(h)]);
    await insertOrder(admin, companyId, daysAgo(7), [plainLine(h)]); // due today
    const usual = await ok<UsualGoods[]>(admin, R.yourUsual);
    expect(usual.map((u) => [u.goodsId, u.intervalDays])).toEqual([[String(h.id), 7], [String(g.id), 80]]);
  });
});

describe('the due list', () => {
  it('lists a habit exactly when now passes last + 1.2 × interval, most overdue first, with whom to call', async () => {
    const { admin, buyer, companyId } = await company('Dora Due');
    const g = await sampleGoods(14);
    const h = await sampleGoods(15);
    const base = new Date(Date.UTC(2026, 5, 1)).getTime();
    // g: every 10 days, last at base: due at base + 10 d, listed after base + 12 d.
    await insertOrder(buyer, companyId, new Date(base - 20 * DAY), [plainLine(g)]);
    await insertOrder(buyer, companyId, new Date(base - 10 * DAY), [plainLine(g)]);
    const lastG = await insertOrder(buyer, companyId, new Date(base), [plainLine(g)]);
    // h: every 5 days, last at base: listed after base + 6 d.
    await insertOrder(buyer, companyId, new Date(base - 5 * DAY), [plainLine(h)]);
    await insertOrder(buyer, companyId, new Date(base), [plainLine(h)]);

    // Twice within an hour: no habit to call about.
    const k = await sampleGoods(17);
    await insertOrder(buyer, companyId, new Date(base - 3_600_000), [plainLine(k)]);
    await insertOrder(buyer, companyId, new Date(base), [plainLine(k)]);
    const mine = async (at: number) => (await dueToReorder(db(), { pageSize: 50 }, new Date(at))).list.filter((row) => row.companyId === companyId);
    expect(await mine(base + 6 * DAY)).toEqual([]);
    expect((await mine(base + 6 * DAY + 1)).map((row) => row.goodsId)).toEqual([String(h.id)]);
    expect((await mine(base + 12 * DAY)).map((row) => row.goodsId)).toEqual([String(h.id)]);
    const both = await mine(base + 12 * DAY + 1);
    expect(both.map((row) => [row.goodsId, row.daysOverdue, row.intervalDays])).toEqual([[String(h.id), 7, 5], [String(g.id), 2, 10]]);
    expect(both[1]).toMatchObject({
      lastOrderId: String(lastG.orderId), lastOrderNo: lastG.orderNo, lastOrderedAt: new Date(base).toISOString(),
      dueAt: new Date(base + 10 * DAY).toISOString(), orderCount: 3, adminName: 'Dora Due', adminEmail: admin.email,
    });
  });

  it('is for staff only, a page at a time', async () => {
    const { admin, companyId } = await company('Paula Pages');
    const g = await sampleGoods(16);
    await insertOrder(admin, companyId, daysAgo(100), [{ goodsId: g.id, variants: [{ specId: g.specIds[0]!, qty: g.moq }] }]);
    await insertOrder(admin, companyId, daysAgo(90), [{ goodsId: g.id, variants: [{ specId: g.specIds[0]!, qty: g.moq }] }]);
    const page = await ok<Page<DueToReorder>>(staff, R.dueToReorder, { pageSize: 1 });
    expect(page.list).toHaveLength(1);
    expect(page.total).toBeGreaterThanOrEqual(1);
    const all = await ok<Page<DueToReorder>>(staff, R.dueToReorder, { pageSize: 50 });
    expect(all.list.some((row) => row.companyId === companyId && row.daysOverdue === 80)).toBe(true);
    const overdue = all.list.map((row) => row.daysOverdue);
    expect([...overdue].sort((a, b) => b - a)).toEqual(overdue);
    refused(await as(admin)(R.dueToReorder, {}), RES.FORBIDDEN);
    refused(await as(staff)(R.dueToReorder, { pageSize: 500 }), RES.INVALID_PARAMS);
  });
});
