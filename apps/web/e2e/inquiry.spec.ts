import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { API, type CartChange, formatSpecLine, type InquiryMessage, type UploadToken } from '@sw/protocol';
import { confirmEmail } from './support/accounts';
import { type Buyer, registerBuyer, signInFromHeader, writeAddress } from './support/buyers';
import { backend, confirmEmailByCall, sendInquiryByCall, sendQuotation, staffContext, twoGoods } from './support/quotations';
import { expect, type TestSmtp, test } from './support/smtp';

/**
 * The buyer's inquiries in the browser (issue 9): a precise inquiry from two cart lines (one customized with a
 * logo), seen submitted in the list with the menu counter; a quick inquiry with a picture, edited and committed
 * before it is quoted; a message in the thread. Each test has its own new buyer with a confirmed email.
 */

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 196, g: 160, b: 96 } } }).png().toBuffer();

/** A new buyer, signed in from the header, with the email confirmed on My Account (inquiries need it). */
async function confirmedBuyer(page: Page, request: APIRequestContext, smtp: TestSmtp, label: string): Promise<Buyer> {
  const buyer = await registerBuyer(request, label);
  await page.goto('/');
  await signInFromHeader(page, buyer);
  await page.goto('/myAccount');
  await confirmEmail(page, smtp, buyer.email);
  return buyer;
}

/** Screenshots of the page at 1366 px and 390 px wide, under /tmp/shots (to look at, not compared). */
async function screenshots(page: Page, name: string) {
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width > 1000 ? 900 : 844 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `/tmp/shots/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

const cartLink = (page: Page) => page.getByTestId('cart-link').filter({ visible: true }).first();

test.describe('inquiries', () => {
  test('a precise inquiry from two cart lines, one with a logo: confirmed, sent, listed as submitted with the counter', async ({ page, request, smtp }) => {
    test.setTimeout(150_000);
    const [custom, plain] = await twoGoods(request);
    await confirmedBuyer(page, request, smtp, 'precise');

    // A customized line with a logo.
    await page.goto(`/goods/customization/${custom.goodsId}`);
    await page.getByTestId('variant-row').nth(0).getByRole('textbox').fill(String(custom.moq));
    await page.getByTestId('upload-input').first().setInputFiles({ name: 'brand-logo.png', mimeType: 'image/png', buffer: await picture(240, 120) });
    await expect(page.getByTestId('uploaded-file')).toHaveCount(1, { timeout: 30_000 });
    await page.getByRole('button', { name: 'Add to Inquiry Cart' }).click();
    await expect(page).toHaveURL(/\/inquiry\/cart/);

    // A plain line from the goods page.
    await page.goto(`/goods/details/${plain.goodsId}`);
    const panel = page.getByTestId('add-to-inquiry');
    if (plain.skus.length > 1) await panel.getByText(formatSpecLine(plain.skus[0]!.entries), { exact: true }).click();
    await page.getByLabel('Quantity (pcs)').fill(String(plain.moq));
    await panel.getByRole('button', { name: 'Add to Inquiry Cart' }).click();
    await expect(cartLink(page)).toContainText('Inquiry Cart(2)');

    // The cart takes the selected lines on.
    await page.goto('/inquiry/cart');
    const request1 = page.getByTestId('cart-request-quotation');
    await expect(request1).toBeDisabled();
    await page.getByTestId('cart-select-all').check();
    await expect(request1).toHaveText('Request quotation (2)');
    await request1.click();
    await expect(page).toHaveURL(/\/inquiry\/confirmInquiryDetails\?lines=\d+,\d+$/);

    const lines = page.getByTestId('confirm-lines').getByTestId('inquiry-line');
    await expect(lines).toHaveCount(2);
    await expect(page.getByTestId('confirm-lines')).toContainText(custom.title);
    await expect(page.getByTestId('confirm-lines')).toContainText(plain.title);
    await expect(page.getByTestId('line-customization').getByRole('button', { name: 'Download brand-logo.png' })).toBeVisible();

    // Without an address the page says so; then a new address and a remark.
    await expect(page.getByTestId('ship-new-form')).toBeVisible();
    await page.getByTestId('confirm-send').click();
    await expect(page.getByTestId('confirm-error')).toHaveText('Please complete the shipping address.');
    await writeAddress(page);
    await page.getByTestId('inquiry-remark').fill('Gift boxes for each piece, please.');
    // The quotation terms asked for (issue 49): CIF needs its port, said under the field before anything is sent.
    const terms = page.getByTestId('trade-request');
    await terms.getByLabel('Incoterm').selectOption('CIF');
    await page.getByTestId('confirm-send').click();
    await expect(terms.getByTestId('field-error')).toHaveText('CIF (Cost, Insurance and Freight) needs the port of destination.');
    await expect(page.getByTestId('confirm-error')).toHaveText('Please correct the quotation terms.');
    await terms.getByLabel('Place').fill('Los Angeles');
    await terms.getByLabel('Currency').selectOption('USD');
    await page.getByTestId('confirm-send').click();

    await expect(page).toHaveURL(/\/success\?inquiryNo=[^&]+&inquiryId=\d+&mode=1$/);
    const sent = page.getByTestId('inquiry-sent');
    await expect(sent).toContainText('your inquiry is with our sales team');
    const inquiryNo = (await page.getByTestId('sent-inquiry-no').textContent())!.trim();
    await expect(cartLink(page)).toContainText('Inquiry Cart(0)');

    // The inquiry itself.
    await page.getByTestId('sent-view-inquiry').click();
    await expect(page.getByTestId('detail-inquiry-no')).toHaveText(inquiryNo);
    await expect(page.getByTestId('inquiry-detail').getByTestId('inquiry-status')).toHaveText('Submitted');
    // The number in the display face uses lining figures (old-style ones read IQ2026II26…).
    expect(await page.getByTestId('detail-inquiry-no').evaluate((el) => getComputedStyle(el).fontVariantNumeric)).toContain('lining-nums');
    await expect(page.getByTestId('request-goods').getByTestId('inquiry-line')).toHaveCount(2);
    await expect(page.getByTestId('request-remark')).toHaveText('Gift boxes for each piece, please.');
    await expect(page.getByTestId('request-terms')).toHaveText('Quotation asked for: CIF Los Angeles, in USD');
    await expect(page.getByTestId('quotation-pending')).toBeVisible();
    await expect(page.getByTestId('action-edit')).toBeVisible();

    // Listed as submitted, with the menu's counter in brackets.
    await page.goto('/inquiry/list');
    const row = page.locator(`[data-testid="inquiry-row"][data-inquiry-no="${inquiryNo}"]`);
    await expect(row).toBeVisible();
    await expect(row.getByTestId('inquiry-status')).toHaveText('Submitted');
    await expect(row.getByTestId('inquiry-title')).toContainText(custom.title.slice(0, 12));
    await expect(page.getByTestId('status-tab-submitted')).toContainText('1');
    await expect(page.getByTestId('inquiry-counter')).toHaveText('(1)');
    // The first page comes in the page's HTML: nothing waits for the browser to ask for it.
    expect(await (await page.request.get('/inquiry/list')).text()).toContain(`data-inquiry-no="${inquiryNo}"`);

    // Search by number finds it; a number that is not there says so.
    await page.getByTestId('inquiry-search').fill('NO-SUCH-INQUIRY');
    await page.getByTestId('inquiry-search').press('Enter');
    await expect(page.getByTestId('inquiry-none')).toContainText('No inquiry matches “NO-SUCH-INQUIRY”.');
    await page.getByTestId('inquiry-search').fill(inquiryNo);
    await page.getByTestId('inquiry-search').press('Enter');
    await expect(page.getByTestId('inquiry-row')).toHaveCount(1);

    // A precise edit before it is quoted: one line's quantity in the draft, then sent.
    await page.getByTestId('inquiry-row').click();
    await page.getByTestId('action-edit').click();
    const editLine = page.getByTestId('precise-edit').getByTestId('inquiry-line').filter({ hasText: plain.title });
    const bigger = plain.moq + 5;
    await editLine.getByTestId('edit-qty').first().fill(String(bigger));
    await editLine.getByTestId('edit-qty-save').click();
    await expect(page.getByTestId('draft-note')).toBeVisible();
    await page.getByTestId('edit-send').click();
    await expect(page).toHaveURL(/\/inquiry\/details\?inquiryId=\d+&mode=1$/);
    await expect(page.getByTestId('request-goods').getByTestId('inquiry-line').filter({ hasText: plain.title }).getByTestId('line-qty')).toHaveText(
      `${bigger.toLocaleString('en-US')} pcs`,
    );
    await expect(page.getByTestId('history-step').first()).toContainText('Request edited');
  });

  test('a quick inquiry with a picture, edited and committed before it is quoted; the buyer writes in the thread', async ({ page, request, browser, smtp }) => {
    test.setTimeout(150_000);
    await confirmedBuyer(page, request, smtp, 'quick');

    await page.goto('/inquiry/addQuickInquiry');
    const form = page.getByTestId('quick-inquiry-form');
    // Empty: every problem in words.
    await page.getByTestId('quick-send').click();
    await expect(page.getByTestId('quick-error')).toHaveText('Please check the fields marked below.');
    await expect(page.getByTestId('quick-files-error')).toHaveText('Please upload at least one picture or file.');

    const category = page.getByTestId('quick-category');
    await expect(category).toBeEnabled();
    const firstCategory = await category.locator('option:not([value=""])').first().getAttribute('value');
    await category.selectOption(firstCategory!);
    await page.getByTestId('quick-qty').fill('300');
    await page.getByTestId('quick-price').fill('2.40');
    await page.getByTestId('quick-description').fill('A hammered cuff like the photo, 316L steel with gold plating.');
    await form.getByTestId('upload-input').setInputFiles({ name: 'cuff-reference.png', mimeType: 'image/png', buffer: await picture(320, 320) });
    await expect(form.getByTestId('uploaded-file')).toHaveCount(1, { timeout: 30_000 });
    await writeAddress(page);
    await page.getByTestId('quick-send').click();

    await expect(page).toHaveURL(/\/success\?inquiryNo=[^&]+&inquiryId=\d+&mode=0$/);
    const inquiryNo = (await page.getByTestId('sent-inquiry-no').textContent())!.trim();
    await page.getByTestId('sent-view-inquiry').click();
    await expect(page.getByTestId('detail-inquiry-no')).toHaveText(inquiryNo);
    await expect(page.getByTestId('quick-target-qty')).toHaveText('300 pcs');
    await expect(page.getByTestId('quick-request').getByRole('button', { name: 'Download cuff-reference.png' })).toBeVisible();

    // Edited before it is quoted: the form again, sent as a draft and committed.
    await page.getByTestId('action-edit').click();
    await expect(page.getByTestId('inquiry-edit')).toBeVisible();
    await expect(page.getByTestId('quick-description')).toHaveValue('A hammered cuff like the photo, 316L steel with gold plating.');
    await expect(page.getByTestId('ship-keep')).toHaveAttribute('aria-checked', 'true');
    await page.getByTestId('quick-qty').fill('500');
    await page.getByTestId('quick-description').fill('A hammered cuff like the photo, 316L steel with rose-gold plating.');
    await page.getByTestId('quick-send').click();
    await expect(page).toHaveURL(/\/inquiry\/details\?inquiryId=\d+&mode=0$/);
    await expect(page.getByTestId('quick-target-qty')).toHaveText('500 pcs');
    await expect(page.getByTestId('quick-description-text')).toContainText('rose-gold');
    await expect(page.getByTestId('inquiry-detail').getByTestId('inquiry-status')).toHaveText('Submitted');
    await expect(page.getByTestId('history-step').first()).toContainText('Request edited');

    // The original request keeps what was first sent.
    await page.getByTestId('original-link').click();
    await expect(page.getByTestId('original-request').getByTestId('quick-target-qty')).toHaveText('300 pcs');
    await expect(page.getByTestId('original-request').getByTestId('quick-description-text')).not.toContainText('rose-gold');
    await page.goBack();

    // The thread: empty, then the buyer's message with a file.
    const thread = page.getByTestId('message-thread');
    await expect(thread.getByTestId('thread-empty')).toBeVisible();
    await thread.getByTestId('thread-send').click();
    await expect(thread.getByTestId('thread-error')).toHaveText('Please write a message or attach a file.');
    await thread.getByTestId('thread-body').fill('Could you also quote a matching ring?');
    await thread.getByTestId('thread-attach').click();
    await thread.getByTestId('upload-input').setInputFiles({ name: 'ring-sketch.png', mimeType: 'image/png', buffer: await picture(200, 200) });
    await expect(thread.getByTestId('uploaded-file')).toHaveCount(1, { timeout: 30_000 });
    await thread.getByTestId('thread-send').click();
    const message = thread.getByTestId('thread-message');
    await expect(message).toHaveCount(1);
    await expect(message).toHaveAttribute('data-side', 'buyer');
    await expect(message).toContainText('Could you also quote a matching ring?');
    await expect(message.getByRole('button', { name: 'Download ring-sketch.png' })).toBeVisible();
    await expect(message.getByTestId('thread-read')).toHaveText('Sent');
    await expect(thread.getByTestId('thread-body')).toHaveValue('');

    // After a reload the message is still there.
    await page.reload();
    await expect(page.getByTestId('message-thread').getByTestId('thread-message')).toHaveCount(1);

    // The sales team answers with a file of its own: the buyer downloads it from the thread (issue 26, 4).
    const inquiryId = new URL(page.url()).searchParams.get('inquiryId')!;
    const desk = await staffContext(browser);
    const { upToken } = await backend<UploadToken>(desk.request, API.upload.token);
    const key = `message/e2e${Date.now().toString(36)}.png`;
    const drawing = await picture(120, 80);
    const stored = await desk.request.post('/files/upload', { multipart: { token: upToken, key, file: { name: 'desk-drawing.png', mimeType: 'image/png', buffer: drawing } } });
    expect(stored.status()).toBe(200);
    await backend(desk.request, API.staff.sendInquiryMessage, { inquiryId, body: 'Here is our drawing.', files: [{ key, name: 'desk-drawing.png' }] });
    await desk.close();
    await page.reload();
    const reply = page.getByTestId('message-thread').getByTestId('thread-message').nth(1);
    await expect(reply).toHaveAttribute('data-side', 'staff');
    const downloading = page.waitForEvent('download');
    await reply.getByRole('button', { name: 'Download desk-drawing.png' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('desk-drawing.png');
    expect((await readFile(await download.path())).equals(drawing)).toBe(true);

    // My Inquiry shows the uploaded picture, not the blank placeholder.
    await page.goto('/inquiry/list');
    const thumb = page.locator(`[data-testid="inquiry-row"][data-inquiry-no="${inquiryNo}"] img`);
    await expect(thumb).toHaveAttribute('src', /^\/files\/quick\/.+\.png$/);
    await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(320);
  });

  test('the buyer reads the quotation, downloads the PDF, asks for a revision and accepts the new version', async ({ page, request, browser, smtp }) => {
    test.setTimeout(120_000);
    const buyer = await registerBuyer(request, 'quote');
    await page.goto('/');
    await signInFromHeader(page, buyer);
    await confirmEmailByCall(page.request, smtp, buyer.email);
    const [goods] = await twoGoods(request);
    const created = await sendInquiryByCall(page.request, goods);
    const desk = await staffContext(browser);
    const staff = desk.request;
    await sendQuotation(staff, created.inquiryId, goods.title, goods.moq, 2);

    // The details show the quotation and the answers; the quotation page shows it line by line.
    await page.goto(`/inquiry/details?inquiryId=${created.inquiryId}&mode=1`);
    await expect(page.getByTestId('inquiry-detail').getByTestId('inquiry-status')).toHaveText('Quoted');
    await expect(page.getByTestId('quotation-total')).toHaveText(`US$${(goods.moq * 2).toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
    await expect(page.getByTestId('action-edit')).toHaveCount(0);
    await page.getByTestId('view-quotation').click();
    await expect(page).toHaveURL(/\/inquiry\/quotation\?inquiryId=\d+&mode=1$/);
    const sheet = page.getByTestId('quotation-sheet');
    await expect(sheet).toHaveAttribute('data-version', '1');
    await expect(sheet.getByTestId('quotation-line')).toHaveCount(1);
    await expect(sheet.getByTestId('quotation-line')).toContainText(goods.title);
    await expect(sheet.getByTestId('quotation-remarks')).toHaveText('Gift boxes included.');

    // The PDF downloads.
    const downloading = page.waitForEvent('download');
    await sheet.getByTestId('quotation-pdf').click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);

    // A revision needs words; then it is sent.
    await page.getByTestId('action-revision').click();
    // Announced as a dialog (ui/Dialog once erased Radix's role).
    await expect(page.getByRole('dialog', { name: 'Ask for a revision' })).toBeVisible();
    await page.getByTestId('answer-send').click();
    await expect(page.getByTestId('answer-error')).toHaveText('Please tell us what to change.');
    await page.getByTestId('answer-text').fill('Could you do 2.00 at 1.5× the quantity?');
    await page.getByTestId('answer-send').click();
    await expect(page.getByTestId('quotation-page')).toHaveAttribute('data-status', 'revision_requested');
    await expect(page.getByTestId('action-accept')).toHaveCount(0);

    // Re-quoted: version 2, version 1 under earlier versions; accepted after the confirm dialog.
    await sendQuotation(staff, created.inquiryId, goods.title, goods.moq, 1.8);
    await page.reload();
    await expect(page.getByTestId('quotation-sheet').first()).toHaveAttribute('data-version', '2');
    await expect(page.getByTestId('earlier-quotation')).toHaveCount(1);
    await page.getByTestId('action-accept').click();
    const dialog = page.getByTestId('confirm-dialog');
    await expect(dialog).toContainText('quotation v2');
    await dialog.getByRole('button', { name: 'Accept quotation' }).click();
    await expect(page.getByTestId('quotation-page')).toHaveAttribute('data-status', 'accepted');
    await expect(page.getByTestId('quotation-actions')).toHaveCount(0);
    await page.goto(`/inquiry/details?inquiryId=${created.inquiryId}&mode=1`);
    await expect(page.getByTestId('history-step')).toHaveCount(5);
    await expect(page.getByTestId('inquiry-counter')).toHaveCount(0);
    await desk.close();
  });

  test('another member’s inquiry and a wrong id read as not found', async ({ page, request }) => {
    const buyer = await registerBuyer(request, 'other');
    await page.goto('/');
    await signInFromHeader(page, buyer);
    await page.goto('/inquiry/details?inquiryId=999999999');
    await expect(page.getByTestId('inquiry-missing')).toContainText('Inquiry not found');
    await page.goto('/inquiry/quotation?inquiryId=abc');
    await expect(page.getByTestId('inquiry-missing')).toBeVisible();
    await page.goto('/inquiry/list');
    await expect(page.getByText('No inquiries yet')).toBeVisible();
  });

  test('an unconfirmed buyer is told on the cart, confirms the email inside Confirm inquiry details and keeps what was typed; a sales message is said at the top', async ({ page, request, browser, smtp }) => {
    test.setTimeout(150_000);
    const buyer = await registerBuyer(request, 'unconfirmed');
    await page.goto('/');
    await signInFromHeader(page, buyer);
    const [goods] = await twoGoods(request);
    await backend<CartChange>(page.request, API.inquiryCart.putIntoCart, { goodsId: goods.goodsId, specId: goods.skus[0]?.specId, qty: goods.moq });

    // The cart says early that a confirmed email will be asked for.
    await page.goto('/inquiry/cart');
    await page.getByTestId('cart-select-all').check();
    await expect(page.getByTestId('cart-summary')).toContainText('Sending needs a confirmed email address');
    await page.getByTestId('cart-request-quotation').click();
    await expect(page).toHaveURL(/\/inquiry\/confirmInquiryDetails\?lines=\d+$/);

    // The address and the remark typed first; sending asks for the confirmation on the same page.
    await writeAddress(page);
    await page.getByTestId('inquiry-remark').fill('Engrave the inside, please.');
    const step = page.getByTestId('inquiry-confirm-email');
    await expect(step).toContainText(buyer.email);
    await page.getByTestId('confirm-send').click();
    await expect(page.getByTestId('confirm-error')).toContainText('Please confirm your email address first');
    await screenshots(page, 'confirm-email-step');
    const before = smtp.count(buyer.email);
    await step.getByRole('button', { name: 'Send code' }).click();
    const code = await smtp.codeFor(buyer.email, before);
    await step.getByLabel('Digit 1 of 6').click();
    await page.keyboard.type(code);
    await expect(step.getByTestId('inquiry-email-confirmed')).toBeVisible();
    await expect(page.getByTestId('confirm-error')).toHaveCount(0);
    // Nothing typed was lost.
    await expect(page.getByTestId('inquiry-remark')).toHaveValue('Engrave the inside, please.');
    await expect(page.getByTestId('ship-new-form').getByLabel('City')).toHaveValue('Stockholm');
    await page.getByTestId('confirm-send').click();
    await expect(page).toHaveURL(/\/success\?inquiryNo=[^&]+&inquiryId=(\d+)&mode=1$/);
    const inquiryId = new URL(page.url()).searchParams.get('inquiryId')!;

    // A quotation and a message from the sales team: said at the top of the quotation and inquiry pages.
    const desk = await staffContext(browser);
    await sendQuotation(desk.request, inquiryId, goods.title, goods.moq, 2);
    await backend<InquiryMessage>(desk.request, API.staff.sendInquiryMessage, { inquiryId, body: 'We can engrave up to 20 letters.', files: [] });
    await desk.close();
    await page.goto(`/inquiry/quotation?inquiryId=${inquiryId}&mode=1`);
    const notice = page.getByTestId('unread-notice');
    await expect(notice).toContainText('Our sales team sent you a new message.');
    const noticeBox = (await notice.boundingBox())!;
    expect(noticeBox.y).toBeLessThan((await page.getByTestId('quotation-sheet').boundingBox())!.y);
    // Decline: a dialog, and its button readable on hover (white on red).
    const decline = page.getByTestId('action-decline');
    await decline.hover();
    await expect(decline).toHaveCSS('color', 'rgb(255, 255, 255)');
    await expect(decline).toHaveCSS('background-color', 'rgb(153, 27, 27)');
    await decline.click();
    await expect(page.getByRole('dialog', { name: 'Decline this inquiry?' })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.mouse.move(0, 0);
    await screenshots(page, 'quotation-unread');
    await notice.getByTestId('unread-read').click();
    await expect(page).toHaveURL(/\/inquiry\/details\?inquiryId=\d+&mode=1#messages$/);
    await expect(page.getByTestId('unread-notice')).toBeVisible();
    await expect(page.getByTestId('message-thread').getByTestId('thread-message')).toContainText('We can engrave up to 20 letters.');
    await expect(page.getByTestId('message-thread')).toBeInViewport();
    await screenshots(page, 'inquiry-unread');
  });
});
