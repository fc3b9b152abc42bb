#!/usr/bin/env node
// Browser tests against a production build: builds (SKIP_BUILD=1 reuses a current one), then Playwright
// starts the server (playwright.config.ts) and runs the tests. Extra arguments go to Playwright.
import { spawnSync } from 'node:child_process';
import { bin, ensureBuild, root } from './build.mjs';

ensureBuild({ force: process.env.SKIP_BUILD !== '1' });
const result = spawnSync(bin('playwright'), ['test', ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
process.exit(result.status ?? 1);
