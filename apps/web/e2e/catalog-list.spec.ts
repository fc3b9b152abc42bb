import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './support/smtp';
import { API, type GoodsDetailView, type GoodsPage, signedCall } from '@sw/protocol';

/** A visitor call through the same-origin proxy, as the browser makes it. */
async function backend<T>(request: APIRequestContext, path: string, data: Record<string, unknown> = {}): Promise<T> {
  const { url, sign } = signedCall(path);
  const body = await (await request.post('/api/post', { data: { url, data, sIgn: sign } })).json();
  expect(body.meta.res, `${path}: ${body.meta.msg}`).toBe('00000');
  return body.data as T;
}

const cards = (page: Page) => page.getByTestId('product-card');
const heading = (page: Page) => page.getByTestId('list-heading');

/** The number of products the page says match ('Showing 1–24 of 360 products' → 360). */
async function totalOf(page: Page): Promise<number> {
  const text = (await page.getByTestId('result-count').textContent()) ?? '';
  if (/No products found/.test(text)) return 0;
  const match = /of ([\d,]+)\+? products?$|^([\d,]+)\+? products?$/.exec(text.trim());
  expect(match, `result count text: ${text}`).not.toBeNull();
  return Number((match![1] ?? match![2])!.replace(/,/g, ''));
}

async function goodsIds(page: Page): Promise<string[]> {
  return cards(page).evaluateAll((els) => els.map((el) => el.getAttribute('data-goods-id') ?? ''));
}

test.describe('goods list', () => {
  let allTotal = 0;

  test('lists all products with a count, 24 a page', async ({ page }) => {
    const response = await page.goto('/goods/list');
    expect(response?.status()).toBe(200);
    await expect(heading(page)).toHaveText('All Products');
    allTotal = await totalOf(page);
    expect(allTotal).toBeGreaterThan(24);
    await expect(cards(page)).toHaveCount(24);
    await expect(page.getByTestId('result-count')).toHaveText(new RegExp(`^Showing 1–24 of ${allTotal.toLocaleString('en-US')} products$`));
    const first = cards(page).first();
    await expect(first.getByRole('heading', { level: 3 })).not.toBeEmpty();
    await expect(first).toContainText(/US\$ \d+\.\d{2}/);
    await expect(first).toContainText(/MOQ [\d,]+ pcs/);
    await expect(page).toHaveTitle(/All Products/);
  });

  test('keyWords: a goods code finds that good', async ({ page, request }) => {
    const some = await backend<GoodsPage>(request, API.csite.onlineGoodsList, { pageNum: 2, pageSize: 5 });
    const target = some.list[3]!;
    await page.goto(`/goods/list?keyWords=${encodeURIComponent(target.goodsCode)}`);
    await expect(heading(page)).toHaveText(`Results for “${target.goodsCode}”`);
    expect(await goodsIds(page)).toContain(target.goodsId);
    await expect(page.locator('[data-chip="keyWords"]')).toHaveText(`“${target.goodsCode}”`);
    await expect(page.locator('#list-search')).toHaveValue(target.goodsCode);
  });

  test('keyWords: the search box searches within the current filters', async ({ page }) => {
    await page.goto('/goods/list?catName1=Rings');
    await page.locator('#list-search').fill('gold');
    await page.locator('#list-search').press('Enter');
    await expect(page).toHaveURL(/keyWords=gold/);
    await expect(page).toHaveURL(/catName1=Rings/);
    await expect(heading(page)).toHaveText('Results for “gold”');
    expect(await totalOf(page)).toBeGreaterThan(0);
  });

  test('keyWords with no match shows the empty state', async ({ page }) => {
    await page.goto('/goods/list?keyWords=qqzzxxnothing');
    await expect(page.getByTestId('empty-state')).toBeVisible();
    await expect(page.getByTestId('result-count')).toHaveText('No products found');
    await expect(page.getByRole('link', { name: 'Clear all filters' })).toHaveAttribute('href', '/goods/list');
  });

  test('catName1: the category filter link narrows the list to that category', async ({ page }) => {
    await page.goto('/goods/list');
    const filters = page.getByTestId('goods-filters');
    await filters.getByRole('link', { name: 'Rings', exact: true }).click();
    await expect(page).toHaveURL(/\/goods\/list\?catName1=Rings$/);
    await expect(heading(page)).toHaveText('Rings');
    const total = await totalOf(page);
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThan(allTotal || Number.MAX_SAFE_INTEGER);
    for (const card of await cards(page).all()) await expect(card.locator('p').first()).toHaveText('Rings');
    // Sub-categories open under the active category; the breadcrumb names the parent.
    const child = filters.locator('a[data-filter="catName1"]').filter({ hasText: /Band Rings/ });
    await child.click();
    await expect(heading(page)).toHaveText('Band Rings');
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Rings');
    expect(await totalOf(page)).toBeLessThanOrEqual(total);
  });

  for (const [param, label] of [
    ['cateIdForTheme', 'Theme'],
    ['cateIdForStyle', 'Style'],
    ['cateIdForPlatingMaterial', 'Plating Material'],
    ['cateIdForInsertMaterial', 'Insert Material'],
  ] as const) {
    test(`${param}: the ${label} filter shows only goods with that ${label.toLowerCase()}`, async ({ page, request }) => {
      await page.goto('/goods/list');
      const option = page.locator(`a[data-filter="${param}"]`).first();
      const id = await option.getAttribute('data-value');
      const name = (await option.textContent())!.trim();
      expect(id).toMatch(/^\d+$/);
      await option.click();
      await expect(page).toHaveURL(new RegExp(`[?&]${param}=${id}(&|$)`));
      await expect(page.locator(`[data-chip="${param}"]`)).toHaveText(`${label}: ${name}`);
      await expect(page.locator(`a[data-filter="${param}"][data-value="${id}"]`)).toHaveAttribute('aria-current', 'true');
      const total = await totalOf(page);
      expect(total).toBeGreaterThan(0);
      expect(total).toBeLessThan(allTotal || Number.MAX_SAFE_INTEGER);
      // Every good shown carries the facet (checked on the back-end's detail of the first three).
      const fields = { cateIdForTheme: 'theme', cateIdForStyle: 'style', cateIdForPlatingMaterial: 'platingMaterial', cateIdForInsertMaterial: 'insertMaterial' } as const;
      const field = fields[param];
      for (const goodsId of (await goodsIds(page)).slice(0, 3)) {
        const detail = await backend<GoodsDetailView>(request, API.csite.onlineGoodsDetail, { goodsId });
        expect(detail.facets[field]).toContainEqual({ id, name });
      }
      // The chip removes the filter again.
      await page.locator(`[data-chip="${param}"]`).click();
      await expect(page).toHaveURL(/\/goods\/list$/);
    });
  }

  test('newFlag=1: only new designs, with their badge and a removable chip', async ({ page }) => {
    await page.goto('/goods/list');
    await page.locator('a[data-filter="newFlag"]').click();
    await expect(page).toHaveURL(/\/goods\/list\?newFlag=1$/);
    await expect(heading(page)).toHaveText('New Arrivals');
    const count = await cards(page).count();
    expect(count).toBeGreaterThan(0);
    await expect(page.getByTestId('new-badge')).toHaveCount(count);
    await expect(page.locator('[data-chip="newFlag"]')).toHaveText('New designs');
  });

  test('the new-arrivals link: newFlag=1, title=New Designs and hide=new', async ({ page }) => {
    await page.goto('/goods/list?newFlag=1&title=New%20Designs&hide=new');
    await expect(heading(page)).toHaveText('New Designs');
    await expect(page).toHaveTitle(/^New Designs/);
    expect(await cards(page).count()).toBeGreaterThan(0);
    // hide=new: no badge, no new-arrivals filter and no chip to remove it.
    await expect(page.getByTestId('new-badge')).toHaveCount(0);
    await expect(page.locator('a[data-filter="newFlag"]')).toHaveCount(0);
    await expect(page.locator('[data-chip="newFlag"]')).toHaveCount(0);
    const newTotal = await totalOf(page);
    await page.goto('/goods/list?newFlag=1');
    expect(await totalOf(page)).toBe(newTotal);
    // Other filters keep the page what it is.
    await page.goto('/goods/list?newFlag=1&title=New%20Designs&hide=new');
    const option = page.locator('a[data-filter="cateIdForStyle"]').first();
    await option.click();
    await expect(page).toHaveURL(/newFlag=1/);
    await expect(page).toHaveURL(/hide=new/);
    await expect(heading(page)).toHaveText('New Designs');
  });

  test('title: sets the heading', async ({ page }) => {
    await page.goto('/goods/list?title=Holiday%20Picks&catName1=Earrings');
    await expect(heading(page)).toHaveText('Holiday Picks');
    await expect(page).toHaveTitle(/^Holiday Picks/);
    await expect(page.locator('[data-chip="catName1"]')).toHaveText('Earrings');
  });

  test('pagination: real links to ?pageNum=, with the right slice of goods', async ({ page }) => {
    await page.goto('/goods/list');
    const total = await totalOf(page);
    const firstPage = await goodsIds(page);
    const pagination = page.getByTestId('pagination');
    await expect(pagination.getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/goods/list?pageNum=2');
    await pagination.getByRole('link', { name: /Next/ }).click();
    await expect(page).toHaveURL(/\/goods\/list\?pageNum=2$/);
    await expect(page.getByTestId('result-count')).toHaveText(`Showing 25–48 of ${total.toLocaleString('en-US')} products`);
    await expect(pagination.locator('[aria-current="page"]')).toHaveText('2');
    const secondPage = await goodsIds(page);
    expect(secondPage.filter((id) => firstPage.includes(id))).toEqual([]);
    // The last page holds the rest.
    const lastPage = Math.ceil(total / 24);
    await page.goto(`/goods/list?pageNum=${lastPage}`);
    await expect(cards(page)).toHaveCount(total - (lastPage - 1) * 24);
    await expect(pagination.getByRole('link', { name: /Next/ })).toHaveCount(0);
    // Filters and sort survive paging; a filter change goes back to page 1.
    await page.goto('/goods/list?catName1=Rings&sort=newest&pageNum=2');
    await expect(pagination.getByRole('link', { name: /Previous/ })).toHaveAttribute('href', '/goods/list?catName1=Rings&sort=newest');
    const href = await page.locator('a[data-filter="cateIdForTheme"]').first().getAttribute('href');
    expect(href).not.toContain('pageNum');
    expect(href).toContain('sort=newest');
  });

  test('a page past the end says so and links back to page 1', async ({ page }) => {
    await page.goto('/goods/list?pageNum=9999');
    await expect(page.getByTestId('empty-state')).toContainText('This page is empty');
    await page.getByRole('link', { name: 'Go to page 1' }).click();
    await expect(cards(page)).toHaveCount(24);
  });

  test('sort: price low to high orders the goods by their lowest price', async ({ page }) => {
    await page.goto('/goods/list');
    await page.getByRole('navigation', { name: 'Sort' }).getByRole('link', { name: 'Price: low to high' }).click();
    await expect(page).toHaveURL(/sort=priceAsc/);
    const prices = await cards(page).evaluateAll((els) =>
      els.map((el) => Number(/US\$ ([\d,.]+)/.exec(el.textContent ?? '')![1]!.replace(/,/g, ''))),
    );
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  test('unknown or malformed parameters do not break the page', async ({ page }) => {
    const response = await page.goto('/goods/list?cateIdForTheme=abc&newFlag=7&sort=weird&pageNum=-3');
    expect(response?.status()).toBe(200);
    await expect(heading(page)).toHaveText('All Products');
    await page.goto('/goods/list?catName1=NoSuchCategory');
    await expect(page.getByTestId('empty-state')).toBeVisible();
  });

  test('on a phone the filters fold behind a button', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto('/goods/list?catName1=Rings');
    const filters = page.getByTestId('goods-filters');
    await expect(filters).toBeHidden();
    await page.getByRole('button', { name: 'Filters (1)' }).click();
    await expect(filters).toBeVisible();
    await context.close();
  });
});
