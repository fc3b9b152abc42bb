import type { Browser, Page } from '@playwright/test';
import { API, RES, signedCall } from '@sw/protocol';
import { UI_MSG } from '../lib/copy';
import { demoAccount } from './support/accounts';
import { signInFromHeader } from './support/buyers';
import { expect, test } from './support/smtp';

/**
 * The console's Mail desk (issue 26): the 404 page for anyone but staff; a message that failed while the mail
 * server was down, listed with its error; "send again" once it is back, delivering it and leaving an audit entry.
 */

const shotDir = process.env.MAIL_DESK_SHOTS ?? 'test-results/mail-desk';

async function shoot(page: Page, name: string) {
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    await page.screenshot({ path: `${shotDir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

async function staffPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/');
  await signInFromHeader(page, demoAccount('staff'));
  return page;
}

test.describe('the Mail desk', () => {
  test('a visitor gets the 404 page, without the console', async ({ page }) => {
    const response = await page.goto('/admin/mail');
    expect(response?.status()).toBe(404);
    await expect(page.getByText(UI_MSG.notFound).first()).toBeVisible();
    expect(await page.content()).not.toContain('Sales console');
  });

  test('lists a message that failed while SMTP was down, and sends it again once it is up', async ({ browser, request, smtp }) => {
    test.setTimeout(120_000);
    // ---- the mail server is down when a contact message comes in: its notice to staff fails ----
    // The suite's one mail server goes down and always comes back (later suites read their mail from it).
    await smtp.close();
    const name = `Mailtest ${Date.now().toString(36)}`;
    const staff = await staffPage(browser);
    const rows = staff.getByTestId('mail-row');
    const row = rows.first();
    try {
      const { url, sign } = signedCall(API.csite01.addContact);
      const answer = await request.post('/api/post', {
        data: { url, data: { name, email: 'mail.desk@example.com', message: 'Please send your catalogue of steel rings.' }, sIgn: sign },
      });
      expect((await answer.json()).meta.res).toBe(RES.OK);

      // ---- staff see it on the Mail desk: failed, one try, with the error ----
      await staff.goto('/admin/mail');
      await expect(staff.getByRole('navigation', { name: 'Sales console' }).getByRole('link', { name: 'Mail' })).toHaveAttribute('aria-current', 'page');
      await staff.getByRole('searchbox').fill(name);
      await staff.getByRole('button', { name: 'Filter' }).click();
      await expect(staff).toHaveURL(/keyword=/);
      await expect(row).toBeVisible();
      await expect(row).toContainText(`New contact message from ${name}`);
      await expect(row.getByTestId('mail-state')).toHaveAttribute('data-status', 'failed');
      await expect(row).toContainText('1 try');
      await expect(row.getByTestId('mail-error')).toContainText('ECONNREFUSED');
      await expect(staff.getByTestId('mail-tab-attention')).toHaveAttribute('aria-current', 'page');
      await shoot(staff, 'failed');
    } finally {
      await smtp.reopen();
    }

    // ---- the mail server is back: "Send again" delivers it with the same Message-ID, and it leaves the list ----
    const to = (await row.getAttribute('data-to'))!;
    const outboxId = (await row.getAttribute('data-outbox-id'))!;
    const before = await rows.count();
    const mailsBefore = smtp.count(to);
    await row.getByTestId('mail-resend').click();
    await expect(staff.getByText(`Sent to ${to}.`)).toBeVisible();
    await expect(rows).toHaveCount(before - 1);
    await expect.poll(() => smtp.count(to)).toBe(mailsBefore + 1);
    expect(smtp.messages.filter((m) => m.to.includes(to)).at(-1)!.text).toContain(name);

    await staff.getByTestId('mail-tab-sent').click();
    const sent = staff.locator(`[data-testid="mail-row"][data-outbox-id="${outboxId}"]`);
    await expect(sent.getByTestId('mail-state')).toHaveAttribute('data-status', 'sent');
    await expect(sent.getByTestId('mail-resend')).toHaveCount(0);
    await expect(sent.getByTestId('mail-error')).toContainText('ECONNREFUSED');
    await shoot(staff, 'sent');

    await staff.goto('/admin/audit?action=mail.resend');
    await expect(staff.getByTestId('audit-entry').first()).toContainText(`Mail to ${to} sent again: New contact message from ${name}`);
    await staff.context().close();
  });
});
