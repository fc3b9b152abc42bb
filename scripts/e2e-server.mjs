#!/usr/bin/env node
// The server the browser tests run against: a production build on a fresh database (a temp PGlite dir, or the
// database scripts/e2e.mjs made on TEST_DATABASE_URL), the sister theme on sister.example.test, mail to the
// tests' SMTP server.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { root } from './build.mjs';

// A fresh directory each run; at the path playwright.config.ts gives, where the tests find demo-accounts.txt.
const fixedDir = process.env.E2E_DATA_DIR;
if (fixedDir) rmSync(fixedDir, { recursive: true, force: true });
const dataDir = fixedDir ? (mkdirSync(fixedDir, { recursive: true }), fixedDir) : mkdtempSync(path.join(os.tmpdir(), 'sw-e2e-'));
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  PORT: process.env.E2E_PORT ?? '3210',
  SITE_THEMES: 'sister.example.test=sister',
  SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT ?? '2526'}`,
  LOG_LEVEL: 'warn',
  // Longer than the 5 s default, so a catalogue write that did not empty the compressed page copies shows
  // (catalogAdmin.spec: an edit is on the page within 10 s).
  PAGE_CACHE_SECONDS: '30',
  // The tests stand in for one trusted proxy, as the back-end's tests do: X-Forwarded-Proto from them counts
  // (security.spec starts a server that trusts none).
  TRUST_PROXY_HOPS: '1',
  METRICS_TOKEN: 'e2e-metrics-token',
  // integration.spec's receiver listens on loopback (decision 0016: loopback only with this setting).
  WEBHOOKS_ALLOW_LOOPBACK: '1',
};
if (process.env.E2E_DATABASE_URL) env.DATABASE_URL = process.env.E2E_DATABASE_URL;
// The shared page cache (playwright.config.ts sets these on PostgreSQL): this run's own key prefix.
if (process.env.E2E_REDIS_URL) Object.assign(env, { REDIS_URL: process.env.E2E_REDIS_URL, REDIS_KEY_PREFIX: process.env.E2E_REDIS_PREFIX });

const server = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], { cwd: root, env, stdio: 'inherit' });
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill('SIGTERM'));
server.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
