import { type Page } from '@playwright/test';
import { expect, test } from './support/smtp';
import { API, NEW_ARRIVALS_HREF } from '@sw/protocol';
import { UI_LIMITS } from '../lib/constants';
import { UI_MSG } from '../lib/copy';
import { demoAccount } from './support/accounts';
import { signInThroughProxy } from './support/buyers';

/** The storefront shell of spec 2 (header, products dialog, search, contact panel, footer, 404, themes) in Chromium. */

const PORT = Number(process.env.E2E_PORT ?? 3210);
const SISTER = `http://sister.example.test:${PORT}`;

let seq = 0;
const uniqueEmail = (label: string) => `${label}.${Date.now().toString(36)}${(++seq).toString(36)}@example.com`;

/** Signs in through the proxy, as the sign-in dialog does, and waits for the user menu. */
async function signIn(page: Page, email: string, password: string) {
  const info = await signInThroughProxy(page, email, password);
  await expect(page.getByTestId('user-menu-button')).toBeVisible();
  return info;
}

const productsLink = (page: Page) => page.getByTestId('main-nav').getByRole('link', { name: 'Products', exact: true });
const dialog = (page: Page) => page.getByTestId('products-dialog');

async function openSearch(page: Page) {
  await page.getByTestId('search-trigger').click();
  await expect(page.getByTestId('search-dialog')).toBeVisible();
}

test.describe('header', () => {
  test('contact bar, logo, the five links, cart, sign-in and the wholesale site button', async ({ page }) => {
    await page.goto('/');
    const bar = page.getByTestId('contact-bar');
    await expect(bar).toContainText('+86 138 2600 4512');
    await expect(bar).toContainText('sales@steelora.example');
    await expect(bar.getByRole('link', { name: /Facebook|Instagram|Pinterest|videos/ })).toHaveCount(5);
    await expect(page.getByTestId('logo')).toHaveAccessibleName('Steelora home');

    const nav = page.getByTestId('main-nav');
    await expect(nav.getByRole('link', { name: 'Products', exact: true })).toHaveAttribute('href', '/goods/list');
    await expect(nav.getByRole('link', { name: 'OEM / ODM' })).toHaveAttribute('href', '/OEM-ODM');
    await expect(nav.getByRole('link', { name: 'Resources' })).toHaveAttribute('href', '/about/resources');
    await expect(nav.getByRole('link', { name: 'Our Factories' })).toHaveAttribute('href', '/factories');
    await expect(nav.getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about');

    await expect(page.getByRole('link', { name: 'Inquiry Cart(0)' })).toBeVisible();
    await expect(page.getByRole('button', { name: UI_MSG.signInRegister })).toBeVisible();
    const wholesale = page.getByTestId('wholesale-site');
    await expect(wholesale).toHaveAttribute('href', 'https://wholesale.steelora.example');
    await expect(wholesale).toHaveAttribute('target', '_blank');
  });

  test('becomes compact after 200 px of scroll', async ({ page }) => {
    await page.goto('/');
    const header = page.getByTestId('site-header');
    await expect(header).toHaveAttribute('data-compact', 'false');
    await page.evaluate(() => document.body.style.setProperty('min-height', '4000px'));
    await page.evaluate(() => window.scrollTo(0, 199));
    await page.waitForTimeout(150);
    await expect(header).toHaveAttribute('data-compact', 'false');
    await page.evaluate((y) => window.scrollTo(0, y), UI_LIMITS.headerCompactScrollPx);
    await expect(header).toHaveAttribute('data-compact', 'true');
    await expect(page.getByTestId('contact-bar')).toHaveCSS('opacity', '0');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute('data-compact', 'false');
  });

  test("a visitor's 'Inquiry Cart(0)' opens the sign-in dialog instead of the cart", async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Inquiry Cart(0)' }).click();
    await expect(page.getByRole('dialog', { name: /sign in/i })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a member sees the user menu, the cart link carries the time, and Sign Out returns to the visitor header', async ({ page }) => {
    await page.goto('/');
    await signIn(page, uniqueEmail('menu'), 'Menu1234');
    await expect(page.getByRole('button', { name: UI_MSG.signInRegister })).toHaveCount(0);
    await page.getByTestId('user-menu-button').click();
    const menu = page.getByTestId('user-menu');
    await expect(menu.getByRole('menuitem', { name: 'My Inquiry' })).toHaveAttribute('href', '/inquiry/list');
    await expect(menu.getByRole('menuitem', { name: 'My Order' })).toHaveAttribute('href', '/orders/list');
    await expect(menu.getByRole('menuitem', { name: 'My Account' })).toHaveAttribute('href', '/myAccount');
    await page.keyboard.press('Escape');

    const before = Date.now();
    await page.getByRole('link', { name: /^Inquiry Cart\(\d+\)$/ }).click();
    await expect(page).toHaveURL(/\/inquiry\/cart\?time=\d+$/);
    const time = Number(new URL(page.url()).searchParams.get('time'));
    expect(time).toBeGreaterThanOrEqual(before - 1000);
    expect(time).toBeLessThanOrEqual(Date.now());

    await page.goto('/');
    await page.getByTestId('user-menu-button').click();
    await page.getByTestId('user-menu').getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(page.getByRole('button', { name: UI_MSG.signInRegister })).toBeVisible();
    // Sign Out then loads / again, which may be under way while the storage is read: ask until it answers.
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem('sw_user')).catch(() => 'navigating')).toBeNull();
  });

  test('the user menu: hover opens it, a mouse click keeps it open and pins it, keyboard and Escape work', async ({ page }) => {
    await page.goto('/');
    await signIn(page, uniqueEmail('pin'), 'Pin12345');
    const button = page.getByTestId('user-menu-button');
    const menu = page.getByTestId('user-menu');
    // The left edge of the page, below the header: nothing to click there.
    const away = () => page.mouse.move(6, 520);

    // Hover opens; leaving closes shortly after.
    await button.hover();
    await expect(menu).toBeVisible();
    await away();
    await expect(menu).toBeHidden();

    // A real mouse click (the pointer moves over the button first, so hover has opened it already): it stays open.
    await button.click();
    await expect(menu).toBeVisible();
    await page.waitForTimeout(400);
    await expect(menu).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    // Pinned: leaving does not close it.
    await away();
    await page.waitForTimeout(500);
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'My Account' })).toBeVisible();
    // The next click closes it; a click outside closes it too.
    await button.click();
    await expect(menu).toBeHidden();
    await button.click();
    await expect(menu).toBeVisible();
    await away();
    await page.mouse.down();
    await page.mouse.up();
    await expect(menu).toBeHidden();

    // Keyboard: Enter opens, arrows move through the entries, Escape closes and gives the focus back.
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'My Inquiry' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'My Order' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
    // A pinned menu's entry works with the mouse.
    await button.click();
    await menu.getByRole('menuitem', { name: 'My Account' }).click();
    await expect(page).toHaveURL(/\/myAccount$/);
    await expect(menu).toBeHidden();
  });

  test('the header reloads after a successful sign-in (cart count and new arrivals, without a page load)', async ({ page }) => {
    await page.goto('/');
    await openSearch(page);
    await expect(page.getByTestId('request-access')).toBeVisible();
    await page.keyboard.press('Escape');
    // Sign in with the sign-in dialog: on success it announces the login and the header reloads its member part.
    await page.getByRole('button', { name: UI_MSG.signInRegister }).click();
    const signInDialog = page.getByTestId('sign-in-dialog');
    await signInDialog.getByLabel('Email', { exact: true }).fill(demoAccount('buyer').email);
    await signInDialog.getByRole('button', { name: 'Continue' }).click();
    await signInDialog.getByLabel('Password', { exact: true }).fill(demoAccount('buyer').password);
    await signInDialog.getByRole('button', { name: 'Sign in' }).click();
    await expect(signInDialog).toBeHidden();
    await expect(page.getByTestId('user-menu-button')).toBeVisible();
    await openSearch(page);
    await expect(page.getByTestId('new-arrivals-carousel')).toBeVisible();
  });
});

test.describe('products hover dialog', () => {
  test('opens on hover, is 743 px high and hides 50 ms after the pointer leaves', async ({ page }) => {
    // The delays run on the page's own clock (Playwright's fake timers): a busy machine cannot stretch them. After the
    // page has loaded, its time stands still except when the test moves it.
    await page.clock.install();
    await page.goto('/');
    await page.clock.pauseAt(Date.now() + 1000);
    await expect(dialog(page)).toBeHidden();
    await productsLink(page).hover();
    await expect(dialog(page)).toBeVisible();
    const box = await dialog(page).boundingBox();
    expect(box?.height).toBeCloseTo(UI_LIMITS.productsDialogHeightPx, 2);
    await expect(dialog(page)).toHaveCSS('height', `${UI_LIMITS.productsDialogHeightPx}px`);

    // Moving from the link down into the dialog keeps it open.
    await page.mouse.move(400, (box?.y ?? 200) + 100, { steps: 8 });
    await page.clock.runFor(120);
    await expect(dialog(page)).toBeVisible();

    // Out of the menu: still open 1 ms before the delay, hidden at it.
    await page.mouse.move(60, 15);
    await page.clock.runFor(UI_LIMITS.productsDialogHideDelayMs - 1);
    await expect(dialog(page)).toBeVisible();
    await page.clock.runFor(1);
    await expect(dialog(page)).toBeHidden();
  });

  test('after a click on Products it stays closed over the list until the pointer leaves the link and comes back', async ({ page }) => {
    await page.goto('/');
    await productsLink(page).hover();
    await expect(dialog(page)).toBeVisible();
    await productsLink(page).click();
    await expect(page).toHaveURL(/\/goods\/list$/);
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    // The pointer rests on the link while the list loads and the header is drawn anew: no reopening.
    await page.waitForTimeout(800);
    await expect(dialog(page)).toBeHidden();
    // Moving on the link, or down to the goods, keeps it closed.
    const link = (await productsLink(page).boundingBox())!;
    await page.mouse.move(link.x + link.width / 2 + 2, link.y + link.height / 2, { steps: 2 });
    await page.waitForTimeout(200);
    await expect(dialog(page)).toBeHidden();
    await page.mouse.move(link.x + link.width / 2, link.y + 300, { steps: 6 });
    await page.waitForTimeout(200);
    await expect(dialog(page)).toBeHidden();
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    // Back on the link: it opens again.
    await productsLink(page).hover();
    await expect(dialog(page)).toBeVisible();
  });

  test('categories on the left, three shop-by columns with Shop All, the insert-material row', async ({ page }) => {
    await page.goto('/');
    await productsLink(page).hover();
    const panel = dialog(page);
    await expect(panel).toBeVisible();
    const category = panel.getByTestId('products-categories').getByRole('link').first();
    await expect(category).toHaveAttribute('href', /^\/goods\/list\?catName1=.+/);
    const columns = [
      ['shop-by-theme', 'cateIdForTheme'],
      ['shop-by-style', 'cateIdForStyle'],
      ['shop-by-plating-material', 'cateIdForPlatingMaterial'],
    ] as const;
    for (const [testId, param] of columns) {
      const column = panel.getByTestId(testId);
      await expect(column.getByRole('heading')).not.toBeEmpty();
      await expect(column.getByRole('listitem').first().getByRole('link')).toHaveAttribute('href', new RegExp(`^/goods/list\\?${param}=\\d+$`));
      await expect(column.getByRole('link', { name: 'Shop All' })).toBeVisible();
    }
    const insert = panel.getByTestId('shop-by-insert-material');
    await expect(insert.getByRole('listitem').first().getByRole('link')).toHaveAttribute('href', /^\/goods\/list\?cateIdForInsertMaterial=\d+$/);

    // Following a link closes the dialog and shows the filtered list.
    const href = await panel.getByTestId('shop-by-style').getByRole('listitem').first().getByRole('link').getAttribute('href');
    await panel.getByTestId('shop-by-style').getByRole('listitem').first().getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`${href!.replace('?', '\\?')}$`));
    await expect(panel).toBeHidden();
  });
});

test.describe('search dialog', () => {
  test('Enter opens the goods list in a new tab; empty text is not submitted', async ({ page, context }) => {
    await page.goto('/');
    await openSearch(page);
    const input = page.getByRole('searchbox', { name: UI_MSG.searchProducts });
    await expect(input).toBeFocused();
    await expect(input).toHaveAttribute('placeholder', UI_MSG.searchProducts);

    let popups = 0;
    context.on('page', () => popups++);
    await input.press('Enter');
    await input.fill('   ');
    await input.press('Enter');
    await page.waitForTimeout(500);
    expect(popups).toBe(0);
    await expect(page.getByTestId('search-dialog')).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/');

    await input.fill('heart ring');
    const [popup] = await Promise.all([context.waitForEvent('page'), input.press('Enter')]);
    await popup.waitForLoadState('domcontentloaded');
    expect(popup.url()).toBe(`http://localhost:${PORT}/goods/list?keyWords=heart%20ring`);
    expect(new URL(page.url()).pathname).toBe('/');
    await popup.close();
  });

  test('popular searches are listed and open the goods list', async ({ page }) => {
    await page.goto('/');
    await openSearch(page);
    const first = page.getByTestId('popular-searches').getByRole('link').first();
    await expect(first).toBeVisible();
    const term = (await first.textContent())!.trim();
    await expect(first).toHaveAttribute('href', `/goods/list?keyWords=${encodeURIComponent(term)}`);
    await expect(first).toHaveAttribute('target', '_blank');
  });

  test("a visitor sees no new arrivals, only 'Request Access to New Design', which opens the sign-in dialog", async ({ page }) => {
    await page.goto('/');
    await openSearch(page);
    await expect(page.getByTestId('new-arrivals-carousel')).toHaveCount(0);
    const request = page.getByRole('button', { name: UI_MSG.requestAccess });
    await expect(request).toBeVisible();
    await request.click();
    await expect(page.getByRole('dialog', { name: /sign in/i })).toBeVisible();
  });

  test("a new member (auditFlag 0) is offered 'Request Access to New Design', which leads to My Account", async ({ page }) => {
    await page.goto('/');
    await signIn(page, uniqueEmail('fresh'), 'Fresh1234');
    await openSearch(page);
    await expect(page.getByTestId('new-arrivals')).toHaveAttribute('data-audit-flag', '0');
    await expect(page.getByTestId('new-arrivals-carousel')).toHaveCount(0);
    await page.getByRole('button', { name: UI_MSG.requestAccess }).click();
    await expect(page).toHaveURL(/\/myAccount$/);
  });

  test('the approved demo buyer (auditFlag 2) sees new arrivals, 4 per page, each page scrolling 792 px', async ({ page }) => {
    await page.goto('/');
    await signIn(page, demoAccount('buyer').email, demoAccount('buyer').password);
    await openSearch(page);
    const carousel = page.getByTestId('new-arrivals-carousel');
    await expect(carousel).toBeVisible();
    await expect(page.getByRole('button', { name: UI_MSG.requestAccess })).toHaveCount(0);
    await expect(carousel).toHaveAttribute('data-per-page', String(UI_LIMITS.newArrivalsPerPage));
    const viewport = page.getByTestId('new-arrivals-viewport');
    expect((await viewport.boundingBox())?.width).toBeCloseTo(UI_LIMITS.newArrivalsPageScrollPx, 2);
    const items = page.getByTestId('new-arrivals-track').getByRole('listitem');
    const total = await items.count();
    expect(total).toBeGreaterThan(0);
    expect((await items.first().boundingBox())?.width).toBeCloseTo(UI_LIMITS.newArrivalsPageScrollPx / UI_LIMITS.newArrivalsPerPage, 2);
    await expect(items.first().getByRole('link')).toHaveAttribute('href', /^\/goods\/details\/\d+$/);
    if (total > UI_LIMITS.newArrivalsPerPage) {
      await page.getByRole('button', { name: 'Next new arrivals' }).click();
      await expect(carousel).toHaveAttribute('data-page', '1');
      await expect
        .poll(() => page.getByTestId('new-arrivals-track').evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).m41))
        .toBe(-UI_LIMITS.newArrivalsPageScrollPx);
    }
  });

  test('auditFlag 1 and 3 show their messages instead of new arrivals', async ({ page }) => {
    await page.goto('/');
    await signIn(page, uniqueEmail('audit'), 'Audit1234');
    for (const [flag, message] of [
      [1, UI_MSG.accessReceived],
      [3, UI_MSG.accessProblem],
    ] as const) {
      await page.route('**/api/post', async (route) => {
        const body = route.request().postDataJSON() as { url?: string };
        if (!body?.url?.startsWith(API.csite.headerData)) return route.fallback();
        const response = await route.fetch();
        const json = await response.json();
        json.data.searchInfo.newArrivals = { auditFlag: flag, dataList: [{ poGoodsId: '1', imgUrl: '/x.svg' }] };
        await route.fulfill({ response, json });
      });
      await page.reload();
      await openSearch(page);
      await expect(page.getByTestId('new-arrivals')).toHaveAttribute('data-audit-flag', String(flag));
      await expect(page.getByTestId('new-arrivals')).toContainText(message);
      await expect(page.getByTestId('new-arrivals-carousel')).toHaveCount(0);
      await expect(page.getByRole('button', { name: UI_MSG.requestAccess })).toHaveCount(0);
      await page.unrouteAll({ behavior: 'wait' });
    }
  });
});

test.describe('contact panel', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test("live chat, phone numbers, two offices, and the email copied with 'Copied to clipboard!'", async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Contact Us' }).click();
    const panel = page.getByRole('dialog', { name: 'Contact Us' });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Live Chat' })).toHaveAttribute('href', /^https:\/\//);
    await expect(panel.getByRole('link', { name: '+86 20 3892 1150' })).toHaveAttribute('href', 'tel:+862038921150');
    await expect(panel).toContainText('Guangzhou Head Office');
    await expect(panel).toContainText('Yiwu Showroom');
    await panel.getByRole('button', { name: 'Copy sales@steelora.example' }).click();
    await expect(page.getByTestId('toast').filter({ hasText: UI_MSG.copied })).toBeVisible();
    // Toasts rise at the bottom, clear of the header (logo, cart link, user menu).
    const toastBox = (await page.getByTestId('toast').first().boundingBox())!;
    const headerBox = (await page.getByTestId('site-header').boundingBox())!;
    expect(toastBox.y).toBeGreaterThan(headerBox.y + headerBox.height);
    expect(toastBox.y + toastBox.height).toBeLessThanOrEqual(page.viewportSize()!.height);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('sales@steelora.example');
    // Toasts last 2000 ms.
    await expect(page.getByTestId('toast').filter({ hasText: UI_MSG.copied })).toBeHidden({ timeout: UI_LIMITS.toastMs + 2000 });
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
  });
});

test.describe('the Contact Us button covers nothing', () => {
  type Box = { x: number; y: number; width: number; height: number };
  const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

  for (const viewport of [{ width: 1366, height: 900 }, { width: 390, height: 844 }]) {
    test(`at ${viewport.width} px: a tab at the edge mid-page, in full in the footer's room at the end, away while typing`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/goods/list');
      const widget = page.getByTestId('contact-widget');
      const button = page.getByTestId('contact-button');
      // Mid-page: a narrow tab in the right gutter on a wide screen, still named 'Contact Us'; nothing on a phone.
      await expect(widget).toHaveAttribute('data-mode', 'tucked');
      if (viewport.width >= 1024) {
        const tab = (await button.boundingBox())!;
        expect(tab.width).toBeLessThanOrEqual(20);
        expect(Math.round(tab.x + tab.width)).toBe(viewport.width);
        const cards = (await page.getByTestId('product-card').first().boundingBox())!;
        expect(tab.x).toBeGreaterThan(cards.x + 3 * cards.width);
        await expect(page.getByRole('button', { name: 'Contact Us' })).toBeVisible();
      } else {
        await expect(button).toBeHidden();
      }
      await page.screenshot({ path: `/tmp/shots/contact-tab-${viewport.width}.png` });
      // At the end of the page: in full, over the footer's room, clear of the copyright and the payment icons.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect(widget).toHaveAttribute('data-mode', 'full');
      await page.waitForTimeout(300);
      const full = (await button.boundingBox())!;
      expect(full.width).toBeGreaterThan(100);
      for (const part of [page.getByTestId('copyright'), page.getByTestId('payment-icons')]) {
        expect(overlaps(full, (await part.boundingBox())!)).toBe(false);
      }
      await page.screenshot({ path: `/tmp/shots/contact-end-${viewport.width}.png` });
      // Typing: it leaves the screen, and comes back after.
      await page.locator('#list-search').fill('ring');
      await expect(widget).toHaveAttribute('data-mode', 'away');
      await expect(button).toBeHidden();
      // (Typing scrolled the page up to the box: the tab again, or nothing on a phone.)
      await page.locator('#list-search').blur();
      await expect(widget).toHaveAttribute('data-mode', 'tucked');
    });
  }
});

test.describe('footer', () => {
  test('copyright with the current year, seven payment icons, company and customer-service links', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByTestId('site-footer');
    await expect(footer.getByTestId('copyright')).toHaveText(`© ${new Date().getFullYear()} Steelora. All rights reserved.`);
    const icons = footer.getByTestId('payment-icons').getByRole('img');
    await expect(icons).toHaveCount(7);
    for (const name of ['Visa', 'Mastercard', 'American Express', 'PayPal', 'Apple Pay', 'Google Pay', 'Discover']) {
      await expect(footer.getByRole('img', { name, exact: true })).toBeVisible();
    }
    await expect(footer.getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about');
    await expect(footer.getByRole('link', { name: 'Our Factories' })).toHaveAttribute('href', '/factories');
    await expect(footer.getByRole('link', { name: 'OEM/ODM/Custom' })).toHaveAttribute('href', '/OEM-ODM');
    await expect(footer.getByRole('link', { name: 'Wholesale Site' })).toHaveAttribute('target', '_blank');
    await expect(footer.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/about/termsOfService');
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/about/privacyPolicy');
    await expect(footer.getByRole('link', { name: 'Cookies Policy' })).toHaveAttribute('href', '/about/cookiesPolicy');
    await expect(footer.getByTestId('footer-new-arrivals')).toHaveAttribute('href', NEW_ARRIVALS_HREF);
    await expect(footer.getByTestId('footer-social').getByRole('link')).toHaveCount(5);
  });
});

test.describe('pages and themes', () => {
  test("an unknown route shows 'This page could not be found' with the header and buttons", async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    const view = page.getByTestId('error-page');
    await expect(view.getByText(UI_MSG.notFound, { exact: true })).toBeVisible();
    await expect(view.getByRole('link', { name: UI_MSG.backToHome })).toHaveAttribute('href', '/');
    await expect(view.getByRole('link', { name: UI_MSG.browseNewArrivals })).toHaveAttribute('href', NEW_ARRIVALS_HREF);
    await expect(page.getByTestId('site-header')).toBeVisible();
  });

  test('the host name picks the theme: data-theme, brand name and contact details', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'default');
    await expect(page.getByTestId('logo')).toHaveAccessibleName('Steelora home');

    const response = await page.goto(`${SISTER}/`);
    expect(await response?.text()).toContain('data-theme="sister"');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'sister');
    await expect(page.getByTestId('logo')).toHaveAccessibleName('Velmora home');
    await expect(page.getByTestId('contact-bar')).toContainText('hello@velmora.example');
    await expect(page.getByTestId('copyright')).toContainText(`${new Date().getFullYear()} Velmora`);
    await expect(page.getByTestId('wholesale-site')).toHaveAttribute('href', 'https://wholesale.velmora.example');
    const accent = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--accent').trim());
    expect(accent).toBe('#9b5558');
    await page.goto(`${SISTER}/no/such/page`);
    await expect(page.getByText(UI_MSG.notFound, { exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'sister');
  });

  test('the locale cookie is en for 365 days', async ({ page, context }) => {
    await page.goto('/');
    await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'sw_locale')?.value).toBe('en');
    const cookie = (await context.cookies()).find((c) => c.name === 'sw_locale')!;
    const days = (cookie.expires - Date.now() / 1000) / 86400;
    expect(days).toBeGreaterThan(UI_LIMITS.localeCookieDays - 1);
    expect(days).toBeLessThanOrEqual(UI_LIMITS.localeCookieDays + 0.01);
  });

  test('the layout reads no cookies: pages render the same for a member and are cacheable', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.headers()['cache-control'] ?? '').not.toContain('private');
    expect(response?.headers()['cache-control'] ?? '').not.toContain('no-store');
  });
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the hamburger opens a drawer with the links; the desktop nav is hidden', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('main-nav')).toBeHidden();
    await expect(page.getByTestId('contact-bar')).toBeHidden();
    await page.getByTestId('mobile-menu-button').click();
    const drawer = page.getByTestId('mobile-drawer');
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Our Factories' })).toHaveAttribute('href', '/factories');
    await expect(drawer.getByRole('button', { name: UI_MSG.signInRegister })).toBeVisible();
    await drawer.getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(drawer).toBeHidden();
  });
});
