import { registerBuyer, signInThroughProxy } from './support/buyers';
import { invite, joinPath, newEmail } from './support/company';
import { expect, test } from './support/smtp';

/**
 * Company accounts, colleagues: an admin invites a buyer and a viewer from the Company page; each joins through the
 * mailed link (the buyer registers in the sign-in dialog the join page opens, the viewer already has an account).
 */

test('an admin invites a buyer and a viewer; each joins through the mailed link', async ({ page, browser, smtp }) => {
  test.setTimeout(180_000);
  const admin = await registerBuyer(page.request, 'company.admin');
  await signInThroughProxy(page, admin.email, admin.password);
  await page.goto('/company');
  await expect(page.getByTestId('account-menu').getByRole('link', { name: 'Company' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('company-your-role')).toHaveText('Admin');
  await expect(page.getByTestId('invitations-empty')).toBeVisible();

  const buyerEmail = newEmail('company.buyer');
  const viewerEmail = newEmail('company.viewer');
  await invite(page, buyerEmail, 'Buyer');
  await invite(page, viewerEmail, 'Viewer');

  // The buyer is new: the join page asks them to sign in or register, with the invited address already typed.
  const buyerContext = await browser.newContext();
  const buyerPage = await buyerContext.newPage();
  await buyerPage.goto(await joinPath(smtp, buyerEmail));
  await expect(buyerPage.getByTestId('join-role')).toHaveText('Buyer');
  await buyerPage.getByTestId('join-open-sign-in').click();
  const dialog = buyerPage.getByTestId('sign-in-dialog');
  await expect(dialog.getByLabel('Email', { exact: true })).toHaveValue(buyerEmail);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByLabel('Password', { exact: true }).fill('Secret#2024');
  await dialog.getByLabel('Re-enter password', { exact: true }).fill('Secret#2024');
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(dialog).toBeHidden();
  const confirm = buyerPage.getByTestId('join-confirm');
  await expect(confirm).toContainText('Your own inquiries and orders move into');
  await confirm.getByTestId('join-submit').click();
  await expect(buyerPage).toHaveURL(/\/company$/);
  await expect(buyerPage.getByTestId('company-your-role')).toHaveText('Buyer');
  await expect(buyerPage.getByTestId('company-invitations')).toHaveCount(0);
  await expect(buyerPage.getByTestId('settings-read-only')).toBeVisible();
  await buyerContext.close();

  // The viewer already has an account: signed in with another address first, the page says so plainly.
  const viewerContext = await browser.newContext();
  const viewerPage = await viewerContext.newPage();
  const stranger = await registerBuyer(viewerPage.request, 'company.stranger');
  await signInThroughProxy(viewerPage, stranger.email, stranger.password);
  const viewerLink = await joinPath(smtp, viewerEmail);
  await viewerPage.goto(viewerLink);
  await expect(viewerPage.getByTestId('join-notice')).toContainText(`This invitation is for ${viewerEmail}, but you are signed in as ${stranger.email}`);
  await viewerContext.clearCookies();
  await viewerPage.evaluate(() => window.localStorage.clear());
  const viewer = { email: viewerEmail, password: 'ViewPass1' };
  await signInThroughProxy(viewerPage, viewer.email, viewer.password);
  await viewerPage.goto(viewerLink);
  await viewerPage.getByTestId('join-submit').click();
  await expect(viewerPage).toHaveURL(/\/company$/);
  await expect(viewerPage.getByTestId('company-your-role')).toHaveText('Viewer');
  // The link works once.
  await viewerPage.goto(viewerLink);
  await expect(viewerPage.getByTestId('join-notice')).toContainText('already been used');
  await viewerContext.close();

  await page.reload();
  const people = page.getByTestId('colleague');
  await expect(people).toHaveCount(3);
  await expect(people.filter({ hasText: buyerEmail }).getByTestId('colleague-role')).toHaveValue('buyer');
  await expect(people.filter({ hasText: viewerEmail }).getByTestId('colleague-role')).toHaveValue('viewer');
  await expect(page.getByTestId('invitations-empty')).toBeVisible();
  await expect.poll(() => smtp.messages.filter((m) => m.to.includes(admin.email.toLowerCase()) && /joined/.test(m.text)).length).toBe(2);
});
