import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3210);
/** The e2e server's DATA_DIR (scripts/e2e-server.mjs); the tests read the demo accounts' passwords from it. */
process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `sw-e2e-${port}`);
/** The tests' SMTP server (e2e/support/smtp.ts), which the e2e server mails to: its own port per E2E_PORT, so runs side by side do not meet. */
process.env.E2E_SMTP_PORT ??= String(process.env.E2E_PORT ? port + 10_000 : 2526);

/**
 * On PostgreSQL (CI's second pass) the e2e server keeps its page cache in Redis, as a scaled-out deployment does,
 * under a prefix of its own for this run (scripts/e2e-server.mjs removes its keys at the end); the catalogue spec
 * starts a second server process on the same database and Redis. On PGlite the cache stays on disk.
 */
if (process.env.E2E_DATABASE_URL) {
  process.env.E2E_REDIS_URL ??= process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  process.env.E2E_REDIS_PREFIX ??= `sw-e2e:${port}:${Date.now().toString(36)}:`;
}

/** Debian's Chromium, never a downloaded browser. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'apps/web/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // `npm test` also asks for a JSON report, to print the slowest specs at its end (scripts/timings.mjs).
  reporter: process.env.E2E_TIMINGS_FILE ? [['list'], ['json', { outputFile: process.env.E2E_TIMINGS_FILE }]] : [['list']],
  outputDir: `test-results/${process.env.NEXT_DIST_DIR ?? 'main'}`,
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
        '--disable-component-update', '--disable-sync', '--host-resolver-rules=MAP sister.example.test 127.0.0.1',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1366, height: 900 } } },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://localhost:${port}/healthz`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
