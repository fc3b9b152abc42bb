import { type APIRequestContext } from '@playwright/test';
import { expect, test } from './support/smtp';
import { SIGN_BASE } from '@sw/protocol';
import { UI_LIMITS } from '../lib/constants';
import { registerBuyer, signInThroughProxy } from './support/buyers';

/** The shared pieces of spec 2 in the browser: top loading bar, online/offline, reload-once on a failed page part. */

test('the top loading bar shows on a slow route transition and hides 500 ms after it finishes', async ({ page }) => {
  // Hold the next page's data (its prefetch too) long enough to pass the 200 ms throttle.
  await page.route(/\/factories(\?|$)/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto('/');
  const bar = page.getByRole('progressbar', { name: 'Page loading', includeHidden: true });
  await expect(bar).toHaveAttribute('data-visible', 'false');
  await page.getByTestId('main-nav').getByRole('link', { name: 'Our Factories' }).click();
  await expect(bar).toHaveAttribute('data-visible', 'true');
  await expect(page).toHaveURL(/\/factories$/);
  await expect(bar).toHaveAttribute('aria-valuenow', '100');
  await expect(bar).toHaveAttribute('data-visible', 'false', { timeout: UI_LIMITS.progressHideDelayMs + 2000 });
});

test('online/offline is tracked with a small banner', async ({ page, context }) => {
  await page.goto('/');
  // The parts loaded after the page (the sample dialog host) first: cut off mid-load, a part reloads the page.
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('network-status')).toHaveCount(0);
  await context.setOffline(true);
  await expect(page.getByTestId('network-status')).toHaveAttribute('data-online', 'false');
  await expect(page.getByTestId('network-status')).toContainText('You are offline');
  await context.setOffline(false);
  await expect(page.getByTestId('network-status')).toHaveAttribute('data-online', 'true');
  await expect(page.getByTestId('network-status')).toHaveCount(0, { timeout: 6000 });
});

test('a page part that fails to load reloads the page once, not again within 60 s', async ({ page }) => {
  const initial = new Set<string>();
  page.on('request', (request) => {
    if (request.url().includes('/_next/static/')) initial.add(request.url());
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await page.evaluate(() => window.sessionStorage.removeItem('sw_reload_at'));
  page.removeAllListeners('request');
  // From now on, code that was not part of the first load cannot be fetched (a new deployment, a dropped link).
  await page.route('**/_next/static/**', (route) => (initial.has(route.request().url()) ? route.continue() : route.abort()));

  await page.evaluate(() => ((window as unknown as { swMarker: number }).swMarker = 1));
  const reloaded = page.waitForEvent('load');
  await page.getByTestId('search-trigger').click();
  await reloaded;
  expect(await page.evaluate(() => (window as unknown as { swMarker?: number }).swMarker)).toBeUndefined();
  const at = Number(await page.evaluate(() => window.sessionStorage.getItem('sw_reload_at')));
  expect(Date.now() - at).toBeLessThan(UI_LIMITS.reloadGuardMs);

  // The second failure within 60 s does not reload again: the page stays as it is.
  await page.evaluate(() => ((window as unknown as { swMarker: number }).swMarker = 2));
  await page.getByTestId('search-trigger').click();
  await page.waitForTimeout(1500);
  expect(await page.evaluate(() => (window as unknown as { swMarker?: number }).swMarker)).toBe(2);
  await expect(page.getByTestId('site-header')).toBeVisible();
});

/** The scripts a page's HTML loads (its first load), each with its address and text. */
async function firstLoadScripts(request: APIRequestContext, path: string): Promise<{ source: string; text: string }[]> {
  const answer = await request.get(path, { maxRedirects: 0 });
  expect(answer.status(), path).toBe(200);
  const sources = [...(await answer.text()).matchAll(/<script src="([^"]+)"/g)].map((match) => match[1]!);
  expect(sources.length, path).toBeGreaterThan(3);
  return Promise.all(sources.map(async (source) => ({ source, text: await (await request.get(source)).text() })));
}

test('a visitor\'s first view loads neither zod nor the signing code', async ({ request }) => {
  for (const path of ['/', '/goods/list', '/factories']) {
    for (const { source, text } of await firstLoadScripts(request, path)) {
      expect(text.includes('ZodError'), `${path}: ${source} holds zod`).toBe(false);
      expect(text.includes(SIGN_BASE), `${path}: ${source} holds the signing code`).toBe(false);
    }
  }
});

test('member pages load only what they use: the parts of zod the schemas take, and no form library where no form is', async ({ page, request }) => {
  const buyer = await registerBuyer(request, 'firstload');
  await signInThroughProxy(page, buyer.email, buyer.password);
  const scriptsOf = async (path: string) => (await firstLoadScripts(page.request, path)).map((script) => script.text);
  // The cart validates in the browser, so zod is there; its Dutch messages ('ISO datum en tijd') are not.
  const cart = await scriptsOf('/inquiry/cart');
  expect(cart.some((text) => text.includes('ZodError'))).toBe(true);
  expect(cart.filter((text) => text.includes('ISO datum en tijd'))).toEqual([]);
  // My Inquiry's list has a search box but no form: the ui/form barrel must not bring react-hook-form along.
  const list = await scriptsOf('/inquiry/list');
  expect(list.filter((text) => text.includes('HookFormContext'))).toEqual([]);
});
