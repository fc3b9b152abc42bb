import path from 'node:path';
import { expect, type Browser, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS_FILE, readDemoAccountsFile } from '@sw/api/seed/accounts';
import { DEMO_AGREEMENTS } from '@sw/api/seed/agreements';
import { API, RES, signedCall, type GoodsPage, type GoodsSummary, type MemberPrices } from '@sw/protocol';
import { signInThroughProxy } from './buyers';

/** The demo companies with agreements (issue 51): Maison Lumière (EUR rule) and Harbor & Pine (USD tiers, a private label). */
export type AgreementBuyer = keyof typeof DEMO_AGREEMENTS;

/** A new browser context signed in as that company's demo buyer (its password from the e2e server's demo file). */
export async function agreementBuyerPage(browser: Browser, which: AgreementBuyer, viewport?: { width: number; height: number }): Promise<{ page: Page; memId: string }> {
  const { email } = DEMO_AGREEMENTS[which];
  const account = readDemoAccountsFile(path.join(process.env.E2E_DATA_DIR!, DEMO_ACCOUNTS_FILE)).find((a) => a.email === email);
  if (!account) throw new Error(`no ${email} among the demo accounts`);
  const page = await (await browser.newContext(viewport ? { viewport } : {})).newPage();
  await page.goto('/');
  return { page, memId: (await signInThroughProxy(page, email, account.password)).memId };
}

/** A call through the same-origin proxy from the page's context (its session cookie, when signed in). */
export async function proxyCall<T>(page: Page, apiPath: string, data: Record<string, unknown>, memId?: string): Promise<T> {
  const { url, sign } = signedCall(apiPath, memId ? { memId } : {});
  const body = await (await page.request.post('/api/post', { data: { url, data, sIgn: sign } })).json();
  expect(body.meta.res, `${apiPath}: ${body.meta.msg}`).toBe(RES.OK);
  return body.data as T;
}

const newestPage = (pageNum: number) => ({ sort: 'newest', pageSize: 100, pageNum });

/** Harbor & Pine's private-label design: the goods of its own list that the shared list lacks. */
export async function privateLabelOf(buyer: { page: Page; memId: string }): Promise<GoodsSummary> {
  for (let pageNum = 1; pageNum <= 10; pageNum++) {
    const shared = await proxyCall<GoodsPage>(buyer.page, API.csite.onlineGoodsList, newestPage(pageNum));
    const own = (await proxyCall<MemberPrices>(buyer.page, API.csite.memberPrices, { goodsIds: [], list: newestPage(pageNum) }, buyer.memId)).page!;
    if (pageNum === 1) expect(own.total).toBe(shared.total + 1);
    const found = own.list.find((g) => !shared.list.some((s) => s.goodsId === g.goodsId));
    if (found) return found;
    if (!own.list.length) break;
  }
  throw new Error("no private-label design in the company's own list");
}
