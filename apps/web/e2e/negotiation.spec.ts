import type { Page } from '@playwright/test';
import { API, type CartChange, type GoodsDetailView, type GoodsPage, type InquiryCreated, type QuotationView, type StaffInquiryView } from '@sw/protocol';
import { registerBuyer, signInThroughProxy } from './support/buyers';
import { expectAccessible } from './support/axe';
import { backend, confirmEmailByCall, staffContext } from './support/quotations';
import { expect, test } from './support/smtp';

/**
 * Issue 52, browser test 1 (short): three lines with targets; the desk offers two prices at two lead times on line 1,
 * a substitute on line 2 and declines line 3; the buyer accepts line 1's faster offer, counters line 2 and orders line 1;
 * version 2 shows line 2's change with its badge and the buyer orders it too. The rules are negotiation.http.test.ts.
 */

const shot = (page: Page, name: string) => (process.env.SCREENSHOTS ? page.screenshot({ path: `test-results/negotiation-${name}.png`, fullPage: true }) : Promise.resolve(undefined));
const address = { contactName: 'Ana Silva', phone: '+351 912 345 678', country: 'PT', city: 'Porto', street: 'Rua das Flores 12' };

async function fourGoods(page: Page): Promise<GoodsDetailView[]> {
  const list = await backend<GoodsPage>(page.request, API.csite.onlineGoodsList, { newFlag: 0, pageSize: 24 });
  const found: GoodsDetailView[] = [];
  for (const summary of list.list) {
    const detail = await backend<GoodsDetailView>(page.request, API.csite.onlineGoodsDetail, { goodsId: summary.goodsId });
    if (detail.skus.length) found.push(detail);
    if (found.length === 4) return found;
  }
  throw new Error('The seed has no four goods with specifications');
}

test('a quotation negotiated line by line, ordered in two parts', async ({ page, browser, request, smtp }) => {
  test.setTimeout(180_000);
  const buyer = await registerBuyer(request, 'negotiation');
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInThroughProxy(page, buyer.email, buyer.password);
  await confirmEmailByCall(page.request, smtp, buyer.email);
  const [a, b, c, instead] = await fourGoods(page) as [GoodsDetailView, GoodsDetailView, GoodsDetailView, GoodsDetailView];
  const lineIds: string[] = [];
  for (const goods of [a, b, c]) lineIds.push((await backend<CartChange>(page.request, API.inquiryCart.putIntoCart, { goodsId: goods.goodsId, specId: goods.skus[0]!.specId, qty: goods.moq })).line!.lineId);
  const created = await backend<InquiryCreated>(page.request, API.inquiryOrder.confirmOrder, { lineIds, address });
  const inquiryId = created.inquiryId;

  const desk = await staffContext(browser);
  const view = await backend<StaffInquiryView>(desk.request, API.staff.inquiryView, { inquiryId });
  const item = (goods: GoodsDetailView) => view.lines.find((line) => line.goodsId === String(goods.goodsId))!.itemId;
  for (const goods of [a, b, c]) {
    await backend(page.request, API.negotiation.lineRequest, { inquiryId, itemId: item(goods), points: [{ qty: 3000, targetPrice: '0.85' }] });
  }
  const validUntil = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const draft = async () => backend<QuotationView>(desk.request, API.staff.saveQuotation, {
    inquiryId, leadTimeDays: 30, validUntil, lines: view.lines.map((line) => ({ itemId: line.itemId, title: line.title, qty: line.qty, tiers: [{ minQty: 1, unitPrice: 1 }] })),
  });
  const first = await draft();
  await backend(desk.request, API.negotiation.saveLineAnswers, {
    inquiryId, quotationId: first.quotationId, lines: [
      { kind: 'offers', itemId: item(a), offers: [{ qty: 3000, unitPrice: '0.92', leadTimeDays: 45 }, { qty: 3000, unitPrice: '0.98', leadTimeDays: 25, spec: '2 µm PVD', moreAtThisPrice: true }] },
      { kind: 'substitute', itemId: item(b), goodsId: instead.goodsId, reason: 'Not available in rose gold; we propose this one.', offers: [{ qty: 500, unitPrice: '2.10', leadTimeDays: 30 }] },
      { kind: 'declined', itemId: item(c), reason: 'We no longer make this chain.' },
    ],
  });
  await backend(desk.request, API.staff.sendQuotation, { inquiryId, quotationId: first.quotationId });

  await page.goto(`/inquiry/quotation?inquiryId=${inquiryId}`);
  const version = page.getByTestId('negotiation-version');
  await expect(version).toHaveAttribute('data-version', '1');
  const lineA = page.locator(`[data-testid="negotiation-line"][data-item="${item(a)}"]`);
  const lineB = page.locator(`[data-testid="negotiation-line"][data-item="${item(b)}"]`);
  await expect(lineA.getByTestId('line-offer')).toHaveCount(2);
  await expect(lineA.getByTestId('line-offer').first()).toContainText('your target');
  await expect(page.locator(`[data-testid="negotiation-line"][data-item="${item(c)}"]`).getByTestId('line-declined')).toContainText('We no longer make this chain.');
  await shot(page, 'v1-1366');
  await expectAccessible(page, 'negotiation version 1');

  await lineA.getByTestId('line-offer').nth(1).getByRole('button', { name: 'Accept' }).click();
  await expect(lineA.getByTestId('line-response')).toContainText('You accepted');
  await lineB.getByRole('button', { name: 'Counter' }).click();
  await lineB.getByLabel('Target unit price').fill('1.90');
  await lineB.getByRole('button', { name: 'Send counter' }).click();
  await expect(lineB.getByTestId('line-response')).toContainText('You countered');
  await page.getByTestId('place-accepted').click();
  await expect(version).toContainText('order SO');

  const second = await draft();
  await backend(desk.request, API.negotiation.saveLineAnswers, {
    inquiryId, quotationId: second.quotationId,
    lines: [{ kind: 'substitute', itemId: item(b), goodsId: instead.goodsId, reason: 'Not available in rose gold; we propose this one.', offers: [{ qty: 500, unitPrice: '1.95', leadTimeDays: 30, moreAtThisPrice: true }] }],
  });
  await backend(desk.request, API.staff.sendQuotation, { inquiryId, quotationId: second.quotationId });
  await desk.close();

  await page.reload();
  const latest = page.getByTestId('negotiation-version').first();
  await expect(latest).toHaveAttribute('data-version', '2');
  const lineB2 = latest.locator(`[data-testid="negotiation-line"][data-item="${item(b)}"]`);
  await expect(lineB2.getByTestId('line-badge')).toHaveText('Changed');
  await expect(lineB2).toContainText('Your counter: Price, target');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'v2-390');
  await page.setViewportSize({ width: 1366, height: 900 });
  await shot(page, 'v2-1366');
  await expectAccessible(page, 'negotiation version 2');
  await lineB2.getByRole('button', { name: 'Accept' }).click();
  await latest.getByTestId('place-accepted').click();
  await expect(latest).toContainText('order SO');
  const orderNo = (await latest.textContent())!.match(/order (SO\d+)/)![1];
  expect(orderNo).toBeTruthy();
});
