import type { Page, Request } from '@playwright/test';
import { API, type FontTechnic } from '@sw/protocol';
import { expectAccessible } from './support/axe';
import { staffPage } from './support/buyers';
import { customizedOrder, photoOf, postProofFromDesk } from './support/orderSteps';
import { backend, twoGoods } from './support/quotations';
import { recordShipmentInConsole } from './support/shipments';
import { expect, test } from './support/smtp';

/**
 * The whole order as the trade runs it (issue 27), in the browser on both sides: the quotation comes with 30 % deposit
 * terms; the buyer places the order and tells us about the deposit with a transfer slip; the sales team confirms it;
 * the artwork proof is asked to change, then approved; production starts and a quality check with photos is posted,
 * which the buyer sees; a partial shipment goes out, then the rest; the buyer downloads the packing list and confirms
 * receipt, which completes the order.
 */

const SLIP = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5fdc6d20000000049454e44ae426082',
  'hex',
);
const dollars = (n: number) => `US$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
/** The console writes amounts with the currency's code. */
const withCode = (n: number) => `${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} USD`;
const cents = (n: number) => Math.round(n * 100) / 100;

/** With SCREENSHOTS=1, the whole page at 1366 px and 390 px (in /tmp), to look at. */
async function shoot(page: Page, name: string) {
  if (process.env.SCREENSHOTS !== '1') return;
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.waitForTimeout(400);
    await page.screenshot({ path: `/tmp/lifecycle-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

/** The accessibility check (accessibility.spec.ts) of the screen as it stands, on a phone and on a desktop. */
async function accessible(page: Page, label: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(page, label);
  await page.setViewportSize({ width: 1366, height: 900 });
  await expectAccessible(page, label);
}

test('from 30 % deposit terms to a completed order: notice, receipt, proof, production, two shipments, packing list, receipt', async ({ page, browser, smtp }) => {
  test.setTimeout(420_000);
  const [goods] = await twoGoods(page.request);

  // ---- 1. the quotation comes with 30 % deposit terms, and the buyer places the order ----
  const { buyer, orderId, orderNo, inquiryId, total } = await customizedOrder(page, browser, smtp, goods!);
  await page.goto(`/inquiry/quotation?inquiryId=${inquiryId}`);
  await expect(page.getByTestId('quotation-payment-terms')).toContainText('30 % deposit by bank transfer to start production');
  const deposit = cents(total * 0.3);

  // ---- 2. the sales team confirms the order (only then is the deposit asked for, issue 49) ----
  const staff = await staffPage(browser);
  await staff.goto(`/admin/orders/${orderId}`);
  await staff.getByTestId('move-confirmed').click();
  await staff.getByTestId('confirm-dialog').getByRole('button', { name: 'Confirm order' }).click();
  await expect(staff.getByTestId('staff-order')).toHaveAttribute('data-status', 'confirmed');
  // The line's technique in the words the buyer chose, not its code.
  const { techniques } = await backend<FontTechnic>(page.request, API.inquiryOrder.getFontTechnic);
  const lineText = await staff.getByTestId('staff-order-lines').innerText();
  expect(techniques.filter((technique) => lineText.includes(technique.name)).length).toBe(1);
  expect(techniques.filter((technique) => technique.code !== technique.name && lineText.includes(technique.code))).toEqual([]);

  // ---- 2b. the buyer sends a payment notice with the transfer slip ----
  await page.goto(`/orders/details?orderId=${orderId}`);
  const payments = page.getByTestId('order-payments');
  await expect(payments.getByTestId('money-due-now')).toHaveText(dollars(deposit));
  await payments.getByTestId('open-notice').click();
  const notice = page.getByTestId('notice-form');
  await expect(notice.getByTestId('notice-amount')).toHaveValue(deposit.toFixed(2));
  await notice.getByTestId('notice-payer').fill('Aurum Bijoux SARL');
  await notice.getByTestId('notice-reference').fill(`TT ${orderNo}`);
  await notice.locator('input[type="file"]').setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: SLIP });
  await expect(notice.getByTestId('uploaded-file')).toBeVisible();
  await notice.getByTestId('notice-send').click();
  await expect(payments.getByTestId('payment-notice')).toHaveAttribute('data-status', 'to_confirm');

  // ---- 3. the sales team confirms the notice; production still waits for the proof ----
  await staff.reload();
  const deskPayments = staff.getByTestId('desk-payments');
  await expect(staff.getByTestId('gate-in_production')).toContainText('The deposit of');
  // The step answers the desk's view of the order (issue 50): the gate it opened shows without a reload or a refresh
  // of the order's page (no document load of it, no server-component request for it; the console's link prefetches
  // of other pages do not count).
  const pageLoads: string[] = [];
  const countLoads = (request: Request) => {
    const ofThisPage = new URL(request.url()).pathname === `/admin/orders/${orderId}`;
    if (ofThisPage && (request.resourceType() === 'document' || request.headers()['rsc'])) pageLoads.push(request.url());
  };
  staff.on('request', countLoads);
  await deskPayments.getByTestId('confirm-notice').click();
  await staff.getByTestId('money-dialog-confirm').getByTestId('money-submit').click();
  await expect(deskPayments.getByTestId('payment-notice')).toHaveAttribute('data-status', 'confirmed');
  await expect(deskPayments.getByTestId('money-paid')).toHaveText(withCode(deposit));
  await expect(staff.getByTestId('move-in_production')).toBeDisabled();
  await expect(staff.getByTestId('gate-in_production')).toContainText('is not approved yet');
  await expect(staff.getByTestId('gate-in_production')).not.toContainText('deposit');
  staff.off('request', countLoads);
  expect(pageLoads, 'the deposit opened its gate without reloading the desk').toEqual([]);

  // ---- 4. a proof is asked to change, then approved ----
  await postProofFromDesk(staff, browser, 1, 'Laser engraved, 2 mm high.');
  await page.reload();
  const proofLine = page.getByTestId('order-proofs').getByTestId('proof-line');
  await proofLine.getByTestId('proof-ask-changes').click();
  await proofLine.getByTestId('proof-comment-input').fill('Please make the letters larger.');
  await proofLine.getByTestId('proof-changes-send').click();
  await expect(proofLine).toHaveAttribute('data-state', 'changes_requested');
  await accessible(page, 'order details: proofs, payment notice');
  await staff.reload();
  await postProofFromDesk(staff, browser, 2, 'Letters now 4 mm high.');
  await page.reload();
  await proofLine.getByTestId('proof-approve').click();
  await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Approve proof' }).click();
  await expect(proofLine).toHaveAttribute('data-state', 'approved');

  // ---- 5. production starts; a quality check with photos is posted, and the buyer sees it ----
  await staff.reload();
  await expect(staff.getByTestId('gate-in_production')).toHaveCount(0);
  await staff.getByTestId('move-in_production').click();
  await staff.getByTestId('confirm-dialog').getByRole('button', { name: 'Start production' }).click();
  await expect(staff.getByTestId('staff-order')).toHaveAttribute('data-status', 'in_production');
  const production = staff.getByTestId('desk-production');
  await production.getByTestId('production-post').click();
  const update = staff.getByTestId('production-form');
  await update.getByTestId('production-milestone').selectOption('quality_check');
  await update.getByTestId('inspection-sample').fill('50');
  await update.getByTestId('inspection-defects').fill('0');
  await update.getByTestId('inspection-pass').check();
  await update.getByTestId('production-note').fill('All pieces checked against the approved proof v2.');
  await update.getByTestId('upload-input').setInputFiles([{ name: 'qc.png', mimeType: 'image/png', buffer: await photoOf(staff, goods!.imageUrl, '#f4efe6') }]);
  await expect(update.getByTestId('uploaded-file')).toHaveCount(1, { timeout: 20_000 });
  await update.getByTestId('production-submit').click();
  await expect(update).toHaveCount(0);
  await page.reload();
  const timeline = page.getByTestId('order-production');
  await expect(timeline.getByTestId('production-update')).toHaveAttribute('data-milestone', 'quality_check');
  await expect(timeline.getByTestId('production-inspection')).toHaveAttribute('data-result', 'pass');
  await expect(timeline.getByTestId('production-media')).toHaveCount(1);
  await accessible(page, 'order details: production timeline');
  await accessible(staff, 'order desk: payments, proofs, production');
  await shoot(page, 'buyer-in-production');
  await shoot(staff, 'desk-in-production');

  // ---- 6. the balance is received; a partial shipment goes out, then the rest ----
  await staff.reload();
  await deskPayments.getByTestId('record-receipt').click();
  const receipt = staff.getByTestId('money-dialog-receipt');
  await receipt.getByTestId('money-amount').fill(cents(total - deposit).toFixed(2));
  await receipt.getByTestId('money-method').fill('Bank transfer (T/T)');
  await receipt.getByTestId('money-submit').click();
  await expect(deskPayments.getByTestId('money-paid')).toHaveText(withCode(total));
  const qty = goods!.moq;
  expect(qty, 'the goods ship in two parts').toBeGreaterThan(1);
  const part = Math.floor(qty / 2);
  await recordShipmentInConsole(staff, { carrier: 'DHL Express', trackingNo: 'JD0146002', qty: part });
  await expect(staff.getByTestId('staff-order')).toHaveAttribute('data-status', 'in_production');
  await page.reload();
  const shipments = page.getByTestId('order-shipments');
  await expect(shipments.getByTestId('still-in-production')).toContainText(`Still in production: ${(qty - part).toLocaleString('en-US')} pcs`);
  await staff.reload();
  await recordShipmentInConsole(staff, { carrier: 'UPS', trackingNo: '1Z999AA10123456785' });
  await expect(staff.getByTestId('staff-order')).toHaveAttribute('data-status', 'shipped');
  await staff.context().close();

  // ---- 7. the buyer downloads the packing list and confirms receipt ----
  await page.reload();
  await expect(page.getByTestId('order-detail')).toHaveAttribute('data-status', 'shipped');
  await expect(shipments.getByTestId('order-shipment')).toHaveCount(2);
  await accessible(page, 'order details: shipments, confirm receipt');
  await shoot(page, 'buyer-shipped');
  const [packingList] = await Promise.all([page.waitForEvent('download'), shipments.getByTestId('shipment-packing-list').first().click()]);
  expect(packingList.suggestedFilename()).toMatch(new RegExp(`^Packing.list.${orderNo}-1\\.pdf$`));
  await page.getByTestId('confirm-receipt').click();
  await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Goods received' }).click();
  await expect(page.getByTestId('order-detail')).toHaveAttribute('data-status', 'completed');
  await expect.poll(() => smtp.messages.filter((m) => m.to.includes(buyer.email.toLowerCase())).some((m) => m.text.includes(`your order ${orderNo} is completed`))).toBe(true);
});
