import { test as base } from '@playwright/test';
import { startTestSmtp, type TestSmtp } from '@sw/api/testing/smtp';

export type { ReceivedMail, TestSmtp } from '@sw/api/testing/smtp';

/** The port the e2e server's SMTP_URL points at (scripts/e2e-server.mjs). */
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2526);

/** Tests started in this worker: each gets a client address of its own. */
let clients = 0;

/**
 * `test` with a worker-scoped SMTP server on E2E_SMTP_PORT (the back-end tests' server, on a fixed
 * port): it runs while the worker's tests run and collects every message the storefront sends.
 * Each test is also a client network of its own: the e2e server trusts one proxy hop (scripts/e2e-server.mjs), and
 * the tests, acting as that proxy, send X-Forwarded-For, so the per-address limits (100 sign-ins in 15 minutes, 30
 * codes an hour) count each test apart, as they count separate buyers, however many tests the suite holds.
 */
export const test = base.extend<object, { smtp: TestSmtp }>({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, provide) => {
    const n = ++clients;
    await provide({ ...extraHTTPHeaders, 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` });
  },
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
