import { type APIRequestContext, type Browser, expect, type Locator, type Page } from '@playwright/test';
import { demoAccount } from './accounts';
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

/** Writes a new shipping address in the picker (a fresh buyer's book is empty, so 'A new address' is chosen). */
export async function writeAddress(page: Page) {
  const form = page.getByTestId('ship-new-form');
  await expect(form).toBeVisible();
  await form.getByLabel('Contact name').fill('Mara Lindqvist');
  await form.getByLabel('Phone').fill('+46 8 123 456');
  await form.getByLabel('Street address').fill('Sveavägen 12');
  await form.getByLabel('City').fill('Stockholm');
  await chooseCountry(form.getByTestId('ship-country'), 'SE');
}

/** Picks a country in a country field, whether it is drawn as a select or as a type-ahead input. */
export async function chooseCountry(field: Locator, code: string) {
  if ((await field.evaluate((el) => el.tagName)) === 'SELECT') await field.selectOption(code);
  else await field.fill(code);
}

/**
 * Sends My Account's company form (the email already confirmed), which asks for access to new designs; the page
 * then says the request is received.
 */
export async function requestAccess(page: Page, info: { company: string; contact: string; phone: string; country: string }) {
  const form = page.getByTestId('company-form');
  await form.getByLabel('Company name').fill(info.company);
  await form.getByLabel('Contact name').fill(info.contact);
  await form.getByLabel('Phone').fill(info.phone);
  await chooseCountry(form.getByLabel('Country'), info.country);
  await form.getByRole('button', { name: 'Save and request access' }).click();
  await expect(page.getByTestId('access-status')).toContainText(UI_MSG.accessReceived);
}

/** A new browser context's page, signed in from the header as the demo staff account (close its context when done). */
export async function staffPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/');
  await signInFromHeader(page, demoAccount('staff'));
  return page;
}
