import type { APIRequestContext } from '@playwright/test';
import {
  API, DOCUMENTS, hashPassword, RES, signedCall,
  type CartChange, type GoodsDetailView, type GoodsPage, type InquiryCreated, type QuotationView,
} from '@sw/protocol';
import { demoAccount } from './support/accounts';
import { registerBuyer } from './support/buyers';
import { expect, test } from './support/smtp';

/**
 * The quotation PDF through the storefront (/documents/*): the desk sends a quotation, its buyer downloads the PDF
 * with the browser's session cookie, anyone else gets 404; a sister-brand host gets that brand's letterhead.
 */

async function backend<T>(request: APIRequestContext, path: string, data: Record<string, unknown> = {}): Promise<T> {
  const { url, sign } = signedCall(path);
  const body = await (await request.post('/api/post', { data: { url, data, sIgn: sign } })).json();
  expect(body.meta.res, `${path}: ${body.meta.msg}`).toBe(RES.OK);
  return body.data as T;
}

test('the buyer and staff download a sent quotation as a PDF; others get 404', async ({ browser, playwright, smtp }) => {
  const buyerContext = await browser.newContext();
  const buyer = buyerContext.request;
  const { email: buyerEmail } = await registerBuyer(buyer, 'pdf');
  // Only a confirmed address may send an inquiry.
  const mails = smtp.count(buyerEmail);
  await backend(buyer, API.base.sendConfirmMail);
  await backend(buyer, API.base.confirmEmail, { veriCode: await smtp.codeFor(buyerEmail, mails) });
  const list = await backend<GoodsPage>(buyer, API.csite.onlineGoodsList, { newFlag: 0, pageSize: 4 });
  const goods = await backend<GoodsDetailView>(buyer, API.csite.onlineGoodsDetail, { goodsId: list.list[0]!.goodsId });
  const added = await backend<CartChange>(buyer, API.inquiryCart.putIntoCart, { goodsId: goods.goodsId, specId: goods.skus[0]?.specId, qty: goods.moq });
  const created = await backend<InquiryCreated>(buyer, API.inquiryOrder.confirmOrder, {
    lineIds: [added.line!.lineId],
    address: { contactName: 'Ana Silva', phone: '+351 912 345 678', country: 'PT', city: 'Porto', street: 'Rua das Flores 12' },
  });

  const staffContext = await browser.newContext();
  const staff = staffContext.request;
  const { email, password } = demoAccount('staff');
  await backend(staff, API.base.emailLoginOrRegister, { email, pwd: hashPassword(email, password) });
  const validUntil = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const draft = await backend<QuotationView>(staff, API.staff.saveQuotation, {
    inquiryId: created.inquiryId, leadTimeDays: 20, validUntil,
    lines: [{ title: goods.title, qty: goods.moq, tiers: [{ minQty: 1, unitPrice: 2.5 }] }],
  });
  await backend(staff, API.staff.sendQuotation, { inquiryId: created.inquiryId, quotationId: draft.quotationId });

  const own = await buyer.get(DOCUMENTS.quotationPdf(draft.quotationId));
  expect(own.status()).toBe(200);
  expect(own.headers()['content-type']).toBe('application/pdf');
  expect(own.headers()['content-disposition']).toContain(`filename="Quotation-${created.inquiryNo}-v1.pdf"`);
  expect(own.headers()['x-content-type-options']).toBe('nosniff');
  const body = await own.body();
  expect(body.subarray(0, 5).toString()).toBe('%PDF-');
  expect(body.toString('latin1')).toContain('Steelora Jewelry Manufacturing Co., Ltd.');

  // The sister brand's host: the same document under its letterhead.
  const sister = await buyer.get(DOCUMENTS.quotationPdf(draft.quotationId), { headers: { host: `sister.example.test:${process.env.E2E_PORT ?? 3100}` } });
  expect(sister.status()).toBe(200);
  expect((await sister.body()).toString('latin1')).toContain('Velmora Fine Steel Jewelry Ltd.');

  expect((await staff.get(DOCUMENTS.quotationPdf(draft.quotationId))).status()).toBe(200);
  const visitor = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  expect((await visitor.get(DOCUMENTS.quotationPdf(draft.quotationId))).status()).toBe(404);
  const stranger = (await browser.newContext()).request;
  await registerBuyer(stranger, 'pdf-other');
  expect((await stranger.get(DOCUMENTS.quotationPdf(draft.quotationId))).status()).toBe(404);
  await visitor.dispose();
});
