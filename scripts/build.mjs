// Builds the storefront unless a build of the same sources exists (git HEAD plus uncommitted changes).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const web = path.join(root, 'apps/web');
export const bin = (name) => path.join(root, 'node_modules/.bin', name);

const git = (args) => spawnSync('git', args, { cwd: root, encoding: 'utf8' });

function sourceStamp() {
  const head = git(['rev-parse', 'HEAD']);
  if (head.status !== 0) return 'no-git';
  return createHash('sha256').update(head.stdout + git(['diff', 'HEAD', '--', 'apps', 'packages']).stdout).digest('hex');
}

/** Resolves once a build of these sources exists (building it first when not, or when `force`). */
export async function ensureBuild({ force = false } = {}) {
  const distDir = path.join(web, process.env.NEXT_DIST_DIR ?? '.next');
  const stampFile = path.join(distDir, 'sw-source');
  const stamp = sourceStamp();
  const current = existsSync(path.join(distDir, 'BUILD_ID')) && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp;
  if (current && !force) return;
  console.log('building the storefront...');
  const child = spawn(bin('next'), ['build'], { cwd: web, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  const status = await new Promise((resolve) => child.on('exit', (code) => resolve(code)));
  if (status !== 0) process.exit(status ?? 1);
  writeFileSync(stampFile, stamp);
}
