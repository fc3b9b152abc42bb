import type { Page } from '@playwright/test';
import { API, type OrderDetail, type OrderPlaced } from '@sw/protocol';
import { pdfTextOf } from '../../../packages/api/src/testing/pdfText';
import { expectAccessible } from './support/axe';
import { registerBuyer, signInFromHeader, staffPage } from './support/buyers';
import { backend, confirmEmailByCall, payInFull, sendInquiryByCall, sendQuotation, staffContext, twoGoods } from './support/quotations';
import { expect, test } from './support/smtp';

/**
 * The sample fee comes back (issue 29): with a paid sample order of the goods, the buyer's first bulk order shows the
 * credit on the place-order screen, on the order's page and in the proforma invoice; the desk's order page and the
 * console's conversion page show it too. The rules (window, once, parallel, given back) are the HTTP suite's
 * (samples.credit.http.test.ts).
 *
 * The sample is requested and paid through the same calls the samples spec drives from its screens
 * (samples.spec.ts): erp/requestSamples.do as the buyer, then the sales team records the payment in full.
 */

const money = (n: number) => `US$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/sample-credit-${name}.png`, fullPage: true });

test.describe('sample credit', () => {
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
    await backend(page.request, API.inquiryOrder.acceptQuotation, { inquiryId: created.inquiryId, quotationId: quotation.quotationId });
    // One sample piece at the goods' sample price, paid in full (less than the order: the whole fee comes back).
    const fee = goods.samples.pricePerPiece!;
    const sample = await backend<OrderPlaced>(page.request, API.erp.requestSamples, {
      goodsId: goods.goodsId,
      pieces: [{ specId: goods.skus[0]!.specId, qty: 1 }],
      address: { contactName: 'Ana Silva', phone: '+351 912 345 678', country: 'PT', city: 'Porto', street: 'Rua das Flores 12' },
    });
    expect(sample.total).toBe(fee);
    await payInFull(desk.request, sample.orderId);
    await desk.close();
    const goodsTotal = goods.moq * 2;

    // ---- the place-order screen: the credit before the buyer confirms ----
    await page.goto(`/orders/place?inquiryId=${created.inquiryId}`);
    await expect(page.getByTestId('order-sample-credit')).toContainText(sample.orderNo);
    await expect(page.getByTestId('order-sample-credit-amount')).toHaveText(`−${money(fee)}`);
    await expect(page.getByTestId('order-total')).toHaveText(money(goodsTotal - fee));
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
    await expect(credit.getByTestId('sample-credit-amount')).toHaveText(`−${money(fee)}`);
    await expect(credit.getByTestId('sample-credit-goods')).toHaveText(money(goodsTotal));
    await expect(credit.getByTestId('sample-credit-source')).toHaveText(sample.orderNo);
    await expect(page.getByTestId('detail-total')).toHaveText(money(goodsTotal - fee));
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
    expect(text).toContain(`-$${fee.toFixed(2)}`);
    expect(text).toContain(`of the sample fees paid on ${sample.orderNo}`);

    // ---- the desk's order page and the conversion page ----
    const staff = await staffPage(browser);
    await staff.setViewportSize({ width: 1366, height: 900 });
    await staff.goto(`/admin/orders/${orderId}`);
    await expect(staff.getByTestId('sample-credit-amount')).toHaveText(`−${fee.toFixed(2)} USD`);
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
