import type { Browser, Page } from '@playwright/test';
import { API, RES, signedCall, type Page as ListPage, type StaffCompanySummary, type StaffRole, type StaffTeamMember } from '@sw/protocol';
import { UI_MSG } from '../lib/copy';
import { demoAccount } from './support/accounts';
import { signInFromHeader } from './support/buyers';
import { backend } from './support/quotations';
import { expect, test } from './support/smtp';

/**
 * Staff roles in the console (issue 53): finance cannot open the catalogue, catalogue cannot record a receipt;
 * each sees only the screens its role opens, and the administrator sets roles and account managers.
 */

const shotDir = process.env.STAFF_ROLES_SHOTS ?? 'test-results/staff-roles';

async function shoot(page: Page, name: string) {
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    await page.screenshot({ path: `${shotDir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

async function memberPage(browser: Browser, role?: StaffRole): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/');
  await signInFromHeader(page, role ? demoAccount('staff', role) : demoAccount('buyer'));
  return page;
}

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

    const [company] = (await backend<ListPage<StaffCompanySummary>>(admin.request, API.staff.companies, { keyword: 'Demo Trading' })).list;
    const seller = team.find((m) => m.email === demoAccount('staff', 'sales').email)!;
    await admin.goto(`/admin/companies/${company!.companyId}`);
    const panel = admin.getByTestId('account-manager');
    await panel.getByLabel('Sales person').selectOption(seller.memId);
    await panel.getByTestId('save-account-manager').click();
    await expect(panel.getByTestId('account-manager-state')).toContainText(seller.nick);
    await shoot(admin, 'company-account-manager');
    await admin.context().close();

    const buyer = await memberPage(browser);
    await buyer.goto('/myAccount');
    await expect(buyer.getByTestId('account-manager-name')).toHaveText(seller.nick);
    await shoot(buyer, 'my-account-manager');
    await buyer.context().close();
  });
});
