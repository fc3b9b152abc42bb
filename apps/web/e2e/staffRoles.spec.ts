import type { Page } from '@playwright/test';
import { API, RES, signedCall, type StaffTeamMember } from '@sw/protocol';
import { UI_MSG } from '../lib/copy';
import { demoAccount } from './support/accounts';
import { registerBuyer } from './support/buyers';
import { sellerAndCompany, shootBoth, signedInPage } from './support/pages';
import { backend } from './support/quotations';
import { expect, test } from './support/smtp';

/**
 * Staff roles in the console (issue 53): finance cannot open the catalogue, catalogue cannot record a receipt;
 * each sees only the screens its role opens, and the administrator sets roles and account managers.
 */

const shoot = (page: Page, name: string) => shootBoth(page, `test-results/staff-roles/${name}`);
const memberPage = signedInPage;

const nav = (page: Page) => page.getByRole('navigation', { name: 'Sales console' });

test.describe('staff roles', () => {
  test('finance cannot open the catalogue, and catalogue cannot record a receipt', async ({ browser }) => {
    test.setTimeout(90_000);
    const finance = await memberPage(browser, 'finance');
    await finance.goto('/admin');
    await expect(finance).toHaveURL(/\/admin\/orders/);
    await expect(nav(finance).getByRole('link', { name: 'Payments' })).toBeVisible();
    await expect(nav(finance).getByRole('link', { name: 'Catalogue' })).toHaveCount(0);
    const refused = await finance.goto('/admin/catalog');
    expect(refused?.status()).toBe(404);
    await expect(finance.getByText(UI_MSG.notFound).first()).toBeVisible();
    await expect(finance.getByTestId('catalog-goods')).toHaveCount(0);
    await finance.context().close();

    const catalogue = await memberPage(browser, 'catalogue');
    await catalogue.goto('/admin');
    await expect(catalogue).toHaveURL(/\/admin\/catalog/);
    await expect(nav(catalogue).getByRole('link', { name: 'Catalogue' })).toBeVisible();
    for (const name of ['Orders', 'Payments', 'Inquiries']) await expect(nav(catalogue).getByRole('link', { name, exact: true })).toHaveCount(0);
    expect((await catalogue.goto('/admin/orders'))?.status()).toBe(404);
    expect((await catalogue.goto('/admin/payments'))?.status()).toBe(404);
    // Nor through the call itself: the back-end refuses the role before it reads the order.
    const { url, sign } = signedCall(API.staff.recordPayment);
    const answer = await (await catalogue.request.post('/api/post', { data: { url, data: { orderId: 1, kind: 'receipt', amount: '10.00' }, sIgn: sign } })).json();
    expect(answer.meta.res).toBe(RES.STAFF_ROLE_REFUSED);
    expect(answer.meta.msg).toContain('Finance');
    await catalogue.context().close();
  });

  test('the administrator sets roles and assigns an account manager; the buyer sees the name', async ({ browser }) => {
    test.setTimeout(90_000);
    const admin = await memberPage(browser, 'administrator');
    const team = await backend<StaffTeamMember[]>(admin.request, API.staff.staffTeam);
    const production = team.find((m) => m.email === demoAccount('staff', 'production').email)!;
    await admin.goto(`/admin/members/${production.memId}`);
    const roles = admin.getByTestId('staff-roles');
    await expect(roles.getByTestId('staff-role-production')).toBeChecked();
    await shoot(admin, 'member-roles');

    // A new buyer's own company, so no other spec has named its account manager already.
    const newBuyer = await registerBuyer((await browser.newContext()).request, 'roles');
    const { seller, company } = await sellerAndCompany(admin.request, { adminEmail: newBuyer.email });
    await admin.goto(`/admin/companies/${company.companyId}`);
    const panel = admin.getByTestId('account-manager');
    await panel.getByLabel('Sales person').selectOption(seller.memId);
    await panel.getByTestId('save-account-manager').click();
    await expect(panel.getByTestId('account-manager-state')).toContainText(seller.nick);
    await shoot(admin, 'company-account-manager');
    await admin.context().close();

    const buyer = await memberPage(browser, newBuyer);
    await buyer.goto('/myAccount');
    await expect(buyer.getByTestId('account-manager-name')).toHaveText(seller.nick);
    await shoot(buyer, 'my-account-manager');
    await buyer.context().close();
  });
});
