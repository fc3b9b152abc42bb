import type { Locator, Page } from '@playwright/test';
import { API, type InquiryDetail, type OrderPlaced } from '@sw/protocol';
import { registerBuyer, signInFromHeader, staffPage } from './support/buyers';
import { backend, confirmEmailByCall, payInFull, sendInquiryByCall, sendQuotation, staffContext, twoGoods } from './support/quotations';
import { recordShipmentInConsole } from './support/shipments';
import { expect, test } from './support/smtp';

/**
 * Shipments in the browser (issue 27): an order in production ships in two parts from the console's Shipments panel;
 * after the first the buyer sees what has shipped and what is still in production, after the second the order is
 * shipped; the buyer downloads the packing list and confirms receipt, which completes the order. The first part goes by
 * sea (issue 49): its bill of lading, vessel, containers and seals (a wrong check digit is marked first), ports and days.
 * SCREENSHOTS=1 also takes the shipment form and the buyer's panel at 1366 px and 390 px (in /tmp).
 */

/** `tall`: a viewport high enough for an open dialog to show whole (a dialog scrolls inside the window). */
async function shoot(page: Page, name: string, tall = false) {
  if (process.env.SCREENSHOTS !== '1') return;
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: tall ? (width === 390 ? 1900 : 1300) : width === 390 ? 844 : 900 });
    await page.waitForTimeout(400);
    await page.screenshot({ path: `/tmp/shipments-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const dayText = (offset: number) => new Date(`${day(offset)}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** The sea freight's fields: a container with a wrong check digit is refused on its row, then corrected; a second added. */
async function seaFreight(form: Locator) {
  await form.getByTestId('shipment-mode-sea').check();
  await form.getByTestId('freight-billOfLading').fill('MAEU241987650');
  await form.getByTestId('freight-vessel').fill('Maersk Essen');
  await form.getByTestId('freight-voyage').fill('447E');
  await form.getByTestId('freight-portOfLoading').fill('Yantian, Shenzhen (CN)');
  await form.getByTestId('freight-portOfDischarge').fill('Lisbon (PT)');
  await form.getByTestId('freight-etd').fill(day(2));
  await form.getByTestId('freight-eta').fill(day(30));
  const first = form.getByTestId('container-row').first();
  await first.getByTestId('container-no').fill('MSKU9070324');
  await first.getByTestId('container-seal').fill('ML-4471020');
  await form.getByTestId('shipment-submit').click();
  await expect(first.getByTestId('container-error')).toHaveText('MSKU9070324 is not a valid container number: its check digit should be 3.');
  await first.getByTestId('container-no').fill('MSKU9070323');
  await form.getByTestId('container-add').click();
  await form.getByTestId('container-row').last().getByTestId('container-no').fill('CSQU3054383');
  await form.getByTestId('container-row').last().getByTestId('container-seal').fill('ML-4471021');
}

test('a partial shipment, then the rest; the buyer sees both, downloads the packing list and confirms receipt', async ({ page, request, browser, smtp }) => {
  test.setTimeout(240_000);
  const [goods] = await twoGoods(request);
  const qty = Math.max(goods.moq, 4);
  const part = Math.floor(qty / 2);

  // ---- set up by calls: a quoted, accepted, placed order in production ----
  const buyer = await registerBuyer(request, 'ships');
  await page.goto('/');
  await signInFromHeader(page, buyer);
  await confirmEmailByCall(page.request, smtp, buyer.email);
  const created = await sendInquiryByCall(page.request, goods);
  const desk = await staffContext(browser);
  const quotation = await sendQuotation(desk.request, created.inquiryId, goods.title, qty, 2);
  await backend<InquiryDetail>(page.request, API.inquiryOrder.acceptQuotation, { inquiryId: created.inquiryId, quotationId: quotation.quotationId });
  const placed = await backend<OrderPlaced>(page.request, API.erp.placeOrder, {
    inquiryId: created.inquiryId, quotationId: quotation.quotationId,
    address: { contactName: 'Ana Silva', phone: '+351 912 345 678', country: 'PT', city: 'Porto', street: 'Rua das Flores 12' },
  });
  // Paid in full, so neither gate stands in the way (payments.spec.ts is about them).
  await payInFull(desk.request, placed.orderId);
  for (const to of ['confirmed', 'in_production']) await backend(desk.request, API.staff.moveOrder, { orderId: placed.orderId, to });
  await desk.close();

  // ---- the console: a partial shipment ----
  const staff = await staffPage(browser);
  await staff.goto(`/admin/orders/${placed.orderId}`);
  const order = staff.getByTestId('staff-order');
  await expect(order).toHaveAttribute('data-status', 'in_production');
  await expect(staff.getByTestId('move-shipped')).toHaveCount(0);
  let mails = smtp.count(buyer.email);
  await recordShipmentInConsole(staff, { carrier: 'Maersk', trackingNo: '', qty: part, freight: seaFreight, screenshot: () => shoot(staff, 'form', true) });
  await expect(staff.getByTestId('staff-shipments').getByTestId('order-shipment')).toHaveCount(1);
  await expect(order).toHaveAttribute('data-status', 'in_production');
  await expect(staff.getByTestId('staff-shipping-summary')).toContainText(`${part} pcs shipped, ${qty - part} pcs to ship`);
  await expect.poll(() => smtp.messages.filter((m) => m.to.includes(buyer.email)).slice(mails).some((m) => m.text.includes(`${placed.orderNo}-1`))).toBe(true);
  await shoot(staff, 'desk-partial');

  // ---- the buyer: what has shipped and what is still in production ----
  await page.goto(`/orders/details?orderId=${placed.orderId}`);
  const panel = page.getByTestId('order-shipments');
  await expect(panel).toBeVisible();
  await expect(page.getByTestId('order-detail')).toHaveAttribute('data-status', 'in_production');
  await expect(panel.getByTestId('shipping-summary')).toHaveText(`${part} pcs of ${qty} pcs shipped`);
  await expect(panel.getByTestId('still-in-production')).toContainText(`Still in production: ${qty - part} pcs`);
  await expect(panel.getByTestId('shipping-line').first()).toHaveAttribute('data-remaining', String(qty - part));
  const first = panel.getByTestId('order-shipment');
  await expect(first).toHaveCount(1);
  await expect(first.getByTestId('shipment-no')).toHaveText(`${placed.orderNo}-1`);
  // By sea: the bill of lading stands in for the tracking number; the freight's facts are listed.
  await expect(first.getByTestId('shipment-tracking')).toHaveText('MAEU241987650');
  const freight = first.getByTestId('shipment-freight');
  await expect(freight).toHaveAttribute('data-mode', 'sea');
  await expect(freight.locator('[data-label="Vessel and voyage"]')).toHaveText('Maersk Essen, voyage 447E');
  await expect(freight.locator('[data-label="Port of discharge"]')).toHaveText('Lisbon (PT)');
  await expect(freight.locator('[data-label="Estimated arrival"]')).toHaveText(dayText(30));
  await expect(freight.locator('[data-label="Containers and seals"]')).toHaveText('MSKU9070323, seal ML-4471020\nCSQU3054383, seal ML-4471021');
  await expect(first.getByTestId('shipment-cartons')).toHaveText('2 cartons · 24.69 kg gross · 22.4 kg net');
  await expect(page.getByTestId('confirm-receipt')).toHaveCount(0);
  await shoot(page, 'buyer-partial');

  // ---- the console: the rest ----
  mails = smtp.count(buyer.email);
  await staff.reload();
  await recordShipmentInConsole(staff, { carrier: 'UPS', trackingNo: '1Z999AA10123456784' });
  await expect(order).toHaveAttribute('data-status', 'shipped');
  await expect(staff.getByTestId('record-shipment')).toHaveCount(0);
  await expect.poll(() => smtp.messages.filter((m) => m.to.includes(buyer.email)).slice(mails).some((m) => m.text.includes(`your order ${placed.orderNo} is shipped`))).toBe(true);
  await staff.context().close();

  // ---- the buyer: shipped in full, the packing list, receipt ----
  await page.reload();
  await expect(page.getByTestId('order-detail')).toHaveAttribute('data-status', 'shipped');
  await expect(panel.getByTestId('order-shipment')).toHaveCount(2);
  await expect(panel.getByTestId('order-shipment').last().getByTestId('shipment-track')).toHaveAttribute('href', /ups\.com.*1Z999AA10123456784/);
  await expect(panel.getByTestId('order-shipment').last().getByTestId('shipment-freight')).toHaveCount(0);
  await expect(panel.getByTestId('still-in-production')).toHaveCount(0);
  await expect(panel.getByTestId('shipping-summary')).toHaveText(`${qty} pcs of ${qty} pcs shipped`);
  await shoot(page, 'buyer-shipped');
  const [packingList] = await Promise.all([page.waitForEvent('download'), panel.getByTestId('shipment-packing-list').last().click()]);
  expect(packingList.suggestedFilename()).toMatch(new RegExp(`^Packing.list.${placed.orderNo}-2\\.pdf$`));
  const [invoice] = await Promise.all([page.waitForEvent('download'), panel.getByTestId('shipment-invoice').first().click()]);
  expect(invoice.suggestedFilename()).toMatch(new RegExp(`^Commercial.invoice.${placed.orderNo}-1\\.pdf$`));

  mails = smtp.count(buyer.email);
  await page.getByTestId('confirm-receipt').click();
  await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Goods received' }).click();
  await expect(page.getByTestId('order-detail')).toHaveAttribute('data-status', 'completed');
  await expect(page.getByTestId('order-delivered')).toBeVisible();
  await expect(page.getByTestId('confirm-receipt')).toHaveCount(0);
  await expect.poll(() => smtp.messages.filter((m) => m.to.includes(buyer.email)).slice(mails).some((m) => m.text.includes(`your order ${placed.orderNo} is completed`))).toBe(true);
});
