import { describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { API, RES, toMinor, type ActivityPage, type OrderDetail, type OrderPlaced, type StaffCompanyView, type StaffInquiryView, type StaffMemberView, type PricingHistory, type StaffOrderPage, type StaffOrderView } from '@sw/protocol';
import { companies, mailOutbox, members, orders, orderStatusHistory } from '../db/schema';
import { staffDeskFile } from '../testing/deskFile';
import type { Person } from '../testing/inquiries';
import { companyIdOf } from '../testing/company';
import { companyOf, updateCompanyOf } from '../testing/members';
import { orderTesting, QUOTED } from '../testing/orders';

/**
 * Order approval (docs/protocol.md, Order approval): a buyer's order above the company's threshold waits for an
 * admin; the sales team does not see it until it is approved; no path or timing places it above the threshold.
 * And the copies of order mail to the company's admins (services/company/recipients.ts).
 */

const { t, staff } = staffDeskFile(orderTesting, { goods: 40, staffNick: 'Approval Desk' });
const { ok, as, refused, person, db, quotedInquiry, placedOrder } = t;
const E = API.erp;

/** An admin (a company of their own) and colleagues in the same company with the given roles. */
async function company(roles: ('buyer' | 'viewer' | 'admin')[] = ['buyer'], threshold: string | null = null) {
  const admin = await person({ nick: 'Ada Admin' });
  const companyId = (await companyOf(db(), admin.id))!.id;
  const colleagues: Person[] = [];
  for (const role of roles) {
    const colleague = await person({ nick: `Cole ${role}` });
    await db().update(members).set({ companyId, companyRole: role }).where(eq(members.id, colleague.id));
    colleagues.push(colleague);
  }
  await updateCompanyOf(db(), admin.id, { approvalThreshold: threshold === null ? null : toMinor(threshold) });
  return { admin, companyId, colleagues, buyer: colleagues[0]! };
}

const orderRow = async (orderId: number) => (await db().select().from(orders).where(eq(orders.id, orderId)))[0]!;
const outboxTo = async (email: string) => (await db().select().from(mailOutbox).orderBy(asc(mailOutbox.id))).filter((row) => row.to === email);
const deskIds = async () => (await ok<StaffOrderPage>(staff, API.staff.orderQueue, { pageSize: 50 })).list.map((row) => Number(row.orderId));
const placeFrom = (who: Person, quoted: { inquiryId: number; quotationId: number }) =>
  as(who)<OrderPlaced>(E.placeOrder, { inquiryId: quoted.inquiryId, quotationId: quoted.quotationId, address: t.address });

describe('placing against the threshold', () => {
  it('holds a buyer\'s order above the threshold, places one at or under it (exact cents)', async () => {
    for (const [threshold, status] of [['3259.99', 'awaiting_approval'], ['3260.00', 'placed'], ['3260.01', 'placed']] as const) {
      const { buyer } = await company(['buyer'], threshold);
      const { placed, orderId } = await placedOrder(buyer, staff);
      expect(placed.status, threshold).toBe(status);
      expect((await orderRow(orderId)).status).toBe(status);
      expect(placed.total).toBe(QUOTED.total);
    }
  });

  it('places directly for an admin above the threshold, and without a threshold', async () => {
    const { admin } = await company([], '100');
    expect((await placedOrder(admin, staff)).placed.status).toBe('placed');
    const { buyer } = await company(['buyer'], null);
    expect((await placedOrder(buyer, staff)).placed.status).toBe('placed');
  });

  it('parallel placements answer one order, never placed above the threshold by a buyer', async () => {
    const { buyer, admin } = await company(['buyer'], '1000');
    const quoted = await quotedInquiry(buyer, staff);
    const answers = await Promise.all(Array.from({ length: 6 }, () => placeFrom(buyer, quoted)));
    const ids = new Set(answers.map((answer) => answer.data?.orderId));
    expect(ids.size).toBe(1);
    for (const answer of answers) expect(answer.data?.status).toBe('awaiting_approval');
    const rows = await db().select().from(orders).where(eq(orders.quotationId, quoted.quotationId));
    expect(rows.map((row) => row.status)).toEqual(['awaiting_approval']);
    // The threshold set while placements wait: the company row is locked by the change, so every placement reads the
    // threshold after it commits, and none comes out placed above it.
    const second = await quotedInquiry(buyer, staff);
    await updateCompanyOf(db(), admin.id, { approvalThreshold: null });
    const companyId = (await companyOf(db(), admin.id))!.id;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const changing = db().transaction(async (tx) => {
      await tx.update(companies).set({ approvalThreshold: toMinor('500') }).where(eq(companies.id, companyId));
      locked();
      await held;
    });
    await isLocked;
    const placing = Promise.all(Array.from({ length: 4 }, () => placeFrom(buyer, second)));
    await new Promise((resolve) => setTimeout(resolve, 400));
    release();
    await changing;
    const answers2 = await placing;
    const rows2 = await db().select().from(orders).where(eq(orders.quotationId, second.quotationId));
    expect(rows2.map((row) => row.status)).toEqual(['awaiting_approval']);
    for (const answer of answers2) expect(answer.data).toMatchObject({ orderId: String(rows2[0]!.id), status: 'awaiting_approval' });
  });

  it('does not list, count or show an order awaiting approval on the order desk, and mails no staff', async () => {
    const { buyer, admin } = await company(['buyer'], '10');
    const { orderId, placed, inquiryId } = await placedOrder(buyer, staff);
    expect(placed.status).toBe('awaiting_approval');
    expect(await deskIds()).not.toContain(orderId);
    expect((await ok<StaffInquiryView>(staff, API.staff.inquiryView, { inquiryId })).order).toBeNull();
    expect((await ok<{ order: { status: string } | null }>(buyer, API.inquiryOrder.inquiryOrderDetail1562b, { inquiryId })).order?.status).toBe('awaiting_approval');
    const page = await ok<StaffOrderPage>(staff, API.staff.orderQueue, { status: 'awaiting_approval' });
    expect(page.total).toBe(0);
    refused(await as(staff)(API.staff.orderView, { orderId }), RES.NOT_FOUND, 'This order was not found.');
    // Nor on the console's company and member pages.
    const companyView = await ok<StaffCompanyView>(staff, API.staff.companyView, { companyId: await companyIdOf(db(), buyer.id) });
    expect([companyView.orders, companyView.orderCount, companyView.openOrderCount]).toEqual([[], 0, 0]);
    const memberView = await ok<StaffMemberView>(staff, API.staff.memberView, { memberId: buyer.id });
    expect([memberView.orders, memberView.orderCount]).toEqual([[], 0]);
    expect((await outboxTo(staff.email)).filter((row) => row.subject.includes(placed.orderNo))).toEqual([]);
    const [adminMail] = await outboxTo(admin.email);
    expect(adminMail!.subject).toMatch(/: an order of Cole buyer waits for your approval$/);
    expect(adminMail!.text).toContain(`/orders/details?orderId=${orderId}`);
    expect(adminMail!.text).toContain('USD 3260.00');
    const buyerMail = (await outboxTo(buyer.email)).at(-1)!;
    expect(buyerMail.subject).toMatch(new RegExp(`your order ${placed.orderNo} waits for approval$`));
    expect(buyerMail.text).toContain('Ada Admin');
    const detail = await ok<OrderDetail>(buyer, E.viewOrder, { orderId });
    expect(detail.approval).toMatchObject({ state: 'awaiting', approvers: ['Ada Admin'] });
    expect(detail.actions).toEqual(['cancelled']);
  });
});

describe('approveOrder.do and rejectOrder.do', () => {
  it('approve: the order is placed with its history step and the mails of a placement; the desk lists it', async () => {
    const { buyer, admin } = await company(['buyer'], '10');
    const { orderId, placed, g } = await placedOrder(buyer, staff);
    // Not ordered until approved: the price history shows the quotation, not the order.
    const ordered = async () => (await ok<PricingHistory>(buyer, E.pricingHistory, { goodsId: g.id })).points.filter((point) => point.orderId === String(orderId));
    expect(await ordered()).toEqual([]);
    const detail = await ok<OrderDetail>(admin, E.approveOrder, { orderId });
    expect(await ordered()).toHaveLength(1);
    expect(detail.status).toBe('placed');
    expect(detail.approval).toMatchObject({ state: 'approved', by: 'Ada Admin' });
    const history = await db().select().from(orderStatusHistory).where(eq(orderStatusHistory.parentId, orderId)).orderBy(asc(orderStatusHistory.id));
    expect(history.map((step) => [step.fromStatus, step.toStatus, step.actor])).toEqual([[null, 'awaiting_approval', 'buyer'], ['awaiting_approval', 'placed', 'admin']]);
    expect((await outboxTo(buyer.email)).map((row) => row.subject)).toContainEqual(expect.stringMatching(new RegExp(`we received your order ${placed.orderNo}$`)));
    expect((await outboxTo(staff.email)).map((row) => row.subject)).toContainEqual(expect.stringMatching(new RegExp(`New order ${placed.orderNo} \\(USD 3,?260.00\\)$`)));
    expect(await deskIds()).toContain(orderId);
    const activity = await ok<ActivityPage>(buyer, E.activityLog, { kind: 'order' });
    expect(activity.list.filter((entry) => entry.ref.no === placed.orderNo).map((entry) => [entry.kind, entry.title])).toEqual([
      ['order_placed', `Order ${placed.orderNo} placed`],
      ['order_status', `Order ${placed.orderNo} sent for approval`],
    ]);
    // Decided once: a second approval or a rejection now is 20009.
    refused(await as(admin)(E.approveOrder, { orderId }), RES.CONFLICT, `Order ${placed.orderNo} is placed: only an order awaiting approval can be approved.`);
    refused(await as(admin)(E.rejectOrder, { orderId, reason: 'Too late' }), RES.CONFLICT, `Order ${placed.orderNo} is placed: only an order awaiting approval can be rejected.`);
  });

  it('reject: rejected with the reason, mailed to the buyer; the quotation can be ordered again', async () => {
    const { buyer, admin } = await company(['buyer'], '10');
    const { orderId, placed, inquiryId, quotationId } = await placedOrder(buyer, staff);
    refused(await as(admin)(E.rejectOrder, { orderId }), RES.INVALID_PARAMS, /reason/);
    refused(await as(admin)(E.rejectOrder, { orderId, reason: '   ' }), RES.INVALID_PARAMS, /Please say why the order is rejected/);
    refused(await as(admin)(E.rejectOrder, { orderId, reason: 'x'.repeat(501) }), RES.INVALID_PARAMS, /at most 500/);
    const detail = await ok<OrderDetail>(admin, E.rejectOrder, { orderId, reason: 'Over this month’s budget.' });
    expect(detail.status).toBe('rejected');
    expect(detail.approval).toMatchObject({ state: 'rejected', reason: 'Over this month’s budget.', by: 'Ada Admin' });
    const mail = (await outboxTo(buyer.email)).at(-1)!;
    expect(mail.subject).toMatch(new RegExp(`your order ${placed.orderNo} was not approved$`));
    expect(mail.text).toContain('Reason: Over this month’s budget.');
    expect(await deskIds()).not.toContain(orderId);
    await updateCompanyOf(db(), admin.id, { approvalThreshold: null });
    const again = await placeFrom(buyer, { inquiryId, quotationId });
    expect(again.data).toMatchObject({ status: 'placed', alreadyPlaced: false });
    expect(Number(again.data!.orderId)).not.toBe(orderId);
  });

  it('parallel approve and reject: one wins', async () => {
    const { buyer, admin } = await company(['buyer'], '10');
    const { orderId } = await placedOrder(buyer, staff);
    const answers = await Promise.all([as(admin)(E.approveOrder, { orderId }), as(admin)(E.rejectOrder, { orderId, reason: 'No' }), as(admin)(E.approveOrder, { orderId })]);
    expect(answers.filter((answer) => answer.meta.res === RES.OK)).toHaveLength(1);
    expect(answers.filter((answer) => answer.meta.res === RES.CONFLICT)).toHaveLength(2);
    const history = await db().select().from(orderStatusHistory).where(eq(orderStatusHistory.parentId, orderId));
    expect(history).toHaveLength(2);
  });

  it('opens an awaiting order to the desk only once the company writes about it: read-only, to answer its conversation', async () => {
    const { buyer, admin } = await company(['buyer'], '10');
    const { orderId, placed } = await placedOrder(buyer, staff);
    expect(placed.status).toBe('awaiting_approval');
    // Before anyone of the company writes, the order is the company's own: the desk finds nothing.
    refused(await as(staff)(API.staff.orderMessages, { orderId }), RES.NOT_FOUND, 'This order was not found.');
    refused(await as(staff)(API.staff.sendOrderMessage, { orderId, body: 'Hello?' }), RES.NOT_FOUND, 'This order was not found.');

    await ok(admin, E.sendOrderMessage, { orderId, body: 'Could the second colour ship first if I approve today?' });
    const [deskMail] = (await outboxTo(staff.email)).filter((row) => row.subject.includes(placed.orderNo));
    expect(deskMail!.text).toContain(`/admin/orders/${orderId}`);
    const view = await ok<StaffOrderView>(staff, API.staff.orderView, { orderId });
    expect([view.status, view.actions, view.conversation.unread]).toEqual(['awaiting_approval', [], 1]);
    const reply = await ok<{ body: string }>(staff, API.staff.sendOrderMessage, { orderId, body: 'Yes, once it is approved.' });
    expect(reply.body).toBe('Yes, once it is approved.');
    expect((await ok<{ messages: { body: string }[] }>(buyer, E.orderMessages, { orderId })).messages.map((m) => m.body)).toEqual([
      'Could the second colour ship first if I approve today?',
      'Yes, once it is approved.',
    ]);

    // Read-only: nothing else of the order reaches the desk, and it stays off the desk's lists.
    refused(await as(staff)(API.staff.orderPayments, { orderId }), RES.NOT_FOUND, 'This order was not found.');
    refused(
      await as(staff)(API.staff.recordPayment, { orderId, kind: 'receipt', amount: '100.00', receivedOn: '2026-01-02', method: 'Wire' }),
      RES.NOT_FOUND,
      'This order was not found.',
    );
    refused(await as(staff)(API.staff.moveOrder, { orderId, to: 'confirmed' }), RES.NOT_FOUND, 'This order was not found.');
    expect(await deskIds()).not.toContain(orderId);
    expect((await orderRow(orderId)).status).toBe('awaiting_approval');
  });

  it('refuses another company\'s admin (20004), a buyer or viewer (20011), and lets the buyer cancel their awaiting order', async () => {
    const { buyer, colleagues } = await company(['buyer', 'viewer'], '10');
    const other = await company([], null);
    const { orderId } = await placedOrder(buyer, staff);
    refused(await as(other.admin)(E.approveOrder, { orderId }), RES.NOT_FOUND, 'This order was not found.');
    refused(await as(other.admin)(E.rejectOrder, { orderId, reason: 'No' }), RES.NOT_FOUND, 'This order was not found.');
    for (const who of colleagues) {
      refused(await as(who)(E.approveOrder, { orderId }), RES.ROLE_REFUSED);
      refused(await as(who)(E.rejectOrder, { orderId, reason: 'No' }), RES.ROLE_REFUSED);
    }
    expect((await orderRow(orderId)).status).toBe('awaiting_approval');
    const before = (await outboxTo(staff.email)).length;
    const cancelled = await ok<OrderDetail>(buyer, E.cancelOrder, { orderId });
    expect(cancelled.status).toBe('cancelled');
    expect(await outboxTo(staff.email)).toHaveLength(before);
  });
});

describe('copies of order mail to the company\'s admins', () => {
  it('copies the buyer\'s order mails to the admins when the company asks, not otherwise', async () => {
    const withCopies = await company(['buyer'], null);
    await updateCompanyOf(db(), withCopies.admin.id, { copyAdmins: true });
    const copied = await placedOrder(withCopies.buyer, staff);
    const copies = await outboxTo(withCopies.admin.email);
    expect(copies.map((row) => row.subject)).toContainEqual(expect.stringMatching(new RegExp(`we received your order ${copied.placed.orderNo}$`)));
    // The quotation mail before it, too.
    expect(copies.length).toBeGreaterThanOrEqual(2);

    const without = await company(['buyer'], null);
    const plain = await placedOrder(without.buyer, staff);
    expect(await outboxTo(without.admin.email)).toEqual([]);
    expect((await outboxTo(without.buyer.email)).map((row) => row.subject)).toContainEqual(expect.stringMatching(new RegExp(`we received your order ${plain.placed.orderNo}$`)));
    // The admin who acts gets their own mail once, not a copy as well.
    const self = await company([], null);
    await updateCompanyOf(db(), self.admin.id, { copyAdmins: true });
    const own = await placedOrder(self.admin, staff);
    const received = (await outboxTo(self.admin.email)).filter((row) => row.subject.endsWith(`we received your order ${own.placed.orderNo}`));
    expect(received).toHaveLength(1);
  });
});
