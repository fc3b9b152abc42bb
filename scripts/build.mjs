// Builds the storefront unless a build of the same sources exists (git HEAD plus uncommitted changes).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
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

export function ensureBuild({ force = false } = {}) {
  const distDir = path.join(web, process.env.NEXT_DIST_DIR ?? '.next');
  const stampFile = path.join(distDir, 'sw-source');
  const stamp = sourceStamp();
  const current = existsSync(path.join(distDir, 'BUILD_ID')) && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp;
  if (current && !force) return;
  console.log('building the storefront...');
  const result = spawnSync(bin('next'), ['build'], { cwd: web, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(stampFile, stamp);
}
