import { expect, test } from './support/smtp';

test('the home page renders from the production build', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'default');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the health check reports the database', async ({ request }) => {
  const response = await request.get('/healthz');
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ status: 'ok', database: { reachable: true } });
});
