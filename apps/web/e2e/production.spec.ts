import type { Page } from '@playwright/test';
import { API, type OrderPlaced } from '@sw/protocol';
import { registerBuyer, signInFromHeader, staffPage } from './support/buyers';
import { backend, confirmEmailByCall, sendInquiryByCall, sendQuotation, staffContext, twoGoods } from './support/quotations';
import { photoOf } from './support/orderSteps';
import { expect, test } from './support/smtp';

/**
 * Production updates in the browser (issue 27): the sales team posts a quality check with its inspection and photos
 * from the console's order page; the buyer sees it in the order's timeline, opens the photo viewer and pages through it
 * with the buttons and the arrow keys, and is emailed. The order shows the day it promised to ship.
 * With SCREENSHOTS=1 it also takes pictures of the form, the timeline and the viewer at 1366 and 390 px.
 */

const SHOTS = process.env.SCREENSHOTS === '1';

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.waitForTimeout(400);
    await page.screenshot({ path: `/tmp/production-${name}-${width}.png`, fullPage: !(await page.getByRole('dialog').count()) });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

test('staff post a quality check with photos; the buyer sees it in the timeline and pages through the viewer', async ({ page, request, browser, smtp }) => {
  test.setTimeout(240_000);
  const [goods] = await twoGoods(request);
  const buyer = await registerBuyer(request, 'production');
  await page.goto('/');
  await signInFromHeader(page, buyer);
  await confirmEmailByCall(page.request, smtp, buyer.email);
  const created = await sendInquiryByCall(page.request, goods);
  const desk = await staffContext(browser);
  await sendQuotation(desk.request, created.inquiryId, goods.title, goods.moq, 2);
  const detail = await backend<{ quotation: { quotationId: string } }>(page.request, API.inquiryOrder.inquiryOrderDetail1562b, { inquiryId: created.inquiryId });
  await backend(page.request, API.inquiryOrder.acceptQuotation, { inquiryId: created.inquiryId, quotationId: detail.quotation.quotationId });
  const placed = await backend<OrderPlaced>(page.request, API.erp.placeOrder, {
    inquiryId: created.inquiryId, quotationId: detail.quotation.quotationId,
    address: { contactName: 'Ana Silva', phone: '+351 912 345 678', country: 'PT', city: 'Porto', street: 'Rua das Flores 12' },
  });
  const orderId = placed.orderId;
  const promised = new Date(Date.now() + 25 * 86_400_000).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

  // Before production the buyer sees the promised day, and no production panel.
  await page.goto(`/orders/details?orderId=${orderId}`);
  await expect(page.getByTestId('detail-promised')).toHaveText(` · ships by ${promised}`);
  await expect(page.getByTestId('order-production')).toHaveCount(0);
  const photos = [await photoOf(page, goods.imageUrl, '#f4efe6'), await photoOf(page, goods.imageUrl, '#e6edf4')];

  await backend(desk.request, API.staff.moveOrder, { orderId, to: 'confirmed' });
  await backend(desk.request, API.staff.moveOrder, { orderId, to: 'in_production', override: 'Browser test of production updates.' });
  await desk.close();

  // ---- the console: the panel, then the form with the inspection and two photos ----
  const staff = await staffPage(browser);
  await staff.goto(`/admin/orders/${orderId}`);
  await expect(staff.getByTestId('staff-order-promised')).toHaveText(` · ships by ${promised}`);
  await expect(staff.getByTestId('order-late')).toHaveCount(0);
  const panel = staff.getByTestId('desk-production');
  await expect(panel.getByTestId('production-empty')).toContainText('No updates yet');
  await panel.getByTestId('production-post').click();
  const form = staff.getByTestId('production-form');
  await form.getByTestId('production-milestone').selectOption('quality_check');
  await form.getByTestId('inspection-sample').fill('80');
  await form.getByTestId('production-submit').click();
  await expect(form.getByText('Please enter the defects found as a whole number (0 or more).')).toBeVisible();
  await expect(form.getByText('Please choose pass or fail.')).toBeVisible();
  await form.getByTestId('inspection-pass').check();
  await form.getByTestId('inspection-defects').fill('81');
  await form.getByTestId('production-submit').click();
  await expect(form.getByText('The defects found cannot be more than the sample size.')).toBeVisible();
  await form.getByTestId('inspection-defects').fill('1');
  await form.getByTestId('production-note').fill('AQL 2.5, level II: one ring with a light scratch, replaced.');
  await form.getByTestId('upload-input').setInputFiles([
    { name: 'qc-front.png', mimeType: 'image/png', buffer: photos[0]! },
    { name: 'qc-side.png', mimeType: 'image/png', buffer: photos[1]! },
  ]);
  await expect(form.getByTestId('uploaded-file')).toHaveCount(2, { timeout: 20_000 });
  await shoot(staff, 'desk-form');
  const mails = smtp.count(buyer.email);
  await form.getByTestId('production-submit').click();
  await expect(form).toHaveCount(0);
  const deskEntry = panel.getByTestId('production-update');
  await expect(deskEntry).toHaveCount(1);
  await expect(deskEntry.getByTestId('production-inspection')).toContainText('1 defective of 80 sampled');
  await expect(deskEntry.getByTestId('production-media')).toHaveCount(2);
  await shoot(staff, 'desk-timeline');

  // An on-time order is not in the queue's 'Late' filter.
  await staff.goto(`/admin/orders?late=1&buyer=${encodeURIComponent(buyer.email)}`);
  await expect(staff.getByText('No order matches these filters.')).toBeVisible();
  await staff.goto(`/admin/orders?buyer=${encodeURIComponent(buyer.email)}`);
  await expect(staff.getByTestId('order-queue-row')).toHaveCount(1);
  await expect(staff.getByTestId('order-queue-row').getByTestId('order-late')).toHaveCount(0);
  await shoot(staff, 'desk-queue');
  await staff.context().close();

  // ---- the buyer: the timeline, the viewer, the email ----
  await page.reload();
  const production = page.getByTestId('order-production');
  await expect(production).toBeVisible();
  await expect(production.getByTestId('production-milestones').locator('[data-done="true"]')).toHaveText(['Quality check (reached)']);
  const entry = production.getByTestId('production-update');
  await expect(entry).toHaveAttribute('data-milestone', 'quality_check');
  await expect(entry.getByTestId('production-inspection')).toHaveAttribute('data-result', 'pass');
  await expect(entry.getByTestId('production-note')).toHaveText('AQL 2.5, level II: one ring with a light scratch, replaced.');
  await shoot(page, 'buyer-timeline');

  await entry.getByTestId('production-media').first().click();
  const viewer = page.getByRole('dialog', { name: /Quality check/ });
  await expect(viewer).toBeVisible();
  await expect(viewer.getByTestId('media-position')).toHaveText('1 of 2');
  await expect(viewer.getByTestId('media-photo')).toHaveJSProperty('complete', true);
  expect(await viewer.getByTestId('media-photo').evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(900);
  await expect(viewer.getByTestId('media-name')).toHaveText('qc-front.png');
  await page.keyboard.press('ArrowRight');
  await expect(viewer.getByTestId('media-position')).toHaveText('2 of 2');
  await expect(viewer.getByTestId('media-name')).toHaveText('qc-side.png');
  await shoot(page, 'buyer-viewer');
  await viewer.getByTestId('media-next').click();
  await expect(viewer.getByTestId('media-position')).toHaveText('1 of 2');
  await page.keyboard.press('ArrowLeft');
  await expect(viewer.getByTestId('media-position')).toHaveText('2 of 2');
  await viewer.getByTestId('media-previous').click();
  await expect(viewer.getByTestId('media-position')).toHaveText('1 of 2');
  await page.keyboard.press('Escape');
  await expect(viewer).toHaveCount(0);

  await expect.poll(() => smtp.messages.slice(0).filter((m) => m.to.includes(buyer.email.toLowerCase())).length, { timeout: 20_000 }).toBeGreaterThan(mails);
  const mail = smtp.messages.filter((m) => m.to.includes(buyer.email.toLowerCase())).at(-1)!.text;
  expect(mail).toContain('Inspection: PASSED, 1 defective of 80 pieces sampled.');
  expect(mail).toContain('AQL 2.5, level II');

  // The order list says the promised day too.
  await page.goto('/orders/list');
  await expect(page.getByTestId('order-row').first().getByTestId('order-promised')).toHaveText(` · ships by ${promised}`);
  await shoot(page, 'buyer-list');
});
