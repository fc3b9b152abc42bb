import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { API, hashPassword, RES, signedCall } from '@sw/protocol';
import { UI_MSG } from '../../lib/copy';

/**
 * Fresh buyers for tests that change a member's own data (the cart): the demo buyer is shared by other specs,
 * so a test that adds lines registers its own member and signs in with the real dialog.
 */

let seq = 0;

export interface Buyer {
  email: string;
  password: string;
}

/** Registers a new member through the same-origin proxy, as the dialog would. */
export async function registerBuyer(request: APIRequestContext, label = 'cart'): Promise<Buyer> {
  const email = `${label}.${Date.now().toString(36)}${(++seq).toString(36)}@example.com`;
  const password = 'CartPass1';
  const { url, sign } = signedCall(API.base.emailLoginOrRegister);
  const response = await request.post('/api/post', { data: { url, data: { email, pwd: hashPassword(email, password) }, sIgn: sign } });
  expect((await response.json()).meta.res).toBe(RES.OK);
  return { email, password };
}

/** Fills the open sign-in dialog with a registered member's email and password. */
export async function signInInDialog(page: Page, buyer: Buyer): Promise<void> {
  const dialog = page.getByTestId('sign-in-dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Email', { exact: true }).fill(buyer.email);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByLabel('Password', { exact: true }).fill(buyer.password);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(dialog).toBeHidden();
}

/** Signs in from the header's 'Sign in/Register' button. */
export async function signInFromHeader(page: Page, buyer: Buyer): Promise<void> {
  await page.getByTestId('site-header').getByRole('button', { name: UI_MSG.signInRegister }).click();
  await signInInDialog(page, buyer);
  await expect(page.getByTestId('user-menu-button')).toBeVisible();
}

/**
 * Signs in (or registers) through the same-origin proxy, which sets the session cookie, and stores the user info
 * as the dialog does, then reloads: for tests about something other than the dialog itself.
 */
export async function signInThroughProxy(page: Page, email: string, password: string): Promise<{ nick: string; headImg: string; memId: string }> {
  if (!page.url().startsWith('http')) await page.goto('/');
  const { url, sign } = signedCall(API.base.emailLoginOrRegister);
  const response = await page.request.post('/api/post', { data: { url, data: { email, pwd: hashPassword(email, password) }, sIgn: sign } });
  const body = await response.json();
  expect(body.meta.res).toBe(RES.OK);
  const info = body.data as { nick: string; headImg: string; memId: string };
  await page.evaluate((user) => {
    const raw = JSON.stringify({ nick: user.nick, headImg: user.headImg, memId: user.memId });
    window.localStorage.setItem('sw_user', raw);
    window.sessionStorage.setItem('sw_user', raw);
  }, info);
  await page.reload();
  await expect(page.getByTestId('user-menu-button')).toBeAttached();
  return info;
}
