import type { Page } from '@playwright/test';
import { API, hashPassword, RES, signedCall } from '@sw/protocol';
import { expect, test } from './support/smtp';

/**
 * The /api/post proxy names the host the buyer used to the back-end, which brands its mail by it (SITE_THEMES:
 * sister.example.test is Velmora in the e2e server). The HTTP suite (mailBrand.http.test.ts) covers every kind of
 * mail; this proves the storefront hands the host on.
 */

/** A signed call from the page itself (the browser resolves the sister host; Node's request context does not). */
async function callFromPage(page: Page, path: string, data: Record<string, unknown>) {
  const { url, sign } = signedCall(path);
  const body = await page.evaluate(async (payload) => {
    const response = await fetch('/api/post', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(payload) });
    return response.json();
  }, { url, data, sIgn: sign });
  expect(body.meta.res, `${path}: ${body.meta.msg}`).toBe(RES.OK);
}

for (const [host, brand] of [['sister.example.test', 'Velmora'], ['localhost', 'Steelora']] as const) {
  test(`a buyer registering on ${host} gets the code mail of ${brand}`, async ({ page, baseURL, smtp }) => {
    const site = new URL(baseURL!);
    site.hostname = host;
    await page.goto(site.toString());
    const email = `brand.${host.split('.')[0]}.${Date.now().toString(36)}@example.com`;
    await callFromPage(page, API.base.emailLoginOrRegister, { email, pwd: hashPassword(email, 'BrandPass1') });
    const before = smtp.count(email);
    await callFromPage(page, API.base.sendConfirmMail, {});
    await smtp.codeFor(email, before);
    const mail = smtp.messages.filter((message) => message.to.includes(email)).at(-1)!.text.replace(/\r?\n[ \t]+/g, ' ');
    expect(mail).toMatch(new RegExp(`^Subject: ${brand}: your verification code`, 'm'));
    expect(mail).toMatch(new RegExp(`^From: ${brand} <`, 'm'));
  });
}
