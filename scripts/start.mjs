#!/usr/bin/env node
// `npm start`: build when no current build exists, migrate, seed on first start, then serve on PORT (3000).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { bin, ensureBuild, root, web } from './build.mjs';

const port = process.env.PORT ?? '3000';
const env = { ...process.env, SW_ROOT: root, DATA_DIR: path.resolve(root, process.env.DATA_DIR ?? 'data'), NODE_ENV: 'production' };

/** Migrations and the first start's demo data; its output (the demo passwords) is printed whole once it is done. */
function setUpDatabase() {
  const child = spawn(bin('tsx'), ['packages/api/src/cli/setup.ts'], { cwd: root, env, stdio: ['ignore', 'pipe', 'inherit'] });
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output: Buffer.concat(output) })));
}

// The build and the database's setup do not depend on each other: side by side, the first start is ready sooner.
const [, setup] = await Promise.all([ensureBuild({ force: process.env.FORCE_BUILD === '1' }), setUpDatabase()]);
process.stdout.write(setup.output);
if (setup.code !== 0) process.exit(setup.code ?? 1);

// V8 grows its heap far past what the server keeps alive (about 100 MB) when nothing bounds it; these bounds keep the
// server at about 340 MB after load on the embedded database, at the same throughput (README, Performance). NODE_OPTIONS may set its own.
const heapFlags = [
  ['--max-semi-space-size', '4'],
  ['--max-old-space-size', '512'],
].flatMap(([flag, mb]) => ((process.env.NODE_OPTIONS ?? '').includes(flag) ? [] : [`${flag}=${mb}`]));
// glibc gives each thread that allocates (libuv's pool compressing answers, V8's helpers) an arena of its own, up to
// 8 per core, and keeps what they freed: two arenas hold the native memory the server's threads use at the same
// throughput (README, Performance). A fixed trim threshold (1 MB) gives the free top of the heap back to the system
// once a load is over; by default glibc raises its thresholds as large blocks come and go, and keeps what the load
// used (about 70 MB after the bench's load at 100 000 goods). Each variable may be set its own.
const mallocEnv = Object.fromEntries(
  Object.entries({ MALLOC_ARENA_MAX: '2', MALLOC_TRIM_THRESHOLD_: '1048576' }).map(([name, value]) => [name, process.env[name] ?? value]),
);
const server = spawn(process.execPath, [...heapFlags, path.join(root, 'scripts/web-server.mjs')], {
  cwd: web,
  env: { ...env, ...mallocEnv, PORT: port },
  stdio: ['ignore', 'pipe', 'inherit'],
});
server.stdout.on('data', (chunk) => {
  process.stdout.write(chunk);
  if (!String(chunk).includes('Ready')) return;
  console.log(`\nstorefront: http://localhost:${port}`);
  // Where the first start left the demo passwords (never printed again).
  const accounts = path.join(env.DATA_DIR, 'demo-accounts.txt');
  console.log(existsSync(accounts) ? `demo sign-in accounts: ${accounts}\n` : '');
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
