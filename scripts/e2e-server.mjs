#!/usr/bin/env node
// The server the browser tests run against: a production build on a fresh database (temp PGlite dir,
// or a new database on TEST_DATABASE_URL), the sister theme on sister.example.test, mail to the tests' SMTP server.
import { mkdtempSync, rmSync } from 'node:fs';
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sw-e2e-'));
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  PORT: process.env.E2E_PORT ?? '3210',
  SITE_THEMES: 'sister.example.test=sister',
  SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT ?? '2526'}`,
  LOG_LEVEL: 'warn',
};

let dropDatabase = async () => {};
if (process.env.TEST_DATABASE_URL) {
  const pg = createRequire(path.join(root, 'packages/api/package.json'))('pg');
  const name = `sw_e2e_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(process.env.TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  env.DATABASE_URL = url.toString();
  dropDatabase = async () => {
    const cleanup = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await cleanup.connect();
    await cleanup.query(`drop database if exists ${name} with (force)`);
    await cleanup.end();
  };
}

const server = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], { cwd: root, env, stdio: 'inherit' });
const stop = async () => {
  server.kill('SIGTERM');
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', async (code) => {
  await dropDatabase().catch(() => undefined);
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
