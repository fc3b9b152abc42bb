import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { API, parseSiteThemes, RES, type Envelope, type InquiryCreated, type OrderPlaced, type QuotationView, type StaffInquiryView } from '@sw/protocol';
import { inquiries, orders } from '../db/schema';
import { utcDay } from '../lib/dailyNumber';
import { remindExpiringQuotations } from '../services/jobs';
import { httpCaller } from '../testing/harness';
import { staffDeskFile } from '../testing/deskFile';
import { inquiryTesting, type Person } from '../testing/inquiries';

/**
 * Every mail names the brand of the site the buyer used (SITE_THEMES by host): the code mail, the inquiry's and the
 * order's mails, thread messages and the job runner's reminders, even when the sales team works on the other host.
 */

const { t, api, smtp, staff } = staffDeskFile(inquiryTesting, { goods: 12, staffNick: 'Brand Desk' });
const SISTER_HOST = 'sister.example.test:3000';

/** A signed call as `who` through the given host (the storefront names it in X-Forwarded-Host); null: no host named. */
async function via<T>(host: string | null, who: Person, path: string, data: unknown = {}): Promise<T> {
  api().deps.config.siteThemes = parseSiteThemes('sister.example.test=sister,shop.example.test=default');
  const call = httpCaller(api().url, () => api().deps.now().getTime(), host ? { 'x-forwarded-host': host } : {});
  const envelope = (await call<T>(path, data, { token: who.token })) as Envelope<T>;
  expect(envelope.meta, `${path} ${JSON.stringify(envelope.meta)}`).toMatchObject({ res: RES.OK });
  return envelope.data as T;
}

/** The newest mail to `to` after `before` of them: its subject (headers unfolded) and its body (the sender's address, MAIL_FROM, stays one). */
async function nextMail(to: string, before: number) {
  const mail = await t.mailTo(to, before);
  const [head = '', ...body] = mail.text.split(/\r?\n\r?\n/);
  const headers = head.replace(/\r?\n[ \t]+/g, ' ');
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'm').exec(headers)?.[1] ?? '';
  return { subject: header('Subject'), from: header('From'), text: body.join('\n\n') };
}

describe.each([
  { site: 'the sister host', host: SISTER_HOST, brand: 'Velmora', other: 'Steelora', theme: 'sister' },
  { site: 'the default host', host: 'shop.example.test', brand: 'Steelora', other: 'Velmora', theme: 'default' },
])('mails of a buyer on $site', ({ host, brand, other, theme }) => {
  it(`the code mail says ${brand} in its subject and body`, async () => {
    const buyer = await t.person({ confirmed: false });
    const before = smtp().count(buyer.email);
    await via(host, buyer, API.base.sendConfirmMail);
    const mail = await nextMail(buyer.email, before);
    expect(mail.subject).toBe(`${brand}: your verification code`);
    // The display name follows the brand; the address stays MAIL_FROM's.
    expect(mail.from).toBe(`${brand} <no-reply@steelora.example>`);
    expect(mail.text).toContain(brand);
    expect(mail.text).not.toContain(other);
  });

  it(`inquiry received, quotation, message, order received and an order step all say ${brand}, the desk working on the default host`, async () => {
    const buyer = await t.person();
    const g = await t.sampleGoods(0);
    const line = await via<{ line: { lineId: string } }>(host, buyer, API.inquiryCart.putIntoCart, { goodsId: g.id, specId: g.specIds[0], qty: g.moq });
    let before = smtp().count(buyer.email);
    const deskBefore = smtp().count(staff.email);
    const created = await via<InquiryCreated>(host, buyer, API.inquiryOrder.confirmOrder, { lineIds: [line.line.lineId], address: t.address });
    const inquiryId = Number(created.inquiryId);
    const [row] = await t.db().select({ theme: inquiries.theme }).from(inquiries).where(eq(inquiries.id, inquiryId));
    expect(row!.theme).toBe(theme);

    const received = await nextMail(buyer.email, before);
    expect(received.subject).toBe(`${brand}: We received your inquiry ${created.inquiryNo}`);
    expect(received.text).toContain(`The ${brand} sales team`);
    expect(received.text).not.toContain(other);
    expect(received.from).toBe(`${brand} <no-reply@steelora.example>`);
    expect((await nextMail(staff.email, deskBefore)).subject).toBe(`${brand}: New inquiry ${created.inquiryNo}`);

    // The sales team quotes and writes from the console on the default host: the mails follow the inquiry's brand.
    const view = await via<StaffInquiryView>(null, staff, API.staff.inquiryView, { inquiryId });
    const validUntil = new Date(api().deps.now().getTime() + 30 * 86_400_000).toISOString().slice(0, 10);
    const draft = await via<QuotationView>(null, staff, API.staff.saveQuotation, {
      inquiryId, currency: 'USD', leadTimeDays: 20, validUntil,
      lines: [{ itemId: view.lines[0]!.itemId, title: view.lines[0]!.title, qty: g.moq, tiers: [{ minQty: 1, unitPrice: 2.5 }] }],
    });
    before = smtp().count(buyer.email);
    await via(null, staff, API.staff.sendQuotation, { inquiryId, quotationId: draft.quotationId });
    const quotation = await nextMail(buyer.email, before);
    expect(quotation.subject).toBe(`${brand}: your quotation for inquiry ${created.inquiryNo}`);
    expect(quotation.text).toContain(`The ${brand} sales team`);
    expect(quotation.from).toBe(`${brand} <no-reply@steelora.example>`);

    before = smtp().count(buyer.email);
    await via(null, staff, API.staff.sendInquiryMessage, { inquiryId, body: 'The plating is 18K.', files: [] });
    const message = await nextMail(buyer.email, before);
    expect(message.subject).toBe(`${brand}: New message about your inquiry ${created.inquiryNo}`);
    expect(message.text).toContain(`The ${brand} sales team`);

    await via(null, buyer, API.inquiryOrder.acceptQuotation, { inquiryId, quotationId: draft.quotationId });
    before = smtp().count(buyer.email);
    const placed = await via<OrderPlaced>(null, buyer, API.erp.placeOrder, { inquiryId, quotationId: draft.quotationId, address: t.address });
    const [order] = await t.db().select({ theme: orders.theme }).from(orders).where(eq(orders.id, Number(placed.orderId)));
    expect(order!.theme).toBe(theme);
    const orderReceived = await nextMail(buyer.email, before);
    expect(orderReceived.subject).toBe(`${brand}: we received your order ${placed.orderNo}`);
    expect(orderReceived.text).not.toContain(other);

    before = smtp().count(buyer.email);
    await via(null, staff, API.staff.moveOrder, { orderId: placed.orderId, to: 'confirmed' });
    const step = await nextMail(buyer.email, before);
    expect(step.subject).toBe(`${brand}: your order ${placed.orderNo} is confirmed`);
    expect(step.text).toContain(`The ${brand} sales team`);
    expect(step.text).not.toContain(other);
  });

  it(`the job runner's reminder says ${brand}`, async () => {
    const buyer = await t.person();
    const g = await t.sampleGoods(1);
    const line = await via<{ line: { lineId: string } }>(host, buyer, API.inquiryCart.putIntoCart, { goodsId: g.id, specId: g.specIds[0], qty: g.moq });
    const created = await via<InquiryCreated>(host, buyer, API.inquiryOrder.confirmOrder, { lineIds: [line.line.lineId], address: t.address });
    const now = api().deps.now();
    await t.quote(Number(created.inquiryId), staff, { validUntil: utcDay(new Date(now.getTime() + 2 * 86_400_000)) });
    const before = smtp().count(buyer.email);
    await remindExpiringQuotations(api().deps, now);
    const reminder = await nextMail(buyer.email, before);
    expect(reminder.subject).toMatch(new RegExp(`^${brand}: Your quotation for inquiry ${created.inquiryNo} ends on `));
    expect(reminder.text).toContain(`The ${brand} sales team`);
    expect(reminder.text).not.toContain(other);
  });
});
