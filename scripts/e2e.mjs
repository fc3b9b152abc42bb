#!/usr/bin/env node
// Browser tests against a production build: builds, then Playwright starts the server (playwright.config.ts).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);
// SKIP_BUILD=1 reuses the build of an earlier run in the same checkout (CI's second database).
if (process.env.SKIP_BUILD !== '1') {
  const build = spawnSync(bin('next'), ['build'], { cwd: path.join(root, 'apps/web'), stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const result = spawnSync(bin('playwright'), ['test', ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
process.exit(result.status ?? 1);
