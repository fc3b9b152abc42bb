import { expect, test, type Page } from '@playwright/test';
import { SIGN_BASE } from '@sw/protocol';
import { goodsHref } from '../lib/links';
import { registerBuyer, signInThroughProxy } from './support/buyers';

/**
 * The JavaScript budget (issue 37): what a phone downloads, measured as Chromium reports it. Each page loads at 390 px
 * in a fresh context and waits for network idle; every script's compressed body (encodedBodySize of the resource
 * timing, after the server's gzip/br as in production) is summed. A page fails when the sum passes its budget, when a
 * script is not compressed, when a script loads that is not part of the page, or when one holds a member-only part.
 * Each page prints its scripts, largest first, so a failure says which chunk grew.
 */

const KB = 1000;
/** The visitor's catalogue pages: framework included. */
const VISITOR_BUDGET = 170 * KB;
/** The signed-in cart and inquiry list: measured 219 and 220 kB in 18 scripts on 2026-11-29, plus a little room. */
const MEMBER_BUDGET = { cart: 230 * KB, inquiries: 230 * KB };

/**
 * The allowed scripts of a page: those its HTML names (the route's first load from the build manifest: the framework,
 * the layouts, the page), and those that load after the page only when one of the parts named here is what they
 * hold (a marker of their content, since chunk names are hashed). A visitor needs nothing after the page.
 */
const AFTER_PAGE_PARTS: { part: string; marker: string }[] = [];

/** Parts a visitor can never use: wherever they are, a visitor's page must not load them. */
const MEMBER_ONLY: { part: string; marker: string }[] = [
  { part: 'zod (the protocol schemas)', marker: 'ZodError' },
  { part: 'the call client\'s signing code', marker: SIGN_BASE },
  { part: 'the sample request dialog', marker: 'request-samples-form' },
  { part: 'Your usual', marker: 'usual-goods' },
];

interface Script { url: string; name: string; bytes: number; encoding: string; inHtml: boolean; text: string }

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} kB`;

/** Loads `path` and returns every script it loaded by network idle, with its compressed size and text. */
async function measure(page: Page, path: string): Promise<Script[]> {
  const bodies = new Map<string, Promise<{ encoding: string; text: string }>>();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    bodies.set(response.url(), response.text().then((text) => ({ encoding: response.headers()['content-encoding'] ?? 'none', text })).catch(() => ({ encoding: '?', text: '' })));
  });
  const answer = await page.goto(path, { waitUntil: 'networkidle' });
  expect(answer?.status(), path).toBe(200);
  const html = await answer!.text();
  const named = new Set([...html.matchAll(/<script[^>]* src="([^"]+)"/g)].map((m) => new URL(m[1]!.replace(/&amp;/g, '&'), page.url()).href));
  const entries = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((e) => {
      const r = e as PerformanceResourceTiming;
      return { url: r.name, bytes: r.encodedBodySize, type: r.initiatorType };
    }),
  );
  const scripts: Script[] = [];
  for (const entry of entries) {
    if (!new URL(entry.url).pathname.endsWith('.js')) continue;
    const body = (await bodies.get(entry.url)) ?? { encoding: '?', text: '' };
    scripts.push({ url: entry.url, name: new URL(entry.url).pathname.replace(/^.*\/_next\/static\//, ''), bytes: entry.bytes, encoding: body.encoding, inHtml: named.has(entry.url), text: body.text });
  }
  return scripts.sort((a, b) => b.bytes - a.bytes);
}

/** The printed measure: the total, then each script with its size, encoding and why it is there. */
function report(label: string, scripts: Script[], budget: number): string {
  const total = scripts.reduce((sum, s) => sum + s.bytes, 0);
  const lines = scripts.map((s) => `  ${kb(s.bytes).padStart(9)}  ${s.encoding.padEnd(4)}  ${s.inHtml ? 'page ' : 'after'}  ${s.name}`);
  return `${label}: ${kb(total)} in ${scripts.length} scripts (budget ${kb(budget)})\n${lines.join('\n')}`;
}

/** Checks one page's scripts; soft, so every page of a test is measured and printed. */
function check(label: string, scripts: Script[], budget: number, visitor: boolean) {
  const text = report(label, scripts, budget);
  console.log(text);
  const total = scripts.reduce((sum, s) => sum + s.bytes, 0);
  expect.soft(total, `${label}: JavaScript over its budget\n${text}`).toBeLessThanOrEqual(budget);
  for (const s of scripts) {
    if (s.bytes > 1 * KB) expect.soft(s.encoding, `${label}: ${s.name} is not compressed`).toMatch(/^(gzip|br|zstd)$/);
    if (!visitor) continue;
    for (const { part, marker } of MEMBER_ONLY) expect.soft(s.text.includes(marker), `${label}: ${s.name} holds ${part}`).toBe(false);
    const allowed = s.inHtml || AFTER_PAGE_PARTS.some((p) => s.text.includes(p.marker));
    expect.soft(allowed, `${label}: ${s.name} (${kb(s.bytes)}) loads after the page and is none of the allowed parts\n${text}`).toBe(true);
  }
}

test.use({ viewport: { width: 390, height: 844 } });

test('a visitor\'s catalogue pages: at most 170 kB of JavaScript each, only the parts a visitor uses', async ({ browser }) => {
  const paths: [string, string][] = [['home', '/'], ['goods list', '/goods/list'], ['factories', '/factories']];
  const probe = await browser.newPage();
  await probe.goto('/goods/list');
  const goodsId = await probe.locator('a[href^="/goods/details/"]').first().getAttribute('href');
  await probe.close();
  expect(goodsId).toBeTruthy();
  paths.splice(2, 0, ['goods detail', goodsHref(goodsId!.split('/').pop()!)]);
  for (const [label, path] of paths) {
    // A fresh context per page: nothing cached, as a phone opening a link from a chat.
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    check(`${label} (${path})`, await measure(page, path), VISITOR_BUDGET, true);
    await context.close();
  }
});

test('the signed-in cart and inquiry list keep their own budgets', async ({ browser, request }) => {
  const buyer = await registerBuyer(request, 'weight');
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await signInThroughProxy(page, buyer.email, buyer.password);
  for (const [label, path, budget] of [['cart', '/inquiry/cart', MEMBER_BUDGET.cart], ['inquiry list', '/inquiry/list', MEMBER_BUDGET.inquiries]] as const) {
    // The browser cache emptied between pages: each page counts all it loads.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
    check(`${label} (${path})`, await measure(page, path), budget, false);
  }
  await context.close();
});
