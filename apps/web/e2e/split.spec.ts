import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { API, RES, signedCall } from '@sw/protocol';
import { freePort } from './support/freePort';

/** The back-end started on its own (`npm run start:api`) and a storefront that reaches it through API_BASE_URL. */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
let apiPort = 0;
let webPort = 0;
let processes: ChildProcess[] = [];
let dataDir = '';

async function waitFor(url: string, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(url).then((r) => r.ok).catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not come up`);
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'sw-split-'));
  apiPort = await freePort();
  webPort = await freePort();
  // Always the embedded database here, whatever the test run was given.
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const env = { ...inherited, DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  processes.push(spawn(path.join(root, 'node_modules/.bin/tsx'), ['packages/api/src/server.ts'], {
    cwd: root, env: { ...env, API_PORT: String(apiPort) }, stdio: 'ignore',
  }));
  await waitFor(`http://127.0.0.1:${apiPort}/healthz`);
  processes.push(spawn(path.join(root, 'node_modules/.bin/next'), ['start', '-p', String(webPort)], {
    cwd: path.join(root, 'apps/web'),
    env: { ...env, NODE_ENV: 'production', API_BASE_URL: `http://127.0.0.1:${apiPort}`, DATA_DIR: path.join(dataDir, 'unused') },
    stdio: 'ignore',
  }));
  await waitFor(`http://127.0.0.1:${webPort}/healthz`);
});

test.afterAll(async () => {
  for (const child of processes) child.kill('SIGTERM');
  processes = [];
  rmSync(dataDir, { recursive: true, force: true });
});

test('the storefront reaches a separately started back-end', async ({ page, request }) => {
  const health = await request.get(`http://127.0.0.1:${webPort}/healthz`);
  expect(await health.json()).toMatchObject({ status: 'ok', database: { kind: 'pglite', reachable: true } });

  const { url, sign } = signedCall(API.base.emailSuffixList);
  const viaProxy = await request.post(`http://127.0.0.1:${webPort}/api/post`, { data: { url, data: {}, sIgn: sign } });
  expect((await viaProxy.json()).meta.res).toBe(RES.OK);

  const response = await page.goto(`http://127.0.0.1:${webPort}/`);
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'default');
});
