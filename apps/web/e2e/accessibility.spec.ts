import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { API, type CartChange, type GoodsDetailView, type InquiryDetail, type OrderPlaced } from '@sw/protocol';
import { expectAccessible } from './support/axe';
import { registerBuyer, signInThroughProxy, staffPage } from './support/buyers';
import { backend, confirmEmailByCall, sendInquiryByCall, sendQuotation, staffContext, twoGoods } from './support/quotations';
import { expect, test } from './support/smtp';

/**
 * axe-core (WCAG 2.x A and AA) on every storefront, account and console screen, at 1366 px and 390 px, for a
 * visitor, a buyer and staff, with the dialogs and menus open. A new screen adds one `check(...)` line to its walk.
 */

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

/** Checks the page at both widths; `open` (optional) opens a dialog or menu first, at each width. */
async function check(page: Page, label: string, path: string | null, open?: () => Promise<void>) {
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    if (path !== null) await page.goto(path);
    await page.waitForLoadState('networkidle').catch(() => undefined);
    if (open) await open();
    await expectAccessible(page, label);
  }
  await page.setViewportSize(DESKTOP);
}

/** Opens a dialog with a click and checks it, then closes it with Escape. */
async function checkDialog(page: Page, label: string, opener: string, dialog = page.getByRole('dialog')) {
  await page.getByTestId(opener).click();
  await expect(dialog.first()).toBeVisible();
  await expectAccessible(page, label);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
}

/** At both widths: the page, then each dialog its openers open. */
async function checkWithDialogs(page: Page, label: string, path: string, openers: Record<string, string>) {
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    await page.goto(path);
    await page.waitForLoadState('networkidle').catch(() => undefined);
    await expectAccessible(page, label);
    for (const [name, opener] of Object.entries(openers)) await checkDialog(page, `${label}: ${name}`, opener);
  }
  await page.setViewportSize(DESKTOP);
}

/** A buyer (in `request`'s cookies) with a confirmed email, an inquiry quoted by the desk and, when asked, an order. */
async function quotedInquiry(request: APIRequestContext, browser: Browser, smtp: Parameters<typeof confirmEmailByCall>[1], email: string, goods: GoodsDetailView) {
  await confirmEmailByCall(request, smtp, email).catch(() => undefined);
  const created = await sendInquiryByCall(request, goods);
  const desk = await staffContext(browser);
  const quotation = await sendQuotation(desk.request, created.inquiryId, goods.title, goods.moq, 2, 1.8);
  await desk.close();
  return { ...created, quotationId: quotation.quotationId };
}

async function placeOrder(request: APIRequestContext, inquiryId: string, quotationId: string): Promise<OrderPlaced> {
  await backend<InquiryDetail>(request, API.inquiryOrder.acceptQuotation, { inquiryId, quotationId });
  return backend<OrderPlaced>(request, API.erp.placeOrder, {
    inquiryId, quotationId, address: { contactName: 'Ana Silva', phone: '+351 912 345 678', country: 'PT', city: 'Porto', street: 'Rua das Flores 12' },
  });
}

test.describe('accessibility (axe-core, WCAG 2.x A/AA)', () => {
  test.describe.configure({ timeout: 600_000 });

  test('a visitor: every public screen, the sign-in dialog, the products menu, the search and the phone drawer', async ({ page, request }) => {
    const [goods] = await twoGoods(request);
    await check(page, 'home', '/');
    await check(page, 'goods list', '/goods/list');
    await check(page, 'goods list, no match', '/goods/list?keyWords=zzzqqq');
    await check(page, 'goods details', `/goods/details/${goods.goodsId}`);
    await check(page, 'factories', '/factories');
    await check(page, 'factory details', '/factories/details');
    await check(page, 'about', '/about');
    await check(page, 'resources', '/about/resources');
    await check(page, 'OEM / ODM', '/OEM-ODM');
    await check(page, 'not found', '/no-such-page');

    await page.goto('/');
    await checkDialog(page, 'sign-in dialog', 'sign-in-button');
    await checkDialog(page, 'search dialog', 'search-trigger');
    await page.getByRole('button', { name: 'Open the products menu' }).click();
    await expect(page.getByTestId('products-dialog')).toBeVisible();
    await expectAccessible(page, 'products menu');
    await page.keyboard.press('Escape');

    await page.setViewportSize(PHONE);
    await page.goto('/');
    await checkDialog(page, 'sign-in dialog (phone)', 'sign-in-button');
    await checkDialog(page, 'phone drawer', 'mobile-menu-button');
    await page.setViewportSize(DESKTOP);
  });

  test('a buyer: the cart, the inquiry and order screens with their dialogs, the account screens and menus', async ({ page, browser, smtp }) => {
    const buyer = await registerBuyer(page.request, 'a11y');
    await signInThroughProxy(page, buyer.email, buyer.password);
    await check(page, 'my account, email not confirmed', '/myAccount');
    await check(page, 'cart, empty', '/inquiry/cart');
    const [goods, second] = await twoGoods(page.request);
    const quoted = await quotedInquiry(page.request, browser, smtp, buyer.email, goods);
    const inCart = await backend<CartChange>(page.request, API.inquiryCart.putIntoCart, { goodsId: second.goodsId, specId: second.skus[0]?.specId, qty: second.moq });
    const lineId = inCart.line!.lineId;

    await check(page, 'cart', '/inquiry/cart');
    await check(page, 'customization', `/goods/customization/${second.goodsId}`);
    await check(page, 'edit customization', `/inquiry/editCustomization?lineId=${lineId}`);
    await check(page, 'confirm inquiry details', `/inquiry/confirmInquiryDetails?lines=${lineId}`);
    await check(page, 'quick inquiry', '/inquiry/addQuickInquiry');
    await check(page, 'inquiry sent', `/success?inquiryNo=${quoted.inquiryNo}&inquiryId=${quoted.inquiryId}`);
    await check(page, 'my inquiry', '/inquiry/list');
    await check(page, 'inquiry details', `/inquiry/details?inquiryId=${quoted.inquiryId}`);
    await check(page, 'original request', `/inquiry/originalRequest?inquiryId=${quoted.inquiryId}`);
    await checkWithDialogs(page, 'quotation', `/inquiry/quotation?inquiryId=${quoted.inquiryId}`, {
      'revision dialog': 'action-revision',
      'decline dialog': 'action-decline',
      'accept dialog': 'action-accept',
    });

    const other = await quotedInquiry(page.request, browser, smtp, buyer.email, second);
    await check(page, 'edit inquiry', `/inquiry/edit?inquiryId=${other.inquiryId}`);
    await backend(page.request, API.inquiryOrder.acceptQuotation, { inquiryId: quoted.inquiryId, quotationId: quoted.quotationId });
    await check(page, 'quotation, accepted', `/inquiry/quotation?inquiryId=${quoted.inquiryId}`);
    await check(page, 'order form', `/orders/place?inquiryId=${quoted.inquiryId}`);
    const order = await placeOrder(page.request, other.inquiryId, other.quotationId);
    await check(page, 'order sent', `/success?orderNo=${order.orderNo}&orderId=${order.orderId}`);
    await check(page, 'my order', '/orders/list');
    await checkWithDialogs(page, 'order details', `/orders/details?orderId=${order.orderId}`, { 'cancel dialog': 'action-cancel-order' });
    await check(page, 'activity log', '/logs');
    await check(page, 'my account', '/myAccount');

    await page.goto('/');
    await page.getByTestId('user-menu-button').click();
    await expect(page.getByTestId('user-menu')).toBeVisible();
    await expectAccessible(page, 'user menu');
    await page.setViewportSize(PHONE);
    await page.goto('/');
    await checkDialog(page, 'phone drawer, signed in', 'mobile-menu-button');
    await page.setViewportSize(DESKTOP);
  });

  test('staff: every console screen and its dialogs', async ({ browser, request, smtp }) => {
    const [goods, second] = await twoGoods(request);
    const buyer = await registerBuyer(request, 'a11ydesk');
    await confirmEmailByCall(request, smtp, buyer.email);
    const waiting = await sendInquiryByCall(request, second);
    const quoted = await quotedInquiry(request, browser, smtp, buyer.email, goods);
    const order = await placeOrder(request, quoted.inquiryId, quoted.quotationId);

    const page = await staffPage(browser);
    await check(page, 'console home', '/admin');
    await check(page, 'inquiry queue', '/admin/inquiries');
    await checkWithDialogs(page, 'inquiry desk, waiting (quotation editor)', `/admin/inquiries/${waiting.inquiryId}`, { 'decline dialog': 'decline-inquiry' });
    await check(page, 'inquiry desk, accepted', `/admin/inquiries/${quoted.inquiryId}`);
    await check(page, 'order queue', '/admin/orders');
    await checkWithDialogs(page, 'order desk, placed', `/admin/orders/${order.orderId}`, { 'confirm dialog': 'move-confirmed', 'cancel dialog': 'move-cancelled' });
    const desk = await staffContext(browser);
    for (const to of ['confirmed', 'in_production']) await backend(desk.request, API.staff.moveOrder, { orderId: order.orderId, to });
    await desk.close();
    await checkWithDialogs(page, 'order desk, in production', `/admin/orders/${order.orderId}`, { 'ship dialog': 'move-shipped' });
    await check(page, 'access requests', '/admin/access');
    await check(page, 'leads', '/admin/leads');
    await check(page, 'members', '/admin/members');
    const memberHref = await page.getByTestId('members').getByRole('link').first().getAttribute('href');
    await check(page, 'member', memberHref!);
    await check(page, 'audit trail', '/admin/audit');
    await check(page, 'mail desk', '/admin/mail');
    await check(page, 'catalogue', '/admin/catalog');
    await check(page, 'new goods', '/admin/catalog/goods/new');
    await check(page, 'edit goods', `/admin/catalog/goods/${goods.goodsId}`);
    await check(page, 'categories', '/admin/catalog/categories');
    await check(page, 'facets', '/admin/catalog/facets');
    await check(page, 'factories', '/admin/catalog/factories');
    await check(page, 'home page content', '/admin/catalog/home');
    await page.context().close();
  });
});
