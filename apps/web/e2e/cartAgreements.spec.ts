import { expect, test } from '@playwright/test';
import { DEMO_AGREEMENTS } from '@sw/api/seed/agreements';
import { API, type CartView, type GoodsDetailView, type GoodsPage, type MemberPrices } from '@sw/protocol';
import { agreementBuyerPage, proxyCall } from './support/agreements';

/**
 * The cart under a company's agreement (issue 51, browser test 2 and the cart part of test 1): Maison Lumière's buyer
 * mixes 3 × 4 lengths of the demo's mix-and-match necklace from a sheet, and the cart prices every line at the
 * 12-piece tier of its EUR "Spring agreement 2027", with the catalogue's price struck through and why.
 */

const { mixAndMatch } = DEMO_AGREEMENTS.euro;

test('a buyer mixes 3 × 4 lengths of one necklace to reach its 12-piece tier, in EUR with why', async ({ browser }) => {
  const euro = await agreementBuyerPage(browser, 'euro');
  const { page, memId } = euro;
  // The necklace the Spring agreement prices in fixed tiers (the demo's only one), found as the buyer's list shows it.
  let goodsId: string | undefined;
  for (let pageNum = 1; pageNum <= 10 && !goodsId; pageNum++) {
    const shared = await proxyCall<GoodsPage>(page, API.csite.onlineGoodsList, { sort: 'newest', pageSize: 100, pageNum });
    if (!shared.list.length) break;
    const own = await proxyCall<MemberPrices>(page, API.csite.memberPrices, { goodsIds: shared.list.map((g) => g.goodsId) }, memId);
    goodsId = Object.values(own.prices).find((p) => p.label === `Your price (${DEMO_AGREEMENTS.euro.list})` && p.why.endsWith('fixed tiers for this design'))?.goodsId;
  }
  expect(goodsId, 'the demo necklace with mix and match').toBeDefined();
  const detail = await proxyCall<GoodsDetailView>(page, API.csite.onlineGoodsDetail, { goodsId });
  const lengths = detail.skus.slice(0, 4);
  expect(lengths).toHaveLength(4);

  // An empty cart, then a sheet of three pieces of each of four lengths.
  const before = await proxyCall<CartView>(page, API.inquiryCart.myCart, {}, memId);
  if (before.lines.length) await proxyCall(page, API.inquiryCart.cartRemoveGoods, { lineIds: before.lines.map((l) => l.lineId) }, memId);
  await page.goto('/inquiry/cart');
  await page.getByTestId('bulk-open').click();
  const sheet = `Code,Quantity,Note\n${lengths.map((sku) => `${sku.skuCode},3,`).join('\n')}\n`;
  await page.getByTestId('bulk-file').setInputFiles({ name: 'lengths.csv', mimeType: 'text/csv', buffer: Buffer.from(sheet) });
  await expect(page.getByTestId('bulk-added')).toBeVisible();

  const group = page.locator(`[data-testid="cart-goods"][data-goods-id="${goodsId}"]`);
  await expect(group.getByTestId('cart-line')).toHaveCount(4);
  const tier = mixAndMatch.tiers.find((t) => t.minQty === 12)!;
  await expect(group.getByTestId('cart-mix-and-match')).toContainText('12 pcs now');
  await expect(group.locator('[data-testid="cart-price-tiers"] li[data-reached]')).toContainText(`€ ${tier.price}`);
  for (const line of await group.getByTestId('cart-line').all()) {
    await expect(line.getByTestId('cart-line-unit-price')).toContainText(`€ ${tier.price}`);
    await expect(line.getByTestId('cart-line-price-source')).toContainText(`Your price (${DEMO_AGREEMENTS.euro.list}), catalogue US$ `);
    await expect(line.getByTestId('cart-line-catalogue-price')).toHaveCSS('text-decoration-line', 'line-through');
    await expect(line.getByTestId('cart-line-why')).toContainText(/Why this price: Your price \(Spring agreement 2027, version \d+\): fixed tiers for this design/);
  }
  await expect(group.getByTestId('cart-goods-problem')).toHaveCount(0);
  await expect(page.getByTestId('cart-total-amount')).toContainText('€ 51.48');
  await expect(page.getByTestId('cart-minimum')).toContainText(/more to reach your (first-order|reorder) minimum of €/);

  if (process.env.SCREENSHOTS === '1') {
    for (const [label, width] of [['desktop', 1366], ['phone', 390]] as const) {
      await page.setViewportSize({ width, height: label === 'phone' ? 844 : 900 });
      await page.waitForTimeout(300);
      await page.screenshot({ path: `/tmp/cart-agreement-${label}.png`, fullPage: true });
    }
  }
  const after = await proxyCall<CartView>(page, API.inquiryCart.myCart, {}, memId);
  await proxyCall(page, API.inquiryCart.cartRemoveGoods, { lineIds: after.lines.map((l) => l.lineId) }, memId);
});
