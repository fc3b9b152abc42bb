import type { Browser, Page } from '@playwright/test';
import { MSG, NEW_ARRIVALS_HREF } from '@sw/protocol';
import { UI_MSG } from '../lib/copy';
import { confirmEmail, demoAccount } from './support/accounts';
import { type Buyer, registerBuyer, requestAccess, signInFromHeader, signInInDialog } from './support/buyers';
import { expect, test } from './support/smtp';

/**
 * The console's people part (issue 11): its own frame; the 404 page for anyone but staff; a buyer's access request
 * approved in the console and the buyer's next page showing new-design pictures; a member disabled while signed in,
 * whose open session ends and whose sign-in is refused, then enabled; the audit page listing those changes.
 */

const CONSOLE_PATHS = [
  '/admin/access', '/admin/leads', '/admin/members', '/admin/members/00000000-0000-4000-8000-000000000000', '/admin/audit', '/admin/companies',
  '/admin/companies/00000000-0000-4000-8000-000000000000',
];
const shots = process.env.SCREENSHOTS === '1';

async function shoot(page: Page, name: string) {
  if (!shots) return;
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    await page.screenshot({ path: `test-results/console-people/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

async function staffPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/');
  await signInFromHeader(page, demoAccount('staff'));
  return page;
}

const newImages = (page: Page, access: string) => page.locator(`[data-testid="new-design-image"][data-access="${access}"]`);

test.describe('the console: access, members and the audit trail', () => {
  test('a visitor and a buyer get the 404 page on every console page, without the console', async ({ page, request }) => {
    for (const path of CONSOLE_PATHS) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByText(UI_MSG.notFound).first()).toBeVisible();
      expect(await page.content()).not.toContain('Sales console');
    }
    const buyer = await registerBuyer(request, 'nosy');
    await page.goto('/');
    await signInFromHeader(page, buyer);
    for (const path of CONSOLE_PATHS) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByText(UI_MSG.notFound).first()).toBeVisible();
      expect(await page.content()).not.toContain('Sales console');
    }
  });

  test('staff approve an access request and the buyer sees new designs; a disabled member’s session ends; the audit lists both', async ({ page, browser, request, smtp }) => {
    test.setTimeout(180_000);
    // ---- a buyer asks for new-design access with the company information ----
    const buyer: Buyer = await registerBuyer(request, 'access');
    await page.goto('/');
    await signInFromHeader(page, buyer);
    await page.goto('/myAccount');
    await confirmEmail(page, smtp, buyer.email);
    await requestAccess(page, { company: 'Console Access Boutique', contact: 'Marta Lindqvist', phone: '+46 8 123 456', country: 'SE' });
    await page.goto(NEW_ARRIVALS_HREF);
    const count = await page.getByTestId('product-card').count();
    expect(count).toBeGreaterThan(0);
    await expect(newImages(page, 'pending')).toHaveCount(count);

    // ---- staff see the request with the company information in the console's own frame, and approve it ----
    const staff = await staffPage(browser);
    await staff.goto('/admin/access');
    await expect(staff.getByTestId('site-header')).toHaveCount(0);
    await expect(staff.getByRole('navigation', { name: 'Sales console' }).getByRole('link', { name: 'Access requests' })).toHaveAttribute('aria-current', 'page');
    const accessCard = staff.locator(`[data-testid="access-request"][data-email="${buyer.email}"]`);
    await expect(accessCard).toContainText('Console Access Boutique');
    await expect(accessCard).toContainText('Marta Lindqvist');
    await expect(accessCard).toContainText('Sweden');
    await expect(accessCard.getByTestId('access-scope')).toHaveText('The decision is for Console Access Boutique, its one colleague.');
    await shoot(staff, 'access');
    const mailsBefore = smtp.count(buyer.email);
    await accessCard.getByTestId('approve-access').click();
    await expect(staff.getByText('Console Access Boutique can now see new designs (its one colleague).')).toBeVisible();
    await expect(accessCard).toHaveCount(0);
    await expect.poll(() => smtp.count(buyer.email)).toBeGreaterThan(mailsBefore);

    // The buyer's next page load shows the pictures; the search dialog's new arrivals too.
    await page.reload();
    await expect(newImages(page, 'viewable')).toHaveCount(count);
    await expect(page.getByText(UI_MSG.applicationPending)).toHaveCount(0);

    // ---- staff find the member, see the access state and disable the account ----
    await staff.goto(`/admin/members?keyword=${encodeURIComponent('console access')}`);
    const row = staff.locator(`[data-testid="member-row"][data-email="${buyer.email}"]`);
    await expect(row).toContainText('Console Access Boutique');
    await expect(row).toContainText('Approved');
    // '/' puts the cursor in the page's search box.
    await staff.keyboard.press('/');
    await expect(staff.getByTestId('member-filters').locator('input[name="keyword"]')).toBeFocused();
    await shoot(staff, 'members');
    await row.getByRole('link', { name: buyer.email }).click();
    await expect(staff.getByTestId('member-access')).toHaveText('Approved');
    await expect(staff.getByTestId('open-sessions')).not.toHaveText('0');
    await staff.getByTestId('disable-member').click();
    await staff.getByLabel(/Reason/).fill('Asked us to close the account.');
    await staff.getByTestId('disable-member-confirm').click();
    await expect(staff.getByTestId('disabled-note')).toContainText('Asked us to close the account.');
    await expect(staff.getByTestId('open-sessions')).toHaveText('0');
    await shoot(staff, 'member');

    // The buyer's open session ends at its next call: signed out, back on the home page.
    await page.goto('/myAccount');
    await expect(page).toHaveURL(/\/\?(time|signIn)=/);
    await expect(page.getByTestId('site-header').getByRole('button', { name: UI_MSG.signInRegister })).toBeVisible();
    // Sign-in is refused with the message.
    await page.getByTestId('site-header').getByRole('button', { name: UI_MSG.signInRegister }).click();
    const dialog = page.getByTestId('sign-in-dialog');
    await dialog.getByLabel('Email', { exact: true }).fill(buyer.email);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByLabel('Password', { exact: true }).fill(buyer.password);
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await expect(dialog.getByText(MSG.accountDisabled)).toBeVisible();

    // ---- enabled again: the buyer signs in ----
    await staff.getByTestId('enable-member').click();
    await expect(staff.getByTestId('disabled-note')).toHaveCount(0);
    await page.goto('/');
    await page.getByTestId('site-header').getByRole('button', { name: UI_MSG.signInRegister }).click();
    await signInInDialog(page, buyer);
    await expect(page.getByTestId('user-menu-button')).toBeVisible();

    // ---- the member's company: from the member page to the company's, which lists the buyer as its admin ----
    await staff.getByTestId('member-company').click();
    await expect(staff).toHaveURL(/\/admin\/companies\/[0-9a-f-]{36}$/);
    await expect(staff.getByTestId('company-name')).toHaveText('Console Access Boutique');
    await expect(staff.getByTestId('company-access')).toContainText('Approved');
    await expect(staff.getByTestId('company-access')).toContainText('for its one colleague');
    const person = staff.getByTestId('company-people').locator(`[data-email="${buyer.email}"]`);
    await expect(person.getByTestId('company-role')).toHaveText('admin');
    await shoot(staff, 'company');
    // The companies list finds it by a colleague's email, and links back to it.
    await staff.getByRole('navigation', { name: 'Sales console' }).getByRole('link', { name: 'Companies' }).click();
    await staff.getByTestId('company-filters').locator('input[name="keyword"]').fill(buyer.email);
    await staff.getByTestId('company-filters').locator('input[name="keyword"]').press('Enter');
    const companyRow = staff.locator('[data-testid="company-row"][data-company="Console Access Boutique"]');
    await expect(companyRow).toHaveCount(1);
    await expect(companyRow).toContainText('Sweden');
    await shoot(staff, 'companies');
    await companyRow.getByTestId('company-link').click();
    await expect(staff.getByTestId('company-name')).toHaveText('Console Access Boutique');

    // ---- the audit page lists those changes, newest first, with before and after ----
    await staff.getByRole('navigation', { name: 'Sales console' }).getByRole('link', { name: 'Audit' }).click();
    await expect(staff).toHaveURL(/\/admin\/audit$/);
    const entries = staff.getByTestId('audit-entry');
    await expect(entries.first()).toHaveAttribute('data-action', 'member.enable');
    await expect(entries.nth(1)).toHaveAttribute('data-action', 'member.disable');
    await expect(entries.nth(1)).toContainText(`${buyer.email} disabled: Asked us to close the account.`);
    await expect(entries.nth(2)).toHaveAttribute('data-action', 'access.approve');
    await expect(entries.nth(2).getByTestId('audit-changes')).toContainText('auditFlag');
    await shoot(staff, 'audit');
    // Filtered by action.
    await staff.getByTestId('audit-filters').locator('select[name="action"]').selectOption('access.approve');
    await staff.getByTestId('audit-filters').getByRole('button', { name: 'Filter' }).click();
    await expect(staff).toHaveURL(/action=access\.approve/);
    await expect(entries).not.toHaveCount(0);
    for (const action of await entries.evaluateAll((els) => els.map((el) => el.getAttribute('data-action')))) expect(action).toBe('access.approve');
    await staff.context().close();
  });

  test('leads: a contact form message is listed newest first with its country and message, and marked handled with a note', async ({ page, browser }) => {
    const stamp = Date.now().toString(36);
    const email = `lead.${stamp}@boutique.example`;
    await page.goto('/OEM-ODM');
    const form = page.getByTestId('contact-form');
    await form.getByLabel(/Your name/).fill('Lena Lead');
    await form.getByLabel(/Business email/).fill(email);
    await form.getByLabel('Company').fill('Lead Boutique');
    await form.getByLabel('Country / region').selectOption({ label: 'Austria' });
    await form.getByLabel(/Tell us about your project/).fill(`Engraved cuff bracelets for our shop, reference ${stamp}.`);
    await form.getByRole('button', { name: 'Send inquiry' }).click();
    await expect(page.getByTestId('contact-success')).toBeVisible();

    const staff = await staffPage(browser);
    await staff.goto('/admin');
    await staff.getByRole('navigation', { name: 'Sales console' }).getByRole('link', { name: 'Leads' }).click();
    await expect(staff).toHaveURL(/\/admin\/leads$/);
    const leads = staff.getByTestId('lead');
    await expect(leads.first()).toHaveAttribute('data-email', email);
    await expect(leads.first()).toContainText('Austria');
    await expect(leads.first().getByTestId('lead-message')).toContainText(`reference ${stamp}`);
    await shoot(staff, 'leads');
    await leads.first().getByTestId('handle-lead').click();
    await staff.getByLabel(/Note/).fill('Sent the cuff catalogue and prices.');
    await staff.getByTestId('handle-lead-confirm').click();
    await expect(staff.locator(`[data-testid="lead"][data-email="${email}"]`)).toHaveCount(0);
    await staff.getByRole('link', { name: 'Handled' }).click();
    const handled = staff.locator(`[data-testid="lead"][data-email="${email}"]`);
    await expect(handled.getByTestId('lead-note')).toContainText('Sent the cuff catalogue and prices.');
    await staff.goto('/admin/audit?action=lead.handle');
    await expect(staff.getByTestId('audit-entry').first()).toContainText(`Lead from Lena Lead <${email}> handled: Sent the cuff catalogue and prices.`);
    // The frame's way out: back to the shop, and signing out.
    await expect(staff.getByTestId('console-back-to-shop')).toHaveAttribute('href', '/');
    await staff.getByTestId('console-sign-out').filter({ visible: true }).click();
    await expect(staff).toHaveURL(/\/$/);
    await expect(staff.getByTestId('site-header').getByRole('button', { name: UI_MSG.signInRegister })).toBeVisible();
    expect((await staff.goto('/admin/leads'))?.status()).toBe(404);
    await staff.context().close();
  });
});
