import { expect, type Page } from '@playwright/test';
import { readDemoAccount } from '@sw/api/seed/accounts';
import type { StaffRole } from '@sw/protocol';
import type { TestSmtp } from './smtp';

/** A demo account's credentials (the staff member holding only `staffRole`, when given), from the file the e2e server's first start wrote: no password is published anywhere. */
export function demoAccount(role: 'buyer' | 'staff', staffRole?: StaffRole): { email: string; password: string } {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  return readDemoAccount(dataDir, role, staffRole);
}

/** On My Account: sends the confirmation code and types it from the test SMTP server's message. */
export async function confirmEmail(page: Page, smtp: TestSmtp, email: string): Promise<void> {
  const box = page.getByTestId('confirm-email');
  const before = smtp.count(email);
  await box.getByRole('button', { name: 'Send code' }).click();
  const code = await smtp.codeFor(email, before);
  await box.getByLabel('Digit 1 of 6').click();
  await page.keyboard.type(code);
  await expect(page.getByTestId('confirm-email')).toHaveCount(0);
}
