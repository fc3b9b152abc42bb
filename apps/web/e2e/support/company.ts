import type { Browser, Page } from '@playwright/test';
import { signInThroughProxy } from './buyers';
import { expect, type TestSmtp } from './smtp';

/** Company accounts in the browser: invitations from the Company page and the join link from their mail. */

let seq = 0;
/** An address no test used before (an invitation is per address). */
export const newEmail = (label: string) => `${label}.${Date.now().toString(36)}${++seq}@example.com`;

/** The join link's path and query out of the newest invitation mail to `email`. */
export async function joinPath(smtp: TestSmtp, email: string): Promise<string> {
  await expect.poll(() => smtp.count(email), { timeout: 15_000 }).toBeGreaterThan(0);
  const mail = smtp.messages.filter((m) => m.to.includes(email.toLowerCase())).at(-1)!;
  const match = /https?:\/\/[^\s/]+(\/company\/join\?token=[A-Za-z0-9_-]+)/.exec(mail.text);
  expect(match, mail.text).not.toBeNull();
  return match![1]!;
}

/** Invites `email` with `role` from the Company page the admin has open. */
export async function invite(page: Page, email: string, role: 'Buyer' | 'Viewer') {
  const form = page.getByTestId('invite-form');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Role').selectOption({ label: role });
  await form.getByTestId('invite-submit').click();
  await expect(page.getByTestId('invitation').filter({ hasText: email })).toContainText(role);
}

/**
 * A new account for `email` (registered on its first sign-in, in a context of its own) that joins through its
 * invitation link and lands on the Company page with `role`.
 */
export async function joinCompany(browser: Browser, smtp: TestSmtp, email: string, role: 'Buyer' | 'Viewer'): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await signInThroughProxy(page, email, 'Together#2026');
  await page.goto(await joinPath(smtp, email));
  await page.getByTestId('join-submit').click();
  await expect(page).toHaveURL(/\/company$/);
  await expect(page.getByTestId('company-your-role')).toHaveText(role);
  return page;
}
