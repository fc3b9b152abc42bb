import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { registerBuyer, signInThroughProxy } from './support/buyers';
import { confirmEmailByCall, sendInquiryByCall, twoGoods } from './support/quotations';
import { expect, test } from './support/smtp';

/**
 * The company admin's Integration page (docs/integration.md): an endpoint added from the Company page, its secret
 * shown once, and a delivery of the company's own inquiry, signed (checked here with node:crypto) and in the log.
 */

test('a company admin adds an endpoint, sees its secret once, and sees the delivery of an inquiry', async ({ page, smtp }) => {
  test.setTimeout(120_000);
  const received: { headers: http.IncomingHttpHeaders; body: string }[] = [];
  const receiver = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(200).end('received');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
  try {
    const admin = await registerBuyer(page.request, 'integration.admin');
    await signInThroughProxy(page, admin.email, admin.password);
    await page.goto('/company');
    await page.getByTestId('company-integration-link').click();
    await expect(page).toHaveURL(/\/company\/integration$/);
    await expect(page.getByTestId('endpoints-empty')).toBeVisible();

    // Nothing chosen and no address: the form says so before anything is sent.
    await page.getByTestId('endpoint-name').fill('Our ERP');
    await page.getByTestId('endpoint-add').click();
    await expect(page.getByTestId('endpoint-form')).toContainText('https://');
    await page.getByTestId('endpoint-url').fill(hookUrl);
    await page.getByTestId('endpoint-add').click();
    const secret = await page.getByTestId('endpoint-secret-value').textContent();
    expect(secret).toMatch(/^whsec_/);
    await expect(page.getByTestId('endpoint')).toHaveCount(1);
    await expect(page.getByTestId('endpoint-address')).toHaveText(hookUrl);
    await page.getByTestId('endpoint-secret-done').click();
    await expect(page.getByTestId('endpoint-secret')).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('endpoint')).toHaveCount(1);
    expect(await page.content()).not.toContain(secret!);

    await confirmEmailByCall(page.request, smtp, admin.email);
    const [goods] = await twoGoods(page.request);
    const inquiry = await sendInquiryByCall(page.request, goods);
    await expect.poll(() => received.length, { timeout: 20_000 }).toBe(1);
    const { headers, body } = received[0]!;
    const expected = `sha256=${createHmac('sha256', secret!).update(`${headers['webhook-timestamp']}.${body}`).digest('hex')}`;
    expect(headers['webhook-signature']).toBe(expected);
    expect(JSON.parse(body)).toMatchObject({ type: 'inquiry.created', data: { inquiry: { inquiryNo: inquiry.inquiryNo } } });

    await page.getByTestId('endpoint-deliveries').click();
    const delivery = page.getByTestId('delivery');
    await expect(delivery).toHaveCount(1);
    await expect(async () => {
      await page.getByTestId('deliveries-refresh').click();
      await expect(delivery).toHaveAttribute('data-status', 'delivered', { timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    await expect(delivery).toContainText(String(headers['webhook-id']));
    await expect(delivery.getByTestId('attempt-status')).toHaveText('200');
    await expect(delivery).toContainText('received');
  } finally {
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
  }
});
