#!/usr/bin/env node
// Browser tests against a production build: builds (SKIP_BUILD=1 reuses a current one), then Playwright
// starts the server (playwright.config.ts) and runs the tests. Extra arguments go to Playwright.
// With TEST_DATABASE_URL the server gets a new database on that PostgreSQL server, dropped afterwards.
import { spawnSync } from 'node:child_process';
import { bin, ensureBuild, root } from './build.mjs';
import { createDatabase, dropDatabase } from './database.mjs';

ensureBuild({ force: process.env.SKIP_BUILD !== '1' });
const database = process.env.TEST_DATABASE_URL ? await createDatabase(process.env.TEST_DATABASE_URL, 'sw_e2e_') : null;
const env = database ? { ...process.env, E2E_DATABASE_URL: database.url } : process.env;
const result = spawnSync(bin('playwright'), ['test', ...process.argv.slice(2)], { cwd: root, stdio: 'inherit', env });
if (database) await dropDatabase(process.env.TEST_DATABASE_URL, database.name);
process.exit(result.status ?? 1);
