import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  API, DOCUMENTS, payments, RES, TOKEN_HEADER,
  type ActivityPage, type OrderPayments, type PaymentInstructions, type QuotationView, type StaffInquiryView, type StaffMemberView,
  type StaffOrderPage, type StaffOrderView,
} from '@sw/protocol';
import { orderFiles, orders, paymentNotices, paymentReceipts, staffAudit } from '../db/schema';
import { staffDeskFile } from '../testing/deskFile';
import { approveAllProofs } from '../testing/proofs';
import type { Person } from '../testing/inquiries';
import { orderTesting } from '../testing/orders';
import { pdfTextOf } from '../testing/pdfText';

/** An order's money (docs/workflows.md, Payments): terms, amounts due, notices, receipts, refunds, gates, filters. */
const { t, api, smtp, staff } = staffDeskFile(orderTesting, { goods: 30, staffNick: 'Cashier' });
const { ok, as, refused, person, db, mailTo, placedOrder, dayOffset, upload } = t;

const S = API.staff;
const E = API.erp;
const ship = { carrier: 'DHL Express', trackingNo: 'JD014600006281' };
const buyerPayments = (buyer: Person, orderId: number) => ok<OrderPayments>(buyer, E.orderPayments, { orderId });
const today = () => dayOffset(0);
const notice = (buyer: Person, orderId: number, extra: Record<string, unknown> = {}) =>
  as(buyer)<OrderPayments>(E.sendPaymentNotice, { orderId, amount: 978, paidOn: today(), payer: 'Porto Jewels Lda', reference: 'TT-0091', ...extra });
const confirm = (noticeId: string, amount: number | string, extra: Record<string, unknown> = {}) =>
  as(staff)<OrderPayments>(S.confirmPaymentNotice, { noticeId, amount, receivedOn: today(), method: 'Bank transfer (T/T)', ...extra });
const receipt = (orderId: number, amount: number | string, kind: 'receipt' | 'refund' = 'receipt', extra: Record<string, unknown> = {}) =>
  as(staff)<OrderPayments>(S.recordPayment, { orderId, kind, amount, receivedOn: today(), method: 'Bank transfer (T/T)', ...extra });
const move = (orderId: number, to: string, extra: Record<string, unknown> = {}) =>
  as(staff)<StaffOrderView>(S.moveOrder, { orderId, to, ...(to === 'shipped' ? ship : {}), ...extra });
const queueIds = async (payment: string) =>
  (await ok<StaffOrderPage>(staff, S.orderQueue, { payment, pageSize: 50 })).list.map((row) => Number(row.orderId));

/** A message's subject, its folded header lines joined. */
const subjectOf = (mail: { raw: string }) => /^Subject: (.*)$/m.exec(mail.raw.replace(/\r?\n[ \t]+/g, ' '))?.[1]?.trim();

/** An order of one line totalling `unitPrice` (qty 1) under `paymentTerms`. */
async function orderOf(buyer: Person, unitPrice: number | string, paymentTerms?: Record<string, unknown>) {
  return placedOrder(buyer, staff, {}, { lines: [{ qty: 1, tiers: [{ minQty: 1, unitPrice }] }], ...(paymentTerms ? { paymentTerms } : {}) });
}

describe('every staff payment path', () => {
  it('refuses a buyer (20003) and a visitor (21008); the buyer paths refuse a visitor', async () => {
    const buyer = await person();
    const { orderId } = await placedOrder(buyer, staff);
    const staffPaths = [S.orderPayments, S.confirmPaymentNotice, S.rejectPaymentNotice, S.recordPayment, S.paymentInstructions, S.savePaymentInstructions, S.setMemberNetTerms];
    for (const path of staffPaths) {
      refused(await as(buyer)(path, { orderId, noticeId: 1, amount: 10, kind: 'receipt' }), RES.FORBIDDEN, 'This is for staff only.');
      refused(await as(null)(path, { orderId }), RES.NOT_SIGNED_IN);
    }
    refused(await as(null)(E.orderPayments, { orderId }), RES.NOT_SIGNED_IN);
    refused(await as(null)(E.sendPaymentNotice, { orderId }), RES.NOT_SIGNED_IN);
    expect(Object.values(payments).map((contract) => contract.path).sort()).toEqual([...staffPaths, E.orderPayments, E.sendPaymentNotice].sort());
    const [row] = await db().select().from(orders).where(eq(orders.id, orderId));
    expect(row!.received).toBe(0n);
  });
});

describe('payment terms on the quotation', () => {
  it('are chosen from the presets or a custom deposit, shown on the quotation and its PDF, and net terms only for a marked buyer', async () => {
    const buyer = await person();
    const { inquiryId } = await t.preciseInquiry(buyer);
    const view = await ok<StaffInquiryView>(staff, S.inquiryView, { inquiryId });
    expect(view.buyer.netTerms).toBe(false);
    const draft = (paymentTerms: unknown) => as(staff)<QuotationView>(S.saveQuotation, {
      inquiryId, currency: 'USD', leadTimeDays: 20, validUntil: dayOffset(30), paymentTerms,
      lines: [{ itemId: view.lines[0]!.itemId, title: 'Rings', qty: 100, tiers: [{ minQty: 1, unitPrice: 2.5 }] }],
    });
    refused(await draft({ kind: 'custom' }), RES.INVALID_PARAMS, /depositPercent: Please enter the deposit as a whole percentage from 1 to 99/);
    refused(await draft({ kind: 'custom', depositPercent: 0 }), RES.INVALID_PARAMS, /depositPercent/);
    refused(await draft({ kind: 'custom', depositPercent: 100 }), RES.INVALID_PARAMS, /depositPercent/);
    refused(await draft({ kind: 'custom', depositPercent: 12.5 }), RES.INVALID_PARAMS, /depositPercent/);
    refused(await draft({ kind: 'half' }), RES.INVALID_PARAMS, /paymentTerms.kind: Please choose payment terms from the list/);
    refused(await draft({ kind: 'net_30' }), RES.CONFLICT, 'Net terms are offered only to buyers marked for them on the members desk. Please choose other payment terms.');

    const fifty = await ok<QuotationView>(staff, S.saveQuotation, { ...(await draftInput()), paymentTerms: { kind: 'deposit_50' } });
    expect(fifty.paymentTerms).toEqual({ kind: 'deposit_50', depositPercent: 50, netDays: null, label: '50 % deposit by bank transfer to start production; the balance (50 %) before shipment.' });
    const custom = await draft({ kind: 'custom', depositPercent: 40 });
    expect(custom.data!.paymentTerms).toMatchObject({ kind: 'custom', depositPercent: 40 });
    // Left out: the default, 30 % deposit and the balance before shipment.
    const plain = await draft(undefined);
    expect(plain.data!.paymentTerms).toMatchObject({ kind: 'deposit_30', depositPercent: 30, netDays: null });

    // Staff mark the buyer for net terms on the members desk (audited); then net 30 may be offered.
    refused(await as(buyer)(S.setMemberNetTerms, { memberId: buyer.id, netTerms: true }), RES.FORBIDDEN);
    refused(await as(staff)(S.setMemberNetTerms, { memberId: 'nobody', netTerms: true }), RES.INVALID_PARAMS, /memberId/);
    const marked = await ok<StaffMemberView>(staff, S.setMemberNetTerms, { memberId: buyer.id, netTerms: true });
    expect(marked.netTerms).toBe(true);
    refused(await as(staff)(S.setMemberNetTerms, { memberId: buyer.id, netTerms: true }), RES.CONFLICT, `${buyer.email} is already marked for net terms.`);
    const [audit] = await db().select().from(staffAudit).where(and(eq(staffAudit.action, 'member.netTerms'), eq(staffAudit.targetId, buyer.id)));
    expect(audit).toMatchObject({ before: { netTerms: false }, after: { netTerms: true } });
    expect((await ok<StaffInquiryView>(staff, S.inquiryView, { inquiryId })).buyer.netTerms).toBe(true);
    const net = await draft({ kind: 'net_30' });
    expect(net.data!.paymentTerms).toEqual({ kind: 'net_30', depositPercent: 0, netDays: 30, label: 'Payment in full within 30 days after shipment (net 30).' });

    // The sent quotation carries the terms to the buyer and prints them.
    const sent = await ok<QuotationView>(staff, S.sendQuotation, { inquiryId, quotationId: net.data!.quotationId });
    const detail = await ok<{ quotation: QuotationView }>(buyer, API.inquiryOrder.inquiryOrderDetail1562b, { inquiryId });
    expect(detail.quotation.paymentTerms.kind).toBe('net_30');
    const pdf = await api().raw(DOCUMENTS.quotationPdf(sent.quotationId), { headers: { [TOKEN_HEADER]: buyer.token } });
    expect(pdfTextOf(Buffer.from(await pdf.arrayBuffer()))).toContain('Payment in full within 30 days after shipment (net 30).');

    async function draftInput() {
      return { inquiryId, currency: 'USD', leadTimeDays: 20, validUntil: dayOffset(30), lines: [{ itemId: view.lines[0]!.itemId, title: 'Rings', qty: 100, tiers: [{ minQty: 1, unitPrice: 2.5 }] }] };
    }
  });
});

describe('amounts due', () => {
  it('copies the terms onto the order and splits the total exactly: 30 % of 100.05 is 30.02, the balance 70.03', async () => {
    const buyer = await person();
    const { orderId, placed } = await orderOf(buyer, '100.05');
    expect(await buyerPayments(buyer, orderId)).toMatchObject({
      orderNo: placed.orderNo, currency: 'USD', total: 100.05, deposit: 30.02, balanceDue: 70.03, paid: 0, dueNow: 30.02, balance: 100.05,
      reference: placed.orderNo, bank: null, notices: [], receipts: [], canNotify: false, awaitingConfirmation: true,
      terms: { kind: 'deposit_30', depositPercent: 30 },
      nextStep: 'Nothing to pay yet: once our sales team has confirmed your order, we ask for the deposit, US$30.02.',
    });
    const [row] = await db().select().from(orders).where(eq(orders.id, orderId));
    expect(row).toMatchObject({ depositDue: 3002n, received: 0n, paymentTerms: { kind: 'deposit_30', depositPercent: 30, netDays: null } });
  });

  it('asks a placed order for nothing until the desk confirms it, then for the deposit with the currency sign; paid in full, no more notices (issue 49)', async () => {
    const buyer = await person();
    const { orderId } = await orderOf(buyer, '100.05');
    // The desk reads the same sentence with the currency's code.
    expect(await ok<OrderPayments>(staff, S.orderPayments, { orderId })).toMatchObject({
      awaitingConfirmation: true, nextStep: 'Nothing to pay yet: once our sales team has confirmed your order, we ask for the deposit, 30.02 USD.',
    });
    await move(orderId, 'confirmed');
    expect(await buyerPayments(buyer, orderId)).toMatchObject({
      awaitingConfirmation: false, canNotify: true, dueNow: 30.02, nextStep: 'Please pay the deposit, US$30.02, to start production.',
    });
    await receipt(orderId, '100.05');
    expect(await buyerPayments(buyer, orderId)).toMatchObject({ paid: 100.05, balance: 0, canNotify: false, nextStep: 'Paid in full. Thank you.' });
  });

  it('rounds half-up at the cent: a custom 33 % of 100.05 is 33.02 (33.0165), 50 % of 0.01 is 0.01 and leaves 0.00', async () => {
    const buyer = await person();
    const a = await orderOf(buyer, '100.05', { kind: 'custom', depositPercent: 33 });
    expect(await buyerPayments(buyer, a.orderId)).toMatchObject({ deposit: 33.02, balanceDue: 67.03, terms: { kind: 'custom', depositPercent: 33 } });
    const b = await orderOf(buyer, '0.01', { kind: 'deposit_50' });
    expect(await buyerPayments(buyer, b.orderId)).toMatchObject({ total: 0.01, deposit: 0.01, balanceDue: 0 });
    const c = await orderOf(buyer, '0.03', { kind: 'custom', depositPercent: 50 });
    // 0.015 rounds up to 0.02 (a float gives 0.015 as 0.01499…).
    expect(await buyerPayments(buyer, c.orderId)).toMatchObject({ deposit: 0.02, balanceDue: 0.01 });
  });

  it('shows the brand\'s bank details, which staff keep per brand with an audit row, on the order and the proforma invoice', async () => {
    const buyer = await person();
    const { orderId, placed } = await placedOrder(buyer, staff);
    refused(await as(staff)(S.savePaymentInstructions, { theme: 'default', beneficiary: 'X', bank: 'Y', swift: 'no', account: '1' }), RES.INVALID_PARAMS, /swift: Please enter the SWIFT\/BIC/);
    refused(await as(staff)(S.savePaymentInstructions, { theme: 'other', beneficiary: 'X', bank: 'Y', swift: 'BKCHCNBJ', account: '1' }), RES.INVALID_PARAMS, /theme/);
    const saved = await ok<PaymentInstructions>(staff, S.savePaymentInstructions, {
      theme: 'default', beneficiary: 'Steelora Jewelry Manufacturing Co., Ltd.', bank: 'Bank of China, Guangzhou Branch', swift: 'bkchcngz',
      account: '6217 8500 0001 2345 678', notes: 'PayPal: pay@steelora.example',
    });
    expect(saved).toMatchObject({ theme: 'default', brand: 'Steelora', swift: 'BKCHCNGZ', updatedBy: staff.email });
    const both = await ok<PaymentInstructions[]>(staff, S.paymentInstructions, {});
    expect(both.map((b) => [b.theme, b.brand])).toEqual([['default', 'Steelora'], ['sister', 'Velmora']]);
    expect(both[1]!.beneficiary).toBe('');
    const [audit] = await db().select().from(staffAudit).where(and(eq(staffAudit.action, 'payments.instructions'), eq(staffAudit.targetId, 'default')));
    expect(audit!.after).toMatchObject({ swift: 'BKCHCNGZ' });

    const money = await buyerPayments(buyer, orderId);
    expect(money.bank).toMatchObject({ beneficiary: 'Steelora Jewelry Manufacturing Co., Ltd.', swift: 'BKCHCNGZ', notes: 'PayPal: pay@steelora.example', updatedBy: null });
    const pdf = await api().raw(DOCUMENTS.proformaPdf(String(orderId)), { headers: { [TOKEN_HEADER]: buyer.token } });
    const text = pdfTextOf(Buffer.from(await pdf.arrayBuffer()));
    for (const expected of ['$978.00', '$2,282.00', 'Bank of China, Guangzhou Branch', 'SWIFT/BIC: BKCHCNGZ', 'PayPal: pay@steelora.example', placed.orderNo]) {
      expect(text).toContain(expected);
    }
    expect(text).toContain('Due now: 978.00 USD.');
  });
});

describe('sendPaymentNotice.do', () => {
  it('takes a notice with the buyer\'s own slip: to confirm, on the order\'s files, the sales desk emailed, in the queue filter', async () => {
    const buyer = await person({ nick: 'Payer' });
    const { orderId, placed } = await placedOrder(buyer, staff);
    const slip = await upload(buyer, 'slip', 'transfer.png');
    const before = smtp().count(staff.email);
    const answer = await notice(buyer, orderId, { slip, note: 'Sent from our HSBC account.' });
    expect(answer.meta.res).toBe(RES.OK);
    expect(answer.data!.notices).toHaveLength(1);
    expect(answer.data!.notices[0]).toMatchObject({
      status: 'to_confirm', amount: 978, payer: 'Porto Jewels Lda', reference: 'TT-0091', slip: { key: slip.key, name: 'transfer.png', url: `/files/${slip.key}` },
    });
    expect(answer.data!.paid).toBe(0);
    const mail = await mailTo(staff.email, before);
    expect(subjectOf(mail)).toBe(`Payment notice for order ${placed.orderNo}: 978.00 USD`);
    expect(mail.text).toContain('Payer: Porto Jewels Lda');
    const files = await db().select().from(orderFiles).where(eq(orderFiles.orderId, orderId));
    expect(files.map((f) => f.source)).toEqual([`payment_notice:${answer.data!.notices[0]!.noticeId}`]);
    expect(await queueIds('notices_to_confirm')).toContain(orderId);
    // Several notices per order.
    await notice(buyer, orderId, { amount: 10 });
    expect((await buyerPayments(buyer, orderId)).notices.map((n) => n.amount)).toEqual([10, 978]);
    const [row] = await db().select().from(orders).where(eq(orders.id, orderId));
    expect(row!.noticesPending).toBe(2);
    const log = await ok<ActivityPage>(buyer, E.activityLog, { kind: 'order' });
    expect(log.list[0]).toMatchObject({ kind: 'payment_notice_sent', title: `You told us about a payment for order ${placed.orderNo}`, detail: '10.00 USD' });
  });

  it('refuses no amount, a zero, negative or over-precise amount, more than twice the total, a foreign slip, a future day, another member\'s order', async () => {
    const buyer = await person();
    const other = await person();
    const { orderId } = await placedOrder(buyer, staff);
    refused(await notice(buyer, orderId, { amount: undefined }), RES.INVALID_PARAMS, /amount: Please enter the amount as a number/);
    refused(await notice(buyer, orderId, { amount: '' }), RES.INVALID_PARAMS, /amount/);
    refused(await notice(buyer, orderId, { amount: 0 }), RES.INVALID_PARAMS, /amount: The amount must be more than 0/);
    refused(await notice(buyer, orderId, { amount: -5 }), RES.INVALID_PARAMS, /amount: The amount must be more than 0/);
    refused(await notice(buyer, orderId, { amount: 1.005 }), RES.INVALID_PARAMS, /amount: The amount can have at most 2 decimals/);
    // Twice the total (6,520.00) is the most a notice may say.
    refused(await notice(buyer, orderId, { amount: 6520.01 }), RES.INVALID_PARAMS,
      'amount: 6,520.01 USD is more than twice the order total of 3,260.00 USD. Please check the amount.');
    expect((await notice(buyer, orderId, { amount: 6520 })).meta.res).toBe(RES.OK);
    refused(await notice(buyer, orderId, { payer: '' }), RES.INVALID_PARAMS, /payer: Please enter who paid/);
    refused(await notice(buyer, orderId, { paidOn: '27/11/2026' }), RES.INVALID_PARAMS, /paidOn: Please enter the payment date as YYYY-MM-DD/);
    refused(await notice(buyer, orderId, { paidOn: dayOffset(3) }), RES.INVALID_PARAMS, 'paidOn: The day cannot be in the future.');
    const theirs = await upload(other, 'slip', 'theirs.png');
    refused(await notice(buyer, orderId, { slip: theirs }), RES.NOT_FOUND, 'This file was not found. Please upload it again.');
    const logo = await upload(buyer, 'logo', 'logo.png');
    refused(await notice(buyer, orderId, { slip: logo }), RES.INVALID_PARAMS, 'slip: The transfer slip belongs in the slip folder.');
    refused(await notice(buyer, orderId, { slip: { key: 'slip/never-uploaded.png', name: 'x.png' } }), RES.NOT_FOUND, 'This file was not found. Please upload it again.');
    refused(await notice(other, orderId), RES.NOT_FOUND, 'This order was not found.');
    refused(await as(other)(E.orderPayments, { orderId }), RES.NOT_FOUND, 'This order was not found.');
    refused(await notice(buyer, 99_999_999), RES.NOT_FOUND, 'This order was not found.');
    const notices = await db().select().from(paymentNotices).where(eq(paymentNotices.orderId, orderId));
    expect(notices).toHaveLength(1);
  });

  it('refuses a notice on a cancelled or completed order (20009)', async () => {
    const buyer = await person();
    const { orderId, placed } = await placedOrder(buyer, staff);
    await ok(buyer, E.cancelOrder, { orderId, reason: 'Ordered twice.' });
    refused(await notice(buyer, orderId), RES.CONFLICT, `Order ${placed.orderNo} is cancelled: it takes no more payment notices. Please write to our sales team.`);
    expect((await buyerPayments(buyer, orderId)).canNotify).toBe(false);
  });
});

describe('confirming, rejecting, receipts and refunds', () => {
  it('confirms a notice with the amount received: paid, due now and balance follow, the buyer is emailed, the audit row kept', async () => {
    const buyer = await person();
    const { orderId, placed } = await placedOrder(buyer, staff);
    const sent = (await notice(buyer, orderId)).data!.notices[0]!;
    const mails = smtp().count(buyer.email);
    const answer = await confirm(sent.noticeId, 970, { note: 'Bank fees 8.00 USD.' });
    expect(answer.meta.res).toBe(RES.OK);
    expect(answer.data).toMatchObject({ paid: 970, dueNow: 8, balance: 2290, notices: [{ status: 'confirmed' }] });
    expect(answer.data!.receipts[0]).toMatchObject({ kind: 'receipt', amount: 970, noticeId: sent.noticeId, method: 'Bank transfer (T/T)', by: staff.email });
    const mail = await mailTo(buyer.email, mails);
    expect(subjectOf(mail)).toBe(`Steelora: your payment for order ${placed.orderNo} is confirmed`);
    expect(mail.text).toContain(`We received your payment of 970.00 USD for order ${placed.orderNo} (you told us 978.00 USD).`);
    expect(mail.text).toContain('Nothing to pay yet: once our sales team has confirmed your order, we ask for the rest of the deposit, 8.00 USD.');
    const [audit] = await db().select().from(staffAudit).where(and(eq(staffAudit.action, 'payment.confirm'), eq(staffAudit.targetId, String(orderId))));
    expect(audit).toMatchObject({ staffEmail: staff.email, after: { amount: '970.00 USD', received: '970.00 USD' } });
    // The buyer's view has no staff names.
    expect((await buyerPayments(buyer, orderId)).receipts[0]).not.toHaveProperty('by');
    const log = await ok<ActivityPage>(buyer, E.activityLog, { kind: 'order' });
    expect(log.list[0]).toMatchObject({ kind: 'payment_received', detail: '970.00 USD' });
  });

  it('records a notice confirmed twice once: a second try, one after the other or at the same time, is 20009', async () => {
    const buyer = await person();
    const { orderId } = await placedOrder(buyer, staff);
    const first = (await notice(buyer, orderId)).data!.notices[0]!;
    expect((await confirm(first.noticeId, 978)).meta.res).toBe(RES.OK);
    refused(await confirm(first.noticeId, 978), RES.CONFLICT, /^This payment notice was already confirmed on \d{4}-\d{2}-\d{2}; nothing was recorded again\.$/);
    const second = (await notice(buyer, orderId, { amount: 100 })).data!.notices[0]!;
    const both = await Promise.all([confirm(second.noticeId, 100), confirm(second.noticeId, 100)]);
    expect(both.map((b) => b.meta.res).sort()).toEqual([RES.OK, RES.CONFLICT].sort());
    const receipts = await db().select().from(paymentReceipts).where(eq(paymentReceipts.orderId, orderId));
    expect(receipts).toHaveLength(2);
    const [row] = await db().select().from(orders).where(eq(orders.id, orderId));
    expect(row).toMatchObject({ received: 107_800n, noticesPending: 0 });
    refused(await confirm('99999999', 1), RES.NOT_FOUND, 'This payment notice was not found.');
    refused(await confirm(second.noticeId, 0), RES.INVALID_PARAMS, /amount: The amount received must be more than 0/);
  });

  it('rejects a notice with a reason the buyer reads; a decided notice is not decided again', async () => {
    const buyer = await person();
    const { orderId, placed } = await placedOrder(buyer, staff);
    const sent = (await notice(buyer, orderId)).data!.notices[0]!;
    refused(await as(staff)(S.rejectPaymentNotice, { noticeId: sent.noticeId, reason: '' }), RES.INVALID_PARAMS, /reason: Please say why/);
    const mails = smtp().count(buyer.email);
    const rejected = await ok<OrderPayments>(staff, S.rejectPaymentNotice, { noticeId: sent.noticeId, reason: 'Nothing arrived on our account.' });
    expect(rejected.notices[0]).toMatchObject({ status: 'rejected', rejectReason: 'Nothing arrived on our account.' });
    expect(rejected.paid).toBe(0);
    const mail = await mailTo(buyer.email, mails);
    expect(subjectOf(mail)).toBe(`Steelora: your payment for order ${placed.orderNo} could not be confirmed`);
    expect(mail.text).toContain('Reason: Nothing arrived on our account.');
    refused(await confirm(sent.noticeId, 978), RES.CONFLICT, /already rejected/);
    refused(await as(staff)(S.rejectPaymentNotice, { noticeId: sent.noticeId, reason: 'Again' }), RES.CONFLICT, /already rejected/);
    const log = await ok<ActivityPage>(buyer, E.activityLog, { kind: 'order' });
    expect(log.list.map((e) => e.kind)).toContain('payment_notice_rejected');
  });

  it('records a receipt without a notice and a refund (never more than received), each emailed and audited', async () => {
    const buyer = await person();
    const { orderId, placed } = await placedOrder(buyer, staff);
    refused(await receipt(orderId, 6520.01), RES.INVALID_PARAMS, /more than twice the order total/);
    refused(await receipt(orderId, 10, 'refund'), RES.CONFLICT, `A refund of 10.00 USD is more than the 0.00 USD received for order ${placed.orderNo}.`);
    let mails = smtp().count(buyer.email);
    expect((await receipt(orderId, 3300, 'receipt', { overpayment: true })).data).toMatchObject({ paid: 3300, balance: 0, dueNow: 0, nextStep: 'Paid in full. Thank you.' });
    expect(subjectOf(await mailTo(buyer.email, mails))).toBe(`Steelora: payment received for order ${placed.orderNo}`);
    mails = smtp().count(buyer.email);
    const refunded = (await receipt(orderId, 40, 'refund')).data!;
    expect(refunded).toMatchObject({ paid: 3260, balance: 0 });
    expect(refunded.receipts.map((r) => [r.kind, r.amount])).toEqual([['refund', 40], ['receipt', 3300]]);
    expect((await mailTo(buyer.email, mails)).text).toContain(`We have refunded 40.00 USD for order ${placed.orderNo}.`);
    const actions = (await db().select().from(staffAudit).where(eq(staffAudit.targetId, String(orderId)))).map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(['payment.receipt', 'payment.refund']));
    const log = await ok<ActivityPage>(buyer, E.activityLog, {});
    expect(log.list.slice(0, 2).map((e) => e.kind)).toEqual(['payment_refunded', 'payment_received']);
  });
});

describe('the gates', () => {
  it('keep production closed until the deposit and shipping until the balance, say why, and let staff override with a reason', async () => {
    const buyer = await person();
    const { orderId } = await placedOrder(buyer, staff);
    await approveAllProofs(t, buyer, staff, orderId);
    expect((await move(orderId, 'confirmed')).meta.res).toBe(RES.OK);
    let view = await ok<StaffOrderView>(staff, S.orderView, { orderId });
    expect(view.gates).toEqual({
      production: ['The deposit of 978.00 USD has not been received (received 0.00 USD).'],
      shipping: ['The balance of 2,282.00 USD has not been received (received 0.00 USD of 3,260.00 USD).'],
    });
    refused(await move(orderId, 'in_production'), RES.CONFLICT, 'Production cannot start yet: The deposit of 978.00 USD has not been received (received 0.00 USD).');
    await receipt(orderId, 977.99);
    refused(await move(orderId, 'in_production'), RES.CONFLICT, /received 977.99 USD/);
    await receipt(orderId, 0.01);
    view = (await move(orderId, 'in_production')).data!;
    expect(view).toMatchObject({ status: 'in_production', gates: { production: [] }, overrides: [] });
    refused(await move(orderId, 'shipped'), RES.CONFLICT,
      'The order cannot ship yet: The balance of 2,282.00 USD has not been received (received 978.00 USD of 3,260.00 USD).');
    const overridden = await move(orderId, 'shipped', { override: 'The buyer\'s bank confirmed the transfer by phone.' });
    expect(overridden.data).toMatchObject({ status: 'shipped' });
    expect(overridden.data!.overrides[0]).toMatchObject({
      gate: 'shipping', reason: 'The buyer\'s bank confirmed the transfer by phone.', by: staff.email,
      missing: ['The balance of 2,282.00 USD has not been received (received 978.00 USD of 3,260.00 USD).'],
    });
  });

  it('override of production is kept; a buyer cannot override (their paths cannot move at all)', async () => {
    const buyer = await person();
    const { orderId } = await placedOrder(buyer, staff);
    await approveAllProofs(t, buyer, staff, orderId);
    await move(orderId, 'confirmed');
    const passed = await move(orderId, 'in_production', { override: 'Long-standing customer; deposit promised for Monday.' });
    expect(passed.data!.overrides[0]).toMatchObject({ gate: 'production', missing: ['The deposit of 978.00 USD has not been received (received 0.00 USD).'] });
    refused(await as(buyer)(S.moveOrder, { orderId, to: 'shipped', ...ship, override: 'me' }), RES.FORBIDDEN);
  });

  it('on 100 % before production asks the whole total before production; on net terms has no balance gate', async () => {
    const buyer = await person();
    const prepaid = await placedOrder(buyer, staff, {}, { paymentTerms: { kind: 'prepaid' } });
    await approveAllProofs(t, buyer, staff, prepaid.orderId);
    await move(prepaid.orderId, 'confirmed');
    await receipt(prepaid.orderId, 978);
    refused(await move(prepaid.orderId, 'in_production'), RES.CONFLICT,
      'Production cannot start yet: The payment in full of 3,260.00 USD has not been received (received 978.00 USD).');
    await receipt(prepaid.orderId, 2282);
    expect((await move(prepaid.orderId, 'in_production')).data!.gates).toEqual({ production: [], shipping: [] });

    await ok(staff, S.setMemberNetTerms, { memberId: buyer.id, netTerms: true });
    const net = await placedOrder(buyer, staff, {}, { paymentTerms: { kind: 'net_30' } });
    await approveAllProofs(t, buyer, staff, net.orderId);
    expect(await buyerPayments(buyer, net.orderId)).toMatchObject({ deposit: 0, balanceDue: 3260, dueNow: 0, nextStep: 'The balance of US$3,260.00 is due within 30 days after shipment.' });
    await move(net.orderId, 'confirmed');
    await move(net.orderId, 'in_production');
    expect((await move(net.orderId, 'shipped')).data!.status).toBe('shipped');
    expect(await buyerPayments(buyer, net.orderId)).toMatchObject({ dueNow: 3260, balance: 3260 });
  });
});

describe('the order queue\'s money filters', () => {
  it('finds orders awaiting the deposit, awaiting the balance, and with notices to confirm', async () => {
    const buyer = await person();
    const waiting = await placedOrder(buyer, staff);
    const deposited = await placedOrder(buyer, staff);
    const paid = await placedOrder(buyer, staff);
    await receipt(deposited.orderId, 978);
    await receipt(paid.orderId, 3260);
    const noticed = (await notice(buyer, waiting.orderId)).data!.notices[0]!;
    const [deposit, balance, notices] = await Promise.all([queueIds('awaiting_deposit'), queueIds('awaiting_balance'), queueIds('notices_to_confirm')]);
    expect(deposit).toContain(waiting.orderId);
    expect(deposit).not.toContain(deposited.orderId);
    expect(balance).toContain(deposited.orderId);
    expect(balance).not.toContain(waiting.orderId);
    expect(balance).not.toContain(paid.orderId);
    expect(notices).toContain(waiting.orderId);
    await confirm(noticed.noticeId, 978);
    expect(await queueIds('notices_to_confirm')).not.toContain(waiting.orderId);
    expect(await queueIds('awaiting_balance')).toContain(waiting.orderId);
    refused(await as(staff)(S.orderQueue, { payment: 'rich' }), RES.INVALID_PARAMS, /payment: Please choose a payment filter/);
  });
});
