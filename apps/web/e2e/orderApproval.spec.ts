import type { Page } from '@playwright/test';
import { API, type OrderDetail, type OrderPlaced } from '@sw/protocol';
import { registerBuyer, signInThroughProxy } from './support/buyers';
import { expectAccessible } from './support/axe';
import { backend, confirmEmailByCall, sendInquiryByCall, sendQuotation, staffContext, twoGoods } from './support/quotations';
import { expect, test } from './support/smtp';

/**
 * The order-approval screens (issue 28) at both widths, with the accessibility check, in every state. The whole path
 * with real roles (a buyer over the rule, the admin approves, the desk lists it placed) is companyAccounts.spec.ts.
 */

const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/order-approval-${name}.png`, fullPage: true });

test.describe('order approval', () => {
  test('the approval screens at 1366 and 390 px: awaiting (buyer and admin), the reject dialog, rejected, /success', async ({ page, browser, request, smtp }) => {
    // A real placed order whose answers the browser sees reshaped (route), so one buyer shows every state and both
    // seats. The back-end's rules are the HTTP suite's (orders.approval.http.test.ts).
    test.setTimeout(180_000);
    const [goods] = await twoGoods(request);
    const buyer = await registerBuyer(request, 'approval-screens');
    await page.setViewportSize({ width: 1366, height: 900 });
    await signInThroughProxy(page, buyer.email, buyer.password);
    await confirmEmailByCall(page.request, smtp, buyer.email);
    const created = await sendInquiryByCall(page.request, goods);
    const desk = await staffContext(browser);
    const quotation = await sendQuotation(desk.request, created.inquiryId, goods.title, goods.moq, 2);
    await desk.close();
    await backend(page.request, API.inquiryOrder.acceptQuotation, { inquiryId: created.inquiryId, quotationId: quotation.quotationId });
    const placed = await backend<OrderPlaced>(page.request, API.erp.placeOrder, {
      inquiryId: created.inquiryId, quotationId: quotation.quotationId,
      address: { contactName: 'Ana Silva', phone: '+351 912 345 678', country: 'PT', city: 'Porto', street: 'Rua das Flores 12' },
    });

    let shape: 'awaiting' | 'rejected' = 'awaiting';
    let role: 'admin' | 'buyer' = 'buyer';
    await page.route('**/api/post', async (route) => {
      const url = String(route.request().postDataJSON()?.url ?? '');
      if (!url.includes('viewOrder.do') && !url.includes('viewInformation.do')) return route.continue();
      const response = await route.fetch();
      const body = await response.json();
      if (url.includes('viewInformation.do')) body.data.companyRole = role;
      else {
        const detail = body.data as OrderDetail;
        const first = { ...detail.history[0]!, to: 'awaiting_approval' };
        Object.assign(detail, shape === 'awaiting'
          ? { status: 'awaiting_approval', actions: ['cancelled'], history: [first], approval: { state: 'awaiting', approvers: ['Ada Lindqvist', 'Bo Berg'], by: null, at: null, reason: null } }
          : {
              status: 'rejected', actions: [],
              history: [first, { ...first, from: 'awaiting_approval', to: 'rejected', actor: 'admin', by: { memId: 'admin', nick: 'Ada Lindqvist', email: '' }, note: 'Over this month’s budget.' }],
              approval: { state: 'rejected', approvers: [], by: 'Ada Lindqvist', at: detail.createdAt, reason: 'Over this month’s budget: please order half the quantity next week.' },
            });
      }
      await route.fulfill({ response, json: body });
    });

    const details = `/orders/details?orderId=${placed.orderId}`;
    await page.goto(details);
    await expect(page.getByTestId('order-status')).toHaveText('Awaiting approval');
    await expect(page.getByTestId('order-approvers')).toHaveText('Ada Lindqvist, Bo Berg');
    await expect(page.getByTestId('action-approve-order')).toHaveCount(0);
    await expect(page.getByTestId('action-cancel-order')).toBeVisible();
    await shot(page, 'screen-buyer-1366');
    await expectAccessible(page, 'order awaiting approval (buyer)');

    role = 'admin';
    await page.reload();
    await expect(page.getByTestId('action-approve-order')).toBeVisible();
    await shot(page, 'screen-admin-1366');
    await page.getByTestId('action-reject-order').click();
    await page.getByTestId('reject-confirm').click();
    await expect(page.getByTestId('reject-error')).toHaveText('Please say why the order is rejected.');
    await shot(page, 'screen-reject-dialog-1366');
    await expectAccessible(page, 'reject order dialog');
    await page.getByRole('button', { name: 'Keep waiting' }).click();
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'screen-admin-390');
    await expectAccessible(page, 'order awaiting approval (admin, 390 px)');

    shape = 'rejected';
    await page.reload();
    await expect(page.getByTestId('order-status')).toHaveText('Rejected');
    await expect(page.getByTestId('order-rejected-reason')).toContainText('Over this month’s budget');
    await shot(page, 'screen-rejected-390');
    await page.setViewportSize({ width: 1366, height: 900 });
    await shot(page, 'screen-rejected-1366');
    await expectAccessible(page, 'rejected order');

    await page.goto(`/success?orderNo=${placed.orderNo}&orderId=${placed.orderId}&status=awaiting_approval`);
    await expect(page.getByTestId('order-sent')).toContainText('Your order waits for your company’s approval');
    await shot(page, 'screen-success-1366');
    await expectAccessible(page, 'order sent, awaiting approval');
  });
});
