import type { Page } from '@playwright/test';
import { API, type InquiryDetail, type OrderPlaced } from '@sw/protocol';
import { expectAccessible } from './support/axe';
import { registerBuyer, signInThroughProxy } from './support/buyers';
import { backend, confirmEmailByCall, sendInquiryByCall, sendQuotation, staffContext, twoGoods } from './support/quotations';
import { expect, test } from './support/smtp';

/**
 * Company sharing on the storefront (docs/protocol.md, Company sharing): the lists say who placed each record and
 * filter Mine / Everyone's; a viewer's screens offer no writes and say why. The viewer's seat is the header data's
 * (here answered as a viewer's for the buyer's own session: the back-end's 20011 for a viewer is tested over HTTP, in
 * company.sharing.http.test.ts and contracts.roles.http.test.ts).
 */

/** Pictures at 1366 px and 390 px with SCREENSHOTS=1, to look at by eye. */
async function both(page: Page, name: string) {
  if (process.env.SCREENSHOTS !== '1') return;
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `/tmp/sharing-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

/** The header data answers this session's seat as a viewer's. */
async function seatAsViewer(page: Page) {
  await page.route('**/api/post', async (route) => {
    const body = route.request().postDataJSON() as { url?: string } | null;
    if (!String(body?.url ?? '').includes('headerData.do')) return route.continue();
    const response = await route.fetch();
    const json = await response.json();
    if (json?.data?.seat) json.data.seat = { ...json.data.seat, companyRole: 'viewer' };
    await route.fulfill({ response, json });
  });
}

test('the lists say who placed each record and filter mine / everyone\'s; a viewer is offered no writes', async ({ page, browser, smtp }) => {
  test.setTimeout(240_000);
  const buyer = await registerBuyer(page.request, 'sharing');
  await signInThroughProxy(page, buyer.email, buyer.password);
  await confirmEmailByCall(page.request, smtp, buyer.email).catch(() => undefined);
  const [goods] = await twoGoods(page.request);
  const created = await sendInquiryByCall(page.request, goods);
  const desk = await staffContext(browser);
  const { quotationId } = await sendQuotation(desk.request, created.inquiryId, goods.title, goods.moq, 2, 1.8);
  await desk.close();
  await backend<InquiryDetail>(page.request, API.inquiryOrder.acceptQuotation, { inquiryId: created.inquiryId, quotationId });
  const order = await backend<OrderPlaced>(page.request, API.erp.placeOrder, {
    inquiryId: created.inquiryId, quotationId,
    address: { contactName: 'Ana Silva', phone: '+351 912 345 678', country: 'PT', city: 'Porto', street: 'Rua das Flores 12' },
  });

  await page.goto('/orders/list');
  const row = page.getByTestId('order-row').filter({ hasText: order.orderNo });
  await expect(row.getByTestId('placed-by')).toHaveText('placed by you');
  await expect(page.getByTestId('whose-all')).toHaveAttribute('aria-pressed', 'true');
  await page.getByTestId('whose-mine').click();
  await expect(page.getByTestId('whose-mine')).toHaveAttribute('aria-pressed', 'true');
  await expect(row).toBeVisible();
  await both(page, 'order-list');
  await page.goto('/inquiry/list');
  await expect(page.getByTestId('inquiry-row').filter({ hasText: created.inquiryNo }).getByTestId('placed-by')).toHaveText('sent by you');
  await page.goto(`/orders/details?orderId=${order.orderId}`);
  await expect(page.getByTestId('order-detail').getByTestId('placed-by')).toHaveText('placed by you');
  await expect(page.getByTestId('action-cancel-order')).toBeVisible();

  await seatAsViewer(page);
  await page.goto(`/orders/details?orderId=${order.orderId}`);
  await expect(page.getByTestId('viewer-note')).toContainText('Your role is Viewer');
  await expect(page.getByTestId('thread-closed')).toContainText('Your role is Viewer');
  await expect(page.getByTestId('action-cancel-order')).toHaveCount(0);
  await expect(page.getByTestId('open-notice')).toHaveCount(0);
  await expectAccessible(page, 'order details, viewer');
  await both(page, 'order-viewer');
  await page.goto(`/inquiry/details?inquiryId=${created.inquiryId}`);
  await expect(page.getByTestId('viewer-note')).toContainText('Your role is Viewer');
  await expect(page.getByTestId('action-add-to-cart')).toBeHidden();
  await expect(page.getByTestId('thread-closed')).toBeVisible();
  await expectAccessible(page, 'inquiry details, viewer');
  await both(page, 'inquiry-viewer');
});
