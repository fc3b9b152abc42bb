import { expect, test, type Page } from '@playwright/test';
import { API, type InquiryDetail, type OrderPlaced, type QuotationView, type StaffInquiryView } from '@sw/protocol';
import { agreementBuyerPage } from './support/agreements';
import { staffPage } from './support/buyers';
import { backend, sendInquiryByCall, twoGoods } from './support/quotations';

/**
 * Issue 51, browser test 5: the desk's editor starts from Maison Lumière's "Spring agreement 2027" prices, shown
 * beside the catalogue's; after the quotation is sent the list changes (+5 %, a new version), and the buyer's
 * quotation and the order placed from it keep the quoted prices, each line saying "Your price (Spring agreement
 * 2027), catalogue US$ …" with the catalogue's price struck through.
 */

const SPRING = 'Spring agreement 2027';
const shots = async (page: Page, name: string) => {
  if (process.env.SCREENSHOTS !== '1') return;
  for (const [label, width] of [['desktop', 1366], ['phone', 390]] as const) {
    await page.setViewportSize({ width, height: label === 'phone' ? 844 : 900 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `/tmp/agreements-${name}-${label}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
};

test('a change to a list leaves an open quotation\'s and an order\'s prices as they were', async ({ browser }) => {
  const euro = await agreementBuyerPage(browser, 'euro');
  const [goods] = await twoGoods(euro.page.request);
  const { inquiryId } = await sendInquiryByCall(euro.page.request, goods);

  // The desk opens the inquiry: the agreement's prices beside the catalogue's, and the new draft already holds them.
  const desk = await staffPage(browser);
  await desk.goto(`/admin/inquiries/${inquiryId}`);
  const panel = desk.getByTestId('agreement-prices');
  await expect(panel.getByTestId('agreement-why')).toContainText(`Your price (${SPRING}, version`);
  await expect(panel).toContainText('EUR');
  const view = await backend<StaffInquiryView>(desk.request, API.staff.inquiryView, { inquiryId });
  const agreement = view.agreementPrices![0]!;
  await expect(desk.getByTestId('quotation-editor').locator('select[name="currency"]')).toHaveValue('EUR');
  await shots(desk, 'editor');
  await desk.getByRole('button', { name: 'Save draft' }).click();
  await expect(desk.getByTestId('draft-state')).toHaveText('Draft saved');

  const { draftQuotation } = await backend<StaffInquiryView>(desk.request, API.staff.inquiryView, { inquiryId });
  expect(draftQuotation!.lines[0]!.agreement).toMatchObject({ priceListId: agreement.agreement!.priceListId, version: agreement.agreement!.version, name: SPRING });
  const sent = await backend<QuotationView>(desk.request, API.staff.sendQuotation, { inquiryId, quotationId: draftQuotation!.quotationId });

  // The list changes after sending: +5 % on every line, a new version.
  await backend(desk.request, API.staffPriceLists.bulkChange, { listId: agreement.agreement!.priceListId, percent: '5' });
  const later = await backend<StaffInquiryView>(desk.request, API.staff.inquiryView, { inquiryId });
  expect(later.agreementPrices![0]!.agreement!.version).toBeGreaterThan(agreement.agreement!.version);

  // The buyer's quotation: the prices as sent, and why.
  const quotedPrice = sent.lines[0]!.unitPrice;
  await euro.page.goto(`/inquiry/quotation?inquiryId=${inquiryId}`);
  const line = euro.page.getByTestId('quotation-line').first();
  await expect(line.getByTestId('line-agreement')).toContainText(`Your price (${SPRING}), catalogue US$`);
  await expect(line.getByTestId('line-catalogue-price')).toHaveCSS('text-decoration-line', 'line-through');
  await expect(line).toContainText(quotedPrice.toFixed(2));
  await shots(euro.page, 'quotation');

  // The order placed from it: the same prices and agreement, whatever the list says now.
  await backend<InquiryDetail>(euro.page.request, API.inquiryOrder.acceptQuotation, { inquiryId, quotationId: sent.quotationId });
  const placed = await backend<OrderPlaced>(euro.page.request, API.erp.placeOrder, {
    inquiryId, quotationId: sent.quotationId, address: { contactName: 'Ana Silva', phone: '+351 912 345 678', country: 'PT', city: 'Porto', street: 'Rua das Flores 12' },
  });
  expect(placed.total).toBe(sent.total);
  await euro.page.goto(`/orders/details?orderId=${placed.orderId}`);
  const ordered = euro.page.getByTestId('order-line').first();
  await expect(ordered.getByTestId('line-agreement')).toContainText(`Your price (${SPRING}), catalogue US$`);
  await expect(ordered.getByTestId('order-line-price')).toContainText(quotedPrice.toFixed(2));
  await shots(euro.page, 'order');
});
