import { expect, test, type Page } from '@playwright/test';
import { agreementBuyerPage, privateLabelOf } from './support/agreements';

/**
 * A company's own prices and goods in the browser (issue 51, browser tests 1 and 3, list and goods page): the demo's
 * Maison Lumière sees its EUR "Spring agreement 2027" prices with why, Harbor & Pine its own USD terms and its
 * private-label design, a visitor the catalogue's; the shared pages never carry a company's price or design. On
 * PostgreSQL (CI's second pass) the pages come through the Redis page cache.
 */

const firstCard = (page: Page) => page.getByTestId('product-card').first();
/** A card the company's main agreement prices (its key account prices a few goods apart). */
const springCard = (page: Page) => page.getByTestId('product-card').filter({ hasText: 'Your price (Spring agreement 2027)' }).first();

test("each company sees its own prices with why on the list and the goods page; a visitor the catalogue's", async ({ browser, page: visitor }) => {
  const euro = await agreementBuyerPage(browser, 'euro');
  await euro.page.goto('/goods/list');
  const euroCard = springCard(euro.page);
  await expect(euroCard.getByTestId('member-price')).toContainText('€');
  await expect(euroCard.getByTestId('price-source')).toContainText(/^Your price \(Spring agreement 2027\), catalogue US\$ \d/);
  await expect(euroCard.getByTestId('catalogue-price')).toHaveCSS('text-decoration-line', 'line-through');
  const goodsId = await euroCard.getAttribute('data-goods-id');

  // The same cached page for a visitor: the catalogue's prices, nothing of the company's, after it was asked.
  const html = await (await visitor.request.get('/goods/list')).text();
  expect(html).not.toMatch(/Spring agreement|Harbor &amp; Pine key account|€/);
  await visitor.goto('/goods/list');
  await expect(firstCard(visitor)).toContainText('US$');
  await expect(visitor.getByTestId('member-price')).toHaveCount(0);

  await euro.page.goto(`/goods/details/${goodsId}`);
  const detail = euro.page.getByTestId('member-detail-price');
  await expect(detail).toContainText('€');
  await expect(detail.getByTestId('price-source')).toContainText('Your price (Spring agreement 2027), catalogue US$');
  await expect(euro.page.getByTestId('price-why')).toContainText(/Why this price: Your price \(Spring agreement 2027, version \d+\): catalogue −12 % on all goods, rounded up to \.x9, at 1 USD = [\d.]+ EUR/);
  await expect(euro.page.getByTestId('price-tiers')).toContainText('€');
  await visitor.goto(`/goods/details/${goodsId}`);
  await expect(visitor.getByTestId('price-tiers')).toContainText('US$');
  await expect(visitor.getByTestId('member-detail-price')).toHaveCount(0);

  // The second company: its own terms, never the first's.
  const dollar = await agreementBuyerPage(browser, 'dollar');
  await dollar.page.goto(`/goods/details/${goodsId}`);
  await expect(dollar.page.getByTestId('member-detail-price')).toContainText('US$');
  await expect(dollar.page.getByTestId('member-detail-price')).not.toContainText('€');
  await expect(dollar.page.getByTestId('price-why')).not.toContainText('Spring agreement');
});

test('a private-label design is visible to its company only', async ({ browser, page: visitor }) => {
  const dollar = await agreementBuyerPage(browser, 'dollar');
  const exclusive = await privateLabelOf(dollar);

  // Its company finds it by search in its own list, and opens its page with its price.
  await dollar.page.goto(`/goods/list?keyWords=${encodeURIComponent(exclusive.goodsCode)}`);
  const card = dollar.page.getByTestId('own-catalogue').locator(`[data-goods-id="${exclusive.goodsId}"]`);
  await expect(card.getByTestId('price-source')).toContainText('Your price (Harbor & Pine key account), catalogue US$');
  await card.getByRole('link').click();
  await expect(dollar.page.getByTestId('exclusive-goods')).toBeVisible();
  await expect(dollar.page.getByTestId('goods-code')).toHaveText(exclusive.goodsCode);
  await expect(dollar.page.getByTestId('member-detail-price')).toContainText('Your price (Harbor & Pine key account)');

  // Everyone else: not found by search, the ordinary 404 by URL, not in the sitemap.
  const response = await visitor.goto(`/goods/details/${exclusive.goodsId}`);
  expect(response?.status()).toBe(404);
  await expect(visitor.getByTestId('error-page')).toBeVisible();
  await visitor.goto(`/goods/list?keyWords=${encodeURIComponent(exclusive.goodsCode)}`);
  await expect(visitor.getByTestId('empty-state')).toBeVisible();
  const euro = await agreementBuyerPage(browser, 'euro');
  await euro.page.goto(`/goods/details/${exclusive.goodsId}`);
  await expect(euro.page.getByTestId('error-page')).toBeVisible();
  await expect(euro.page.getByTestId('exclusive-goods')).toHaveCount(0);
  expect(await (await visitor.request.get('/sitemap.xml')).text()).not.toContain(`/goods/details/${exclusive.goodsId}<`);
});
