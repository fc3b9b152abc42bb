import { describe, expect, it } from 'vitest';
import { and, eq, ne } from 'drizzle-orm';
import {
  API, DOCUMENTS, NEW_DESIGN_PLACEHOLDER, order, RES, SESSION_COOKIE, TOKEN_HEADER,
  type ActivityPage, type AddressBookEntry, type HeaderData, type InquiryDetail, type OrderDetail, type OrderPage, type OrderPlaced,
  type PricingHistory,
} from '@sw/protocol';
import { pgErrorCode, PG_UNIQUE_VIOLATION } from '../db/errors';
import { goods, orderItems, orders, orderStatusHistory, quotations } from '../db/schema';
import type { Person } from '../testing/inquiries';
import { staffDeskFile } from '../testing/deskFile';
import { orderTesting, QUOTED } from '../testing/orders';
import { approveAllProofs } from '../testing/proofs';

const { t, api, smtp, staff } = staffDeskFile(orderTesting, { goods: 40, staffNick: 'Desk', through: 'http' });
const { ok, as, refused, person, db, mailTo, quote, preciseInquiry, address, dayOffset, quotedInquiry, placedOrder, sampleGoods, paidInFull } = t;

const E = API.erp;
const ORDER_PATHS = Object.values(order).map((contract) => contract.path);
const view = (who: Person, orderId: number | string) => ok<OrderDetail>(who, E.viewOrder, { orderId });
const list = (who: Person, filters: Record<string, unknown> = {}) => ok<OrderPage>(who, E.orderList, filters);
const liveOrders = (quotationId: number) =>
  db().select().from(orders).where(and(eq(orders.quotationId, quotationId), ne(orders.status, 'cancelled')));
const move = (orderId: number, to: string, extra: Record<string, unknown> = {}) => ok(staff, API.staff.moveOrder, { orderId, to, ...extra });
const pdf = (orderId: number | string, who: Person | null) =>
  api().raw(DOCUMENTS.proformaPdf(String(orderId)), { headers: who ? { [TOKEN_HEADER]: who.token } : {} });

describe('visitors and bad input', () => {
  it('refuses a visitor on every order path (21008), with no data', async () => {
    for (const path of ORDER_PATHS) refused(await as(null)(path, { orderId: 1, goodsId: 1 }), RES.NOT_SIGNED_IN);
  });

  it('refuses bad input with 10001 and a message naming the field', async () => {
    const me = await person();
    refused(await as(me)(E.viewOrder, { orderId: 'abc' }), RES.INVALID_PARAMS, /orderId/);
    refused(await as(me)(E.cancelOrder, {}), RES.INVALID_PARAMS, /orderId/);
    refused(await as(me)(E.pricingHistory, { goodsId: -3 }), RES.INVALID_PARAMS, /goodsId/);
    refused(await as(me)(E.orderList, { status: 'lost' }), RES.INVALID_PARAMS, /status/);
    refused(await as(me)(E.activityLog, { kind: 'everything' }), RES.INVALID_PARAMS, /kind/);
    refused(await as(me)(E.placeOrder, { inquiryId: 1, quotationId: 1 }), RES.INVALID_PARAMS, /Please choose a shipping address/);
    refused(await as(me)(E.placeOrder, { inquiryId: 1, quotationId: 1, addressId: 1, poNumber: 'PO<script>' }), RES.INVALID_PARAMS, /poNumber/);
    refused(
      await as(me)(E.placeOrder, { inquiryId: 1, quotationId: 1, addressId: 1, lines: [{ line: 0, qty: 5 }, { line: 0, qty: 6 }] }),
      RES.INVALID_PARAMS, /Each line may appear once/,
    );
  });
});

describe('placeOrder.do', () => {
  it('places an order from the accepted quotation, priced from it, with its history, and mails the buyer and the desk', async () => {
    const me = await person();
    const buyerMails = smtp().count(me.email);
    const deskMails = smtp().count(staff.email);
    const { placed, orderId, inquiryId, inquiryNo, quotationId, lines, g, h } = await placedOrder(me, staff, { notes: 'Please pack per design.' });
    expect(placed).toMatchObject({ status: 'placed', currency: 'USD', total: QUOTED.total, alreadyPlaced: false });
    const day = api().deps.now().toISOString().slice(0, 10).replace(/-/g, '');
    expect(placed.orderNo).toMatch(new RegExp(`^SO${day}\\d{4}$`));

    const detail = await view(me, orderId);
    expect(detail).toMatchObject({
      orderId: String(orderId), orderNo: placed.orderNo, status: 'placed', poNumber: 'PO-4471', notes: 'Please pack per design.',
      inquiryId: String(inquiryId), inquiryNo, lineCount: 3, totalQty: 801, total: 3260, shipment: null,
      actions: ['cancelled'], invoiceUrl: `/documents/proforma/${orderId}.pdf`,
      quotation: { quotationId: String(quotationId), version: 1, leadTimeDays: 25, pdfUrl: `/documents/quotation/${quotationId}.pdf` },
      address: { contactName: 'Ana Silva', city: 'Porto', country: 'PT', countryName: 'Portugal' },
    });
    expect(detail.lines.map((line) => [line.title, line.qty, line.unitPrice, line.amount])).toEqual([
      [lines[0]!.title, 600, 4.2, 2520],
      [lines[1]!.title, 200, 3.1, 620],
      ['Mould and tooling', 1, 120, 120],
    ]);
    // The first line is the customized one (the newest in the cart): its mix of two specifications stays as quoted.
    expect(detail.lines[0]).toMatchObject({ itemId: lines[0]!.itemId, goodsId: String(h.id), goodsCode: h.code });
    expect(detail.lines[0]!.variants).toHaveLength(2);
    expect(detail.lines[0]!.customization).toMatchObject({ colors: ['gold'], notes: 'Logo on the inside' });
    // A single specification takes the ordered quantity.
    expect(detail.lines[1]).toMatchObject({ goodsId: String(g.id), goodsCode: g.code, variants: [{ qty: 200 }], customization: null });
    expect(detail.lines[2]).toMatchObject({ itemId: null, goodsId: null });
    expect(detail.history).toEqual([expect.objectContaining({ from: null, to: 'placed', actor: 'buyer', note: `Placed from quotation version 1 of inquiry ${inquiryNo}.` })]);

    // The inquiry links its order.
    const inquiry = await ok<InquiryDetail>(me, API.inquiryOrder.inquiryOrderDetail1562b, { inquiryId });
    expect(inquiry.order).toEqual({ orderId: String(orderId), orderNo: placed.orderNo, status: 'placed' });

    const buyerMail = await mailTo(me.email, buyerMails);
    expect(buyerMail.text).toContain(`we received your order ${placed.orderNo}`);
    expect(buyerMail.text).toContain('Total: $3,260.00');
    expect(buyerMail.text).toContain(`/orders/details?orderId=${orderId}`);
    // The buyer had mail about the inquiry too; the newest is the order's.
    const deskMail = await mailTo(staff.email, deskMails + 2);
    expect(deskMail.text).toContain(`New order ${placed.orderNo}`);
    expect(deskMail.text).toContain('PO reference: PO-4471');
  });

  it('takes the buyer\'s quantities within the tiers and ignores any price the browser sends', async () => {
    const me = await person();
    const quoted = await quotedInquiry(me, staff);
    const base = { inquiryId: quoted.inquiryId, quotationId: quoted.quotationId, address };
    refused(await as(me)(E.placeOrder, { ...base, lines: [{ line: 1, qty: 99 }] }), RES.INVALID_PARAMS, /quoted from 100 pieces/);
    refused(await as(me)(E.placeOrder, { ...base, lines: [{ line: 3, qty: 100 }] }), RES.INVALID_PARAMS, /line 4 is not one of them/);
    expect(await liveOrders(quoted.quotationId)).toHaveLength(0);

    const placed = await ok<OrderPlaced>(me, E.placeOrder, {
      ...base,
      total: 1,
      lines: [{ line: 0, qty: 1000, unitPrice: 0.01, amount: 10 }, { line: 1, qty: 300, unitPrice: 0.01 }],
    });
    // 1000 × 3.75 + 300 × 2.65 + 120
    expect(placed.total).toBe(3750 + 795 + 120);
    const detail = await view(me, placed.orderId);
    expect(detail.lines.map((line) => [line.qty, line.unitPrice, line.amount])).toEqual([[1000, 3.75, 3750], [300, 2.65, 795], [1, 120, 120]]);
    const [row] = await db().select().from(orderItems).where(eq(orderItems.orderId, Number(placed.orderId))).limit(1);
    expect(row!.unitPrice).toBe(375n); // minor units (docs/protocol.md, Money)
  });

  it('refuses a quotation that is not accepted, has expired, is an earlier version or is not the inquiry\'s', async () => {
    const me = await person();
    const quoted = await quotedInquiry(me, staff, { accept: false });
    refused(
      await as(me)(E.placeOrder, { inquiryId: quoted.inquiryId, quotationId: quoted.quotationId, address }),
      RES.CONFLICT, 'Please accept the quotation first, then place the order.',
    );

    // Accepted, but its validity passed before the order.
    const late = await quotedInquiry(me, staff, { validUntil: dayOffset(0) });
    await db().update(quotations).set({ validUntil: dayOffset(-1) }).where(eq(quotations.id, late.quotationId));
    refused(
      await as(me)(E.placeOrder, { inquiryId: late.inquiryId, quotationId: late.quotationId, address }),
      RES.CONFLICT, `This quotation was valid until ${dayOffset(-1)}. Please ask us for a new one before ordering.`,
    );

    // Quoted and never accepted, past its day: it expires on the way (a system step) and is refused.
    const { inquiryId } = await preciseInquiry(me);
    const stale = await quote(inquiryId, staff, { validUntil: dayOffset(-1) });
    refused(await as(me)(E.placeOrder, { inquiryId, quotationId: stale.quotationId, address }), RES.CONFLICT, /is expired: only an accepted quotation/);

    // Version 1 after version 2 was accepted.
    const revised = await preciseInquiry(me);
    const v1 = await quote(revised.inquiryId, staff);
    await ok(me, API.inquiryOrder.requestRevision, { inquiryId: revised.inquiryId, message: 'Better price?' });
    const v2 = await quote(revised.inquiryId, staff);
    await ok(me, API.inquiryOrder.acceptQuotation, { inquiryId: revised.inquiryId, quotationId: v2.quotationId });
    refused(
      await as(me)(E.placeOrder, { inquiryId: revised.inquiryId, quotationId: v1.quotationId, address }),
      RES.CONFLICT, 'This is an earlier version of the quotation. Please order from the accepted version 2.',
    );
    // Another inquiry's quotation.
    refused(await as(me)(E.placeOrder, { inquiryId: revised.inquiryId, quotationId: quoted.quotationId, address }), RES.NOT_FOUND, 'This quotation was not found.');
    expect(await db().select().from(orders).where(eq(orders.memberId, me.id))).toHaveLength(0);
  });

  it('refuses another member\'s inquiry, quotation and address (20004), and places nothing', async () => {
    const me = await person();
    const other = await person();
    const quoted = await quotedInquiry(me, staff);
    refused(await as(other)(E.placeOrder, { inquiryId: quoted.inquiryId, quotationId: quoted.quotationId, address }), RES.NOT_FOUND, 'This inquiry was not found.');
    const book = await ok<AddressBookEntry>(other, API.base.addAddrBook, address);
    refused(
      await as(me)(E.placeOrder, { inquiryId: quoted.inquiryId, quotationId: quoted.quotationId, addressId: book.addrId }),
      RES.NOT_FOUND, /not in your address book/,
    );
    expect(await liveOrders(quoted.quotationId)).toHaveLength(0);

    // The buyer's own book address is copied onto the order.
    const mine = await ok<AddressBookEntry>(me, API.base.addAddrBook, { ...address, city: 'Lisboa' });
    const placed = await ok<OrderPlaced>(me, E.placeOrder, { inquiryId: quoted.inquiryId, quotationId: quoted.quotationId, addressId: mine.addrId });
    expect((await view(me, placed.orderId)).address).toMatchObject({ city: 'Lisboa', contactName: 'Ana Silva' });
  });

  it('makes one order of a repeated call and of parallel calls, and a cancelled order frees the quotation', async () => {
    const me = await person();
    const quoted = await quotedInquiry(me, staff);
    const input = { inquiryId: quoted.inquiryId, quotationId: quoted.quotationId, address, poNumber: 'PO-1' };
    const answers = await Promise.all([1, 2, 3].map(() => ok<OrderPlaced>(me, E.placeOrder, input)));
    expect(new Set(answers.map((answer) => answer.orderId)).size).toBe(1);
    expect(answers.filter((answer) => !answer.alreadyPlaced)).toHaveLength(1);
    expect(await liveOrders(quoted.quotationId)).toHaveLength(1);
    const again = await ok<OrderPlaced>(me, E.placeOrder, { ...input, lines: [{ line: 0, qty: 5000 }] });
    expect(again).toMatchObject({ orderId: answers[0]!.orderId, alreadyPlaced: true, total: QUOTED.total });
    const history = await db().select().from(orderStatusHistory).where(eq(orderStatusHistory.parentId, Number(again.orderId)));
    expect(history).toHaveLength(1);

    await ok(me, E.cancelOrder, { orderId: again.orderId, reason: 'Wrong address' });
    const replaced = await ok<OrderPlaced>(me, E.placeOrder, input);
    expect(replaced.alreadyPlaced).toBe(false);
    expect(replaced.orderId).not.toBe(again.orderId);
  });

  it('has the database refuse a second live order of one quotation (the guard under concurrency)', async () => {
    const me = await person();
    const { orderId } = await placedOrder(me, staff);
    const [row] = await db().select().from(orders).where(eq(orders.id, orderId));
    const { id: _id, orderNo, ...copy } = row!;
    const error = await db().insert(orders).values({ ...copy, orderNo: `COPY-X-${orderNo}` }).then(() => null, (caught: unknown) => caught);
    expect(pgErrorCode(error)).toBe(PG_UNIQUE_VIOLATION);
    // A cancelled copy is no live order: it may stand beside it.
    await db().insert(orders).values({ ...copy, orderNo: `COPY-Y-${orderNo}`, status: 'cancelled' });
  });

  it('numbers parallel orders of different quotations uniquely', async () => {
    const me = await person();
    const a = await quotedInquiry(me, staff);
    const b = await quotedInquiry(me, staff);
    const [x, y] = await Promise.all([a, b].map((q) => ok<OrderPlaced>(me, E.placeOrder, { inquiryId: q.inquiryId, quotationId: q.quotationId, address })));
    expect(x!.orderNo).not.toBe(y!.orderNo);
    expect(Math.abs(Number(x!.orderNo.slice(-4)) - Number(y!.orderNo.slice(-4)))).toBe(1);
  });
});

describe('orderList.do and viewOrder.do', () => {
  it('lists only the member\'s own orders, newest first, with status filter, keyword, pages and counts', async () => {
    const me = await person();
    const other = await person();
    const first = await placedOrder(me, staff, { poNumber: 'ALPHA-1' });
    const second = await placedOrder(me, staff, { poNumber: 'BETA-2' });
    const third = await placedOrder(me, staff, { poNumber: 'GAMMA-3' });
    await placedOrder(other, staff);
    await ok(me, E.cancelOrder, { orderId: first.orderId });

    const all = await list(me);
    expect(all.list.map((row) => row.orderId)).toEqual([third, second, first].map((o) => String(o.orderId)));
    expect(all).toMatchObject({ total: 3, pageNum: 1, pageSize: 10, statusCounts: { placed: 2, cancelled: 1 } });
    expect(all.list[0]).toMatchObject({ poNumber: 'GAMMA-3', lineCount: 3, totalQty: 801, total: 3260, currency: 'USD', inquiryNo: third.inquiryNo });
    expect(all.list[0]!.title).toMatch(/ and 2 more$/);

    expect((await list(me, { status: 'cancelled' })).list.map((row) => row.orderId)).toEqual([String(first.orderId)]);
    expect((await list(me, { keyword: 'beta' })).list.map((row) => row.orderId)).toEqual([String(second.orderId)]);
    expect((await list(me, { keyword: second.placed.orderNo })).list.map((row) => row.orderId)).toEqual([String(second.orderId)]);
    expect((await list(me, { keyword: 'tooling' })).total).toBe(3);
    expect((await list(me, { keyword: 'no such thing' })).list).toEqual([]);
    const paged = await list(me, { pageSize: 2, pageNum: 2 });
    expect(paged).toMatchObject({ total: 3, pageNum: 2, pageSize: 2 });
    expect(paged.list.map((row) => row.orderId)).toEqual([String(first.orderId)]);
  });

  it('answers 20004 with no data for another member\'s order, on every path that takes one', async () => {
    const me = await person();
    const other = await person();
    const { orderId } = await placedOrder(me, staff);
    refused(await as(other)(E.viewOrder, { orderId }), RES.NOT_FOUND, 'This order was not found.');
    refused(await as(other)(E.cancelOrder, { orderId }), RES.NOT_FOUND, 'This order was not found.');
    refused(await as(me)(E.viewOrder, { orderId: 99_999_999 }), RES.NOT_FOUND);
    expect((await view(me, orderId)).status).toBe('placed');
  });

  it('keeps new-design pictures from buyers without access', async () => {
    const me = await person();
    const { orderId, h } = await placedOrder(me, staff);
    // The first line is the newest cart line (h, customized).
    await db().update(goods).set({ newFlag: 1 }).where(eq(goods.id, h.id));
    try {
      const detail = await view(me, orderId);
      expect(detail.lines[0]!.imageUrl).toBe(NEW_DESIGN_PLACEHOLDER);
      expect(detail.imageUrl).toBe(NEW_DESIGN_PLACEHOLDER);
      expect((await list(me)).list[0]!.imageUrl).toBe(NEW_DESIGN_PLACEHOLDER);
    } finally {
      await db().update(goods).set({ newFlag: 0 }).where(eq(goods.id, h.id));
    }
  });

  it('keeps the header\'s open order counter in step (placed to shipped count; completed and cancelled do not)', async () => {
    const me = await person();
    const open = async () => (await ok<HeaderData>(me, API.csite.headerData)).openOrders;
    expect(await open()).toBe(0);
    const a = await placedOrder(me, staff);
    const b = await placedOrder(me, staff);
    expect(await open()).toBe(2);
    await ok(me, E.cancelOrder, { orderId: a.orderId });
    expect(await open()).toBe(1);
    await paidInFull(staff, b.orderId);
    await move(b.orderId, 'confirmed');
    await approveAllProofs(t, me, staff, b.orderId);
    await move(b.orderId, 'in_production');
    await move(b.orderId, 'shipped', { carrier: 'DHL Express', trackingNo: '1234567890' });
    expect(await open()).toBe(1);
    await move(b.orderId, 'completed');
    expect(await open()).toBe(0);
  });
});

describe('cancelOrder.do', () => {
  it('cancels a placed order with the reason in the history, and mails the buyer and the desk', async () => {
    const me = await person();
    const { orderId, placed } = await placedOrder(me, staff);
    const buyerMails = smtp().count(me.email);
    const deskMails = smtp().count(staff.email);
    const cancelled = await ok<OrderDetail>(me, E.cancelOrder, { orderId, reason: 'Ordered twice by mistake' });
    expect(cancelled).toMatchObject({ status: 'cancelled', actions: [] });
    expect(cancelled.history.at(-1)).toMatchObject({ from: 'placed', to: 'cancelled', actor: 'buyer', note: 'Ordered twice by mistake' });
    const mail = await mailTo(me.email, buyerMails);
    expect(mail.text).toContain(`your order ${placed.orderNo} is cancelled`);
    expect(mail.text).toContain('Note: Ordered twice by mistake');
    expect((await mailTo(staff.email, deskMails)).text).toContain(`Order ${placed.orderNo} cancelled by the buyer`);
    refused(await as(me)(E.cancelOrder, { orderId }), RES.CONFLICT, 'This order is already cancelled.');
  });

  it('is refused once the sales team confirmed the order, at every later status', async () => {
    const me = await person();
    const { orderId } = await placedOrder(me, staff);
    await paidInFull(staff, orderId);
    const steps: [string, Record<string, unknown>][] = [
      ['confirmed', {}], ['in_production', {}], ['shipped', { carrier: 'UPS', trackingNo: '1Z999' }], ['completed', {}],
    ];
    for (const [to, extra] of steps) {
      if (to === 'in_production') await approveAllProofs(t, me, staff, orderId);
      await move(orderId, to, extra);
      const mails = smtp().count(me.email);
      const message = ['shipped', 'completed'].includes(to)
        ? `This order is ${to} and cannot change to cancelled.`
        : 'Only the sales team can change this order to cancelled.';
      refused(await as(me)(E.cancelOrder, { orderId }), RES.CONFLICT, message);
      expect((await view(me, orderId)).status).toBe(to);
      expect(smtp().count(me.email)).toBe(mails);
    }
    refused(await as(me)(E.cancelOrder, { orderId }), RES.CONFLICT);
  });
});

describe('pricingHistory.do', () => {
  it('answers what this member was quoted and ordered for a goods, oldest first, and nothing of others', async () => {
    const me = await person();
    const other = await person();
    // The quotation's first line is the inquiry's newest cart line: goods h.
    const h = await sampleGoods(1);
    const before = await ok<PricingHistory>(me, E.pricingHistory, { goodsId: h.id });
    expect(before).toEqual({ goodsId: String(h.id), points: [] });

    const { placed, inquiryNo, inquiryId } = await placedOrder(me, staff, { lines: [{ line: 0, qty: 1000 }] });
    const cancelled = await placedOrder(me, staff);
    await ok(me, E.cancelOrder, { orderId: cancelled.orderId });
    const history = await ok<PricingHistory>(me, E.pricingHistory, { goodsId: h.id });
    const mine = history.points.filter((point) => point.inquiryId === String(inquiryId));
    expect(mine).toEqual([
      expect.objectContaining({ source: 'quotation', qty: 600, unitPrice: 4.2, currency: 'USD', inquiryNo, quotationVersion: 1, orderId: null }),
      expect.objectContaining({ source: 'order', qty: 1000, unitPrice: 3.75, inquiryNo, orderNo: placed.orderNo, quotationVersion: null }),
    ]);
    // The cancelled order is left out; its quotation stays.
    expect(history.points.filter((point) => point.orderId === String(cancelled.orderId))).toEqual([]);
    expect(history.points.filter((point) => point.source === 'quotation')).toHaveLength(2);
    expect(history.points.map((point) => point.at)).toEqual(history.points.map((point) => point.at).sort());
    expect((await ok<PricingHistory>(other, E.pricingHistory, { goodsId: h.id })).points).toEqual([]);
    // Another goods has its own history: two quotations at 200 pieces, one order (the cancelled one left out).
    const g = await sampleGoods(0);
    const second = await ok<PricingHistory>(me, E.pricingHistory, { goodsId: g.id });
    expect(second.points.map((point) => [point.source, point.qty, point.unitPrice])).toEqual([
      ['quotation', 200, 3.1], ['order', 200, 3.1], ['quotation', 200, 3.1],
    ]);
  });
});

describe('activityLog.do', () => {
  it('answers the member\'s own events newest first, each with its inquiry or order, filtered and paged', async () => {
    const me = await person();
    const other = await person();
    const { inquiryId, inquiryNo, orderId, placed } = await placedOrder(me, staff);
    await ok(me, API.inquiryOrder.sendInquiryMessage, { inquiryId, body: 'When can you ship?' });
    await ok(staff, API.staff.sendInquiryMessage, { inquiryId, body: 'In about four weeks.' });
    await move(orderId, 'confirmed', { note: 'Deposit invoice sent.' });
    await placedOrder(other, staff);

    const log = await ok<ActivityPage>(me, E.activityLog, {});
    expect(log.list.map((entry) => entry.kind)).toEqual([
      'order_status', 'message_received', 'message_sent', 'order_placed', 'quotation_accepted', 'quotation_received', 'inquiry_sent',
    ]);
    expect(log.total).toBe(7);
    expect(log.list[0]).toMatchObject({
      title: `Order ${placed.orderNo} confirmed`, detail: 'Deposit invoice sent.', status: 'confirmed', ref: { type: 'order', id: String(orderId), no: placed.orderNo },
    });
    expect(log.list[1]).toMatchObject({ detail: 'In about four weeks.', ref: { type: 'inquiry', id: String(inquiryId), no: inquiryNo } });
    expect(log.list[6]).toMatchObject({ title: `Inquiry ${inquiryNo} sent`, ref: { type: 'inquiry', id: String(inquiryId) } });
    expect(new Set(log.list.map((entry) => entry.activityId)).size).toBe(7);

    expect((await ok<ActivityPage>(me, E.activityLog, { kind: 'order' })).list.map((entry) => entry.kind)).toEqual(['order_status', 'order_placed']);
    expect((await ok<ActivityPage>(me, E.activityLog, { kind: 'message' })).list.map((entry) => entry.kind)).toEqual(['message_received', 'message_sent']);
    expect((await ok<ActivityPage>(me, E.activityLog, { kind: 'inquiry' })).total).toBe(3);
    const second = await ok<ActivityPage>(me, E.activityLog, { pageSize: 3, pageNum: 2 });
    expect(second).toMatchObject({ total: 7, pageNum: 2, pageSize: 3 });
    expect(second.list.map((entry) => entry.kind)).toEqual(['order_placed', 'quotation_accepted', 'quotation_received']);
    const others = await ok<ActivityPage>(other, E.activityLog, {});
    const refs = others.list.map((entry) => `${entry.ref.type}-${entry.ref.id}`);
    // Their own four: inquiry sent, quotation received and accepted, order placed.
    expect(refs).toHaveLength(4);
    expect(refs).not.toContain(`order-${orderId}`);
    expect(refs).not.toContain(`inquiry-${inquiryId}`);
  });
});

describe('the proforma invoice PDF', () => {
  it('is served to the order\'s buyer and to staff, and is 404 for anyone else and for an unknown id', async () => {
    const me = await person();
    const other = await person();
    const { orderId, placed } = await placedOrder(me, staff);
    const mine = await pdf(orderId, me);
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toBe('application/pdf');
    expect(mine.headers.get('content-disposition')).toContain(`Proforma-${placed.orderNo}.pdf`);
    expect(mine.headers.get('cache-control')).toBe('private, no-cache');
    const bytes = Buffer.from(await mine.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.toString('latin1')).toContain(`Proforma invoice ${placed.orderNo}`);
    expect((await pdf(orderId, staff)).status).toBe(200);
    const byCookie = await api().raw(DOCUMENTS.proformaPdf(String(orderId)), { headers: { cookie: `${SESSION_COOKIE}=${me.token}` } });
    expect(byCookie.status).toBe(200);
    expect((await pdf(orderId, other)).status).toBe(404);
    expect((await pdf(orderId, null)).status).toBe(404);
    expect((await pdf(99_999_999, staff)).status).toBe(404);
    expect((await api().raw('/documents/proforma/abc.pdf', { headers: { [TOKEN_HEADER]: staff.token } })).status).toBe(404);
    expect((await api().raw(`/documents/invoice/${orderId}.pdf`, { headers: { [TOKEN_HEADER]: staff.token } })).status).toBe(404);
  });
});
