import { describe, expect, it } from 'vitest';
import { API, RES } from '@sw/protocol';
import { mailOutbox } from '../db/schema';
import { colleagueIn, companyIdOf } from '../testing/company';
import { staffDeskFile } from '../testing/deskFile';
import type { Person } from '../testing/inquiries';
import { orderTesting } from '../testing/orders';

/**
 * How often a buyer may write to the desk (issue 49, point 22): payment notices and order messages are limited per
 * member and per order (10009 with a sentence saying how long to wait), and a burst reaches the desk as one mail.
 */

const { t, staff } = staffDeskFile(orderTesting, { goods: 30, staffNick: 'Limits Desk' });
const { ok, as, refused, person, db, placedOrder, dayOffset } = t;
const E = API.erp;

/** An order the desk confirmed, so it takes notices and messages. */
async function confirmedOrder(buyer: Person) {
  const { orderId, placed } = await placedOrder(buyer, staff);
  await ok(staff, API.staff.moveOrder, { orderId, to: 'confirmed' });
  return { orderId, orderNo: placed.orderNo };
}
const notice = (buyer: Person, orderId: number) =>
  as(buyer)(E.sendPaymentNotice, { orderId, amount: '100.00', paidOn: dayOffset(0), payer: 'Porto Jewels Lda', reference: 'TT-0091' });
const message = (buyer: Person, orderId: number, n: number) => as(buyer)(E.sendOrderMessage, { orderId, body: `Question ${n} about the clasps.` });
const deskMails = async (subject: string) => (await db().select({ subject: mailOutbox.subject }).from(mailOutbox)).filter((row) => row.subject.includes(subject)).length;

describe('payment notices', () => {
  it('takes 5 per order an hour and 10 per member, then refuses with a sentence; the burst is one desk mail', async () => {
    const buyer = await person();
    const first = await confirmedOrder(buyer);
    expect((await notice(buyer, first.orderId)).meta.res).toBe(RES.OK);
    const oneMail = await deskMails(`Payment notice for order ${first.orderNo}`);
    expect(oneMail).toBeGreaterThan(0);
    for (let i = 1; i < 5; i++) expect((await notice(buyer, first.orderId)).meta.res).toBe(RES.OK);
    refused(await notice(buyer, first.orderId), RES.RATE_LIMITED, `Order ${first.orderNo} has had 5 payment notices in the last hour. Our finance team checks each one with the bank: please wait an hour before sending another, or write to our sales team in the order’s conversation.`);
    expect(await deskMails(`Payment notice for order ${first.orderNo}`)).toBe(oneMail);

    const second = await confirmedOrder(buyer);
    for (let i = 0; i < 5; i++) expect((await notice(buyer, second.orderId)).meta.res).toBe(RES.OK);
    const third = await confirmedOrder(buyer);
    refused(await notice(buyer, third.orderId), RES.RATE_LIMITED, 'You have sent 10 payment notices in the last hour. Please wait an hour before sending more, or write to our sales team in the order’s conversation.');
    // Another buyer is not held back by this one.
    const other = await person();
    expect((await notice(other, (await confirmedOrder(other)).orderId)).meta.res).toBe(RES.OK);
  });
});

describe('order messages', () => {
  it('takes 20 per order in 10 minutes, then refuses with a sentence; the desk gets one mail for the burst until it reads the thread, the buyer every reply', async () => {
    const buyer = await person();
    const { orderId, orderNo } = await confirmedOrder(buyer);
    expect((await message(buyer, orderId, 1)).meta.res).toBe(RES.OK);
    const oneMail = await deskMails(`New message on order ${orderNo}`);
    expect(oneMail).toBeGreaterThan(0);
    for (let i = 2; i <= 20; i++) expect((await message(buyer, orderId, i)).meta.res, `message ${i}`).toBe(RES.OK);
    refused(await message(buyer, orderId, 21), RES.RATE_LIMITED, `You have written 20 messages on order ${orderNo} in the last 10 minutes. Please wait a few minutes before writing again: our sales team reads every one.`);
    expect(await deskMails(`New message on order ${orderNo}`)).toBe(oneMail);

    // The desk's own replies are neither limited nor grouped: the buyer hears of each.
    await ok(staff, API.staff.orderMessages, { orderId });
    for (let i = 0; i < 21; i++) await ok(staff, API.staff.sendOrderMessage, { orderId, body: `Answer ${i}.` });
    expect(await deskMails(`New message about your order ${orderNo}`)).toBe(21);
    // Read by the desk, the burst is over: a colleague's message on the order is mailed again.
    const colleague = await colleagueIn(db(), await companyIdOf(db(), buyer.id), 'buyer');
    expect((await message(colleague, orderId, 22)).meta.res).toBe(RES.OK);
    expect(await deskMails(`New message on order ${orderNo}`)).toBe(2 * oneMail);
  });
});
