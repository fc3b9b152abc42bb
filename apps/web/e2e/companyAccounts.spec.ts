import type { Browser, Page } from '@playwright/test';
import { API, type OrderDetail } from '@sw/protocol';
import { registerBuyer, signInThroughProxy, staffPage } from './support/buyers';
import { backend, confirmEmailByCall, sendInquiryByCall, sendQuotation, staffContext, twoGoods } from './support/quotations';
import { invite, joinPath, newEmail } from './support/company';
import { expect, test, type TestSmtp } from './support/smtp';

/**
 * A company buying together (issue 28), end to end with real roles: the admin invites a buyer and a viewer from the
 * Company page and sets an approval rule; both join through the mailed links; the buyer's inquiry is read by the viewer,
 * who is offered no answer; the buyer's order above the rule waits for the admin, who approves it from the approval
 * mail's link; the sales team then sees it placed.
 */

/** A new account for `email` (registered on first sign-in) that joins through its invitation link. */
async function join(browser: Browser, smtp: TestSmtp, email: string, role: 'Buyer' | 'Viewer'): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await signInThroughProxy(page, email, 'Together#2026');
  await page.goto(await joinPath(smtp, email));
  await expect(page.getByTestId('join-confirm')).toContainText('Your own inquiries and orders move into');
  await page.getByTestId('join-submit').click();
  await expect(page).toHaveURL(/\/company$/);
  await expect(page.getByTestId('company-your-role')).toHaveText(role);
  return page;
}

test('a company buys together: invitations, a viewer who reads, an order above the rule approved by the admin, placed for the sales team', async ({ page, browser, request, smtp }) => {
  test.setTimeout(300_000);
  const [goods] = await twoGoods(request);

  // 1. The admin invites a buyer and a viewer, and sets the approval rule.
  await page.setViewportSize({ width: 1366, height: 900 });
  const admin = await registerBuyer(page.request, 'together.admin');
  await signInThroughProxy(page, admin.email, admin.password);
  await page.goto('/company');
  await expect(page.getByTestId('company-your-role')).toHaveText('Admin');
  const buyerEmail = newEmail('together.buyer');
  const viewerEmail = newEmail('together.viewer');
  await invite(page, buyerEmail, 'Buyer');
  await invite(page, viewerEmail, 'Viewer');
  await page.getByTestId('settings-threshold').fill('1.00');
  await page.getByTestId('settings-save').click();
  await expect(page.locator('.toast', { hasText: 'Company settings saved.' })).toBeVisible();
  const buyer = await join(browser, smtp, buyerEmail, 'Buyer');
  const viewer = await join(browser, smtp, viewerEmail, 'Viewer');
  await page.reload();
  await expect(page.getByTestId('colleague')).toHaveCount(3);

  // 2. The buyer sends an inquiry; the viewer reads it, marked with who sent it, and is offered no answer.
  await confirmEmailByCall(buyer.request, smtp, buyerEmail);
  const created = await sendInquiryByCall(buyer.request, goods);
  await viewer.goto('/inquiry/list');
  const row = viewer.getByTestId('inquiry-row').filter({ hasText: created.inquiryNo });
  await expect(row.getByTestId('placed-by')).toContainText('by together.buyer');
  await viewer.goto(`/inquiry/details?inquiryId=${created.inquiryId}`);
  await expect(viewer.getByTestId('viewer-note')).toContainText('Your role is Viewer');
  await expect(viewer.getByTestId('thread-closed')).toBeVisible();
  await expect(viewer.getByTestId('thread-body')).toHaveCount(0);

  // 3. The sales team quotes; the buyer accepts and places an order above the rule: it waits for the admin.
  const desk = await staffContext(browser);
  await sendQuotation(desk.request, created.inquiryId, goods.title, goods.moq, 2);
  await buyer.goto(`/inquiry/quotation?inquiryId=${created.inquiryId}`);
  await buyer.getByTestId('action-accept').click();
  await buyer.getByTestId('confirm-dialog').getByRole('button', { name: 'Accept quotation' }).click();
  await expect(buyer.getByTestId('quotation-page')).toHaveAttribute('data-status', 'accepted');
  await buyer.getByTestId('action-place-order').click();
  const adminMails = smtp.count(admin.email);
  await buyer.getByTestId('order-submit').click();
  await expect(buyer.getByTestId('order-sent')).toContainText('Awaiting approval');
  const orderNo = (await buyer.getByTestId('sent-order-no').textContent())!.trim();
  await buyer.getByTestId('sent-view-order').click();
  await expect(buyer.getByTestId('order-detail')).toHaveAttribute('data-status', 'awaiting_approval');
  const orderId = new URL(buyer.url()).searchParams.get('orderId')!;
  const queue = await backend<{ list: { orderId: string }[] }>(desk.request, API.staff.orderQueue, { pageSize: 50 });
  expect(queue.list.map((one) => one.orderId)).not.toContain(orderId);

  // 4. The admin opens the approval mail's link and approves.
  await expect.poll(() => smtp.count(admin.email), { timeout: 20_000 }).toBeGreaterThan(adminMails);
  const mail = smtp.messages.filter((m) => m.to.includes(admin.email.toLowerCase())).at(-1)!;
  expect(mail.text).toContain('so it waits for an admin');
  expect(mail.text).toContain(`/orders/details?orderId=${orderId}`);
  await page.goto(`/orders/details?orderId=${orderId}`);
  await expect(page.getByTestId('order-detail').getByTestId('placed-by')).toContainText('by together.buyer');
  await page.getByTestId('action-approve-order').click();
  await expect(page.getByTestId('order-detail')).toHaveAttribute('data-status', 'placed');
  await expect(page.getByTestId('order-approved')).toContainText('Approved by');

  // 5. The sales team sees it placed; the buyer and the viewer read it placed too.
  const staff = await staffPage(browser);
  await staff.goto('/admin/orders');
  const queued = staff.locator(`[data-testid="order-queue-row"][data-order-no="${orderNo}"]`);
  await expect(queued).toBeVisible();
  await expect(queued).toContainText('Placed');
  expect((await backend<OrderDetail>(viewer.request, API.erp.viewOrder, { orderId })).status).toBe('placed');
  await viewer.goto(`/orders/details?orderId=${orderId}`);
  await expect(viewer.getByTestId('order-detail')).toHaveAttribute('data-status', 'placed');
  await expect(viewer.getByTestId('action-cancel-order')).toHaveCount(0);
  for (const context of [staff.context(), desk, buyer.context(), viewer.context()]) await context.close();
});
