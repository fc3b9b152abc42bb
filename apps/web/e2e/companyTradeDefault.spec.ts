import { type Page } from '@playwright/test';
import { demoAccount } from './support/accounts';
import { registerBuyer, signInThroughProxy, staffPage } from './support/buyers';
import { expectAccessible } from './support/axe';
import { expect, test } from './support/smtp';

/**
 * A company's default Incoterm on the console's company page (issue 39): the rule and place new quotations for the
 * company start from. A rule other than a D rule needs its place (refused in words under the field); a D rule may
 * leave it to each inquiry's address; clearing goes back to FOB Guangzhou. Every save is in the audit trail.
 */

/** Pictures to look at by eye (they check nothing), taken only with SCREENSHOTS=1. */
async function shoot(page: Page, name: string) {
  if (process.env.SCREENSHOTS !== '1') return;
  for (const [label, width] of [['desktop', 1366], ['phone', 390]] as const) {
    await page.setViewportSize({ width, height: label === 'phone' ? 844 : 900 });
    await page.screenshot({ path: `/tmp/trade-default-${name}-${label}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

test('staff set a company’s default Incoterm on its page: validated, kept, cleared, and in the audit trail; the buyer’s Company page shows it and its admin asks for another', async ({ page, browser, smtp }) => {
  test.setTimeout(90_000);
  const buyer = await registerBuyer(page.request, 'incoterm');
  const staff = await staffPage(browser);
  await staff.setViewportSize({ width: 1366, height: 900 });

  // ---- the company's page, found by its colleague's email ----
  await staff.goto(`/admin/companies?keyword=${encodeURIComponent(buyer.email)}`);
  await expect(staff.getByTestId('company-row')).toHaveCount(1);
  await staff.getByTestId('company-row').getByTestId('company-link').click();
  await expect(staff).toHaveURL(/\/admin\/companies\/[0-9a-f-]{36}$/);
  const companyUrl = staff.url();
  const panel = staff.getByTestId('company-trade-default');
  const form = panel.getByTestId('trade-default-form');
  await expect(panel.getByTestId('trade-default-state')).toHaveText('No default of its own: new quotations start from FOB Guangzhou (Incoterms 2020).');
  await expect(form.getByLabel('Place')).toBeDisabled();

  // ---- CIF without its port: refused under the field, nothing saved ----
  await form.getByLabel('Incoterm').selectOption('CIF');
  await form.getByTestId('trade-default-save').click();
  await expect(form.getByTestId('field-error')).toHaveText("CIF needs a place as default (a port or city); only D rules take the buyer's address from each inquiry.");
  await expect(form.getByLabel('Place')).toHaveAttribute('aria-invalid', 'true');
  await shoot(staff, 'refused');

  // ---- with its port: saved, said, and kept on a new visit ----
  await form.getByLabel('Place').fill('Hamburg');
  await form.getByTestId('trade-default-save').click();
  await expect(staff.getByTestId('toast').filter({ hasText: 'new quotations start from CIF Hamburg.' })).toBeVisible();
  await expect(panel.getByTestId('trade-default-state')).toHaveText('New quotations start from CIF Hamburg (Incoterms 2020).');
  await expect(form.getByTestId('field-error')).toHaveCount(0);
  await expectAccessible(staff, 'company page with the default Incoterm');
  await shoot(staff, 'saved');
  await staff.goto(companyUrl);
  await expect(panel.getByTestId('trade-default-state')).toHaveText('New quotations start from CIF Hamburg (Incoterms 2020).');
  await expect(form.getByLabel('Incoterm')).toHaveValue('CIF');
  await expect(form.getByLabel('Place')).toHaveValue('Hamburg');

  // ---- the buyer's Company page (issue 49): the default, and the admin asks the desk for another ----
  await signInThroughProxy(page, buyer.email, buyer.password);
  await page.goto('/company');
  const own = page.getByTestId('company-trade-default');
  await expect(own.getByTestId('company-trade-default-state')).toHaveText('New quotations start from CIF Hamburg (Incoterms 2020).');
  const ask = own.getByTestId('trade-default-ask');
  await ask.getByLabel('Incoterm').selectOption('CFR');
  await ask.getByTestId('trade-default-ask-send').click();
  await expect(ask.getByTestId('field-error')).toHaveText("CFR needs a place as default (a port or city); only D rules take the buyer's address from each inquiry.");
  await ask.getByLabel('Place').fill('Los Angeles');
  await ask.getByLabel('Note to our sales team').fill('Our forwarder books from LA.');
  await shoot(page, 'buyer-ask');
  await ask.getByTestId('trade-default-ask-send').click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Sent to our sales team' })).toBeVisible();
  // Every staff member is written to (one per role in the demo): the demo administrator's copy, once.
  const desk = demoAccount('staff').email.toLowerCase();
  await expect.poll(() => smtp.messages.filter((m) => m.to.includes(desk) && m.text.includes(`(${buyer.email}), an admin of`) && m.text.includes('start from CFR Los Angeles (Incoterms 2020)')).length).toBe(1);

  // ---- a D rule may leave the place to each inquiry's address ----
  await form.getByLabel('Incoterm').selectOption('DAP');
  await form.getByLabel('Place').fill('');
  await form.getByTestId('trade-default-save').click();
  await expect(panel.getByTestId('trade-default-state')).toHaveText("New quotations start from DAP (Incoterms 2020) at the buyer's address of each inquiry.");

  // ---- cleared: back to the shop's FOB Guangzhou ----
  await form.getByLabel('Incoterm').selectOption('');
  await form.getByTestId('trade-default-save').click();
  await expect(panel.getByTestId('trade-default-state')).toHaveText('No default of its own: new quotations start from FOB Guangzhou (Incoterms 2020).');

  // ---- the audit trail has each save, newest first, with before and after ----
  await staff.goto('/admin/audit?action=company.tradeDefault');
  const entries = staff.getByTestId('audit-entry');
  await expect(entries.first()).toHaveAttribute('data-action', 'company.tradeDefault');
  await expect(entries.first()).toContainText('default Incoterm cleared (FOB Guangzhou)');
  await expect(entries.nth(1)).toContainText('default Incoterm DAP');
  await expect(entries.nth(2)).toContainText('default Incoterm CIF Hamburg');
  await expect(entries.nth(2).getByTestId('audit-changes')).toContainText('Hamburg');
  await staff.context().close();
});
