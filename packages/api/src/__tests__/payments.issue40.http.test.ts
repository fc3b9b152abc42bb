import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { API, RES, type CompanySettings, type OrderPayments } from '@sw/protocol';
import { companies, orders } from '../db/schema';
import { staffDeskFile } from '../testing/deskFile';
import type { Person } from '../testing/inquiries';
import { companyIdOf } from '../testing/company';
import { orderTesting } from '../testing/orders';

/** Issue 40, defects 2 and 5: a comma is only a thousands separator; receipts stop at the total unless meant. */
const { t, staff } = staffDeskFile(orderTesting, { goods: 8, staffNick: 'Cashier 40' });
const { ok, as, refused, person, db, placedOrder, dayOffset } = t;
const S = API.staff;
const E = API.erp;
const today = () => dayOffset(0);

/** An order of one line of 155.00 (qty 1), so the sums below read as in the issue. */
const orderOf155 = (buyer: Person) => placedOrder(buyer, staff, {}, { lines: [{ qty: 1, tiers: [{ minQty: 1, unitPrice: '155.00' }] }] });
const receipt = (orderId: number, amount: string | number, extra: Record<string, unknown> = {}) =>
  as(staff)<OrderPayments>(S.recordPayment, { orderId, kind: 'receipt', amount, receivedOn: today(), method: 'Bank transfer (T/T)', ...extra });
const received = async (orderId: number) => (await db().select({ received: orders.received }).from(orders).where(eq(orders.id, orderId)))[0]!.received;

describe('defect 2: a decimal comma is refused, never deleted', () => {
  it('payment notices of "0,99", "1,5" and "1,50" are refused with a message asking for a point; "1,234.50" is read as 1234.50', async () => {
    const buyer = await person();
    const { orderId } = await placedOrder(buyer, staff);
    for (const amount of ['0,99', '1,5', '1,50', '1.000,00']) {
      refused(await as(buyer)(E.sendPaymentNotice, { orderId, amount, paidOn: today(), payer: 'Porto Jewels' }), RES.INVALID_PARAMS, /with a point for decimals/);
    }
    const sent = await ok<OrderPayments>(buyer, E.sendPaymentNotice, { orderId, amount: '1,234.50', paidOn: today(), payer: 'Porto Jewels' });
    expect(sent.notices[0]!.amount).toBe(1234.5);
  });

  it('staff recordPayment.do refuses "1,5" and records nothing', async () => {
    const buyer = await person();
    const { orderId } = await orderOf155(buyer);
    refused(await receipt(orderId, '1,5'), RES.INVALID_PARAMS, /with a point for decimals/);
    expect(await received(orderId)).toBe(0n);
  });

  it('an approval amount of "2,50" or "1.000,00" is refused; "2.50" and "1,000.00" are kept exactly', async () => {
    const admin = await person();
    for (const approvalThreshold of ['2,50', '1.000,00']) {
      refused(await as(admin)(API.company.companySettings, { approvalThreshold, copyAdmins: false }), RES.INVALID_PARAMS, /with a point for decimals/);
    }
    const [row] = await db().select({ threshold: companies.approvalThreshold }).from(companies).where(eq(companies.id, await companyIdOf(db(), admin.id)));
    expect(row!.threshold).toBeNull();
    expect((await ok<CompanySettings>(admin, API.company.companySettings, { approvalThreshold: '2.50', copyAdmins: false })).approvalThreshold).toBe('2.50');
    expect((await ok<CompanySettings>(admin, API.company.companySettings, { approvalThreshold: '1,000.00', copyAdmins: false })).approvalThreshold).toBe('1000.00');
  });
});

describe('defect 5: receipts past the order total', () => {
  it('the issue sequence: after 155.00 is received, a further receipt is refused and nothing is added', async () => {
    const buyer = await person();
    const { orderId } = await orderOf155(buyer);
    expect((await receipt(orderId, '310.00')).meta.res).toBe(RES.CONFLICT);
    expect((await ok<OrderPayments>(staff, S.recordPayment, { orderId, kind: 'receipt', amount: '155.00', receivedOn: today(), method: 'Cash' })).paid).toBe(155);
    const again = await receipt(orderId, '310.00');
    refused(again, RES.CONFLICT, /past the order total of 155\.00 USD.*intended overpayment/);
    refused(await receipt(orderId, '0.01'), RES.CONFLICT);
    expect(await received(orderId)).toBe(15_500n);
  });

  it('a receipt marked as an intended overpayment is taken; the desk shows the overpayment, and a refund takes it back', async () => {
    const buyer = await person();
    const { orderId } = await orderOf155(buyer);
    const over = await ok<OrderPayments>(staff, S.recordPayment, {
      orderId, kind: 'receipt', amount: '200.00', receivedOn: today(), method: 'Bank transfer (T/T)', overpayment: true,
    });
    expect(over).toMatchObject({ paid: 200, balance: 0, overpaid: 45 });
    const desk = await ok<OrderPayments>(staff, S.orderPayments, { orderId });
    expect(desk.overpaid).toBe(45);
    const refunded = await ok<OrderPayments>(staff, S.recordPayment, { orderId, kind: 'refund', amount: '45.00', receivedOn: today(), method: 'Bank transfer (T/T)' });
    expect(refunded).toMatchObject({ paid: 155, balance: 0, overpaid: 0 });
  });

  it('confirming a notice follows the same rule', async () => {
    const buyer = await person();
    const { orderId } = await orderOf155(buyer);
    const sent = await ok<OrderPayments>(buyer, E.sendPaymentNotice, { orderId, amount: '300.00', paidOn: today(), payer: 'Porto Jewels' });
    const noticeId = sent.notices[0]!.noticeId;
    const confirm = (extra: Record<string, unknown> = {}) =>
      as(staff)<OrderPayments>(S.confirmPaymentNotice, { noticeId, amount: '300.00', receivedOn: today(), method: 'Bank transfer (T/T)', ...extra });
    refused(await confirm(), RES.CONFLICT, /intended overpayment/);
    expect((await confirm({ overpayment: true })).data).toMatchObject({ paid: 300, overpaid: 145 });
  });
});
