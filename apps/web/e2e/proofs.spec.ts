import type { Page } from '@playwright/test';
import { staffPage } from './support/buyers';
import { customizedOrder, postProofFromDesk } from './support/orderSteps';
import { twoGoods } from './support/quotations';
import { expect, test } from './support/smtp';

/**
 * Artwork proofs in the browser (issue 27): the sales team uploads a proof of a customized line in the console, the
 * buyer asks for a change with a pin clicked on the picture, the sales team uploads version 2, the buyer approves it,
 * and the approved proof shows on the order line. With SCREENSHOTS=1 it also takes both panels at 1366 and 390 px.
 */

const SHOTS = process.env.SCREENSHOTS === '1';

async function shoot(page: Page, name: string, testId: string) {
  if (!SHOTS) return;
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.waitForTimeout(400);
    await page.getByTestId(testId).waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `/tmp/proof/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

test('a proof is asked to change with a pin, version 2 is approved, and the approved proof shows on the line', async ({ page, browser, smtp }) => {
  test.setTimeout(240_000);
  const [goods] = await twoGoods(page.request);
  const { buyer, orderId } = await customizedOrder(page, browser, smtp, goods!);

  // ---- the desk posts version 1 ----
  const staff = await staffPage(browser);
  await staff.goto(`/admin/orders/${orderId}`);
  const deskLine = staff.getByTestId('desk-proof-line');
  await expect(deskLine).toHaveAttribute('data-state', 'awaiting_proof');
  let mails = smtp.count(buyer.email);
  await postProofFromDesk(staff, browser, 1, 'Laser engraved, 2 mm high, centred inside the band.');
  await expect(deskLine).toHaveAttribute('data-state', 'pending');
  await expect.poll(() => smtp.messages.filter((m) => m.to.includes(buyer.email.toLowerCase())).slice(mails).some((m) => m.text.includes(`version 1 of the artwork proof for ${goods!.title}`))).toBe(true);

  // ---- the buyer pins the change on the picture ----
  await page.goto(`/orders/details?orderId=${orderId}`);
  const panel = page.getByTestId('order-proofs');
  const line = panel.getByTestId('proof-line');
  await expect(line).toHaveAttribute('data-state', 'pending');
  await expect(line.getByTestId('proof-note')).toContainText('2 mm high');
  await line.getByTestId('proof-ask-changes').click();
  const area = line.getByTestId('proof-pin-area');
  // The picture's size is known once it has loaded.
  await expect.poll(() => line.getByTestId('proof-picture').locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const box = (await area.boundingBox())!;
  await area.click({ position: { x: box.width * 0.5, y: box.height * 0.42 } });
  await expect(line.getByTestId('proof-pin')).toHaveCount(1);
  await line.getByTestId('proof-pin-note').fill('Make the letters twice as tall here');
  await line.getByTestId('proof-comment-input').fill('The engraving is too small to read.');
  await line.getByTestId('proof-changes-send').click();
  await expect(line).toHaveAttribute('data-state', 'changes_requested');
  const v1 = line.getByTestId('proof-version').first();
  await expect(v1).toHaveAttribute('data-status', 'changes_requested');
  await expect(v1.getByTestId('proof-pin')).toHaveCount(1);
  const pinStyle = await v1.getByTestId('proof-pin').getAttribute('style');
  // Drawn where the buyer clicked (within the picture's border).
  const [left, top] = [/left: ([\d.]+)%/, /top: ([\d.]+)%/].map((pattern) => Number(pattern.exec(pinStyle ?? '')?.[1]));
  expect(Math.abs(left! - 50)).toBeLessThan(1.5);
  expect(Math.abs(top! - 42)).toBeLessThan(1.5);
  await expect(v1.getByTestId('proof-pin-notes')).toContainText('Make the letters twice as tall here');
  await expect(v1.getByTestId('proof-comment')).toHaveText('The engraving is too small to read.');
  await expect(line.getByTestId('proof-next-coming')).toContainText('Version 2 will appear here');
  await shoot(page, 'buyer-changes', 'order-proofs');

  // ---- the desk sees the pin and posts version 2 ----
  await staff.reload();
  await expect(deskLine).toHaveAttribute('data-state', 'changes_requested');
  await expect(deskLine.getByTestId('proof-pin-notes')).toContainText('Make the letters twice as tall here');
  await postProofFromDesk(staff, browser, 2, 'Letters now 4 mm high.');
  await expect(deskLine.getByTestId('proof-version')).toHaveCount(2);
  await expect(deskLine.getByTestId('proof-version').nth(1)).toHaveAttribute('data-status', 'changes_requested');
  await shoot(staff, 'desk-v2', 'desk-proofs');

  // ---- the buyer sees both side by side and approves version 2 ----
  await page.reload();
  await expect(line).toHaveAttribute('data-state', 'pending');
  await expect(line.getByTestId('proof-version')).toHaveCount(2);
  await expect(line.getByTestId('proof-version').nth(0)).toHaveAttribute('data-version', '2');
  await expect(line.getByTestId('proof-version').nth(1).getByTestId('proof-pin')).toHaveCount(1);
  await line.getByTestId('proof-approve').click();
  await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Approve proof' }).click();
  await expect(line).toHaveAttribute('data-state', 'approved');
  await expect(line.getByTestId('proof-approve')).toHaveCount(0);
  const chip = page.getByTestId('order-line').getByTestId('line-approved-proof');
  await expect(chip).toHaveAttribute('data-version', '2');
  await expect(chip).toContainText('Artwork approved');
  await expect(page.getByTestId('order-proofs-count')).toHaveText('1 of 1 approved');
  await shoot(page, 'buyer-approved', 'order-detail');

  // ---- the desk: approved and locked ----
  await staff.reload();
  await expect(deskLine).toHaveAttribute('data-state', 'approved');
  await expect(staff.getByTestId('post-proof-form')).toHaveCount(0);
  await staff.context().close();
});
