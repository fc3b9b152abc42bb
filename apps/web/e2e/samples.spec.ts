import type { Page } from '@playwright/test';
import { API } from '@sw/protocol';
import { registerBuyer, signInFromHeader, staffPage, writeAddress } from './support/buyers';
import { backend, confirmEmailByCall, twoGoods } from './support/quotations';
import { postProofFromDesk } from './support/orderSteps';
import { recordShipmentInConsole } from './support/shipments';
import { expect, test } from './support/smtp';

/**
 * Samples (issue 29, docs/workflows.md Samples): a buyer requests samples with a logo from the goods page; the sample
 * order is created at once; the buyer tells us about the payment; staff confirm it, make and ship the samples; the
 * buyer confirms receipt. Also the cart line's 'Request samples' and the console's sample rules.
 * With SCREENSHOTS=1 it takes the sample screens at 1366 px and 390 px (to look at).
 */

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5fdc6d20000000049454e44ae426082',
  'hex',
);

/** `target`: scroll it into view; 'viewport': the screen as it is (a dialog from its top). */
async function shots(page: Page, name: string, target?: string) {
  if (process.env.SCREENSHOTS !== '1') return;
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.waitForTimeout(400);
    if (target && target !== 'viewport') await page.getByTestId(target).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/samples-${name}-${width}.png`, fullPage: !target });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

test('a buyer requests samples with a logo, pays, staff ship them and the buyer receives them', async ({ page, request, browser, smtp }) => {
  test.setTimeout(300_000);
  const [goods, other] = await twoGoods(request);
  const price = goods.samples.pricePerPiece!;
  const staff = await staffPage(browser);

  // ---- the console's sample rules ----
  await staff.goto('/admin/samples');
  const rules = staff.getByTestId('sample-settings');
  await expect(rules.getByLabel('Sample lead time (days)')).toHaveValue('7');
  await expect(staff.getByTestId('sample-rule-example')).toContainText('costs 8.40 a sample piece');
  await shots(staff, 'console-settings');

  // ---- the goods page: the offer and the dialog ----
  const buyer = await registerBuyer(request, 'sampler');
  await page.goto('/');
  await signInFromHeader(page, buyer);
  await confirmEmailByCall(page.request, smtp, buyer.email);
  await page.goto(`/goods/details/${goods.goodsId}`);
  await expect(page.getByTestId('sample-price')).toHaveText(`US$${price.toFixed(2)}`);
  await page.getByTestId('request-samples').click();
  const form = page.getByTestId('request-samples-form');
  await expect(form).toBeVisible();
  await expect(form.getByTestId('sample-qty').first()).toHaveText('1');
  await shots(page, 'goods-dialog-top', 'viewport');
  await form.getByRole('button', { name: /^More samples of/ }).first().click();
  await expect(form.getByTestId('sample-qty').first()).toHaveText('2');
  await expect(form.getByRole('button', { name: /^More samples of/ }).first()).toBeDisabled();
  const total = Math.round(price * 200) / 100;
  await expect(form.getByTestId('sample-total')).toHaveText(`US$${total.toFixed(2)}`);
  await form.getByTestId('sample-with-logo').check();
  await form.locator('input[type="file"]').first().setInputFiles({ name: 'our-logo.png', mimeType: 'image/png', buffer: PNG });
  await expect(form.getByTestId('uploaded-file')).toBeVisible();
  await form.getByLabel('Notes for the logo').fill('Engrave the logo inside the band.');
  await writeAddress(page);
  await shots(page, 'goods-dialog', 'request-samples-form');
  await form.getByTestId('send-sample-request').click();

  // ---- the sample order, at once ----
  await page.waitForURL(/\/orders\/details\?orderId=/);
  const orderId = new URL(page.url()).searchParams.get('orderId')!;
  const detail = page.getByTestId('order-detail');
  await expect(detail).toHaveAttribute('data-status', 'placed');
  await expect(page.getByTestId('sample-order-badge')).toBeVisible();
  const orderNo = (await page.getByTestId('detail-order-no').textContent())!.trim();
  await page.goto('/orders/list');
  await expect(page.locator(`[data-testid="order-row"][data-order-no="${orderNo}"]`).getByTestId('sample-order-badge')).toBeVisible();
  await page.goto(`/orders/details?orderId=${orderId}`);
  const panel = page.getByTestId('order-payments');
  await expect(panel.getByTestId('money-due-now')).toHaveText(`US$${total.toFixed(2)}`);
  await expect(panel.getByTestId('open-notice')).toHaveCount(0);
  await shots(page, 'order-detail');

  // ---- the sales team confirms the sample order: only then is the payment asked for (issue 49) ----
  await staff.goto(`/admin/orders/${orderId}`);
  await expect(staff.getByTestId('sample-order-badge')).toBeVisible();
  await staff.getByTestId('move-confirmed').click();
  await staff.getByTestId('confirm-dialog').getByRole('button', { name: 'Confirm order' }).click();
  await expect(staff.getByTestId('staff-order')).toHaveAttribute('data-status', 'confirmed');
  await page.reload();

  // ---- 'I have paid', the whole amount ----
  await panel.getByTestId('open-notice').click();
  const notice = page.getByTestId('notice-form');
  await expect(notice.getByTestId('notice-amount')).toHaveValue(total.toFixed(2));
  await notice.getByTestId('notice-payer').fill('Nordic Jewels AB');
  await notice.getByTestId('notice-reference').fill('TT-SAMPLE-1');
  await notice.locator('input[type="file"]').setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: PNG });
  await expect(notice.getByTestId('uploaded-file')).toBeVisible();
  await notice.getByTestId('notice-send').click();
  await expect(notice).toHaveCount(0);

  // ---- the sales team: the Samples filter, payment confirmed, production, shipment ----
  await staff.goto('/admin/orders?kind=sample');
  await expect(staff.locator(`[data-testid="order-queue-row"][data-order-no="${orderNo}"]`).getByTestId('sample-order-badge')).toBeVisible();
  await staff.goto(`/admin/orders/${orderId}`);
  await expect(staff.getByTestId('staff-order')).toHaveAttribute('data-status', 'confirmed');
  await expect(staff.getByTestId('gate-in_production')).toContainText('The payment in full of');
  const deskPanel = staff.getByTestId('desk-payments');
  await deskPanel.getByTestId('confirm-notice').click();
  await staff.getByTestId('money-dialog-confirm').getByTestId('money-submit').click();
  await expect(deskPanel.getByTestId('payment-notice')).toHaveAttribute('data-status', 'confirmed');
  // A logo sample is made from an approved artwork proof, as a customized bulk line is.
  await expect(staff.getByTestId('gate-in_production')).toContainText('proof');
  await postProofFromDesk(staff, browser, 1, 'Logo engraved inside the band, 3 mm high.');
  await page.reload();
  const proof = page.getByTestId('order-proofs').getByTestId('proof-line');
  await proof.getByTestId('proof-approve').click();
  await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Approve proof' }).click();
  await expect(proof).toHaveAttribute('data-state', 'approved');
  await staff.reload();
  await staff.getByTestId('move-in_production').click();
  await staff.getByTestId('confirm-dialog').getByRole('button', { name: 'Start production' }).click();
  await expect(staff.getByTestId('staff-order')).toHaveAttribute('data-status', 'in_production');
  await recordShipmentInConsole(staff, { carrier: 'DHL Express', trackingNo: 'JD0146009911' });
  await expect(staff.getByTestId('staff-order')).toHaveAttribute('data-status', 'shipped');

  // ---- the buyer receives them ----
  await page.reload();
  await expect(detail).toHaveAttribute('data-status', 'shipped');
  await page.getByTestId('confirm-receipt').click();
  await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Goods received' }).click();
  await expect(detail).toHaveAttribute('data-status', 'completed');

  // ---- the cart line's 'Request samples' starts with the line's specification ----
  await backend(page.request, API.inquiryCart.putIntoCart, { goodsId: other.goodsId, specId: other.skus[0]!.specId, qty: other.moq });
  await page.goto('/inquiry/cart');
  const line = page.locator('[data-testid="cart-line-samples"]').first();
  await expect(line).toBeVisible();
  await shots(page, 'cart-line');
  await line.click();
  const fromCart = page.getByTestId('request-samples-form');
  await expect(fromCart.getByTestId('sample-qty').first()).toHaveText('1');
  await shots(page, 'cart-dialog', 'viewport');
  await staff.context().close();
});
