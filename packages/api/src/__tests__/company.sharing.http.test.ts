import { describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import {
  API, DOCUMENTS, RES, TOKEN_HEADER,
  type ActivityPage, type HeaderData, type InquiryDetail, type InquiryMessage, type InquiryPage, type OrderDetail, type OrderPage,
  type OrderPayments, type OrderProofs, type ProductionTimeline, type StaffOrderView, type OrderThread,
} from '@sw/protocol';
import { inquiryMessages, inquiries, orderMessages, orders, paymentNotices } from '../db/schema';
import { resolveSession } from '../services/auth/sessions';
import { mayReadFile } from '../services/files/access';
import { colleagueIn, companyIdOf } from '../testing/company';
import { staffDeskFile } from '../testing/deskFile';
import type { Person } from '../testing/inquiries';
import { orderTesting } from '../testing/orders';
import { approveAllProofs } from '../testing/proofs';

/**
 * Company sharing (docs/protocol.md, Company sharing): every colleague reads the company's inquiries, quotations,
 * orders, payments, proofs, shipments, messages and documents, each saying who placed or wrote it; a viewer reads and
 * downloads but every write is 20011 and changes nothing; another company's member gets 20004 and nothing changes.
 */

const { t, api, staff } = staffDeskFile(orderTesting, { goods: 30, staffNick: 'Sharing Desk' });
const { ok, as, refused, person, db, placedOrder, paidInFull } = t;
const E = API.erp;
const I = API.inquiryOrder;
const S = API.staff;

const pdf = (path: string, who: Person) => api().raw(path, { headers: { [TOKEN_HEADER]: who.token } }).then(async (response) => {
  await response.arrayBuffer();
  return response.status;
});

/** Company A (an admin, a buyer and a viewer) with the buyer's order shipped in part; company B's admin. */
async function makeScene() {
  const admin = await person({ nick: 'Ana Admin' });
  const companyA = await companyIdOf(db(), admin.id);
  const buyer = await colleagueIn(db(), companyA, 'buyer', 'Bruno Buyer');
  const viewer = await colleagueIn(db(), companyA, 'viewer', 'Vera Viewer');
  const outsider = await person({ nick: 'Otto Outsider' });
  const placed = await placedOrder(buyer, staff);
  const { orderId, inquiryId, quotationId } = placed;
  await ok(staff, S.moveOrder, { orderId, to: 'confirmed' });
  await paidInFull(staff, orderId);
  // A colleague decides the buyer's proofs: the order is the company's.
  await approveAllProofs(t, admin, staff, orderId);
  await ok(staff, S.moveOrder, { orderId, to: 'in_production' });
  const view = await ok<StaffOrderView>(staff, S.recordShipment, {
    orderId, lines: [{ lineId: view0(await ok<StaffOrderView>(staff, S.orderView, { orderId })), qty: 10 }],
    carrier: 'DHL Express', trackingNo: 'JD0146001', shipDate: t.dayOffset(0), cartons: [{ count: 1, lengthCm: 40, widthCm: 30, heightCm: 20, grossKg: 5, netKg: 4 }],
  });
  await ok(buyer, I.sendInquiryMessage, { inquiryId, body: 'From the buyer, about the inquiry.' });
  await ok(buyer, E.sendOrderMessage, { orderId, body: 'From the buyer, about the order.' });
  return { admin, buyer, viewer, outsider, companyA, orderId, inquiryId, quotationId, placed, shipmentId: view.shipping.shipments[0]!.shipmentId };
}
const view0 = (view: StaffOrderView) => view.lines[0]!.lineId;

let scene: ReturnType<typeof makeScene> | undefined;
const theScene = () => (scene ??= makeScene());

/** What a refused write must leave as it was. */
async function snapshot(orderId: number, inquiryId: number) {
  const [[order], [inquiry], [iq], [om], [notices]] = await Promise.all([
    db().select({ status: orders.status, updatedAt: orders.updatedAt }).from(orders).where(eq(orders.id, orderId)),
    db().select({ status: inquiries.status, updatedAt: inquiries.updatedAt, draft: inquiries.draft }).from(inquiries).where(eq(inquiries.id, inquiryId)),
    db().select({ n: count() }).from(inquiryMessages).where(eq(inquiryMessages.inquiryId, inquiryId)),
    db().select({ n: count() }).from(orderMessages).where(eq(orderMessages.orderId, orderId)),
    db().select({ n: count() }).from(paymentNotices).where(eq(paymentNotices.orderId, orderId)),
  ]);
  return { order, inquiry, iq: iq!.n, om: om!.n, notices: notices!.n };
}

/** Every write a buyer of the company may make on the scene's records, with inputs that would pass validation. */
function writes(s: Awaited<ReturnType<typeof makeScene>>, proofId: string): [string, Record<string, unknown>][] {
  return [
    [I.sendInquiryMessage, { inquiryId: s.inquiryId, body: 'May I write?' }],
    [I.requestRevision, { inquiryId: s.inquiryId, message: 'Cheaper please.' }],
    [I.declineInquiry, { inquiryId: s.inquiryId }],
    [I.acceptQuotation, { inquiryId: s.inquiryId, quotationId: s.quotationId }],
    [I.addToInquiryCart, { inquiryId: s.inquiryId }],
    [I.preciseEditCommit, { inquiryId: s.inquiryId, discard: true }],
    [E.placeOrder, { inquiryId: s.inquiryId, quotationId: s.quotationId, address: t.address }],
    [E.cancelOrder, { orderId: s.orderId }],
    [E.sendOrderMessage, { orderId: s.orderId, body: 'May I write?' }],
    [E.reportOrderProblem, { orderId: s.orderId, kind: 'other', description: 'Something.' }],
    [E.sendPaymentNotice, { orderId: s.orderId, amount: '10.00', paidOn: t.dayOffset(0), payer: 'Someone' }],
    [E.confirmReceipt, { orderId: s.orderId }],
    [E.approveProof, { proofId }],
    [E.requestProofChanges, { proofId, comment: 'No.' }],
  ];
}

async function aProofId(orderId: number): Promise<string> {
  const proofs = await ok<OrderProofs>(staff, S.orderProofs, { orderId });
  return proofs.lines[0]!.versions[0]!.proofId;
}

describe('company sharing', () => {
  it('lists the company\'s inquiries and orders for every colleague, each with who placed it; whose: mine keeps one\'s own', async () => {
    const s = await theScene();
    const placedBy = { memId: s.buyer.id, nick: 'Bruno Buyer', email: s.buyer.email };
    for (const who of [s.admin, s.viewer, s.buyer]) {
      const inquiriesPage = await ok<InquiryPage>(who, I.inquiryOrderList1562, {});
      expect(inquiriesPage.list.map((row) => row.inquiryId)).toContain(String(s.inquiryId));
      expect(inquiriesPage.list.find((row) => row.inquiryId === String(s.inquiryId))!.placedBy).toEqual(placedBy);
      const ordersPage = await ok<OrderPage>(who, E.orderList, { whose: 'all' });
      expect(ordersPage.list.find((row) => row.orderId === String(s.orderId))!.placedBy).toEqual(placedBy);
    }
    expect((await ok<InquiryPage>(s.admin, I.inquiryOrderList1562, { whose: 'mine' })).list).toEqual([]);
    expect((await ok<OrderPage>(s.viewer, E.orderList, { whose: 'mine' })).list).toEqual([]);
    expect((await ok<OrderPage>(s.buyer, E.orderList, { whose: 'mine' })).list.map((row) => row.orderId)).toEqual([String(s.orderId)]);
    expect((await ok<InquiryPage>(s.outsider, I.inquiryOrderList1562, {})).list).toEqual([]);
    expect((await ok<OrderPage>(s.outsider, E.orderList, {})).list).toEqual([]);
    refused(await as(s.admin)(E.orderList, { whose: 'theirs' }), RES.INVALID_PARAMS, "whose: Please choose 'mine' or 'all'.");
    // The account menu's counters are the company's.
    const header = await ok<HeaderData>(s.viewer, API.csite.headerData, {});
    expect(header.openOrders).toBe(1);
    expect(header.seat).toEqual({ memId: s.viewer.id, companyRole: 'viewer' });
    expect((await ok<HeaderData>(s.outsider, API.csite.headerData, {})).openOrders).toBe(0);
  });

  it('lets a colleague and a viewer read the inquiry, quotation, order, payments, proofs, production, shipments, messages and documents', async () => {
    const s = await theScene();
    for (const who of [s.admin, s.viewer]) {
      const inquiry = await ok<InquiryDetail>(who, I.inquiryOrderDetail1562b, { inquiryId: s.inquiryId });
      expect(inquiry).toMatchObject({ inquiryId: String(s.inquiryId), placedBy: { memId: s.buyer.id, nick: 'Bruno Buyer' } });
      // Each buyer-side step names the colleague who made it; the sales team's steps name no one.
      expect(inquiry.history[0]).toMatchObject({ actor: 'buyer', by: { memId: s.buyer.id, nick: 'Bruno Buyer' } });
      expect(inquiry.history.filter((step) => step.actor === 'staff').every((step) => step.by === null)).toBe(true);
      expect(inquiry.quotation?.quotationId).toBe(String(s.quotationId));
      const order = await ok<OrderDetail>(who, E.viewOrder, { orderId: s.orderId });
      expect(order).toMatchObject({ orderId: String(s.orderId), placedBy: { memId: s.buyer.id } });
      expect(order.history[0]).toMatchObject({ actor: 'buyer', by: { memId: s.buyer.id } });
      expect(order.shipping.shipments).toHaveLength(1);
      expect((await ok<OrderPayments>(who, E.orderPayments, { orderId: s.orderId })).orderId).toBe(String(s.orderId));
      expect((await ok<OrderProofs>(who, E.orderProofs, { orderId: s.orderId })).lines[0]!.state).toBe('approved');
      await ok<ProductionTimeline>(who, E.productionUpdates, { orderId: s.orderId });
      const thread = await ok<InquiryMessage[]>(who, I.inquiryMessages, { inquiryId: s.inquiryId });
      expect(thread.at(-1)).toMatchObject({ side: 'buyer', authorName: 'Bruno Buyer', authorId: s.buyer.id });
      const orderThread = await ok<OrderThread>(who, E.orderMessages, { orderId: s.orderId });
      expect(orderThread.messages.at(-1)).toMatchObject({ authorName: 'Bruno Buyer', authorId: s.buyer.id });
      const activity = await ok<ActivityPage>(who, E.activityLog, { kind: 'order' });
      expect(activity.list.some((event) => event.ref.type === 'order' && event.ref.id === String(s.orderId))).toBe(true);
      for (const url of [
        DOCUMENTS.quotationPdf(String(s.quotationId)), DOCUMENTS.proformaPdf(String(s.orderId)),
        DOCUMENTS.commercialInvoicePdf(s.shipmentId), DOCUMENTS.packingListPdf(s.shipmentId),
      ]) {
        expect(await pdf(url, who), url).toBe(200);
        expect(await pdf(url, s.outsider), url).toBe(404);
      }
    }
    // The logo of the buyer's inquiry is a file of the company's records: every colleague reads it, nobody else.
    const [line] = (await ok<InquiryDetail>(s.viewer, I.inquiryOrderDetail1562b, { inquiryId: s.inquiryId })).lines.filter((l) => l.customization);
    const logo = line!.customization!.logoFiles[0]!.key;
    const may = async (who: Person) => mayReadFile(db(), await resolveSession(db(), who.token), logo);
    expect([await may(s.buyer), await may(s.admin), await may(s.viewer), await may(s.outsider)]).toEqual([true, true, true, false]);
  });

  it('shows each colleague\'s message under its own author: the admin writes in the buyer\'s thread', async () => {
    const s = await theScene();
    await ok(s.admin, E.sendOrderMessage, { orderId: s.orderId, body: 'The admin adds a note.' });
    const thread = await ok<OrderThread>(s.buyer, E.orderMessages, { orderId: s.orderId });
    expect(thread.messages.slice(-2).map((m) => [m.authorName, m.authorId])).toEqual([['Bruno Buyer', s.buyer.id], ['Ana Admin', s.admin.id]]);
  });

  it('lets a colleague edit the buyer\'s quick inquiry, keeping the files the buyer attached (not another company\'s)', async () => {
    const s = await theScene();
    const quick = await t.quickInquiry(s.buyer);
    const fields = { inquiryId: quick.inquiryId, categoryId: quick.categoryId, targetQty: 800, description: 'A ring like this picture, in 316L steel.' };
    const detail = await ok<InquiryDetail>(s.admin, I.quicklyEdit, { ...fields, files: [quick.file] });
    expect(detail.draft?.quick?.targetQty).toBe(800);
    const foreign = await t.upload(s.outsider, 'quick', 'theirs.png');
    refused(await as(s.admin)(I.quicklyEdit, { ...fields, files: [foreign] }), RES.NOT_FOUND, 'This file was not found. Please upload it again.');
  });

  it('refuses every write of a viewer with 20011, and nothing changes', async () => {
    const s = await theScene();
    const before = await snapshot(s.orderId, s.inquiryId);
    for (const [path, input] of writes(s, await aProofId(s.orderId))) {
      refused(await as(s.viewer)(path, input), RES.ROLE_REFUSED, /Your role in the company is Viewer/);
    }
    expect(await snapshot(s.orderId, s.inquiryId)).toEqual(before);
  });

  it('answers another company\'s member 20004 on every read and write of company A\'s records, and nothing changes', async () => {
    const s = await theScene();
    const before = await snapshot(s.orderId, s.inquiryId);
    const reads: [string, Record<string, unknown>][] = [
      [I.inquiryOrderDetail1562b, { inquiryId: s.inquiryId }],
      [I.inquiryMessages, { inquiryId: s.inquiryId }],
      [E.viewOrder, { orderId: s.orderId }],
      [E.orderPayments, { orderId: s.orderId }],
      [E.orderProofs, { orderId: s.orderId }],
      [E.productionUpdates, { orderId: s.orderId }],
      [E.orderMessages, { orderId: s.orderId }],
    ];
    for (const [path, input] of [...reads, ...writes(s, await aProofId(s.orderId))]) {
      refused(await as(s.outsider)(path, input), RES.NOT_FOUND);
    }
    expect(await snapshot(s.orderId, s.inquiryId)).toEqual(before);
  });
});
