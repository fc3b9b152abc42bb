#!/usr/bin/env node
// `npm test`: type check, lint, unit and back-end integration tests, then browser end-to-end tests.
// `npm test -- unit` (or another step's first word) runs that step alone; further arguments go to that step's runner
// (`npm test -- unit --project 'api*'`, `npm test -- end-to-end --postgres-set`).
// First, what the machine must have (scripts/machine.mjs): stopped at once, never ten minutes in.
// Last, each step's time and the slowest test files (scripts/timings.mjs).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureChromium, ensureRedis } from './machine.mjs';
import { printTimings } from './timings.mjs';

const reports = mkdtempSync(path.join(os.tmpdir(), 'sw-test-times-'));
const vitestReport = path.join(reports, 'vitest.json');
const playwrightReport = path.join(reports, 'playwright.json');

const steps = [
  ['type check', 'npm', ['run', '--silent', 'typecheck']],
  ['lint', 'npm', ['run', '--silent', 'lint']],
  ['unit and integration', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`]],
  ['end-to-end', 'node', ['scripts/e2e.mjs']],
];
const only = process.argv[2];
const chosen = steps.filter(([name]) => !only || name.startsWith(only));
if (!chosen.length) {
  console.error(`No step starts with '${only}': ${steps.map(([name]) => name).join(', ')}.`);
  process.exit(2);
}
const extra = only ? process.argv.slice(3) : [];
const runs = (first) => chosen.some(([name]) => name.startsWith(first));

console.log(`Node ${process.version}`);
if (runs('end-to-end')) ensureChromium();
// The page cache handler's unit tests use Redis; so does the browser pass on PostgreSQL (scripts/e2e.mjs).
if (runs('unit') || (runs('end-to-end') && process.env.TEST_DATABASE_URL)) await ensureRedis();

const times = [];
// Once the type check has passed, the storefront's build need not check its types again (apps/web/next.config.ts).
const checked = {};
let failed = null;
for (const [name, command, args] of chosen) {
  console.log(`\n== ${name} ==`);
  const started = Date.now();
  const result = spawnSync(command, [...args, ...extra], { stdio: 'inherit', env: { ...process.env, ...checked, E2E_TIMINGS_FILE: playwrightReport } });
  const seconds = Math.round((Date.now() - started) / 1000);
  times.push([name, seconds, result.status === 0]);
  console.log(`== ${name}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${seconds} s ==`);
  if (result.status !== 0) {
    failed = result.status ?? 1;
    break;
  }
  if (name === 'type check') checked.SW_TYPES_CHECKED = '1';
}
printTimings(times, { vitest: vitestReport, playwright: playwrightReport });
rmSync(reports, { recursive: true, force: true });
process.exit(failed ?? 0);
