import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import type { TestSmtp } from './smtp';

/**
 * A demo account's credentials, read from the file the e2e server's first start wrote
 * (DATA_DIR/demo-accounts.txt: `role email password` per line): no password is published anywhere.
 */
export function demoAccount(role: 'buyer' | 'staff'): { email: string; password: string } {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  const line = fs
    .readFileSync(path.join(dataDir, 'demo-accounts.txt'), 'utf8')
    .split('\n')
    .map((l) => l.trim().split(/\s+/))
    .find(([r]) => r === role);
  if (!line?.[1] || !line[2]) throw new Error(`no ${role} in demo-accounts.txt`);
  return { email: line[1], password: line[2] };
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
