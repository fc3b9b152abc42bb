import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { API, type GoodsDetailView, type OrderPlaced, type UsualGoods } from '@sw/protocol';
import { registerBuyer, signInThroughProxy, staffPage } from './support/buyers';
import { expectAccessible } from './support/axe';
import { backend, confirmEmailByCall, sendInquiryByCall, sendQuotation, staffContext, twoGoods } from './support/quotations';
import { expect, test } from './support/smtp';

/**
 * Ordering again (issue 29, docs/protocol.md, Ordering again): "Order again" from an order and from one of its lines
 * fills the cart and the cart says what was added; 'Your usual' shows on the home page and in the account with its
 * one step; the console's due list. The back-end's rules (MOQ, left out, other companies) are reorder.http.test.ts's.
 */

const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/order-again-${name}.png`, fullPage: true });
const DAY = 86_400_000;

/** An order placed through the real paths: inquiry, the desk's quotation, accepted, placed. */
async function placedOrder(request: APIRequestContext, browser: Browser, goods: GoodsDetailView): Promise<OrderPlaced> {
  const created = await sendInquiryByCall(request, goods);
  const desk = await staffContext(browser);
  const quotation = await sendQuotation(desk.request, created.inquiryId, goods.title, goods.moq, 2);
  await desk.close();
  await backend(request, API.inquiryOrder.acceptQuotation, { inquiryId: created.inquiryId, quotationId: quotation.quotationId });
  return backend<OrderPlaced>(request, API.erp.placeOrder, {
    inquiryId: created.inquiryId, quotationId: quotation.quotationId,
    address: { contactName: 'Ana Silva', phone: '+351 912 345 678', country: 'PT', city: 'Porto', street: 'Rua das Flores 12' },
  });
}

test.describe('order again', () => {
  test('from an order and from a line fills the cart; Your usual on home and account orders it again in one step', async ({ page, browser, request, smtp }) => {
    test.setTimeout(240_000);
    const [goods] = await twoGoods(request);
    const buyer = await registerBuyer(request, 'order-again');
    await page.setViewportSize({ width: 1366, height: 900 });
    await signInThroughProxy(page, buyer.email, buyer.password);
    await confirmEmailByCall(page.request, smtp, buyer.email);
    await placedOrder(page.request, browser, goods);
    const placed = await placedOrder(page.request, browser, goods);

    // The whole order.
    await page.goto(`/orders/details?orderId=${placed.orderId}`);
    await expect(page.getByTestId('order-line-again')).toHaveCount(1);
    await shot(page, 'order-detail-1366');
    await page.getByTestId('order-again').click();
    await page.waitForURL(/\/inquiry\/cart/);
    await expect(page.getByTestId('reorder-notice')).toContainText(`from order ${placed.orderNo} added to your cart`);
    await expect(page.getByTestId('reorder-added-line')).toHaveCount(1);
    await expect(page.getByTestId('reorder-added-line')).toContainText(goods.title);
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await shot(page, 'cart-notice-1366');
    await expectAccessible(page, 'cart with the order-again notice');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'cart-notice-390');

    // One line: its pieces join the plain line already in the cart, and the notice says so.
    await page.goto(`/orders/details?orderId=${placed.orderId}`);
    await expect(page.getByTestId('order-line-again')).toBeVisible();
    await shot(page, 'order-detail-390');
    await page.getByTestId('order-line-again').click();
    await page.waitForURL(/\/inquiry\/cart/);
    await expect(page.getByTestId('reorder-line-note')).toContainText('Added to the');
    await expect(page.getByTestId('cart-line')).toHaveCount(1);

    // Your usual: both orders were placed just now, so the browser sees them spread over two months (the intervals'
    // arithmetic is the HTTP suite's); the step orders the last order's line again.
    await page.route('**/api/post', async (route) => {
      const url = String(route.request().postDataJSON()?.url ?? '');
      if (!url.includes('yourUsual.do')) return route.continue();
      const response = await route.fetch();
      const body = await response.json();
      const last = Date.now() - 26 * DAY;
      body.data = (body.data as UsualGoods[]).map((usual) => ({
        ...usual, intervalDays: 30, lastOrderedAt: new Date(last).toISOString(), dueAt: new Date(last + 30 * DAY).toISOString(),
      }));
      await route.fulfill({ response, json: body });
    });
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/');
    const usual = page.getByTestId('your-usual');
    await expect(usual.getByTestId('usual-goods')).toHaveCount(1);
    await expect(usual.getByTestId('usual-goods')).toContainText(goods.title);
    await expect(usual.getByTestId('usual-due')).toContainText('Due in 4 days');
    await usual.scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'test-results/order-again-usual-home-1366.png' });
    await page.setViewportSize({ width: 390, height: 844 });
    await usual.scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'test-results/order-again-usual-home-390.png' });

    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/myAccount');
    await expect(page.getByTestId('your-usual').getByTestId('usual-goods')).toHaveCount(1);
    await shot(page, 'usual-account-1366');
    await expectAccessible(page, 'account with Your usual');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'usual-account-390');
    await page.getByTestId('usual-order-again').click();
    await page.waitForURL(/\/inquiry\/cart/);
    await expect(page.getByTestId('reorder-notice')).toContainText(placed.orderNo);
  });

  test('the console\'s due list at 1366 and 390 px', async ({ browser }) => {
    const desk = await staffPage(browser);
    await desk.setViewportSize({ width: 1366, height: 900 });
    await desk.goto('/admin/reorders');
    await expect(desk.getByRole('heading', { name: 'Due to reorder' })).toBeVisible();
    await expect(desk.getByTestId('due-list')).toBeVisible();
    await desk.screenshot({ path: 'test-results/order-again-due-list-1366.png', fullPage: true });
    await expectAccessible(desk, 'due to reorder');
    await desk.setViewportSize({ width: 390, height: 844 });
    await desk.screenshot({ path: 'test-results/order-again-due-list-390.png', fullPage: true });
    await desk.close();
  });
});
