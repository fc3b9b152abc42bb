#!/usr/bin/env node
// `npm test`: type check, lint, unit and back-end integration tests, then browser end-to-end tests.
// `npm test -- unit` (or another step's first word) runs that step alone.
// First, what the machine must have (scripts/machine.mjs): stopped at once, never ten minutes in.
import { spawnSync } from 'node:child_process';
import { ensureChromium, ensureRedis } from './machine.mjs';

const steps = [
  ['type check', 'npm', ['run', '--silent', 'typecheck']],
  ['lint', 'npm', ['run', '--silent', 'lint']],
  ['unit and integration', 'npx', ['vitest', 'run']],
  ['end-to-end', 'node', ['scripts/e2e.mjs']],
];
const only = process.argv[2];
const chosen = steps.filter(([name]) => !only || name.startsWith(only));
if (!chosen.length) {
  console.error(`No step starts with '${only}': ${steps.map(([name]) => name).join(', ')}.`);
  process.exit(2);
}
const runs = (first) => chosen.some(([name]) => name.startsWith(first));

console.log(`Node ${process.version}`);
if (runs('end-to-end')) ensureChromium();
// The page cache handler's unit tests use Redis; so does the browser pass on PostgreSQL (scripts/e2e.mjs).
if (runs('unit') || (runs('end-to-end') && process.env.TEST_DATABASE_URL)) await ensureRedis();

for (const [name, command, args] of chosen) {
  console.log(`\n== ${name} ==`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit' });
  console.log(`== ${name}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s ==`);
  if (result.status !== 0) process.exit(result.status ?? 1);
}
process.exit(0);
