import type { Page } from '@playwright/test';
import { API } from '@sw/protocol';
import { registerBuyer, signInFromHeader, staffPage, writeAddress } from './support/buyers';
import { backend, confirmEmailByCall, payInFull, sendInquiryByCall, sendQuotation, staffContext, twoGoods } from './support/quotations';
import { recordShipmentInConsole } from './support/shipments';
import { expect, test } from './support/smtp';

/** Pictures of every order screen at 1366 px and 390 px, to look at by eye (they check nothing), taken only with SCREENSHOTS=1. */
test.skip(process.env.SCREENSHOTS !== '1', 'SCREENSHOTS=1 takes them');

const DIR = '/tmp';

async function both(page: Page, name: string, settle?: () => Promise<void>) {
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.waitForTimeout(400);
    await page.evaluate(() => window.scrollTo(0, 0));
    if (settle) await settle();
    await page.screenshot({ path: `${DIR}/orders-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

test('screenshots of the order screens at 1366 px and 390 px', async ({ page, request, browser, smtp }) => {
  test.setTimeout(300_000);
  const [goods, second] = await twoGoods(request);
  const buyer = await registerBuyer(request, 'shots');
  await page.goto('/');
  await signInFromHeader(page, buyer);
  await confirmEmailByCall(page.request, smtp, buyer.email);
  const desk = await staffContext(browser);
  const created = await sendInquiryByCall(page.request, goods);
  await sendQuotation(desk.request, created.inquiryId, goods.title, goods.moq, 2, 1.8);
  await page.goto('/orders/list');
  await both(page, '01-list-empty');
  await page.goto(`/inquiry/quotation?inquiryId=${created.inquiryId}`);
  await page.getByTestId('action-accept').click();
  await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Accept quotation' }).click();
  await expect(page.getByTestId('action-place-order')).toBeVisible();
  await both(page, '02-quotation-accepted');
  await page.getByTestId('action-place-order').click();
  await expect(page.getByTestId('place-order')).toBeVisible();
  await both(page, '03-order-form');
  await page.getByTestId('ship-new').click();
  await writeAddress(page);
  await page.getByTestId('order-po').fill('PO-2026-118');
  await page.getByTestId('order-notes').fill('Two cartons, please.');
  await page.getByTestId('order-submit').click();
  await expect(page.getByTestId('order-sent')).toBeVisible();
  await both(page, '04-success');
  await page.getByTestId('sent-view-order').click();
  await expect(page.getByTestId('order-detail')).toBeVisible();
  const orderId = new URL(page.url()).searchParams.get('orderId')!;
  await both(page, '05-details-placed');
  await page.getByTestId('action-cancel-order').click();
  await both(page, '06-cancel-dialog');
  await page.keyboard.press('Escape');

  // A second order, cancelled, for the list's variety.
  const other = await sendInquiryByCall(page.request, second);
  await sendQuotation(desk.request, other.inquiryId, second.title, second.moq, 3);
  await backend(page.request, API.inquiryOrder.acceptQuotation, { inquiryId: other.inquiryId, quotationId: (await backend<{ quotation: { quotationId: string } }>(page.request, API.inquiryOrder.inquiryOrderDetail1562b, { inquiryId: other.inquiryId })).quotation.quotationId });

  const staff = await staffPage(browser);
  await payInFull(staff.request, orderId);
  await staff.goto('/admin/orders');
  await both(staff, '10-desk-queue');
  await staff.goto(`/admin/orders/${orderId}`);
  await both(staff, '11-desk-order');
  for (const [to, label] of [['confirmed', 'Confirm order'], ['in_production', 'Start production']]) {
    await staff.getByTestId(`move-${to}`).click();
    await staff.getByTestId('confirm-dialog').getByRole('button', { name: label }).click();
    await expect(staff.getByTestId('staff-order')).toHaveAttribute('data-status', to!);
  }
  await recordShipmentInConsole(staff, { carrier: 'DHL Express', trackingNo: 'JD014600003', screenshot: () => both(staff, '12-desk-ship-dialog') });
  await expect(staff.getByTestId('staff-order')).toHaveAttribute('data-status', 'shipped');
  await both(staff, '13-desk-shipped');
  await staff.getByTestId('move-completed').waitFor();
  await staff.goto(`/admin/inquiries/${created.inquiryId}`);
  await both(staff, '14-desk-inquiry');

  await page.goto(`/orders/details?orderId=${orderId}`);
  await expect(page.getByTestId('order-shipment')).toBeVisible();
  await page.getByTestId('price-history-toggle').click();
  await expect(page.getByTestId('price-chart')).toBeVisible();
  await both(page, '07-details-shipped');
  await page.goto('/orders/list');
  await expect(page.getByTestId('order-row').first()).toBeVisible();
  await both(page, '08-list');
  await page.goto('/logs');
  await expect(page.getByTestId('activity-entry').first()).toBeVisible();
  await both(page, '09-logs');
  await page.goto(`/goods/details/${goods.goodsId}`);
  await expect(page.getByTestId('price-chart')).toBeVisible();
  await both(page, '15-goods-history', async () => {
    await page.getByTestId('goods-price-history').scrollIntoViewIfNeeded();
  });
  await page.goto(`/inquiry/details?inquiryId=${created.inquiryId}`);
  await both(page, '16-inquiry-ordered');
  await desk.close();
});
