import { describe, expect, it } from 'vitest';
import { updateCompanyOf } from '../testing/members';
import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  API, canTransition, ORDER_FLOW, ORDER_STATUSES, RES, staffOrder, UNPLACED_ORDER_STATUSES,
  type ActivityPage, type OrderDetail, type OrderStatus, type StaffOrderPage, type StaffOrderView,
} from '@sw/protocol';
import { mailOutbox, orders, orderStatusHistory, staffAudit } from '../db/schema';
import { staffDeskFile } from '../testing/deskFile';
import { orderTesting } from '../testing/orders';
import { approveAllProofs } from '../testing/proofs';

const { t, smtp, staff } = staffDeskFile(orderTesting, { goods: 40, staffNick: 'Desk' });
const { ok, as, refused, person, db, mailTo, placedOrder, dayOffset, paidInFull } = t;

const S = API.staff;
const ship = { carrier: 'DHL Express', trackingNo: 'JD014600006281' };
const move = (orderId: number, to: OrderStatus, extra: Record<string, unknown> = {}) =>
  ok<StaffOrderView>(staff, S.moveOrder, { orderId, to, ...(to === 'shipped' ? ship : {}), ...(to === 'cancelled' ? { note: 'Out of stock' } : {}), ...extra });
const queue = (filters: Record<string, unknown> = {}) => ok<StaffOrderPage>(staff, S.orderQueue, { pageSize: 50, ...filters });
const idsOf = (page: StaffOrderPage) => page.list.map((row) => Number(row.orderId));

/** The steps that bring a placed order to `status` (the shortest way through ORDER_FLOW). */
const WAY: Partial<Record<OrderStatus, OrderStatus[]>> = {
  placed: [],
  confirmed: ['confirmed'],
  in_production: ['confirmed', 'in_production'],
  shipped: ['confirmed', 'in_production', 'shipped'],
  completed: ['confirmed', 'in_production', 'shipped', 'completed'],
  cancelled: ['cancelled'],
};

describe('every order desk path', () => {
  it('refuses a buyer (20003) and a visitor (21008), with no data', async () => {
    const buyer = await person();
    const { orderId } = await placedOrder(buyer, staff);
    for (const path of Object.values(staffOrder).map((contract) => contract.path)) {
      refused(await as(buyer)(path, { orderId, to: 'confirmed' }), RES.FORBIDDEN, 'This is for staff only.');
      refused(await as(null)(path, { orderId, to: 'confirmed' }), RES.NOT_SIGNED_IN);
    }
    const [row] = await db().select().from(orders).where(eq(orders.id, orderId));
    expect(row!.status).toBe('placed');
  });

  it('refuses bad input (10001) and an unknown order (20004)', async () => {
    refused(await as(staff)(S.orderView, { orderId: 'x' }), RES.INVALID_PARAMS, /orderId/);
    refused(await as(staff)(S.orderView, { orderId: 99_999_999 }), RES.NOT_FOUND, 'This order was not found.');
    refused(await as(staff)(S.moveOrder, { orderId: 99_999_999, to: 'confirmed' }), RES.NOT_FOUND, 'This order was not found.');
    refused(await as(staff)(S.moveOrder, { orderId: 1, to: 'lost' }), RES.INVALID_PARAMS, /to: Please choose a status/);
    refused(await as(staff)(S.orderQueue, { from: '25/11/2026' }), RES.INVALID_PARAMS, /from: Please enter a date as YYYY-MM-DD/);
    refused(await as(staff)(S.orderQueue, { status: 'lost' }), RES.INVALID_PARAMS, /status/);
  });
});

describe('orderQueue.do and orderView.do', () => {
  it('lists every buyer\'s orders newest first with their buyer, filters by status, buyer text and dates, pages and counts', async () => {
    const anna = await person({ nick: 'Anna Orders' });
    await updateCompanyOf(db(), anna.id, { name: 'Orderly Boutique Ltd' });
    const ben = await person({ nick: 'Ben Orders' });
    const a1 = await placedOrder(anna, staff, { poNumber: 'ANNA-77' });
    const b1 = await placedOrder(ben, staff);
    const a2 = await placedOrder(anna, staff);
    await move(a2.orderId, 'confirmed');

    const all = await queue();
    const mine = [a2.orderId, b1.orderId, a1.orderId];
    expect(idsOf(all).filter((id) => mine.includes(id))).toEqual(mine);
    expect(all.list.find((row) => Number(row.orderId) === a1.orderId)).toMatchObject({
      poNumber: 'ANNA-77', status: 'placed', buyer: { memId: anna.id, email: anna.email, nick: 'Anna Orders', company: 'Orderly Boutique Ltd' },
    });
    expect(all.statusCounts.confirmed).toBeGreaterThanOrEqual(1);
    expect(all.total).toBe(Object.values(all.statusCounts).reduce((sum, n) => sum + n, 0));

    expect(idsOf(await queue({ buyer: 'orderly boutique' }))).toEqual([a2.orderId, a1.orderId]);
    expect(idsOf(await queue({ buyer: ben.email }))).toEqual([b1.orderId]);
    expect(idsOf(await queue({ buyer: 'anna-77' }))).toEqual([a1.orderId]);
    expect(idsOf(await queue({ buyer: a2.placed.orderNo }))).toEqual([a2.orderId]);
    // Words and numbers match from their start (the indexed account search, order and PO number prefixes), not inside.
    expect(idsOf(await queue({ buyer: 'orderly bout' }))).toEqual([a2.orderId, a1.orderId]);
    expect(idsOf(await queue({ buyer: a2.placed.orderNo.slice(0, -1) }))).toContain(a2.orderId);
    expect(idsOf(await queue({ buyer: 'rderly boutique' }))).toEqual([]);
    expect(idsOf(await queue({ buyer: 'NNA-77' }))).toEqual([]);
    expect(idsOf(await queue({ buyer: a2.placed.orderNo.slice(2) }))).toEqual([]);
    const annaConfirmed = await queue({ buyer: 'Anna Orders', status: 'confirmed' });
    expect(idsOf(annaConfirmed)).toEqual([a2.orderId]);
    expect(annaConfirmed.statusCounts).toEqual({ placed: 1, confirmed: 1 });
    expect(annaConfirmed.total).toBe(1);

    expect(idsOf(await queue({ buyer: 'Anna Orders', from: dayOffset(0), to: dayOffset(0) }))).toEqual([a2.orderId, a1.orderId]);
    expect(idsOf(await queue({ buyer: 'Anna Orders', from: dayOffset(1) }))).toEqual([]);
    expect(idsOf(await queue({ buyer: 'Anna Orders', to: dayOffset(-1) }))).toEqual([]);
    const paged = await queue({ buyer: 'Anna Orders', pageSize: 1, pageNum: 2 });
    expect(paged).toMatchObject({ total: 2, pageNum: 2, pageSize: 1 });
    expect(idsOf(paged)).toEqual([a1.orderId]);
  });

  it('shows one order in full with its buyer and the steps the desk may take', async () => {
    const buyer = await person({ nick: 'Viewed' });
    const { orderId, placed } = await placedOrder(buyer, staff);
    const view = await ok<StaffOrderView>(staff, S.orderView, { orderId });
    expect(view).toMatchObject({
      orderNo: placed.orderNo, status: 'placed', actions: ['confirmed', 'cancelled'], lineCount: 3, total: 3260,
      buyer: { memId: buyer.id, email: buyer.email, nick: 'Viewed' }, invoiceUrl: `/documents/proforma/${orderId}.pdf`,
    });
    expect(view.lines).toHaveLength(3);
  });
});

describe('moveOrder.do', () => {
  it('walks placed → confirmed → in production → shipped → completed with history, audit, and an email to the buyer at each step', async () => {
    const buyer = await person();
    const { orderId, placed } = await placedOrder(buyer, staff);
    const orderNo = placed.orderNo;
    // The deposit and balance gates (docs/workflows.md, Payments) are open: this test is about the steps.
    await paidInFull(staff, orderId);

    let mails = smtp().count(buyer.email);
    const confirmed = await move(orderId, 'confirmed', { note: 'Deposit invoice attached to the order page.' });
    expect(confirmed).toMatchObject({ status: 'confirmed', actions: ['in_production', 'cancelled'] });
    let mail = await mailTo(buyer.email, mails);
    expect(mail.text).toContain(`your order ${orderNo} is confirmed`);
    expect(mail.text).toContain('Note: Deposit invoice attached to the order page.');

    await approveAllProofs(t, buyer, staff, orderId);
    mails = smtp().count(buyer.email);
    await move(orderId, 'in_production');
    expect((await mailTo(buyer.email, mails)).text).toContain(`your order ${orderNo} is in production`);

    refused(await as(staff)(S.moveOrder, { orderId, to: 'shipped' }), RES.INVALID_PARAMS, /carrier: Please enter the carrier/);
    refused(await as(staff)(S.moveOrder, { orderId, to: 'shipped', carrier: 'UPS' }), RES.INVALID_PARAMS, /trackingNo: Please enter the tracking number/);
    refused(await as(staff)(S.moveOrder, { orderId, to: 'shipped', carrier: 'UPS', trackingNo: '1Z<9>' }), RES.INVALID_PARAMS, /trackingNo/);
    mails = smtp().count(buyer.email);
    const shipped = await move(orderId, 'shipped');
    expect(shipped.status).toBe('shipped');
    expect(shipped.shipment).toMatchObject({
      carrier: 'DHL Express', trackingNo: 'JD014600006281',
      trackingUrl: 'https://www.dhl.com/global-en/home/tracking/tracking-express.html?tracking-id=JD014600006281',
    });
    mail = await mailTo(buyer.email, mails);
    expect(mail.text).toContain(`your order ${orderNo} is shipped`);
    expect(mail.text).toContain('Tracking number: JD014600006281');
    expect(mail.text).toContain('Carrier: DHL Express');
    expect(mail.text).toContain('tracking-id=JD014600006281');

    // The buyer sees the shipment in the details, the list and the activity log.
    const detail = await ok<OrderDetail>(buyer, API.erp.viewOrder, { orderId });
    expect(detail.shipment).toMatchObject({ carrier: 'DHL Express', trackingNo: 'JD014600006281' });
    // The buyer's one step now: confirming receipt.
    expect(detail.actions).toEqual(['completed']);
    // Shipping from the desk's move is one shipment of everything (services/shipment/record.ts).
    expect(detail.shipping.shipments).toMatchObject([{ shipmentNo: `${orderNo}-1`, carrier: 'DHL Express', trackingNo: 'JD014600006281' }]);
    const log = await ok<ActivityPage>(buyer, API.erp.activityLog, { kind: 'order' });
    const shippedStep = log.list.find((entry) => entry.kind === 'order_status')!;
    expect(shippedStep).toMatchObject({ status: 'shipped', title: `Order ${orderNo} shipped` });
    expect(shippedStep.detail).toContain('JD014600006281');
    expect(log.list.find((entry) => entry.kind === 'shipment_sent')).toMatchObject({ title: `Shipment ${orderNo}-1 of order ${orderNo} sent` });

    mails = smtp().count(buyer.email);
    const completed = await move(orderId, 'completed');
    expect(completed).toMatchObject({ status: 'completed', actions: [] });
    expect((await mailTo(buyer.email, mails)).text).toContain(`your order ${orderNo} is completed`);
    expect(completed.history.map((step) => [step.from, step.to, step.actor])).toEqual([
      [null, 'placed', 'buyer'], ['placed', 'confirmed', 'staff'], ['confirmed', 'in_production', 'staff'],
      ['in_production', 'shipped', 'staff'], ['shipped', 'completed', 'staff'],
    ]);

    const audit = await db()
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.targetType, 'order'), eq(staffAudit.targetId, String(orderId)), inArray(staffAudit.action, ['order.move', 'order.shipment'])))
      .orderBy(asc(staffAudit.id));
    expect(audit.map((row) => [row.action, row.staffId, row.staffEmail, row.before, (row.after as { status: string }).status])).toEqual([
      ['order.move', staff.id, staff.email, { status: 'placed' }, 'confirmed'],
      ['order.move', staff.id, staff.email, { status: 'confirmed' }, 'in_production'],
      ['order.shipment', staff.id, staff.email, { status: 'in_production' }, 'shipped'],
      ['order.move', staff.id, staff.email, { status: 'shipped' }, 'completed'],
    ]);
    expect(audit[2]!.after).toMatchObject({ carrier: 'DHL Express', trackingNo: 'JD014600006281' });
    expect(audit[0]!.summary).toBe(`Order ${orderNo}: placed → confirmed`);
  });

  it('gives a carrier without a tracking page no link', async () => {
    const buyer = await person();
    const { orderId } = await placedOrder(buyer, staff);
    await paidInFull(staff, orderId);
    await move(orderId, 'confirmed');
    await approveAllProofs(t, buyer, staff, orderId);
    await move(orderId, 'in_production');
    const shipped = await move(orderId, 'shipped', { carrier: 'Our own truck', trackingNo: 'TRUCK 12' });
    expect(shipped.shipment).toMatchObject({ carrier: 'Our own truck', trackingNo: 'TRUCK 12', trackingUrl: null });
  });

  it('cancels with a note the buyer reads, before shipping only', async () => {
    const buyer = await person();
    const { orderId, placed } = await placedOrder(buyer, staff);
    await move(orderId, 'confirmed');
    refused(await as(staff)(S.moveOrder, { orderId, to: 'cancelled' }), RES.INVALID_PARAMS, /note: Please say why the order is cancelled/);
    const mails = smtp().count(buyer.email);
    const cancelled = await move(orderId, 'cancelled', { note: 'The plating line is down for a month.' });
    expect(cancelled).toMatchObject({ status: 'cancelled', actions: [] });
    expect(cancelled.history.at(-1)).toMatchObject({ from: 'confirmed', to: 'cancelled', actor: 'staff', note: 'The plating line is down for a month.' });
    const mail = await mailTo(buyer.email, mails);
    expect(mail.text).toContain(`your order ${placed.orderNo} is cancelled`);
    expect(mail.text).toContain('Note: The plating line is down for a month.');
    const [audit] = await db().select().from(staffAudit).where(and(eq(staffAudit.targetId, String(orderId)), eq(staffAudit.targetType, 'order'))).orderBy(asc(staffAudit.id)).offset(1);
    expect(audit).toMatchObject({ before: { status: 'confirmed' }, after: { status: 'cancelled', note: 'The plating line is down for a month.' } });
  });

  it('refuses every step ORDER_FLOW does not give the sales team (20009, a readable reason), changing, mailing and auditing nothing', async () => {
    const buyer = await person();
    // Orders awaiting approval or rejected never reach the desk (orders.approval.http.test.ts).
    for (const from of ORDER_STATUSES.filter((status) => !UNPLACED_ORDER_STATUSES.includes(status))) {
      const { orderId } = await placedOrder(buyer, staff);
      await paidInFull(staff, orderId);
      for (const step of WAY[from]!) {
        if (step === 'in_production') await approveAllProofs(t, buyer, staff, orderId);
        await move(orderId, step);
      }
      for (const to of ORDER_STATUSES) {
        if (canTransition(ORDER_FLOW, from, to, 'staff')) continue;
        const [historyBefore, auditBefore, outboxBefore] = await Promise.all([
          db().select().from(orderStatusHistory).where(eq(orderStatusHistory.parentId, orderId)),
          db().select().from(staffAudit).where(eq(staffAudit.targetId, String(orderId))),
          db().select().from(mailOutbox),
        ]);
        const answer = await as(staff)(S.moveOrder, { orderId, to, ...ship, note: 'Because' });
        // A step the flow gives only the system (placed → awaiting approval, when a joining member brings the order) says so.
        const systemOnly = from !== to && canTransition(ORDER_FLOW, from, to, 'system');
        const reason = from === to
          ? `This order is already ${to.replace('_', ' ')}.`
          : systemOnly ? `Only the system can change this order to ${to.replace('_', ' ')}.` : `This order is ${from.replace('_', ' ')} and cannot change to ${to.replace('_', ' ')}.`;
        refused(answer, RES.CONFLICT, reason);
        const [row] = await db().select().from(orders).where(eq(orders.id, orderId));
        expect(row!.status, `${from} → ${to}`).toBe(from);
        expect(await db().select().from(orderStatusHistory).where(eq(orderStatusHistory.parentId, orderId))).toHaveLength(historyBefore.length);
        expect(await db().select().from(staffAudit).where(eq(staffAudit.targetId, String(orderId)))).toHaveLength(auditBefore.length);
        expect(await db().select().from(mailOutbox)).toHaveLength(outboxBefore.length);
      }
      // The buyer's own cancel: only while placed (that step is tested in orders.http.test.ts).
      if (from !== 'placed') refused(await as(buyer)(API.erp.cancelOrder, { orderId }), RES.CONFLICT);
    }
  }, 90_000); // 36 steps tried on six orders: slow on a busy machine.
});
