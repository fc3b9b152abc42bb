#!/usr/bin/env node
// Browser tests against a production build: builds (SKIP_BUILD=1 reuses a current one), then Playwright
// starts the server (playwright.config.ts) and runs the tests. Extra arguments go to Playwright.
// With TEST_DATABASE_URL the server gets a new database on that PostgreSQL server, dropped afterwards.
// `--postgres-set` runs only the specs scripts/e2e-postgres-set.mjs names (CI's pass on PostgreSQL).
import { spawnSync } from 'node:child_process';
import { bin, ensureBuild, root } from './build.mjs';
import { createDatabase, dropDatabase } from './database.mjs';
import { POSTGRES_SPECS } from './e2e-postgres-set.mjs';

/** Removes a run's page-cache keys from Redis. */
async function dropCacheKeys(url, prefix) {
  const { createClient } = await import('redis');
  const client = createClient({ url });
  client.on('error', () => undefined);
  try {
    await client.connect();
    for await (const keys of client.scanIterator({ MATCH: `${prefix}*`, COUNT: 500 })) if (keys.length) await client.del(keys);
  } catch (error) {
    console.error('e2e: could not remove the page-cache keys', error);
  } finally {
    if (client.isOpen) await client.quit().catch(() => undefined);
  }
}

await ensureBuild({ force: process.env.SKIP_BUILD !== '1' });
const database = process.env.TEST_DATABASE_URL ? await createDatabase(process.env.TEST_DATABASE_URL, 'sw_e2e_') : null;
// On PostgreSQL the servers keep their page cache in Redis, under this run's own prefix (playwright.config.ts).
const env = database
  ? {
      ...process.env,
      E2E_DATABASE_URL: database.url,
      E2E_REDIS_URL: process.env.E2E_REDIS_URL ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      E2E_REDIS_PREFIX: `sw-e2e:${database.name}:`,
    }
  : process.env;
const args = process.argv.slice(2).flatMap((arg) => (arg === '--postgres-set' ? POSTGRES_SPECS.map(([spec]) => `apps/web/e2e/${spec}`) : [arg]));
const result = spawnSync(bin('playwright'), ['test', ...args], { cwd: root, stdio: 'inherit', env });
if (database) {
  await dropDatabase(process.env.TEST_DATABASE_URL, database.name);
  await dropCacheKeys(env.E2E_REDIS_URL, env.E2E_REDIS_PREFIX);
}
process.exit(result.status ?? 1);
