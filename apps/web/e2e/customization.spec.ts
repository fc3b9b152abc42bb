import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import {
  API, type CartChange, type CartView, type GoodsDetailView, type GoodsPage, MSG, RES, signedCall,
} from '@sw/protocol';
import { demoAccount } from './support/accounts';
import { signInThroughProxy } from './support/buyers';
import { expect, test } from './support/smtp';

/**
 * The customization editor (/goods/customization/{goodsId}, /inquiry/editCustomization?lineId=): variants and
 * quantities, technique, font, a real PNG logo uploaded and placed on the goods picture, the line in the cart
 * with its thumbnail, reopened with its values; cancelling an upload; files refused in the page.
 */

type Placement = { x: number; y: number; width: number; height: number };

/** A visitor call through the same-origin proxy. */
async function visitorCall<T>(request: APIRequestContext, path: string, data: Record<string, unknown> = {}): Promise<T> {
  const { url, sign } = signedCall(path);
  const body = await (await request.post('/api/post', { data: { url, data, sIgn: sign } })).json();
  expect(body.meta.res, `${path}: ${body.meta.msg}`).toBe(RES.OK);
  return body.data as T;
}

/** A member call from the page's own context (its cookie jar holds the session). */
async function memberCall<T>(page: Page, memId: string, path: string, data: Record<string, unknown> = {}): Promise<T> {
  const { url, sign } = signedCall(path, { memId });
  const body = await (await page.request.post('/api/post', { data: { url, data, sIgn: sign } })).json();
  expect(body.meta.res, `${path}: ${body.meta.msg}`).toBe(RES.OK);
  return body.data as T;
}

/** Signs the demo buyer in through the proxy and tells the page who is signed in; answers the member id. */
async function signIn(page: Page): Promise<string> {
  await page.goto('/');
  const { email, password } = demoAccount('buyer');
  return (await signInThroughProxy(page, email, password)).memId;
}

/** A goods with at least two specifications and a real picture. */
async function goodsWithVariants(request: APIRequestContext): Promise<GoodsDetailView> {
  const page = await visitorCall<GoodsPage>(request, API.csite.onlineGoodsList, { pageSize: 20 });
  for (const summary of page.list) {
    const detail = await visitorCall<GoodsDetailView>(request, API.csite.onlineGoodsDetail, { goodsId: summary.goodsId });
    if ((detail.skus?.length ?? 0) >= 2 && !detail.imageUrl.includes('placeholder')) return detail;
  }
  throw new Error('no goods with two specifications in the seed');
}

/** A PNG of random pixels (so it does not compress): about width × height × 3 bytes. */
function noisePng(width: number, height: number): Promise<Buffer> {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
}

/** Slows the browser's uploads down for real (Chromium's network emulation), so progress and cancel can be seen. */
async function throttleUploads(page: Page, bytesPerSecond: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: bytesPerSecond });
  return cdp;
}

/** Every percentage the uploader's progress bars show, collected in the page as they change. */
async function watchProgress(page: Page) {
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { uploadProgress: number[] }).uploadProgress = seen;
    new MutationObserver(() => {
      for (const bar of document.querySelectorAll('[role="progressbar"]')) seen.push(Number(bar.getAttribute('aria-valuenow')));
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-valuenow'] });
  });
  return () => page.evaluate(() => (window as unknown as { uploadProgress: number[] }).uploadProgress);
}

const placementOf = async (box: Locator): Promise<Placement> => JSON.parse((await box.getAttribute('data-placement')) ?? '{}') as Placement;

function uploadRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/files/upload') seen.push(request.url());
  });
  return seen;
}

test.describe('customization editor', () => {
  test('a buyer customizes a goods, places the logo, finds the line in the cart and reopens it', async ({ page, request }) => {
    test.setTimeout(120_000);
    const goods = await goodsWithVariants(request);
    const memId = await signIn(page);
    await page.goto(`/goods/customization/${goods.goodsId}`);
    await expect(page.getByTestId('customization-title')).toHaveText(goods.title);

    // Quantities: words for a wrong number and for a total below the MOQ, then two variants.
    const rows = page.getByTestId('variant-row');
    await expect(rows).toHaveCount(goods.skus.length);
    await rows.nth(0).getByRole('textbox').fill('1.5');
    await expect(rows.nth(0).getByRole('alert')).toHaveText('Please enter a whole number of pieces.');
    await rows.nth(0).getByRole('textbox').fill('1');
    await expect(page.getByTestId('moq-message')).toContainText(`Below the MOQ: add ${goods.moq - 1} more pcs.`);
    await page.getByRole('button', { name: 'Add to Inquiry Cart' }).click();
    await expect(page.getByTestId('customization-error')).toContainText(`below the MOQ of ${goods.moq} pcs`);
    const first = goods.moq;
    const second = goods.moq + 7;
    await rows.nth(0).getByRole('textbox').fill(String(first));
    await rows.nth(1).getByRole('textbox').fill(String(second));
    await expect(page.getByTestId('total-qty')).toHaveText(String(first + second));
    await expect(page.getByTestId('moq-message')).toContainText('pc reached');
    await expect(page.getByTestId('estimated-amount')).toContainText('US$');

    // Technique and font.
    const technique = page.getByTestId('technique-section').locator('[data-technique]').nth(1);
    const techniqueCode = await technique.getAttribute('data-technique');
    await technique.click();
    await expect(technique.getByRole('radio')).toBeChecked();
    const font = page.getByTestId('font-section').locator('[data-font]').nth(1);
    const fontName = (await font.getAttribute('data-font'))!;
    await page.getByLabel('Preview text').fill('ACME');
    await font.click();
    await expect(font).toContainText('ACME');
    await expect(page.getByTestId('logo-text')).toHaveText('ACME');

    // A real PNG logo, slowed down so the progress can be seen climbing; then its thumbnail and the logo on the picture.
    const logo = await noisePng(420, 300);
    const cdp = await throttleUploads(page, 160 * 1024);
    const progress = await watchProgress(page);
    await page.getByTestId('upload-input').first().setInputFiles({ name: 'acme-logo.png', mimeType: 'image/png', buffer: logo });
    await expect(page.getByRole('progressbar', { name: 'Uploading acme-logo.png' })).toBeVisible();
    const done = page.getByTestId('uploaded-file');
    await expect(done).toHaveCount(1, { timeout: 30_000 });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    const seen = await progress();
    expect(seen.some((value) => value > 0 && value < 90), `progress seen: ${seen.join(',')}`).toBe(true);
    // lib/upload.ts holds 99 until the storage answers, then the row becomes the completed file (100 %).
    expect(Math.max(...seen)).toBeGreaterThanOrEqual(99);
    await expect(done).toContainText('Uploaded');
    await expect(done.locator('img')).toHaveJSProperty('complete', true);
    expect(await done.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(420);
    const onPicture = page.getByTestId('logo-image');
    await expect(onPicture).toBeVisible();
    await expect.poll(() => onPicture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(420);

    // The logo keeps its own shape on the picture (420 × 300 on a square picture).
    const box = page.getByTestId('logo-box');
    await expect.poll(async () => {
      const p = await placementOf(box);
      return Math.round((p.width / p.height) * 100) / 100;
    }).toBe(1.4);

    // Drag it with the pointer: it moves, and the keyboard moves and scales it too.
    const before = await placementOf(box);
    const rect = (await box.boundingBox())!;
    await page.mouse.move(rect.x + rect.width / 2, rect.y + rect.height / 2);
    await page.mouse.down();
    await page.mouse.move(rect.x + rect.width / 2 - 70, rect.y + rect.height / 2 - 40, { steps: 10 });
    await page.mouse.up();
    await expect.poll(async () => (await placementOf(box)).x).toBeLessThan(before.x - 0.05);
    const dragged = await placementOf(box);
    expect(dragged.y).toBeLessThan(before.y);
    expect(dragged.width).toBeCloseTo(before.width, 3);

    // A corner handle scales it, keeping its shape.
    const handle = box.locator('[data-handle="bottom-right"]');
    const h = (await handle.boundingBox())!;
    await page.mouse.move(h.x + h.width / 2, h.y + h.height / 2);
    await page.mouse.down();
    await page.mouse.move(h.x + h.width / 2 + 40, h.y + h.height / 2 + 10, { steps: 8 });
    await page.mouse.up();
    await expect.poll(async () => (await placementOf(box)).width).toBeGreaterThan(dragged.width + 0.03);
    const scaled = await placementOf(box);
    expect(scaled.width / scaled.height).toBeCloseTo(1.4, 1);
    expect(scaled.x).toBeCloseTo(dragged.x, 3);

    await box.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(async () => (await placementOf(box)).x).toBeCloseTo(scaled.x + 0.01, 3);
    await page.keyboard.press('-');
    await expect.poll(async () => (await placementOf(box)).width).toBeLessThan(scaled.width);
    const placed = await placementOf(box);

    // Colour and notes, then into the cart.
    await page.getByRole('button', { name: 'Rose gold' }).click();
    await page.getByRole('textbox', { name: 'Notes', exact: true }).fill('Logo 8 mm wide; individual pouches.');
    const countBefore = (await memberCall<CartView>(page, memId, API.inquiryCart.myCart)).cartNum;
    const added = page.waitForResponse((r) => (r.request().postData() ?? '').includes('putIntoCart2.do'));
    await page.getByRole('button', { name: 'Add to Inquiry Cart' }).click();
    const change = (await (await added).json()).data as CartChange;
    const line = change.line!;
    expect(change.cartNum).toBe(countBefore + 1);
    expect(line.customization).toMatchObject({
      technique: techniqueCode, font: fontName, colors: ['Rose gold'], notes: 'Logo 8 mm wide; individual pouches.',
      logoFiles: [{ name: 'acme-logo.png', key: expect.stringMatching(/^logo\//) }],
    });
    for (const side of ['x', 'y', 'width', 'height'] as const) expect(line.customization!.placement![side]).toBeCloseTo(placed[side], 4);
    expect(line.variants.map((v) => v.qty)).toEqual([first, second]);

    // The cart shows the line with its thumbnail, and the header its new count.
    await expect(page).toHaveURL(/\/inquiry\/cart/);
    await expect(page.getByTestId('site-header').getByText(`Inquiry Cart(${countBefore + 1})`)).toBeVisible();
    const cartLine = page.locator(`[data-testid="cart-line"][data-line-id="${line.lineId}"]`);
    await expect(cartLine).toBeVisible();
    const thumbnail = cartLine.locator('[data-testid="cart-line-files"] img').first();
    await expect(thumbnail).toBeVisible();
    await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(420);

    // Reopened through 'Edit customization': every value is back, the logo where it was placed.
    await cartLine.getByRole('link', { name: 'Edit customization' }).click();
    await expect(page).toHaveURL(new RegExp(`/inquiry/editCustomization\\?lineId=${line.lineId}`));
    await expect(rows.nth(0).getByRole('textbox')).toHaveValue(String(first));
    await expect(rows.nth(1).getByRole('textbox')).toHaveValue(String(second));
    await expect(page.locator(`[data-technique="${techniqueCode}"]`).getByRole('radio')).toBeChecked();
    await expect(page.locator(`[data-font="${fontName}"]`).getByRole('radio')).toBeChecked();
    await expect(page.getByRole('button', { name: 'Rose gold' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('textbox', { name: 'Notes', exact: true })).toHaveValue('Logo 8 mm wide; individual pouches.');
    await expect(page.getByTestId('uploaded-file')).toContainText('acme-logo.png');
    await expect(page.getByTestId('logo-image')).toBeVisible();
    const reopened = await placementOf(box);
    for (const side of ['x', 'y', 'width', 'height'] as const) expect(reopened[side]).toBeCloseTo(placed[side], 4);

    // Changes are saved to the same line.
    await rows.nth(1).getByRole('textbox').fill(String(second + 10));
    await box.focus();
    await page.keyboard.press('ArrowDown');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page).toHaveURL(/\/inquiry\/cart/);
    const saved = (await memberCall<CartView>(page, memId, API.inquiryCart.myCart)).lines.find((l) => l.lineId === line.lineId)!;
    expect(saved.variants.map((v) => v.qty)).toEqual([first, second + 10]);
    expect(saved.customization!.placement!.y).toBeCloseTo(placed.y + 0.01, 4);
    expect(saved.customization!.logoFiles).toHaveLength(1);
  });

  test('cancelling during an upload shows "Upload cancelled" and sends nothing more', async ({ page, request }) => {
    test.setTimeout(90_000);
    const goods = await goodsWithVariants(request);
    await signIn(page);
    await page.goto(`/goods/customization/${goods.goodsId}`);
    const big = await noisePng(1000, 1000);
    expect(big.length).toBeGreaterThan(2_500_000);
    const small = await noisePng(40, 40);
    await throttleUploads(page, 100 * 1024);
    const posted = uploadRequests(page);
    await page.getByTestId('upload-input').first().setInputFiles([
      { name: 'big-logo.png', mimeType: 'image/png', buffer: big },
      { name: 'second-logo.png', mimeType: 'image/png', buffer: small },
    ]);
    await expect(page.getByRole('progressbar', { name: 'Uploading big-logo.png' })).toBeVisible();
    await expect.poll(() => posted.length).toBe(1);
    await page.getByTestId('upload-cancel').click();
    const items = page.getByTestId('upload-item');
    await expect(items).toHaveCount(2);
    for (const item of await items.all()) {
      await expect(item).toHaveAttribute('data-status', 'cancelled');
      await expect(item.getByTestId('upload-error')).toHaveText('Upload cancelled');
    }
    await page.waitForTimeout(1500);
    expect(posted).toHaveLength(1);
    await expect(page.getByTestId('uploaded-file')).toHaveCount(0);
    await expect(page.getByTestId('logo-image')).toHaveCount(0);
    await expect(page.getByTestId('logo-text')).toBeVisible();
  });

  test('a forbidden extension and an oversized file are refused in the page without a request', async ({ page, request }) => {
    const goods = await goodsWithVariants(request);
    await signIn(page);
    await page.goto(`/goods/customization/${goods.goodsId}`);
    const posted = uploadRequests(page);
    const input = page.getByTestId('upload-input').first();

    await input.setInputFiles({ name: 'logo.EXE', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ not a logo') });
    const refused = page.getByTestId('upload-item');
    await expect(refused).toHaveAttribute('data-status', 'error');
    await expect(refused.getByTestId('upload-error')).toHaveText(MSG.unsupportedFormat);
    expect(MSG.unsupportedFormat).toBe('Unsupported file format.');

    await input.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(10_485_761) });
    await expect(page.getByTestId('upload-item').getByTestId('upload-error')).toHaveText('File size exceeds the limit.');
    await page.waitForTimeout(500);
    expect(posted).toHaveLength(0);
    await expect(page.getByTestId('uploaded-file')).toHaveCount(0);
  });

  test('without a goods the page says how to start; a line not in the cart says so', async ({ page }) => {
    await signIn(page);
    await page.goto('/goods/customization');
    await expect(page.getByRole('heading', { name: 'Start from a design' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse products' })).toHaveAttribute('href', '/goods/list');
    await expect(page.getByRole('link', { name: 'How OEM / ODM works' })).toHaveAttribute('href', '/OEM-ODM');

    await page.goto('/inquiry/editCustomization?lineId=999999999');
    await expect(page.getByTestId('line-not-found')).toContainText('This line is not in your cart');
    await page.getByTestId('line-not-found').getByRole('link', { name: 'Go to the cart' }).click();
    await expect(page).toHaveURL(/\/inquiry\/cart/);

    await page.goto('/goods/customization/99999999');
    await expect(page.getByTestId('customization-unavailable')).toBeVisible();
  });
});

test.describe('lettering fonts', () => {
  test('the seven fonts are web fonts with seven looks, loaded on the customization screen only', async ({ page, request }) => {
    const goods = await goodsWithVariants(request);
    await signIn(page);
    await page.goto(`/goods/customization/${goods.goodsId}`);
    const cards = page.getByTestId('font-section').locator('[data-font]');
    await expect(cards).toHaveCount(7);
    await page.getByLabel('Preview text').fill('Hamburg 1926');
    await page.getByTestId('font-section').scrollIntoViewIfNeeded();
    await page.evaluate(() => document.fonts.ready);
    // Every card's first family is a web font, loaded; then the sample's width differs from card to card.
    const families = await cards.evaluateAll((labels) =>
      labels.map((label) => getComputedStyle(label.querySelector('span[style]')!).fontFamily.split(',')[0]!.trim().replace(/^["']|["']$/g, '')),
    );
    expect(new Set(families).size).toBe(7);
    await expect
      .poll(async () => page.evaluate(() => [...document.fonts].filter((f) => f.status === 'loaded').map((f) => f.family.replace(/["']/g, ''))))
      .toEqual(expect.arrayContaining(families));
    const widths = await cards.evaluateAll((labels) =>
      labels.map((label) => {
        const range = document.createRange();
        range.selectNodeContents(label.querySelector('span[style]')!);
        return range.getBoundingClientRect().width.toFixed(1);
      }),
    );
    expect(new Set(widths).size, widths.join(' ')).toBe(7);
    await page.getByTestId('font-section').screenshot({ path: '/tmp/shots/fonts-1366.png' });

    // Other pages do not carry them: the goods list's stylesheets name none of these fonts.
    const html = await (await page.request.get('/goods/list')).text();
    const sheets = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((match) => match[1]!);
    expect(sheets.length).toBeGreaterThan(0);
    for (const sheet of sheets) expect(await (await page.request.get(sheet)).text()).not.toContain('Great Vibes');
  });
});

test.describe('customization editor on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the logo moves and scales with a finger, the options stack under the picture', async ({ page, request }) => {
    const goods = await goodsWithVariants(request);
    await signIn(page);
    await page.goto(`/goods/customization/${goods.goodsId}`);
    const stage = page.getByTestId('logo-stage');
    const box = page.getByTestId('logo-box');
    await box.scrollIntoViewIfNeeded();
    const stageRect = (await stage.boundingBox())!;
    expect(stageRect.width).toBeGreaterThan(340);
    // Stacked: the quantities come after the picture.
    expect((await page.getByTestId('variant-rows').boundingBox())!.y).toBeGreaterThan(stageRect.y + stageRect.height);

    // Real touches through Chromium's input pipeline (touch events become pointer events of type touch).
    const cdp = await page.context().newCDPSession(page);
    const touch = async (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, y: number) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y, id: 1 }] });
    const drag = async (fromX: number, fromY: number, dx: number, dy: number) => {
      await touch('touchStart', fromX, fromY);
      for (let step = 1; step <= 8; step++) await touch('touchMove', fromX + (dx * step) / 8, fromY + (dy * step) / 8);
      await touch('touchEnd', fromX + dx, fromY + dy);
    };

    const before = await placementOf(box);
    const rect = (await box.boundingBox())!;
    await drag(rect.x + rect.width / 2, rect.y + rect.height / 2, 40, 50);
    await expect.poll(async () => (await placementOf(box)).y).toBeGreaterThan(before.y + 0.08);
    const moved = await placementOf(box);
    expect(moved.x).toBeGreaterThan(before.x);
    expect(moved.width).toBeCloseTo(before.width, 3);

    const handle = (await box.locator('[data-handle="bottom-right"]').boundingBox())!;
    await drag(handle.x + handle.width / 2, handle.y + handle.height / 2, 30, 0);
    await expect.poll(async () => (await placementOf(box)).width).toBeGreaterThan(moved.width + 0.04);
    const scaled = await placementOf(box);
    expect(scaled.width / scaled.height).toBeCloseTo(moved.width / moved.height, 1);
    expect(scaled.x + scaled.width).toBeLessThanOrEqual(1);
    expect(scaled.y + scaled.height).toBeLessThanOrEqual(1);
    // The page did not scroll with the finger on the logo.
    expect((await stage.boundingBox())!.y).toBeCloseTo(stageRect.y, 0);
 
    // Nothing can be dropped on a phone: the uploader only offers to choose files.
    const prompt = page.getByTestId('upload-prompt').first();
    await expect(prompt.getByText('Choose files from your device.', { exact: true })).toBeVisible();
    await expect(prompt.getByText('Drop files here', { exact: false })).toBeHidden();
    await prompt.scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/shots/customization-phone-uploader-390.png' });
  });
});
