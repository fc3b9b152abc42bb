import type { Page } from '@playwright/test';
import { API } from '@sw/protocol';
import { demoAccount } from './support/accounts';
import { assignDemoSeller, shootBoth, signedInPage } from './support/pages';
import { backend, sendInquiryByCall, twoGoods } from './support/quotations';
import { expect, test } from './support/smtp';

/**
 * Acting for a buyer with consent (issue 53): the company admin gives the account manager consent on the Company
 * page, the sales person acts for the buyer from the console, the banner shows on every page, the inquiry is sent at
 * the buyer's terms, End returns to the console, and the admin reads it under "Done on your behalf".
 */

const shoot = (page: Page, name: string) => shootBoth(page, `test-results/acting/${name}`);
const memberPage = signedInPage;

test('the account manager acts for a buyer with the company admin\'s consent; the buyer reads it attributed', async ({ browser }) => {
  test.setTimeout(150_000);
  const admin = await memberPage(browser, 'administrator');
  const { seller } = await assignDemoSeller(admin.request, { keyword: 'Demo Trading' });
  await admin.context().close();

  // The company admin names the account manager for 30 days.
  const buyer = await memberPage(browser);
  await buyer.goto('/company');
  const section = buyer.getByTestId('company-acting');
  await section.getByLabel('Sales person').selectOption(seller.memId);
  await section.getByTestId('acting-grant').click();
  await expect(section.getByTestId('acting-consent').first()).toContainText(seller.nick);

  // The sales person starts acting from the console and lands on the storefront as the buyer, under the banner.
  const sales = await memberPage(browser, 'sales');
  await sales.goto('/admin/acting');
  await sales.getByTestId('acting-email').fill(demoAccount('buyer').email);
  await sales.getByTestId('acting-note').fill('Two lines by phone');
  await shoot(sales, 'start-acting');
  await sales.getByTestId('acting-start').click();
  await expect(sales).toHaveURL(/\/$/);
  const banner = sales.getByTestId('acting-banner');
  await expect(banner).toContainText('Acting for Demo Buyer (Demo Trading Co.): phone order.');
  const [first] = await twoGoods(sales.request);
  const sent = await sendInquiryByCall(sales.request, first);
  await sales.goto('/myAccount');
  await expect(banner).toBeVisible();
  await shoot(sales, 'acting-banner');
  await banner.getByTestId('acting-end').click();
  await expect(sales).toHaveURL(/\/admin\/acting/);
  await sales.context().close();

  // The buyer's inquiry is theirs; the admin reads who did it for whom.
  await buyer.goto('/company');
  const log = buyer.getByTestId('acting-log');
  await expect(log).toContainText('Sent an inquiry');
  await expect(log).toContainText(`placed by ${seller.nick} for Demo Buyer, phone order`);
  await shoot(buyer, 'done-on-your-behalf');
  const mine = await backend<{ list: { inquiryId: string | number }[] }>(buyer.request, API.inquiryOrder.inquiryOrderList1562, {});
  expect(mine.list.map((i) => String(i.inquiryId))).toContain(String(sent.inquiryId));
  await buyer.context().close();
});
