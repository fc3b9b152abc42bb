import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  API, type CartChange, type GoodsDetailView, type GoodsPage, type InquiryPage,
  signedCall, type UploadToken,
} from '@sw/protocol';
import { UI_MSG } from '../lib/copy';
import { confirmEmail } from './support/accounts';
import { type Buyer, registerBuyer, signInFromHeader, staffPage } from './support/buyers';
import { expect, type TestSmtp, test } from './support/smtp';

/**
 * The quotation desk (issue 9): the staff console is staff-only, and the full round trip of an inquiry:
 * a buyer sends a precise inquiry from two cart lines (one with a logo), staff open it in the console, write
 * a message and send a quotation; the buyer gets the email and the PDF, asks for a revision; staff re-quote;
 * the buyer accepts.
 */

/** A 1×1 PNG: the buyer's logo. */
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5fdc6d20000000049454e44ae426082', 'hex');

async function visitorPost<T>(request: APIRequestContext, path: string, data: Record<string, unknown> = {}): Promise<T> {
  const { url, sign } = signedCall(path);
  const body = await (await request.post('/api/post', { data: { url, data, sIgn: sign } })).json();
  expect(body.meta.res, `${path}: ${body.meta.msg}`).toBe('00000');
  return body.data as T;
}

/** A call as the member signed in on this page (the page's cookies carry the session). */
async function memberPost<T>(page: Page, path: string, data: Record<string, unknown> = {}): Promise<T> {
  const memId = await page.evaluate(() => (JSON.parse(window.localStorage.getItem('sw_user') ?? '{}') as { memId?: string }).memId);
  const { url, sign } = signedCall(path, { memId });
  const body = await (await page.request.post('/api/post', { data: { url, data, sIgn: sign } })).json();
  expect(body.meta.res, `${path}: ${body.meta.msg}`).toBe('00000');
  return body.data as T;
}

/** Pictures of the desk to look at by eye (they check nothing), taken only with SCREENSHOTS=1. */
async function shootDesk(staff: Page, name: string) {
  if (process.env.SCREENSHOTS !== '1') return;
  for (const [label, width] of [['desktop', 1366], ['phone', 390]] as const) {
    await staff.setViewportSize({ width, height: label === 'phone' ? 844 : 900 });
    await staff.screenshot({ path: `/tmp/desk-${name}-${label}.png`, fullPage: true });
  }
  await staff.setViewportSize({ width: 1366, height: 900 });
}

/** Uploads the logo from the page, as the customization editor does. */
async function uploadLogo(page: Page): Promise<{ key: string; name: string }> {
  const token = await memberPost<UploadToken>(page, API.upload.token);
  const key = `logo/desk${Date.now().toString(36)}.png`;
  const stored = await page.evaluate(
    async ({ upToken, fileKey, bytes }) => {
      const form = new FormData();
      form.append('token', upToken);
      form.append('file', new File([new Uint8Array(bytes)], 'Brand logo.png'));
      form.append('key', fileKey);
      return (await fetch('/files/upload', { method: 'POST', body: form })).status;
    },
    { upToken: token.upToken, fileKey: key, bytes: [...PNG] },
  );
  expect(stored).toBe(200);
  return { key, name: 'Brand logo.png' };
}

async function twoGoods(request: APIRequestContext): Promise<[GoodsDetailView, GoodsDetailView]> {
  const list = await visitorPost<GoodsPage>(request, API.csite.onlineGoodsList, { newFlag: 0, pageSize: 12 });
  const details: GoodsDetailView[] = [];
  for (const summary of list.list) {
    const detail = await visitorPost<GoodsDetailView>(request, API.csite.onlineGoodsDetail, { goodsId: summary.goodsId });
    if (detail.skus.length >= 1) details.push(detail);
    if (details.length === 2) return [details[0]!, details[1]!];
  }
  throw new Error('The seed has no two goods with specifications');
}

/** Waits for a new email to `to` that mentions `words`, and answers its text. */
async function mailTo(smtp: TestSmtp, to: string, after: number, words: string): Promise<string> {
  await expect.poll(() => smtp.messages.filter((m) => m.to.includes(to.toLowerCase())).length, { timeout: 20_000 }).toBeGreaterThan(after);
  const mail = smtp.messages.filter((m) => m.to.includes(to.toLowerCase())).slice(after).find((m) => m.text.includes(words));
  expect(mail, `an email to ${to} mentioning ${words}`).toBeTruthy();
  return mail!.text;
}

test.describe('the staff console', () => {
  test('a visitor and a buyer opening /admin get the 404 page; staff get the queue from the user menu', async ({ page, request, browser }) => {
    for (const path of ['/admin', '/admin/inquiries', '/admin/inquiries/1']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByText(UI_MSG.notFound).first()).toBeVisible();
      expect(await page.content()).not.toContain('Sales console');
    }

    const buyer: Buyer = await registerBuyer(request, 'notstaff');
    await page.goto('/');
    await signInFromHeader(page, buyer);
    await page.getByTestId('user-menu-button').click();
    await expect(page.getByTestId('user-menu').getByRole('menuitem', { name: 'My Inquiry' })).toBeVisible();
    await expect(page.getByTestId('user-menu').getByRole('menuitem', { name: 'Sales console' })).toHaveCount(0);
    for (const path of ['/admin', '/admin/inquiries?status=submitted', '/admin/inquiries/1']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByText(UI_MSG.notFound).first()).toBeVisible();
      expect(await page.content()).not.toContain('Sales console');
    }

    const staff = await staffPage(browser);
    await staff.getByTestId('user-menu-button').click();
    await staff.getByTestId('user-menu').getByRole('menuitem', { name: 'Sales console' }).click();
    await expect(staff).toHaveURL(/\/admin$/);
    await expect(staff.getByRole('heading', { name: 'Inquiries' })).toBeVisible();
    await expect(staff.getByTestId('staff-name')).toBeVisible();
    // A bad date in the URL is named and left out, the rest of the queue still shows.
    await staff.goto('/admin/inquiries?from=2026-13-45&status=submitted');
    await expect(staff.getByText('That filter was left out.')).toBeVisible();
    await expect(staff.getByTestId('queue-filters').locator('select[name="status"]')).toHaveValue('submitted');
    await staff.context().close();
  });

  test('the round trip: precise inquiry with a logo, message, quotation, email and PDF, revision, re-quote, acceptance', async ({ page, request, browser, smtp }) => {
    test.setTimeout(180_000);
    // ---- the buyer sends a precise inquiry from two cart lines, one with a logo ----
    const [first, second] = await twoGoods(request);
    const buyer = await registerBuyer(request, 'desk');
    await page.goto('/');
    await signInFromHeader(page, buyer);
    // Sending an inquiry needs a proved address.
    await page.goto('/myAccount');
    await confirmEmail(page, smtp, buyer.email);
    const logo = await uploadLogo(page);
    const withLogo = await memberPost<CartChange>(page, API.inquiryCart.putIntoCart2, {
      goodsId: first.goodsId,
      variants: [{ specId: first.skus[0]!.specId, qty: Math.max(first.moq, 100) }],
      customization: { technique: 'deep-engraving', logoFiles: [logo], colors: ['Gold'], notes: 'Logo engraved inside the band.' },
    });
    const plain = await memberPost<CartChange>(page, API.inquiryCart.putIntoCart, {
      goodsId: second.goodsId, specId: second.skus[0]!.specId, qty: Math.max(second.moq, 200),
    });
    await memberPost(page, API.base.addAddrBook, {
      contactName: 'Ada Buyer', company: 'Ada Jewels Ltd', phone: '+44 20 7946 0000', country: 'GB', city: 'London',
      street: '1 Hatton Garden', postcode: 'EC1N 8NX', isDefault: true,
    });
    // The real screens: the cart's two lines → confirmInquiryDetails → Send inquiry → /success → My Inquiry.
    await page.goto('/inquiry/cart');
    await page.getByTestId('cart-select-all').check();
    await page.getByTestId('cart-request-quotation').click();
    await expect(page).toHaveURL(/\/inquiry\/confirmInquiryDetails/);
    await expect(page.getByTestId('ship-book').first()).toHaveAttribute('aria-checked', 'true');
    await page.getByTestId('inquiry-remark').fill('Please pack per 50 pieces.');
    await page.getByTestId('confirm-send').click();
    await expect(page.getByTestId('inquiry-sent')).toBeVisible();
    const inquiryNo = (await page.getByTestId('sent-inquiry-no').textContent())!.trim();
    await page.goto('/inquiry/list');
    const listed = page.locator(`[data-testid="inquiry-row"][data-inquiry-no="${inquiryNo}"]`);
    await expect(listed).toHaveAttribute('data-status', 'submitted');
    const mine = await memberPost<InquiryPage>(page, API.inquiryOrder.inquiryOrderList1562, { keyword: inquiryNo });
    const created = { inquiryNo, inquiryId: mine.list.find((row) => row.inquiryNo === inquiryNo)!.inquiryId };
    expect(withLogo.line && plain.line).toBeTruthy();

    // ---- staff open it in the console ----
    const staff = await staffPage(browser);
    await staff.goto(`/admin/inquiries?buyer=${encodeURIComponent(buyer.email)}`);
    const row = staff.locator(`[data-testid="queue-row"][data-inquiry-no="${created.inquiryNo}"]`);
    await expect(row).toBeVisible();
    await expect(row.getByTestId('inquiry-status')).toHaveText('New');
    await expect(row).toContainText('2 lines ·');
    await row.getByRole('link', { name: created.inquiryNo }).click();
    await expect(staff.getByTestId('inquiry-no')).toHaveText(created.inquiryNo);
    await expect(staff.getByTestId('request-line')).toHaveCount(2);
    await expect(staff.getByTestId('line-customization')).toContainText('Logo engraved inside the band.');
    // The technique in the words the buyer chose, not its code (issue 30, 13).
    await expect(staff.getByTestId('line-customization')).toContainText('Deep engraving');
    await expect(staff.getByTestId('line-customization')).not.toContainText('deep-engraving');
    await expect(staff.getByTestId('line-customization').getByRole('button', { name: 'Download Brand logo.png' })).toBeVisible();
    await expect(staff.getByTestId('buyer')).toContainText(buyer.email);
    await expect(staff.getByTestId('remark')).toHaveText('Please pack per 50 pieces.');
    await expect(staff.getByTestId('ship-to')).toContainText('1 Hatton Garden');

    // A message to the buyer, who is emailed about it.
    const mailsBefore = smtp.count(buyer.email);
    await staff.getByTestId('thread-body').fill('Thank you: we can engrave the logo. Quotation follows.');
    await staff.getByTestId('thread-send').click();
    await expect(staff.getByTestId('thread-message').filter({ hasText: 'we can engrave the logo' })).toBeVisible();
    await mailTo(smtp, buyer.email, mailsBefore, created.inquiryNo);

    // ---- the quotation: prices per line and tier, worked out live; refusals in words ----
    const editor = staff.getByTestId('quotation-editor');
    await expect(editor.getByTestId('quotation-line')).toHaveCount(2);
    await editor.getByTestId('send-quotation').click();
    await expect(editor.getByTestId('quotation-error')).toContainText('Please correct the marked fields.');
    await expect(editor.getByTestId('field-error').first()).toContainText('unit price');

    // The lines' order is the inquiry's: read each quantity from the editor.
    const qty1 = Number(await editor.getByLabel('Line 1: quantity').inputValue());
    const qty2 = Number(await editor.getByLabel('Line 2: quantity').inputValue());
    expect([qty1, qty2].sort((a, b) => a - b)).toEqual([Math.max(first.moq, 100), Math.max(second.moq, 200)].sort((a, b) => a - b));
    await editor.getByLabel('Line 1, tier 1: unit price').fill('2.50');
    await editor.getByRole('button', { name: '+ Add a price tier' }).first().click();
    await editor.getByLabel('Line 1, tier 2: minimum quantity').fill(String(qty1 * 5));
    await editor.getByLabel('Line 1, tier 2: unit price').fill('2.10');
    await expect(editor.getByTestId('line-unit-price').first()).toHaveText('2.50 USD');
    await editor.getByLabel('Line 2, tier 1: unit price').fill('1.20');
    await editor.getByRole('button', { name: /Add an extra line/ }).click();
    await editor.getByLabel('Line 3: title').fill('Logo engraving set-up');
    await editor.getByLabel('Line 3, tier 1: unit price').fill('45');
    const total1 = Math.round((2.5 * qty1 + 1.2 * qty2 + 45) * 100) / 100;
    await expect(editor.getByTestId('quotation-total')).toHaveText(`${total1.toLocaleString('en-US', { minimumFractionDigits: 2 })} USD`);
    await editor.locator('input[name="leadTimeDays"]').fill('25');
    await editor.locator('textarea[name="remarks"]').fill('Engraving proof sent before production.');
    await editor.getByTestId('save-draft').click();
    await expect(editor.getByTestId('draft-state')).toHaveText('Draft saved');
    await shootDesk(staff, 'editor');

    const quotedMails = smtp.count(buyer.email);
    await editor.getByTestId('send-quotation').click();
    await staff.getByTestId('confirm-dialog').getByRole('button', { name: 'Send quotation' }).click();
    await expect(staff.getByTestId('staff-inquiry')).toHaveAttribute('data-status', 'quoted');
    await expect(staff.getByTestId('staff-inquiry').getByTestId('inquiry-status').first()).toHaveText('Quoted');
    const version1 = staff.locator('[data-testid="quotation-version"][data-version="1"]');
    await expect(version1).toBeVisible();
    await expect(version1.getByTestId('quotation-pdf')).toHaveAttribute('href', /\/documents\/quotation\/.+\.pdf$/);
    // Quoting is no edit: the 'Original request' panel is shown only after the buyer changed the request (issue 30, 16).
    await expect(staff.getByTestId('original-request')).toHaveCount(0);
    await shootDesk(staff, 'quoted');

    // ---- the buyer gets the email, reads the quotation, downloads the PDF, asks for a revision ----
    await mailTo(smtp, buyer.email, quotedMails, created.inquiryNo);
    await page.goto(`/inquiry/quotation?inquiryId=${created.inquiryId}`);
    const sheet = page.getByTestId('quotation-sheet');
    await expect(sheet).toHaveAttribute('data-version', '1');
    await expect(sheet.getByTestId('quotation-sheet-total')).toContainText(total1.toLocaleString('en-US', { minimumFractionDigits: 2 }));
    await expect(sheet.getByTestId('quotation-line')).toHaveCount(3);
    await expect(sheet.getByTestId('quotation-remarks')).toHaveText('Engraving proof sent before production.');
    const [download] = await Promise.all([page.waitForEvent('download'), sheet.getByTestId('quotation-pdf').click()]);
    const pdfPath = await download.path();
    expect(readFileSync(pdfPath).subarray(0, 5).toString()).toBe('%PDF-');
    await page.getByTestId('action-revision').first().click();
    await page.getByTestId('answer-text').fill('Could you do 2.30 on the rings?');
    await page.getByTestId('answer-send').click();
    await expect(page.getByTestId('quotation-page')).toHaveAttribute('data-status', 'revision_requested');

    // ---- staff re-quote from the first version ----
    await staff.reload();
    await expect(staff.getByTestId('staff-inquiry')).toHaveAttribute('data-status', 'revision_requested');
    await expect(staff.getByTestId('history')).toContainText('Revision requested');
    await expect(staff.getByTestId('thread-message').filter({ hasText: 'Could you do 2.30 on the rings?' })).toBeVisible();
    const requote = staff.getByTestId('quotation-editor');
    await expect(requote.getByTestId('quotation-line')).toHaveCount(3);
    await expect(requote.getByLabel('Line 1, tier 1: unit price')).toHaveValue('2.5');
    await requote.getByLabel('Line 1, tier 1: unit price').fill('2.30');
    const requoteMails = smtp.count(buyer.email);
    await requote.getByTestId('send-quotation').click();
    await staff.getByTestId('confirm-dialog').getByRole('button', { name: 'Send quotation' }).click();
    await expect(staff.getByTestId('staff-inquiry')).toHaveAttribute('data-status', 'quoted');
    await expect(staff.locator('[data-testid="quotation-version"][data-version="2"]')).toBeVisible();
    await expect(staff.locator('[data-testid="quotation-version"]')).toHaveCount(2);
    await mailTo(smtp, buyer.email, requoteMails, created.inquiryNo);

    // ---- the buyer accepts ----
    await page.reload();
    await expect(page.getByTestId('quotation-sheet')).toHaveAttribute('data-version', '2');
    await expect(page.getByTestId('earlier-quotation')).toHaveCount(1);
    await page.getByTestId('action-accept').first().click();
    await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Accept quotation' }).click();
    await expect(page.getByTestId('quotation-page')).toHaveAttribute('data-status', 'accepted');
    await staff.reload();
    await expect(staff.getByTestId('staff-inquiry')).toHaveAttribute('data-status', 'accepted');
    await expect(staff.getByTestId('decline-inquiry')).toHaveCount(0);
    await staff.context().close();
  });
});
