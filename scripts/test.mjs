#!/usr/bin/env node
// `npm test`: type check, lint, unit and back-end integration tests, then browser end-to-end tests.
import { spawnSync } from 'node:child_process';

const steps = [
  ['type check', 'npm', ['run', '--silent', 'typecheck']],
  ['lint', 'npm', ['run', '--silent', 'lint']],
  ['unit and integration', 'npx', ['vitest', 'run']],
  ['end-to-end', 'node', ['scripts/e2e.mjs']],
];
const only = process.argv[2];
for (const [name, command, args] of steps) {
  if (only && !name.startsWith(only)) continue;
  console.log(`\n== ${name} ==`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit' });
  console.log(`== ${name}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s ==`);
  if (result.status !== 0) process.exit(result.status ?? 1);
}
