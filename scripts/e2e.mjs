#!/usr/bin/env node
// Browser tests against a production build: builds (SKIP_BUILD=1 reuses a current one), then Playwright
// starts the server (playwright.config.ts) and runs the tests. Extra arguments go to Playwright.
// With TEST_DATABASE_URL the server gets a new database on that PostgreSQL server, dropped afterwards.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { bin, ensureBuild, root } from './build.mjs';

const HOUR = 60 * 60 * 1000;

async function withAdmin(work) {
  const pg = createRequire(path.join(root, 'packages/api/package.json'))('pg');
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/** A fresh database for this run; databases of killed runs (named after their start time) go after an hour. */
async function createDatabase() {
  const name = `sw_e2e_${Date.now().toString(36)}`;
  await withAdmin(async (admin) => {
    const { rows } = await admin.query("select datname from pg_database where datname like 'sw_e2e_%'");
    for (const { datname } of rows) {
      const startedAt = parseInt(datname.slice('sw_e2e_'.length), 36);
      if (Number.isFinite(startedAt) && Date.now() - startedAt > HOUR) await admin.query(`drop database if exists ${datname} with (force)`);
    }
    await admin.query(`create database ${name}`);
  });
  const url = new URL(process.env.TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

ensureBuild({ force: process.env.SKIP_BUILD !== '1' });
const database = process.env.TEST_DATABASE_URL ? await createDatabase() : null;
const env = database ? { ...process.env, E2E_DATABASE_URL: database.url } : process.env;
const result = spawnSync(bin('playwright'), ['test', ...process.argv.slice(2)], { cwd: root, stdio: 'inherit', env });
if (database) await withAdmin((admin) => admin.query(`drop database if exists ${database.name} with (force)`));
process.exit(result.status ?? 1);
