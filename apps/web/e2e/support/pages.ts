import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { API, type Page as ListPage, type StaffCompanySummary, type StaffRole, type StaffTeamMember } from '@sw/protocol';
import { demoAccount } from './accounts';
import { type Buyer, signInFromHeader } from './buyers';
import { backend } from './quotations';

/** Pictures at 1366 px and 390 px to look at by eye (they check nothing), taken only with SCREENSHOTS=1. */
export async function shootBoth(page: Page, pathPrefix: string): Promise<void> {
  if (process.env.SCREENSHOTS !== '1') return;
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    await page.screenshot({ path: `${pathPrefix}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

/** A new browser context signed in from the header: the demo staff member holding `role`, the demo buyer, or `account`. */
export async function signedInPage(browser: Browser, who?: StaffRole | Buyer): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/');
  const account = typeof who === 'string' ? demoAccount('staff', who) : who ?? demoAccount('buyer');
  await signInFromHeader(page, account);
  return page;
}

/** The demo sales person, and the company whose admins include `adminEmail` (or that `keyword` finds first). */
export async function sellerAndCompany(staff: APIRequestContext, search: { adminEmail: string } | { keyword: string }) {
  const team = await backend<StaffTeamMember[]>(staff, API.staff.staffTeam);
  const seller = team.find((member) => member.email === demoAccount('staff', 'sales').email)!;
  const keyword = 'adminEmail' in search ? search.adminEmail : search.keyword;
  const found = await backend<ListPage<StaffCompanySummary>>(staff, API.staff.companies, { keyword });
  const company = 'adminEmail' in search ? found.list.find((row) => row.admins.includes(search.adminEmail)) : found.list[0];
  if (!company) throw new Error(`no company found by ${keyword}`);
  return { seller, team, company };
}

/** A sales person reaches only their own accounts (issue 53): makes the demo sales person the company's account manager. */
export async function assignDemoSeller(staff: APIRequestContext, search: { adminEmail: string } | { keyword: string }) {
  const found = await sellerAndCompany(staff, search);
  await backend(staff, API.staff.assignAccountManager, { companyId: found.company.companyId, managerId: found.seller.memId });
  return found;
}
