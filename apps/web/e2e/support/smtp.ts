import { test as base } from '@playwright/test';
import { startTestSmtp, type TestSmtp } from '@sw/api/testing/smtp';

export type { ReceivedMail, TestSmtp } from '@sw/api/testing/smtp';

/** The port the e2e server's SMTP_URL points at (scripts/e2e-server.mjs). */
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2526);

/**
 * `test` with a worker-scoped SMTP server on E2E_SMTP_PORT (the back-end tests' server, on a fixed
 * port): it runs while the worker's tests run and collects every message the storefront sends.
 */
export const test = base.extend<object, { smtp: TestSmtp }>({
  smtp: [
    // Playwright reads the fixtures a function needs from its first parameter's pattern: this one needs none.
    // oxlint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await startTestSmtp(SMTP_PORT);
      await use(server);
      await server.close();
    },
    { scope: 'worker', auto: true },
  ],
});

export { expect } from '@playwright/test';
