import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  API, ORDER_THREAD_LIMITS, RES, TOKEN_HEADER, orderMessages as buyerContracts, staffOrderMessages,
  type ActivityPage, type FileRef, type OrderDetail, type OrderMessage, type OrderPage, type OrderStatus, type OrderThread,
  type StaffOrderPage, type StaffOrderView,
} from '@sw/protocol';
import { orderFiles, orderMessages, orderProblems, orders, staffAudit } from '../db/schema';
import { createSession } from '../services/auth/sessions';
import { deliveredAt } from '../services/order/messages';
import { staffDeskFile } from '../testing/deskFile';
import type { Person } from '../testing/inquiries';
import { orderTesting } from '../testing/orders';
import { TINY_PNG, uploadFile } from '../testing/uploads';

const { t, api, smtp, staff } = staffDeskFile(orderTesting, { goods: 30, staffNick: 'Desk' });
const { ok, as, refused, person, db, mailTo, placedOrder, upload } = t;

const B = API.erp;
const S = API.staff;
const DAY = 86_400_000;
const mailsTo = (email: string) => smtp().messages.filter((m) => m.to.includes(email)).length;
const ship = { carrier: 'DHL Express', trackingNo: 'JD014600006281' };

/** Moves an order through the desk to `to` (confirmed → in production → shipped → completed). */
async function moveTo(orderId: number, to: OrderStatus) {
  const way: OrderStatus[] = ['confirmed', 'in_production', 'shipped', 'completed'];
  const now = (await ok<StaffOrderView>(staff, S.orderView, { orderId })).status;
  for (const step of way.slice(way.indexOf(now) + 1, way.indexOf(to) + 1)) {
    // The gates (money, proofs) are not what this suite is about: the desk passes them with a written reason.
    const override = step === 'in_production' || step === 'shipped' ? { override: 'Test: passed for the conversation tests.' } : {};
    await ok<StaffOrderView>(staff, S.moveOrder, { orderId, to: step, ...(step === 'shipped' ? ship : {}), ...override });
  }
}

let keys = 0;
/** A real upload through POST /files/upload, so GET /files/<key> can serve it. */
async function realUpload(who: Person, name: string): Promise<FileRef> {
  const key = `message/om${Date.now().toString(36)}${++keys}.png`;
  const { body } = await uploadFile(api(), who.token, { key, file: TINY_PNG, filename: name });
  expect(body.meta.res).toBe(RES.OK);
  return { key, name };
}

async function fileStatus(key: string, who: Person): Promise<number> {
  const response = await api().raw(`/files/${key}`, { headers: { [TOKEN_HEADER]: who.token } });
  await response.arrayBuffer();
  return response.status;
}

/** A damage report on one line, 12 pieces. */
const report = (orderId: number, lineId: string, extra: Record<string, unknown> = {}) => ({
  orderId, kind: 'damaged', lines: [{ lineId, qty: 12 }], description: 'Twelve pendants arrived with bent bails.', ...extra,
});

describe('the order conversation', () => {
  it('carries messages both ways with files the other side reads, unread markers on both sides and an email for each', async () => {
    const me = await person({ nick: 'Ana' });
    const other = await person();
    const { orderId, placed } = await placedOrder(me, staff);
    const photo = await realUpload(me, 'clasp.png');
    const deskBefore = mailsTo(staff.email);

    const sent = await ok<OrderMessage>(me, B.sendOrderMessage, { orderId, body: 'Can the clasps be matte?', files: [photo] });
    expect(sent).toMatchObject({ side: 'buyer', authorName: 'Ana', body: 'Can the clasps be matte?', files: [photo], readByOtherSide: false, problem: null });
    const toDesk = await mailTo(staff.email, deskBefore);
    expect(toDesk.text).toContain(`New message on order ${placed.orderNo}`);
    expect(toDesk.text).toContain('Can the clasps be matte?');
    expect(toDesk.text).toContain('clasp.png');
    expect(toDesk.text).toContain(`/admin/orders/${orderId}`);
    // Registered with the order, so the sales side reads it and another member does not (the 404 of a missing key).
    expect(await db().select().from(orderFiles).where(and(eq(orderFiles.orderId, orderId), eq(orderFiles.source, `message:${sent.messageId}`)))).toHaveLength(1);
    expect(await fileStatus(photo.key, staff)).toBe(200);
    expect(await fileStatus(photo.key, other)).toBe(404);

    // Unread for the desk until it opens the thread.
    const queueRow = async () => (await ok<StaffOrderPage>(staff, S.orderQueue, { buyer: placed.orderNo })).list[0]!;
    expect((await queueRow()).conversation).toEqual({ unread: 1, openProblems: 0 });
    expect((await ok<StaffOrderView>(staff, S.orderView, { orderId })).conversation.unread).toBe(1);
    const deskThread = await ok<OrderThread>(staff, S.orderMessages, { orderId });
    expect(deskThread.messages.map((m) => [m.side, m.body, m.readByOtherSide])).toEqual([['buyer', 'Can the clasps be matte?', true]]);
    expect(deskThread.closed).toBeNull();
    expect((await queueRow()).conversation.unread).toBe(0);

    const buyerBefore = mailsTo(me.email);
    const drawing = await realUpload(staff, 'finish.png');
    const reply = await ok<OrderMessage>(staff, S.sendOrderMessage, { orderId, body: 'Yes, brushed finish at no extra cost.', files: [drawing] });
    expect(reply).toMatchObject({ side: 'staff', authorName: 'Sales team', files: [drawing], readByOtherSide: false });
    const toBuyer = await mailTo(me.email, buyerBefore);
    expect(toBuyer.text).toContain(`New message about your order ${placed.orderNo}`);
    expect(toBuyer.text).toContain('Yes, brushed finish at no extra cost.');
    expect(toBuyer.text).toContain(`/orders/details?orderId=${orderId}`);
    expect(await fileStatus(drawing.key, me)).toBe(200);
    expect(await fileStatus(drawing.key, other)).toBe(404);

    // Unread for the buyer on the list and the order page until the buyer reads the thread.
    expect((await ok<OrderDetail>(me, B.viewOrder, { orderId })).conversation.unread).toBe(1);
    const mine = async () => (await ok<OrderPage>(me, B.orderList, {})).list.find((row) => Number(row.orderId) === orderId)!;
    expect((await mine()).conversation.unread).toBe(1);
    const thread = await ok<OrderThread>(me, B.orderMessages, { orderId });
    expect(thread.messages.map((m) => m.side)).toEqual(['buyer', 'staff']);
    expect(thread.messages[1]).toMatchObject({ authorName: 'Sales team', readByOtherSide: true, files: [drawing] });
    expect(thread.problemReport).toMatchObject({ allowed: false, reason: 'A problem can be reported once the order has been delivered.' });
    expect((await mine()).conversation.unread).toBe(0);
    expect((await ok<OrderThread>(staff, S.orderMessages, { orderId })).messages[1]!.readByOtherSide).toBe(true);

    // Both show in the buyer's activity log, as messages about the order.
    const log = await ok<ActivityPage>(me, B.activityLog, { kind: 'message' });
    expect(log.list.filter((entry) => entry.ref.type === 'order' && entry.ref.no === placed.orderNo).map((entry) => entry.kind)).toEqual(['message_received', 'message_sent']);
  });

  it('writes an audit row for a staff reply (none for the buyer\'s messages)', async () => {
    const me = await person();
    const { orderId, placed } = await placedOrder(me, staff);
    const rows = () => db().select().from(staffAudit)
      .where(and(eq(staffAudit.targetType, 'order'), eq(staffAudit.targetId, String(orderId)), eq(staffAudit.action, 'order.message')));
    await ok(me, B.sendOrderMessage, { orderId, body: 'When will it ship?' });
    expect(await rows()).toEqual([]);
    const reply = await ok<OrderMessage>(staff, S.sendOrderMessage, { orderId, body: 'Next Tuesday.' });
    expect(await rows()).toEqual([expect.objectContaining({
      staffId: staff.id, summary: `Order ${placed.orderNo}: message sent to the buyer`, after: { messageId: reply.messageId, body: 'Next Tuesday.', files: [] },
    })]);
  });

  it('refuses an empty message, a foreign file, another member (20004), and a buyer on the staff paths', async () => {
    const me = await person();
    const other = await person();
    const { orderId } = await placedOrder(me, staff);
    refused(await as(me)(B.sendOrderMessage, { orderId, body: '   ' }), RES.INVALID_PARAMS, 'Please write a message or attach a file.');
    refused(await as(me)(B.sendOrderMessage, { orderId, body: 'See', files: [await upload(other, 'message')] }), RES.NOT_FOUND, 'This file was not found. Please upload it again.');
    refused(await as(staff)(S.sendOrderMessage, { orderId, body: 'See', files: [await upload(me, 'message')] }), RES.NOT_FOUND);
    refused(await as(me)(B.sendOrderMessage, { orderId, body: 'See', files: [await upload(me, 'slip')] }), RES.INVALID_PARAMS, /message folder/);
    refused(await as(me)(B.sendOrderMessage, { orderId, body: 'x'.repeat(ORDER_THREAD_LIMITS.maxMessage + 1) }), RES.INVALID_PARAMS);
    refused(await as(other)(B.orderMessages, { orderId }), RES.NOT_FOUND, 'This order was not found.');
    refused(await as(other)(B.sendOrderMessage, { orderId, body: 'Hello' }), RES.NOT_FOUND, 'This order was not found.');
    refused(await as(other)(B.reportOrderProblem, { orderId, kind: 'other', description: 'x' }), RES.NOT_FOUND);
    for (const contract of Object.values(staffOrderMessages)) {
      refused(await as(me)(contract.path, { orderId, body: 'I am staff', problemId: 1, note: 'x' }), RES.FORBIDDEN, 'This is for staff only.');
      refused(await as(null)(contract.path, { orderId }), RES.NOT_SIGNED_IN);
    }
    for (const contract of Object.values(buyerContracts)) refused(await as(null)(contract.path, { orderId }), RES.NOT_SIGNED_IN);
    refused(await as(staff)(S.orderMessages, { orderId: 99_999_999 }), RES.NOT_FOUND);
    expect(await db().select().from(orderMessages).where(eq(orderMessages.orderId, orderId))).toEqual([]);
  });

  it('keeps a cancelled order\'s thread open 30 days, then readable only', async () => {
    const me = await person();
    const { orderId } = await placedOrder(me, staff);
    await ok(me, B.cancelOrder, { orderId, reason: 'Changed plans' });
    await ok(me, B.sendOrderMessage, { orderId, body: 'Sorry, we will order again in spring.' });
    api().advance(31 * DAY);
    try {
      const later = { ...me, token: await createSession(db(), me.id, undefined, api().deps.now()) };
      const staffLater = { ...staff, token: await createSession(db(), staff.id, undefined, api().deps.now()) };
      const thread = await ok<OrderThread>(later, B.orderMessages, { orderId });
      expect(thread.messages).toHaveLength(1);
      expect(thread.closed).toMatch(/^This order was cancelled on .*; its conversation is kept for reference/);
      refused(await as(later)(B.sendOrderMessage, { orderId, body: 'Hello?' }), RES.CONFLICT, /was cancelled on/);
      refused(await as(staffLater)(S.sendOrderMessage, { orderId, body: 'Hello' }), RES.CONFLICT, /was cancelled on/);
    } finally {
      api().advance(-31 * DAY);
    }
  });
});

describe('problem reports', () => {

  it('is refused before delivery, accepted after it and flagged for the desk, and resolved with a note (audited, emailed)', async () => {
    const me = await person({ nick: 'Bea' });
    const { orderId, placed } = await placedOrder(me, staff);
    const detail = await ok<OrderDetail>(me, B.viewOrder, { orderId });
    const line = detail.lines[0]!;
    refused(await as(me)(B.reportOrderProblem, report(orderId, line.lineId)), RES.CONFLICT, 'A problem can be reported once the order has been delivered.');
    await moveTo(orderId, 'in_production');
    refused(await as(me)(B.reportOrderProblem, report(orderId, line.lineId)), RES.CONFLICT, 'A problem can be reported once the order has been delivered.');
    await moveTo(orderId, 'shipped');

    // Bad input: no lines for a damage, a line of another order, more pieces than ordered, no description.
    refused(await as(me)(B.reportOrderProblem, report(orderId, line.lineId, { lines: [] })), RES.INVALID_PARAMS, /lines: Please choose the lines the problem concerns/);
    refused(await as(me)(B.reportOrderProblem, report(orderId, '99999999')), RES.INVALID_PARAMS, 'Please choose lines of this order.');
    refused(await as(me)(B.reportOrderProblem, report(orderId, line.lineId, { lines: [{ lineId: line.lineId, qty: line.qty + 1 }] })), RES.INVALID_PARAMS, /at most the 600 pieces ordered/);
    refused(await as(me)(B.reportOrderProblem, report(orderId, line.lineId, { description: ' ' })), RES.INVALID_PARAMS, /Please describe what happened/);
    refused(await as(me)(B.reportOrderProblem, report(orderId, line.lineId, { kind: 'lost' })), RES.INVALID_PARAMS, /Please choose what happened/);

    const photo = await realUpload(me, 'bent-bail.png');
    const deskBefore = mailsTo(staff.email);
    const flagged = await ok<OrderMessage>(me, B.reportOrderProblem, report(orderId, line.lineId, { files: [photo] }));
    expect(flagged).toMatchObject({
      side: 'buyer', body: 'Twelve pendants arrived with bent bails.', files: [photo],
      problem: { kind: 'damaged', status: 'open', lines: [{ lineId: line.lineId, title: line.title, qty: 12 }], resolution: null },
    });
    const toDesk = await mailTo(staff.email, deskBefore);
    expect(toDesk.text).toContain(`Problem reported on order ${placed.orderNo}: Damaged goods`);
    expect(toDesk.text).toContain(`${line.title}: 12 pcs affected`);
    expect(await fileStatus(photo.key, staff)).toBe(200);

    // The desk: flagged on the queue (and its filter) and in the thread.
    const problems = await ok<StaffOrderPage>(staff, S.orderQueue, { report: 'open', pageSize: 50 });
    expect(problems.list.map((row) => row.orderNo)).toContain(placed.orderNo);
    expect(problems.list.every((row) => row.conversation.openProblems > 0)).toBe(true);
    expect((await ok<StaffOrderView>(staff, S.orderView, { orderId })).conversation).toEqual({ unread: 1, openProblems: 1 });
    const deskThread = await ok<OrderThread>(staff, S.orderMessages, { orderId });
    expect(deskThread.messages.at(-1)!.problem).toMatchObject({ status: 'open', kind: 'damaged' });

    // Resolved with a note: audited, the buyer emailed, off the filter; twice is refused.
    const problemId = flagged.problem!.problemId;
    refused(await as(staff)(S.resolveOrderProblem, { problemId, note: ' ' }), RES.INVALID_PARAMS, /Please say how the problem was resolved/);
    refused(await as(staff)(S.resolveOrderProblem, { problemId: 99_999_999, note: 'x' }), RES.NOT_FOUND, 'This problem report was not found.');
    const buyerBefore = mailsTo(me.email);
    const resolved = await ok<OrderMessage>(staff, S.resolveOrderProblem, { problemId, note: 'Twelve replacements ship with DHL tomorrow.' });
    expect(resolved.problem).toMatchObject({ status: 'resolved', resolution: 'Twelve replacements ship with DHL tomorrow.' });
    expect((await mailTo(me.email, buyerBefore)).text).toContain('Twelve replacements ship with DHL tomorrow.');
    const audit = await db().select().from(staffAudit)
      .where(and(eq(staffAudit.targetId, String(orderId)), eq(staffAudit.action, 'order.resolveProblem')));
    expect(audit).toEqual([expect.objectContaining({ staffId: staff.id, after: { problemId, status: 'resolved', note: 'Twelve replacements ship with DHL tomorrow.' } })]);
    refused(await as(staff)(S.resolveOrderProblem, { problemId, note: 'Again' }), RES.CONFLICT, 'This problem report is already resolved.');
    expect((await ok<StaffOrderPage>(staff, S.orderQueue, { report: 'open', pageSize: 50 })).list.map((row) => row.orderNo)).not.toContain(placed.orderNo);
    expect((await ok<OrderThread>(me, B.orderMessages, { orderId })).messages.at(-1)!.problem).toMatchObject({ status: 'resolved' });

    // The buyer's activity log has the report and its resolution.
    const kinds = (await ok<ActivityPage>(me, B.activityLog, {})).list.filter((entry) => entry.ref.no === placed.orderNo).map((entry) => entry.kind);
    expect(kinds.slice(0, 2)).toEqual(['problem_resolved', 'problem_reported']);
    // 'other' needs no line.
    await ok(me, B.reportOrderProblem, { orderId, kind: 'other', description: 'The invoice shows the wrong VAT number.' });
  });

  it('is refused after 30 days from delivery (the clock moved on)', async () => {
    const me = await person();
    const { orderId } = await placedOrder(me, staff);
    await moveTo(orderId, 'completed');
    const [row] = await db().select().from(orderProblems).where(eq(orderProblems.orderId, orderId));
    expect(row).toBeUndefined();
    const detail = await ok<OrderDetail>(me, B.viewOrder, { orderId });
    // Completed by the desk: delivered when it completed (the buyer did not confirm receipt).
    const [orderRow] = await db().select().from(orders).where(eq(orders.id, orderId));
    expect(orderRow!.deliveredAt).not.toBeNull();
    expect(deliveredAt(orderRow!)).toEqual(orderRow!.deliveredAt);
    api().advance(29 * DAY);
    try {
      const soon = { ...me, token: await createSession(db(), me.id, undefined, api().deps.now()) };
      expect((await ok<OrderThread>(soon, B.orderMessages, { orderId })).problemReport.allowed).toBe(true);
      api().advance(2 * DAY);
      const later = { ...me, token: await createSession(db(), me.id, undefined, api().deps.now()) };
      const thread = await ok<OrderThread>(later, B.orderMessages, { orderId });
      expect(thread.problemReport).toMatchObject({ allowed: false, reason: expect.stringMatching(/^Problems can be reported within 30 days of delivery; that time ended on /) });
      refused(await as(later)(B.reportOrderProblem, report(orderId, detail.lines[0]!.lineId)), RES.CONFLICT, /within 30 days of delivery/);
      // The conversation itself stays open.
      await ok(later, B.sendOrderMessage, { orderId, body: 'One more question about the finish.' });
    } finally {
      api().advance(-31 * DAY);
    }
  });
});
