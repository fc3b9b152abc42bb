import type { Page } from '@playwright/test';
import { API, type OrderDetail } from '@sw/protocol';
import { pdfTextOf } from '../../../packages/api/src/testing/pdfText';
import { expectAccessible } from './support/axe';
import { registerBuyer, signInFromHeader, staffPage } from './support/buyers';
import { backend, confirmEmailByCall, sendInquiryByCall, sendQuotation, staffContext, twoGoods } from './support/quotations';
import { canSeedSampleOrders, seedPaidSampleOrder } from './support/sampleOrders';
import { expect, test } from './support/smtp';

/**
 * The sample fee comes back (issue 29): with a paid sample order of the goods, the buyer's first bulk order shows the
 * credit on the place-order screen, on the order's page and in the proforma invoice; the desk's order page and the
 * console's conversion page show it too. The rules (window, once, parallel, given back) are the HTTP suite's
 * (samples.credit.http.test.ts).
 *
 * The sample order is seeded in the e2e PostgreSQL database (support/sampleOrders.ts) until the samples helper's
 * request screens exist; then this spec should request and pay the sample through them. Run it with
 * TEST_DATABASE_URL (scripts/e2e.mjs); on PGlite it is skipped.
 */

const money = (n: number) => `US$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/sample-credit-${name}.png`, fullPage: true });

test.describe('sample credit', () => {
  test.skip(!canSeedSampleOrders(), 'needs E2E_DATABASE_URL to seed a sample order (run with TEST_DATABASE_URL)');

  test('the first bulk order carries the paid sample fees: place-order screen, order page, proforma, desk and conversion page', async ({ page, request, browser, smtp }) => {
    test.setTimeout(240_000);
    const [goods] = await twoGoods(request);
    const buyer = await registerBuyer(request, 'sample-credit');
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/');
    await signInFromHeader(page, buyer);
    await confirmEmailByCall(page.request, smtp, buyer.email);
    const created = await sendInquiryByCall(page.request, goods);
    const desk = await staffContext(browser);
    const quotation = await sendQuotation(desk.request, created.inquiryId, goods.title, goods.moq, 2);
    await desk.close();
    await backend(page.request, API.inquiryOrder.acceptQuotation, { inquiryId: created.inquiryId, quotationId: quotation.quotationId });
    // One sample piece at 3.35, paid in full two days ago (less than the order: the whole fee comes back).
    const sample = await seedPaidSampleOrder(buyer.email, goods, 1, '3.35');
    const goodsTotal = goods.moq * 2;

    // ---- the place-order screen: the credit before the buyer confirms ----
    await page.goto(`/orders/place?inquiryId=${created.inquiryId}`);
    await expect(page.getByTestId('order-sample-credit')).toContainText(sample.orderNo);
    await expect(page.getByTestId('order-sample-credit-amount')).toHaveText(`−${money(3.35)}`);
    await expect(page.getByTestId('order-total')).toHaveText(money(goodsTotal - 3.35));
    await expectAccessible(page, 'place order with a sample credit');
    await shot(page, 'place-1366');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId('order-summary').screenshot({ path: 'test-results/sample-credit-place-summary-390.png' });
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.getByTestId('order-submit').click();
    await expect(page).toHaveURL(/\/success/);

    // ---- the order's page ----
    const orders = await backend<{ list: { orderId: string }[] }>(page.request, API.erp.orderList, {});
    const orderId = orders.list[0]!.orderId;
    await page.goto(`/orders/details?orderId=${orderId}`);
    const credit = page.getByTestId('sample-credit');
    await expect(credit.getByTestId('sample-credit-amount')).toHaveText(`−${money(3.35)}`);
    await expect(credit.getByTestId('sample-credit-goods')).toHaveText(money(goodsTotal));
    await expect(credit.getByTestId('sample-credit-source')).toHaveText(sample.orderNo);
    await expect(page.getByTestId('detail-total')).toHaveText(money(goodsTotal - 3.35));
    await expectAccessible(page, 'order with a sample credit');
    await shot(page, 'order-1366');
    await page.getByTestId('order-lines').screenshot({ path: 'test-results/sample-credit-order-lines-1366.png' });
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'order-390');
    await page.getByTestId('order-lines').screenshot({ path: 'test-results/sample-credit-order-lines-390.png' });

    // ---- the proforma invoice ----
    const detail = await backend<OrderDetail>(page.request, API.erp.viewOrder, { orderId });
    const pdf = await page.request.get(detail.invoiceUrl);
    expect(pdf.status()).toBe(200);
    const text = pdfTextOf(Buffer.from(await pdf.body()));
    expect(text).toContain('Sample credit');
    expect(text).toContain('-$3.35');
    expect(text).toContain(`of the sample fees paid on ${sample.orderNo}`);

    // ---- the desk's order page and the conversion page ----
    const staff = await staffPage(browser);
    await staff.setViewportSize({ width: 1366, height: 900 });
    await staff.goto(`/admin/orders/${orderId}`);
    await expect(staff.getByTestId('sample-credit-amount')).toHaveText('−3.35 USD');
    await staff.getByTestId('staff-order-lines').screenshot({ path: 'test-results/sample-credit-desk-lines-1366.png' });
    await staff.goto('/admin/sample-conversion');
    const row = staff.locator(`[data-testid="conversion-row"][data-order-no="${sample.orderNo}"]`);
    await expect(row).toHaveAttribute('data-converted', '1');
    await expect(row.getByTestId('conversion-bulk')).toHaveText(detail.orderNo);
    // A company without a name yet reads as its buyer.
    await expect(row.locator('td').nth(1)).not.toHaveText(/^—/);
    await expect(staff.getByTestId('conversion-samples')).not.toHaveText('0');
    await expectAccessible(staff, 'sample conversion');
    await shot(staff, 'conversion-1366');
    await staff.setViewportSize({ width: 390, height: 844 });
    await expect(staff.getByTestId('conversion-card').first()).toBeVisible();
    await shot(staff, 'conversion-390');
    await staff.context().close();
  });
});
