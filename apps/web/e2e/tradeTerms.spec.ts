import { API } from '@sw/protocol';
import { type Page } from '@playwright/test';
import { registerBuyer, signInThroughProxy, staffPage } from './support/buyers';
import { backend, confirmEmailByCall, sendInquiryByCall, twoGoods } from './support/quotations';
import { expect, test } from './support/smtp';

/**
 * Trade terms (issue 39, browser test 1): the sales team quotes CIF Hamburg with sea freight and insurance in the
 * console's editor; the buyer sees the landed cost per piece for Germany, switches to the United States, and sees a
 * different duty. Nothing the buyer compares is saved.
 */

/** Pictures to look at by eye (they check nothing), taken only with SCREENSHOTS=1. */
async function shoot(page: Page, name: string) {
  if (process.env.SCREENSHOTS !== '1') return;
  for (const [label, width] of [['desktop', 1366], ['phone', 390]] as const) {
    await page.setViewportSize({ width, height: label === 'phone' ? 844 : 900 });
    await page.screenshot({ path: `/tmp/trade-${name}-${label}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

test('the sales team quotes CIF Hamburg; the buyer compares the landed cost in Germany and the United States', async ({ page, browser, smtp }) => {
  test.setTimeout(120_000);
  const [goods] = await twoGoods(page.request);
  const buyer = await registerBuyer(page.request, 'importer');
  await confirmEmailByCall(page.request, smtp, buyer.email);
  const created = await sendInquiryByCall(page.request, goods);
  // The page signed in as the dialog leaves it (its calls name the member).
  await signInThroughProxy(page, buyer.email, buyer.password);

  // ---- the console: the rule, its place, the freight line and insurance, then send ----
  const staff = await staffPage(browser);
  await staff.goto(`/admin/inquiries/${created.inquiryId}`);
  const editor = staff.getByTestId('quotation-editor');
  await editor.getByLabel('Line 1, tier 1: unit price').fill('2.40');
  const terms = editor.getByTestId('trade-terms');
  await terms.locator('select[name="incoterm"]').selectOption('CIF');
  await terms.locator('input[name="incotermPlace"]').fill('Hamburg');
  // CIF without its costs: sending is refused in words naming the missing cost.
  await editor.getByTestId('send-quotation').click();
  await expect(terms.getByTestId('field-error').first()).toContainText('the seller pays freight');
  await terms.locator('select[name="freightMode"]').selectOption('sea');
  await terms.locator('input[name="freightCarrier"]').fill('Hapag-Lloyd LCL');
  await terms.locator('input[name="freightTransitDays"]').fill('32');
  await terms.locator('input[name="freightCost"]').fill('180');
  await terms.locator('input[name="insurance"]').fill('12.50');
  await shoot(staff, 'editor');
  await editor.getByTestId('send-quotation').click();
  await staff.getByTestId('confirm-dialog').getByRole('button', { name: 'Send quotation' }).click();
  await expect(staff.getByTestId('staff-inquiry')).toHaveAttribute('data-status', 'quoted');
  await expect(staff.getByTestId('version-trade-terms').first()).toContainText('CIF Hamburg (Incoterms 2020)');
  await staff.goto('/admin/rates');
  await expect(staff.locator('[data-testid="duty-rate-row"][data-key="US|7117.19"]')).toContainText('11.00 %');
  await shoot(staff, 'rates');
  await staff.context().close();

  // ---- the buyer: the charges apart from the goods, then the landed cost for Germany and the United States ----
  await page.goto(`/inquiry/quotation?inquiryId=${created.inquiryId}`);
  const sheet = page.getByTestId('quotation-sheet');
  await expect(sheet.getByTestId('quotation-incoterm')).toContainText('CIF Hamburg');
  await expect(sheet.getByTestId('quotation-charge').filter({ hasText: 'Freight' })).toContainText('Sea freight · Hapag-Lloyd LCL · 32 days in transit');
  await expect(sheet.getByTestId('quotation-charge').filter({ hasText: 'Insurance' })).toContainText('12.50');

  const landed = page.getByTestId('landed-cost');
  await expect(landed.getByTestId('landed-estimate')).toBeVisible();
  await landed.getByTestId('landed-country').selectOption('DE');
  await expect(landed.getByTestId('landed-estimate')).toHaveAttribute('data-country', 'DE');
  const line = landed.getByTestId('landed-line').filter({ visible: true }).first();
  await expect(line.getByTestId('landed-duty')).toContainText('4.00 %');
  const germanyDuty = await line.getByTestId('landed-duty').innerText();
  const germanyPiece = await line.getByTestId('landed-per-piece').innerText();
  expect(germanyPiece).toMatch(/\$\d+\.\d{2}/);
  await expect(landed.getByTestId('landed-note')).toContainText('Estimate only');
  await expect(landed.getByTestId('landed-note')).toContainText('Duty rates as of');
  await shoot(page, 'buyer-germany');

  await landed.getByTestId('landed-country').selectOption('US');
  await expect(landed.getByTestId('landed-estimate')).toHaveAttribute('data-country', 'US');
  await expect(line.getByTestId('landed-duty')).toContainText('11.00 %');
  expect(await line.getByTestId('landed-duty').innerText()).not.toBe(germanyDuty);
  expect(await line.getByTestId('landed-per-piece').innerText()).not.toBe(germanyPiece);
  await shoot(page, 'buyer-us');

  // Comparing saved nothing: the quotation reads as before.
  const detail = await backend<{ quotation: { quotationId: string; tradeTerms: { incoterm: string; place: string }; total: number } }>(page.request, API.inquiryOrder.inquiryOrderDetail1562b, { inquiryId: created.inquiryId });
  expect(detail.quotation.tradeTerms).toMatchObject({ incoterm: 'CIF', place: 'Hamburg' });

  // Place order (issue 49, point 1): the summary holds the Incoterm, each charge and the total the order is placed at.
  await backend(page.request, API.inquiryOrder.acceptQuotation, { inquiryId: created.inquiryId, quotationId: detail.quotation.quotationId });
  await page.goto(`/orders/place?inquiryId=${created.inquiryId}`);
  const summary = page.getByTestId('order-summary');
  await expect(summary.getByTestId('order-incoterm')).toHaveText('CIF Hamburg · Incoterms 2020');
  await expect(summary.getByTestId('order-charge').filter({ hasText: 'Freight' })).toContainText('US$180.00');
  await expect(summary.getByTestId('order-charge').filter({ hasText: 'Insurance' })).toContainText('US$12.50');
  await expect(summary.getByTestId('order-currency')).toHaveText('USD');
  const shown = await summary.getByTestId('order-total').innerText();
  await shoot(page, 'buyer-place-order');
  const order = await backend<{ orderId: string; total: number }>(page.request, API.erp.placeOrder, {
    inquiryId: created.inquiryId, quotationId: detail.quotation.quotationId,
    address: { contactName: 'Lena Vogt', phone: '+49 40 1234567', country: 'DE', city: 'Hamburg', street: 'Speicherstadt 1' },
  });
  expect(shown).toBe(`US$${order.total.toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
  expect(order.total).toBe(detail.quotation.total);
  await page.goto(`/orders/details?orderId=${order.orderId}`);
  const orderTerms = page.getByTestId('order-trade-terms');
  await expect(orderTerms.getByTestId('order-incoterm')).toHaveText('CIF Hamburg · Incoterms 2020');
  await expect(orderTerms.getByTestId('order-charge').filter({ hasText: 'Freight' })).toContainText('Sea freight · Hapag-Lloyd LCL · 32 days in transit');
  await expect(orderTerms.getByTestId('order-charge').filter({ hasText: 'Insurance' })).toContainText('12.50');
  await shoot(page, 'buyer-order');
});
