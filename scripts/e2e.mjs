#!/usr/bin/env node
// Browser tests against a production build: builds (SKIP_BUILD=1 reuses a current one), then Playwright
// starts the server (playwright.config.ts) and runs the tests. Extra arguments go to Playwright.
// With TEST_DATABASE_URL the server gets a new database on that PostgreSQL server, dropped afterwards.
// `--postgres-set` runs only the specs scripts/e2e-postgres-set.mjs names (CI's pass on PostgreSQL).
// With E2E_LANES=N the whole suite (or the PostgreSQL set) runs in N lanes side by side (scripts/e2e-lanes.mjs), each
// with its own server, database, SMTP port and build copy: for a machine with the cores for it. One lane by default:
// on 2 cores two lanes contend and take longer (decision 0014). Named specs or other arguments run in one lane.
import { spawn } from 'node:child_process';
import { cpSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { bin, ensureBuild, root, web } from './build.mjs';
import { createDatabase, dropDatabase } from './database.mjs';
import { LANE_PORT_STEP, splitIntoLanes } from './e2e-lanes.mjs';
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

const E2E_DIR = path.join(root, 'apps/web/e2e');
const basePort = Number(process.env.E2E_PORT ?? 3210);
const distDir = process.env.NEXT_DIST_DIR ?? '.next';
const args = process.argv.slice(2);
const postgresSet = args.includes('--postgres-set');
const whole = args.every((arg) => arg === '--postgres-set');
const specs = postgresSet ? POSTGRES_SPECS.map(([spec]) => spec) : readdirSync(E2E_DIR).filter((name) => name.endsWith('.spec.ts'));
const lanes = whole ? splitIntoLanes(specs, Number(process.env.E2E_LANES ?? 1)) : [null];

await ensureBuild({ force: process.env.SKIP_BUILD !== '1' });

/** A lane's build folder: the build itself for the first lane, a copy (without the build's caches) for the others. */
function laneDistDir(index) {
  if (index === 0) return distDir;
  const copy = `${distDir}-lane${index + 1}`;
  rmSync(path.join(web, copy), { recursive: true, force: true });
  const skip = new Set(['cache', 'turbopack', 'trace', 'trace-build', 'diagnostics'].map((name) => path.join(web, distDir, name)));
  cpSync(path.join(web, distDir), path.join(web, copy), { recursive: true, filter: (source) => !skip.has(source) });
  return copy;
}

/** Each line of a lane's output, prefixed with its lane when there are several. */
function pipeLines(stream, out, prefix) {
  let rest = '';
  stream.on('data', (chunk) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop();
    for (const line of lines) out.write(`${prefix}${line}\n`);
  });
  stream.on('end', () => rest && out.write(`${prefix}${rest}\n`));
}

/** Runs one lane: its own database (on PostgreSQL), port, SMTP port, build copy and timings file. Resolves with its exit code. */
async function runLane(laneSpecs, index) {
  const port = basePort + index * LANE_PORT_STEP;
  const database = process.env.TEST_DATABASE_URL ? await createDatabase(process.env.TEST_DATABASE_URL, `sw_e2e_${index + 1}_`) : null;
  const env = {
    ...process.env,
    E2E_PORT: String(port),
    NEXT_DIST_DIR: laneDistDir(index),
    ...(process.env.E2E_TIMINGS_FILE && index > 0 ? { E2E_TIMINGS_FILE: process.env.E2E_TIMINGS_FILE.replace(/\.json$/, `.lane${index + 1}.json`) } : {}),
  };
  if (index > 0) {
    // Its own data folder and SMTP port, from its own E2E_PORT (playwright.config.ts).
    delete env.E2E_DATA_DIR;
    delete env.E2E_SMTP_PORT;
  }
  if (database) {
    // On PostgreSQL the servers keep their page cache in Redis, under this lane's own prefix (playwright.config.ts).
    Object.assign(env, {
      E2E_DATABASE_URL: database.url,
      E2E_REDIS_URL: process.env.E2E_REDIS_URL ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      E2E_REDIS_PREFIX: `sw-e2e:${database.name}:`,
    });
  }
  const named = args.flatMap((arg) => (arg === '--postgres-set' ? specs : [arg]));
  const playwrightArgs = (laneSpecs ?? named).map((arg) => (arg.endsWith('.spec.ts') && !arg.includes('/') ? path.join('apps/web/e2e', arg) : arg));
  if (laneSpecs && lanes.length > 1) console.log(`lane ${index + 1} (port ${port}): ${laneSpecs.join(', ')}`);
  const child = spawn(bin('playwright'), ['test', ...playwrightArgs], { cwd: root, env, stdio: lanes.length > 1 ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
  if (lanes.length > 1) {
    pipeLines(child.stdout, process.stdout, `[lane ${index + 1}] `);
    pipeLines(child.stderr, process.stderr, `[lane ${index + 1}] `);
  }
  const code = await new Promise((resolve) => child.on('exit', (status) => resolve(status ?? 1)));
  if (database) {
    await dropDatabase(process.env.TEST_DATABASE_URL, database.name);
    await dropCacheKeys(env.E2E_REDIS_URL, env.E2E_REDIS_PREFIX);
  }
  if (index > 0) rmSync(path.join(web, env.NEXT_DIST_DIR), { recursive: true, force: true });
  return code;
}

const codes = await Promise.all(lanes.map((laneSpecs, index) => runLane(laneSpecs, index)));
process.exit(codes.find((code) => code !== 0) ?? 0);
