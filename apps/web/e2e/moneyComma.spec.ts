import { registerBuyer, signInThroughProxy } from './support/buyers';
import { expect, test } from './support/smtp';

/**
 * Issue 40, defect 2: a phone in a comma-decimal locale types '2,50' on the decimal keypad. The approval amount is
 * refused with a sentence asking for a point (docs/decisions/0009), never saved as 250.00.
 */
test.use({ viewport: { width: 390, height: 844 }, locale: 'de-DE', hasTouch: true, isMobile: true });

test('an approval amount typed with a decimal comma is refused with a sentence; with a point it is kept', async ({ page }) => {
  const admin = await registerBuyer(page.request, 'comma.admin');
  await signInThroughProxy(page, admin.email, admin.password);
  await page.goto('/company');
  const threshold = page.getByTestId('settings-threshold');
  await expect(threshold).toHaveAttribute('inputmode', 'decimal');
  await threshold.tap();
  await page.keyboard.type('2,50');
  await page.getByTestId('settings-save').tap();
  await expect(page.getByTestId('company-settings')).toContainText('with a point for decimals, such as 1234.50');
  await expect(page.locator('.toast', { hasText: 'Company settings saved.' })).toHaveCount(0);

  await page.reload();
  await expect(page.getByTestId('settings-threshold')).toHaveValue('');
  await page.getByTestId('settings-threshold').tap();
  await page.keyboard.type('2.50');
  await page.getByTestId('settings-save').tap();
  await expect(page.locator('.toast', { hasText: 'Company settings saved.' })).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('settings-threshold')).toHaveValue('2.50');
});
