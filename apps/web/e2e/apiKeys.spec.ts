import type { Page } from '@playwright/test';
import { registerBuyer, signInThroughProxy } from './support/buyers';
import { expect, test } from './support/smtp';

/**
 * API keys on the company admin's Integration page (docs/integration.md, API keys): a key made, shown once, used on
 * /api/v1 with its Bearer header, and refused at once after it is revoked. The API's own rules are the HTTP suite's.
 */

/** Pictures at 1366 px and 390 px with SCREENSHOTS=1, to look at by eye. */
async function both(page: Page, name: string) {
  if (process.env.SCREENSHOTS !== '1') return;
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `/tmp/apikeys-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

test('a company admin makes an API key, sees it once, reads the API with it, and revokes it', async ({ page }) => {
  test.setTimeout(120_000);
  const admin = await registerBuyer(page.request, 'apikeys.admin');
  await signInThroughProxy(page, admin.email, admin.password);
  await page.goto('/company/integration');
  await expect(page.getByTestId('api-keys-empty')).toBeVisible();

  await page.getByTestId('api-key-add').click();
  await expect(page.getByTestId('api-key-form')).toContainText('Please name the key.');
  await page.getByTestId('api-key-name').fill('Our ERP');
  await page.getByTestId('api-key-add').click();
  const secret = (await page.getByTestId('api-key-secret-value').textContent())!;
  expect(secret).toMatch(/^swk_[\w-]{43}$/);
  await expect(page.getByTestId('api-key')).toHaveCount(1);
  await both(page, 'made');

  const orders = await page.request.get('/api/v1/orders', { headers: { authorization: `Bearer ${secret}` } });
  expect(orders.status()).toBe(200);
  expect(orders.headers()['cache-control']).toBe('private, no-store');
  expect(await orders.json()).toMatchObject({ list: [], total: 0 });

  await page.getByTestId('api-key-secret-done').click();
  await page.reload();
  await expect(page.getByTestId('api-key')).toHaveCount(1);
  await expect(page.getByTestId('api-key-use')).toContainText('last used');
  expect(await page.content()).not.toContain(secret);

  await page.getByTestId('api-key-revoke').click();
  await expect(page.getByTestId('api-key')).toHaveAttribute('data-state', 'revoked');
  const refused = await page.request.get('/api/v1/orders', { headers: { authorization: `Bearer ${secret}` } });
  expect(refused.status()).toBe(401);
  expect(await refused.json()).toMatchObject({ code: '20061' });
  await both(page, 'revoked');
});
