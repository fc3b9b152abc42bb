// What the tests and the bench need from the machine besides npm packages: Debian's Chromium (browser tests,
// Lighthouse) and a Redis server (the shared page cache's tests). Missing ones are installed from Debian's packages
// when we run as root with apt-get; otherwise we stop at once with the one command to run.
import { spawn, spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export const DEFAULT_CHROMIUM = '/usr/bin/chromium';
export const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';

const executable = (file) => {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};
const onPath = (name) => (process.env.PATH ?? '').split(path.delimiter).some((dir) => dir && executable(path.join(dir, name)));

/** Whether this process may install Debian packages itself. */
export const canInstallPackages = () => process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');

/**
 * What to do about a missing tool: nothing, install a Debian package, or stop with a message naming the command.
 * @param {{ present: boolean, pkg: string, what: string, canInstall: boolean, fixedBy?: string }} need
 * @returns {{ action: 'none' } | { action: 'install', pkg: string } | { action: 'stop', message: string }}
 */
export function plan({ present, pkg, what, canInstall, fixedBy }) {
  if (present) return { action: 'none' };
  if (canInstall && !fixedBy) return { action: 'install', pkg };
  const command = existsSync('/usr/bin/apt-get') ? `sudo apt-get install -y ${pkg}` : `install ${pkg} with your system's package manager`;
  return { action: 'stop', message: fixedBy ? `${what} not found at ${fixedBy}. Point it at an executable, or unset it and run: ${command}` : `${what} is not installed. Run: ${command}` };
}

function aptInstall(pkg) {
  console.log(`== installing Debian's ${pkg} ==`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update', '-qq'], ['install', '-y', '-qq', pkg]]) {
    const result = spawnSync('apt-get', args, { stdio: ['ignore', 'ignore', 'inherit'], env });
    if (result.status !== 0) stop(`apt-get ${args.join(' ')} failed. Run: sudo apt-get install -y ${pkg}`);
  }
}

function stop(message) {
  console.error(`\n${message}\n`);
  process.exit(1);
}

function apply(need) {
  const step = plan(need);
  if (step.action === 'install') aptInstall(step.pkg);
  if (step.action === 'stop') stop(step.message);
}

/** Debian's Chromium at CHROMIUM_PATH (default /usr/bin/chromium); never a downloaded browser. */
export function ensureChromium() {
  const fixed = process.env.CHROMIUM_PATH;
  const file = fixed ?? DEFAULT_CHROMIUM;
  apply({ present: executable(file), pkg: 'chromium', what: fixed ? 'CHROMIUM_PATH' : 'Chromium', canInstall: canInstallPackages(), fixedBy: fixed });
  return file;
}

/** Whether a Redis server answers PING at this URL within a second. */
export function redisAnswers(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379) });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (data) => done(String(data).startsWith('+PONG')));
  });
}

/**
 * A Redis server at TEST_REDIS_URL (default 127.0.0.1:6379). When none answers on the default address, starts
 * Debian's redis-server there for this run (installed first where we may) and returns a function that stops it.
 */
export async function ensureRedis() {
  const url = process.env.TEST_REDIS_URL ?? DEFAULT_REDIS_URL;
  if (await redisAnswers(url)) return () => undefined;
  if (url !== DEFAULT_REDIS_URL) stop(`No Redis server answers at TEST_REDIS_URL=${url}. Start it, or unset TEST_REDIS_URL to let the tests start one.`);
  apply({ present: onPath('redis-server'), pkg: 'redis-server', what: 'The Redis server (for the shared page cache tests)', canInstall: canInstallPackages() });
  // Not daemonized: it ends with this run. No persistence, loopback only.
  const server = spawn('redis-server', ['--bind', '127.0.0.1', '--port', '6379', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  const stopServer = () => server.kill('SIGTERM');
  process.on('exit', stopServer);
  for (let i = 0; i < 50; i++) {
    if (await redisAnswers(url)) {
      console.log('== started redis-server on 127.0.0.1:6379 for this run ==');
      return stopServer;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  stopServer();
  stop('redis-server did not answer on 127.0.0.1:6379 within 5 s. Is another program using the port?');
}

export const DEFAULT_NGINX = '/usr/sbin/nginx';

/** Debian's nginx (the cluster's proxy, scripts/cluster.mjs) at NGINX_PATH (default /usr/sbin/nginx), installed when missing. */
export function ensureNginx() {
  const fixed = process.env.NGINX_PATH;
  const file = fixed ?? DEFAULT_NGINX;
  apply({ present: executable(file), pkg: 'nginx', what: fixed ? 'NGINX_PATH' : 'nginx', canInstall: canInstallPackages(), fixedBy: fixed });
  return file;
}
