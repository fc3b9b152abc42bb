import type { APIRequest, APIRequestContext, Page } from '@playwright/test';
import {
  API, type GoodsDetailView, type GoodsPage, hashPassword, NEW_ARRIVALS_HREF, NEW_DESIGN_PLACEHOLDER, type NewDesignPictures, signedCall,
} from '@sw/protocol';
import { UI_MSG } from '../lib/copy';
import { confirmEmail, demoAccount } from './support/accounts';
import { requestAccess } from './support/buyers';
import { expect, test } from './support/smtp';

/**
 * New designs (newFlag 1) show their pictures only to members whose auditFlag is 2 (spec 1, 4 and 6).
 * The catalogue pages stay cached for everyone, so the server renders a placeholder and the browser
 * decides; these tests check the server HTML, what each kind of viewer sees, and what the browser loads.
 */

/** A visitor call through the same-origin proxy, as the browser makes it. */
async function backend<T>(request: APIRequestContext, path: string, data: Record<string, unknown> = {}): Promise<T> {
  const { url, sign } = signedCall(path);
  const body = await (await request.post('/api/post', { data: { url, data, sIgn: sign } })).json();
  expect(body.meta.res, `${path}: ${body.meta.msg}`).toBe('00000');
  return body.data as T;
}

let seq = 0;
const uniqueEmail = (label: string) => `${label}.${Date.now().toString(36)}${(++seq).toString(36)}@example.com`;

const cards = (page: Page) => page.getByTestId('product-card');
const newImages = (page: Page) => page.getByTestId('new-design-image');
const dialogOf = (page: Page) => page.getByTestId('sign-in-dialog');

/** The src of every <img> in an HTML text. */
const imgSources = (html: string) => [...html.matchAll(/<img\b[^>]*?\ssrc="([^"]*)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));

/** The URLs of pictures the page asked the server for. */
function recordImageRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image') urls.push(new URL(request.url()).pathname);
  });
  return urls;
}

/** Which demo picture an address names, whatever raster width it asks for (/media/goods/x.w640.webp is x.svg). */
const picture = (src: string | null) => src?.replace(/\.w\d+\.webp$/, '.svg') ?? null;
/** An img's src showing the demo picture `svg`, as SVG or as a WebP raster of any width. */
const showing = (svg: string) => new RegExp(`^${svg.replace(/\.svg$/, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\.svg|\\.w\\d+\\.webp)$`);
/** A picture's address without its extension: found in a page at any width. */
const stem = (svg: string) => svg.replace(/\.svg$/, '');

/** Signs in with the real dialog, from the header's 'Sign in/Register' button. */
async function signInWithDialog(page: Page, email: string, password: string) {
  await page.getByTestId('site-header').getByRole('button', { name: UI_MSG.signInRegister }).click();
  const dialog = dialogOf(page);
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Email', { exact: true }).fill(email);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('user-menu-button')).toBeVisible();
}

/**
 * The real pictures of new designs, as the approved demo buyer's browser asks for them, from a separate
 * request context (its own cookies): visitor answers only ever carry the placeholder.
 */
async function realPictures(playwright: { request: APIRequest }, baseURL: string, goodsIds: string[]): Promise<NewDesignPictures> {
  const member = await playwright.request.newContext({ baseURL });
  try {
    const buyer = demoAccount('buyer');
    await backend(member, API.base.emailLoginOrRegister, { email: buyer.email, pwd: hashPassword(buyer.email, buyer.password) });
    const pictures = await backend<NewDesignPictures>(member, API.csite.newDesignPictures, { goodsIds });
    expect(Object.keys(pictures).sort()).toEqual([...goodsIds].sort());
    // The access-checked route serves them to the approved session.
    const first = Object.values(pictures)[0]!;
    const served = await member.get(first.imageUrl);
    expect(served.status()).toBe(200);
    expect(served.headers()['cache-control']).toMatch(/^private/);
    return pictures;
  } finally {
    await member.dispose();
  }
}

const allUrls = (pictures: NewDesignPictures) => Object.values(pictures).flatMap((entry) => [entry.imageUrl, ...entry.images]);

async function newDesigns(request: APIRequestContext): Promise<GoodsPage> {
  const page = await backend<GoodsPage>(request, API.csite.onlineGoodsList, { newFlag: 1, pageSize: 24 });
  expect(page.list.length).toBeGreaterThan(0);
  return page;
}

test.describe('new designs', () => {
  test('the cached list HTML holds placeholders, never a new design in an <img>', async ({ request, playwright, baseURL }) => {
    const { list } = await newDesigns(request);
    const real = await realPictures(playwright, baseURL!, list.map((goods) => goods.goodsId));
    const html = await (await request.get(NEW_ARRIVALS_HREF)).text();
    const sources = imgSources(html);
    expect(sources.length).toBeGreaterThan(0);
    for (const url of allUrls(real)) expect(html, url).not.toContain(url);
    expect(html).toContain('data-access="checking"');
    expect(html).not.toContain(UI_MSG.noPermission);
  });

  test("a visitor sees placeholders with 'no permission'; Apply opens the sign-in dialog", async ({ page, request, playwright, baseURL }) => {
    const { list } = await newDesigns(request);
    const real = await realPictures(playwright, baseURL!, list.map((goods) => goods.goodsId));
    const loaded = recordImageRequests(page);
    await page.goto(NEW_ARRIVALS_HREF);
    await expect(cards(page)).toHaveCount(Math.min(list.length, 24));
    const count = await cards(page).count();
    await expect(newImages(page)).toHaveCount(count);
    await expect(page.locator('[data-testid="new-design-image"][data-access="noPermission"]')).toHaveCount(count);
    await expect(cards(page).first().getByText(UI_MSG.noPermission)).toBeVisible();
    const shown = (await page.locator('[data-testid="product-grid"] img').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src')))).map(picture);
    for (const url of allUrls(real)) expect(shown).not.toContain(url);
    // The browser never asked for a new design's picture, at any width.
    for (const url of allUrls(real)) expect(loaded.map(picture)).not.toContain(url);

    // The apply action: a visitor signs in first. The card's link is not followed.
    await cards(page).first().getByRole('button', { name: 'Apply' }).click();
    await expect(dialogOf(page)).toBeVisible();
    await expect(page).toHaveURL(/\/goods\/list\?newFlag=1/);
  });

  test('the demo buyer (auditFlag 2) signs in with the dialog and sees the pictures, on the list and the detail', async ({ page, request, playwright, baseURL }) => {
    const { list } = await newDesigns(request);
    const real = await realPictures(playwright, baseURL!, list.map((goods) => goods.goodsId));
    await page.goto(NEW_ARRIVALS_HREF);
    await expect(newImages(page).first()).toHaveAttribute('data-access', 'noPermission');
    const buyer = demoAccount('buyer');
    await signInWithDialog(page, buyer.email, buyer.password);

    // Swapped in without a page load, once the header says auditFlag 2.
    const count = await cards(page).count();
    await expect(page.locator('[data-testid="new-design-image"][data-access="viewable"]')).toHaveCount(count);
    await expect(page.getByText(UI_MSG.noPermission)).toHaveCount(0);
    const first = cards(page).first();
    const firstId = await first.getAttribute('data-goods-id');
    const firstGoods = list.find((g) => g.goodsId === firstId)!;
    expect(firstGoods).toBeDefined();
    const shownImg = first.getByRole('img', { name: firstGoods.title });
    expect(firstGoods.imageUrl).toBe(NEW_DESIGN_PLACEHOLDER);
    await expect(shownImg).toHaveAttribute('src', showing(real[firstGoods.goodsId]!.imageUrl));
    await expect.poll(() => shownImg.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    // After a reload too (the member's header loads again, the cached page stays the same).
    await page.reload();
    await expect(page.locator('[data-testid="new-design-image"][data-access="viewable"]')).toHaveCount(count);

    // The card still links to the detail page, whose gallery shows the pictures with thumbnails and the viewer.
    await first.getByRole('link', { name: firstGoods.title }).click();
    await expect(page).toHaveURL(`/goods/details/${firstGoods.goodsId}`);
    const detail = await backend<GoodsDetailView>(request, API.csite.onlineGoodsDetail, { goodsId: firstGoods.goodsId });
    const images = real[firstGoods.goodsId]!.images;
    expect(images).toHaveLength(detail.images.length);
    const gallery = page.getByTestId('gallery');
    await expect(gallery.getByTestId('new-design-image')).toHaveAttribute('data-access', 'viewable');
    await expect(gallery.getByRole('img', { name: detail.title })).toHaveAttribute('src', showing(images[0]!));
    if (images.length > 1) {
      await gallery.getByRole('button', { name: `Show picture 2 of ${images.length}` }).click();
      await expect(gallery.getByRole('img', { name: detail.title })).toHaveAttribute('src', showing(images[1]!));
    }
    await gallery.getByRole('button', { name: /Enlarge image/ }).click();
    await expect(page.getByRole('dialog', { name: 'Image viewer' })).toBeVisible();
  });

  test("a freshly registered member sees 'no permission'; Apply leads to My Account, and the request shows '申请中...'", async ({ page, smtp }) => {
    const email = uniqueEmail('fresh');
    await page.goto(NEW_ARRIVALS_HREF);
    await page.getByTestId('site-header').getByRole('button', { name: UI_MSG.signInRegister }).click();
    const dialog = dialogOf(page);
    await dialog.getByLabel('Email', { exact: true }).fill(email);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByLabel('Password', { exact: true }).fill('Fresh#2024');
    await dialog.getByLabel('Re-enter password', { exact: true }).fill('Fresh#2024');
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('user-menu-button')).toBeVisible();

    const count = await cards(page).count();
    await expect(page.locator('[data-testid="new-design-image"][data-access="noPermission"]')).toHaveCount(count);
    await expect(cards(page).first().getByText(UI_MSG.noPermission)).toBeVisible();

    // Apply: a member completes the company information in My Account.
    await cards(page).first().getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/\/myAccount$/);
    await confirmEmail(page, smtp, email);
    await requestAccess(page, { company: 'Fresh Boutique', contact: 'Ines Vogel', phone: '+49 40 7654321', country: 'DE' });

    // auditFlag 1: the pictures say the application is pending.
    await page.goto(NEW_ARRIVALS_HREF);
    await expect(page.locator('[data-testid="new-design-image"][data-access="pending"]')).toHaveCount(count);
    await expect(cards(page).first().getByText(UI_MSG.applicationPending)).toBeVisible();
    await expect(cards(page).first().getByRole('button', { name: 'Apply' })).toHaveCount(0);
  });

  test('a visitor on the detail page of a new design: placeholder, no thumbnails, no picture for search engines', async ({ page, request, playwright, baseURL }) => {
    const { list } = await newDesigns(request);
    const goods = list[0]!;
    const detail = await backend<GoodsDetailView>(request, API.csite.onlineGoodsDetail, { goodsId: goods.goodsId });
    const real = (await realPictures(playwright, baseURL!, [goods.goodsId]))[goods.goodsId]!;
    const html = await (await request.get(`/goods/details/${goods.goodsId}`)).text();
    for (const image of real.images) expect(html).not.toContain(stem(image));
    expect(html).not.toMatch(/<meta property="og:image"/);

    const loaded = recordImageRequests(page);
    await page.goto(`/goods/details/${goods.goodsId}`);
    const gallery = page.getByTestId('gallery');
    await expect(gallery.getByTestId('new-design-image')).toHaveAttribute('data-access', 'noPermission');
    await expect(gallery.getByText(UI_MSG.noPermission)).toBeVisible();
    await expect(gallery.getByRole('button', { name: /Show picture|Enlarge image/ })).toHaveCount(0);
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(jsonLd.image).toBeUndefined();
    for (const image of real.images) expect(loaded.map(picture)).not.toContain(image);
    // Related goods that are new are placeholders too; the others show their pictures.
    for (const related of detail.related.slice(0, 8)) {
      const card = page.locator(`[data-testid="product-card"][data-goods-id="${related.goodsId}"]`);
      if (related.newFlag === 1) await expect(card.getByTestId('new-design-image')).toHaveAttribute('data-access', 'noPermission');
      else await expect(card.getByRole('img', { name: related.title })).toHaveAttribute('src', showing(related.imageUrl));
    }
  });

  test("home: the 'New designs' shelf shows placeholders to a visitor; goods that are not new keep their pictures", async ({ page }) => {
    await page.goto('/');
    const shelf = page.locator('section[aria-labelledby="home-new"]');
    await expect(shelf.getByTestId('product-card').first()).toBeVisible();
    const count = await shelf.getByTestId('product-card').count();
    await expect(shelf.locator('[data-testid="new-design-image"][data-access="noPermission"]')).toHaveCount(count);
    const best = page.locator('section[aria-labelledby="home-best"] [data-testid="product-card"]:not([data-new])').first();
    await expect(best.locator('img')).toHaveAttribute('src', /^\/media\//);
  });

  test("no visitor answer or page carries a new design's picture address, and the address itself is refused", async ({ request, playwright, baseURL }) => {
    const { list } = await newDesigns(request);
    const real = await realPictures(playwright, baseURL!, list.map((goods) => goods.goodsId));
    const urls = allUrls(real);
    expect(urls.length).toBeGreaterThan(0);
    const detailId = list[0]!.goodsId;
    const answers = await Promise.all([
      backend(request, API.csite.onlineGoodsList, { newFlag: 1, pageSize: 60 }),
      backend(request, API.csite.onlineGoodsList, { sort: 'newest', pageSize: 60 }),
      backend(request, API.csite.homePage),
      backend(request, API.csite.headerData),
      backend(request, API.csite.onlineGoodsDetail, { goodsId: detailId }),
      backend(request, API.csite01.factoryList),
      backend(request, API.csite01.factoryDetail, { id: 1 }),
    ]);
    const pages = await Promise.all(['/', NEW_ARRIVALS_HREF, '/goods/list', `/goods/details/${detailId}`, '/factories', '/factories/details/1'].map(async (path) => {
      const response = await request.get(path);
      return `${path}\n${await response.text()}`;
    }));
    for (const text of [...answers.map((answer) => JSON.stringify(answer)), ...pages]) {
      for (const url of urls) expect(text.includes(url), `${url} in ${text.slice(0, 80)}`).toBe(false);
    }
    const direct = await request.get(urls[0]!);
    expect(direct.status()).toBe(404);
  });
});
