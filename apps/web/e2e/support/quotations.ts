import { type APIRequestContext, type Browser, type BrowserContext, expect } from '@playwright/test';
import { API, type CartChange, type GoodsDetailView, type GoodsPage, hashPassword, type InquiryCreated, type QuotationView, RES, signedCall, type StaffInquiryView } from '@sw/protocol';
import { demoAccount } from './accounts';
import type { TestSmtp } from './smtp';

/**
 * Seeding through the same-origin proxy, for tests about the screens that come after: goods to ask for, a
 * precise inquiry sent by a buyer, and a quotation sent by the sales desk.
 */

/** A signed call with the given context's cookies (a page's own, the sales team's, or none). */
export async function backend<T>(request: APIRequestContext, path: string, data: Record<string, unknown> = {}): Promise<T> {
  const { url, sign } = signedCall(path);
  const body = await (await request.post('/api/post', { data: { url, data, sIgn: sign } })).json();
  expect(body.meta.res, `${path}: ${body.meta.msg}`).toBe(RES.OK);
  return body.data as T;
}

/** Two goods on sale with specifications and a real picture. */
export async function twoGoods(request: APIRequestContext): Promise<[GoodsDetailView, GoodsDetailView]> {
  const list = await backend<GoodsPage>(request, API.csite.onlineGoodsList, { newFlag: 0, pageSize: 24 });
  const found: GoodsDetailView[] = [];
  for (const summary of list.list) {
    const detail = await backend<GoodsDetailView>(request, API.csite.onlineGoodsDetail, { goodsId: summary.goodsId });
    if (detail.skus.length >= 1 && !detail.imageUrl.includes('placeholder')) found.push(detail);
    if (found.length === 2) return [found[0]!, found[1]!];
  }
  throw new Error('The seed has no two goods with specifications');
}

/** The signed-in buyer of `request` proves their email (sending an inquiry needs it). */
export async function confirmEmailByCall(request: APIRequestContext, smtp: TestSmtp, email: string): Promise<void> {
  const mails = smtp.count(email);
  await backend(request, API.base.sendConfirmMail);
  await backend(request, API.base.confirmEmail, { veriCode: await smtp.codeFor(email, mails) });
}

/** A precise inquiry of one goods at its MOQ, shipped to a Porto address, sent by the buyer of `request`. */
export async function sendInquiryByCall(request: APIRequestContext, goods: GoodsDetailView): Promise<InquiryCreated> {
  const added = await backend<CartChange>(request, API.inquiryCart.putIntoCart, { goodsId: goods.goodsId, specId: goods.skus[0]?.specId, qty: goods.moq });
  return backend<InquiryCreated>(request, API.inquiryOrder.confirmOrder, {
    lineIds: [added.line!.lineId],
    address: { contactName: 'Ana Silva', phone: '+351 912 345 678', country: 'PT', city: 'Porto', street: 'Rua das Flores 12' },
  });
}

/** A browser context signed in as the demo staff account, for the desk's calls (`.request`); close it when done. */
export async function staffContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext();
  const desk = demoAccount('staff');
  await backend(context.request, API.base.emailLoginOrRegister, { email: desk.email, pwd: hashPassword(desk.email, desk.password) });
  return context;
}

/**
 * The sales desk sends a quotation of one line: `unitPrice + 0.5` from one piece, `unitPrice` from `qty`, and
 * `cheaper` (when given) from twice `qty`. The line quotes the inquiry's first line (without `itemId` it would be
 * an extra line of the quotation, such as tooling).
 */
export async function sendQuotation(staff: APIRequestContext, inquiryId: string, title: string, qty: number, unitPrice: number, cheaper?: number): Promise<QuotationView> {
  const view = await backend<StaffInquiryView>(staff, API.staff.inquiryView, { inquiryId });
  const itemId = view.lines[0]?.itemId;
  const validUntil = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const tiers = [{ minQty: 1, unitPrice: unitPrice + 0.5 }, { minQty: qty, unitPrice }, ...(cheaper === undefined ? [] : [{ minQty: qty * 2, unitPrice: cheaper }])];
  const draft = await backend<QuotationView>(staff, API.staff.saveQuotation, {
    inquiryId, leadTimeDays: 25, validUntil, remarks: 'Gift boxes included.',
    lines: [{ ...(itemId ? { itemId } : {}), title, qty, tiers: qty === 1 ? tiers.slice(1) : tiers }],
  });
  await backend(staff, API.staff.sendQuotation, { inquiryId, quotationId: draft.quotationId });
  return draft;
}

/**
 * The sales team records the order's whole total as received (staff/recordPayment.do), so the deposit and balance
 * gates are open: for tests about other steps than money (docs/workflows.md, Payments).
 */
export async function payInFull(staff: APIRequestContext, orderId: string): Promise<void> {
  const view = await backend<{ total: number }>(staff, API.staff.orderView, { orderId });
  await backend(staff, API.staff.recordPayment, {
    orderId, kind: 'receipt', amount: view.total, receivedOn: new Date().toISOString().slice(0, 10), method: 'Bank transfer (T/T)',
  });
}
