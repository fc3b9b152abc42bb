#!/usr/bin/env node
// `npm start`: build when no build exists, migrate, seed on first start, then serve on PORT (3000).
import { existsSync } from 'node:fs';
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const web = path.join(root, 'apps/web');
const port = process.env.PORT ?? '3000';
const env = { ...process.env, SW_ROOT: root, DATA_DIR: path.resolve(root, process.env.DATA_DIR ?? 'data'), NODE_ENV: 'production' };
const bin = (name) => path.join(root, 'node_modules/.bin', name);

function run(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, env, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!existsSync(path.join(web, process.env.NEXT_DIST_DIR ?? '.next', 'BUILD_ID')) || process.env.FORCE_BUILD === '1') {
  console.log('building the storefront (first start)...');
  run(bin('next'), ['build'], web);
}
run(bin('tsx'), ['packages/api/src/cli/setup.ts'], root);

const server = spawn(bin('next'), ['start', '-p', port, '-H', process.env.HOST ?? '0.0.0.0'], { cwd: web, env, stdio: ['ignore', 'pipe', 'inherit'] });
server.stdout.on('data', (chunk) => {
  process.stdout.write(chunk);
  if (String(chunk).includes('Ready')) console.log(`\nstorefront: http://localhost:${port}\n`);
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
