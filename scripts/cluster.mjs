#!/usr/bin/env node
// `npm run cluster`: the production recipe of deploy/ on one machine, for trying it and for the cluster suite
// (docs/operations.md): nginx with a self-signed certificate in front of three storefront processes (JOBS=0), one
// jobs process (JOBS=1), a fresh database on the machine's PostgreSQL, the machine's Redis, s3rver as the file
// store and an SMTP catcher. Everything it started stops on Ctrl-C or SIGTERM (the database is dropped, the folders
// removed). It writes what it started to CLUSTER_STATE (default <run folder>/cluster.json) and prints "cluster ready".
//
// CLUSTER_PROCESSES (3), CLUSTER_BASE_URL (postgres://postgres@127.0.0.1:5432/postgres: where the run's database is
// made), CLUSTER_KEEP=1 (keep the run folder).
import { spawn, spawnSync } from 'node:child_process';
import http from 'node:http';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { bin, ensureBuild, root, web } from './build.mjs';
import { ensureNginx, ensureRedis } from './machine.mjs';

const require = createRequire(path.join(root, 'packages/api/package.json'));
const pg = require('pg');
const S3rver = require('s3rver');
const { SMTPServer } = require('smtp-server');
const { S3Client, CreateBucketCommand } = require('@aws-sdk/client-s3');

const PROCESSES = Number(process.env.CLUSTER_PROCESSES ?? 3);
const BASE_URL = process.env.CLUSTER_BASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const run = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-cluster-'));
const id = randomBytes(4).toString('hex');
const stateFile = process.env.CLUSTER_STATE ?? path.join(run, 'cluster.json');
const log = (text) => console.log(`[cluster] ${text}`);

/** What to undo, last started first. */
const undo = [];
let stopping = false;

async function stopAll(code) {
  if (stopping) return;
  stopping = true;
  log('stopping');
  for (const step of undo.toReversed()) await step().catch((error) => console.error(`[cluster] ${error.message}`));
  if (process.env.CLUSTER_KEEP !== '1') fs.rmSync(run, { recursive: true, force: true });
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void stopAll(0));

/** A free loopback port (taken and given back: the caller binds it at once). */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** A child that ends with the cluster: SIGTERM, then SIGKILL after 10 s. */
function supervise(name, child) {
  const ended = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  child.once('exit', (code, signal) => {
    if (!stopping && (signal || code)) log(`${name} ended (${signal ?? code})`);
  });
  undo.push(async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await ended;
    clearTimeout(timer);
  });
  return ended;
}

// ---- services ----

async function startDatabase() {
  const name = `sw_cluster_${id}`;
  const admin = new pg.Client({ connectionString: BASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  undo.push(async () => {
    const client = new pg.Client({ connectionString: BASE_URL });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  });
  const url = new URL(BASE_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function startS3() {
  const directory = path.join(run, 's3');
  fs.mkdirSync(directory);
  const server = new S3rver({ address: '127.0.0.1', port: await freePort(), silent: true, directory });
  const { port } = await server.run();
  undo.push(() => server.close());
  const endpoint = `http://127.0.0.1:${port}`;
  const bucket = 'sw-cluster';
  const client = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  client.destroy();
  return { S3_BUCKET: bucket, S3_REGION: 'us-east-1', S3_ENDPOINT: endpoint, S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' };
}

/** An SMTP catcher: each message it takes is written to <run>/mail/<n>.eml, so a test counts what was sent. */
async function startSmtp() {
  const folder = path.join(run, 'mail');
  fs.mkdirSync(folder);
  let n = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, done) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        fs.writeFileSync(path.join(folder, `${String(++n).padStart(5, '0')}.eml`), Buffer.concat(chunks));
        done();
      });
    },
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  undo.push(() => new Promise((resolve) => server.close(resolve)));
  return { url: `smtp://127.0.0.1:${port}`, folder };
}

// ---- the product ----

/** The environment every process of the installation shares (deploy/storefront.env's variables). */
function installationEnv({ databaseUrl, s3, smtp, publicUrl }) {
  return {
    ...process.env,
    NODE_ENV: 'production',
    SW_ROOT: root,
    DATABASE_URL: databaseUrl,
    ...s3,
    SMTP_URL: smtp.url,
    REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
    REDIS_KEY_PREFIX: `sw:cluster:${id}:`,
    TRUST_PROXY_HOPS: '1',
    PUBLIC_URL: publicUrl,
    UPLOAD_TOKEN_SECRET: randomBytes(32).toString('hex'),
    METRICS_TOKEN: randomBytes(16).toString('hex'),
    // One shared DATA_DIR (the rendered media, the demo accounts file); files live in the bucket.
    DATA_DIR: path.join(run, 'data'),
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    // The cron pass every 5 s (not 30): a schedule's occurrence is filed within seconds of its minute.
    JOBS_CRON_SECONDS: process.env.JOBS_CRON_SECONDS ?? '5',
    MALLOC_ARENA_MAX: '2',
    MALLOC_TRIM_THRESHOLD_: '1048576',
  };
}

/** Not spawnSync: the seed puts its files into s3rver, which answers from this very process. */
async function migrateOnce(env) {
  log('migrating and seeding (once, before any process starts)');
  const child = spawn(bin('tsx'), ['packages/api/src/cli/setup.ts'], { cwd: root, env, stdio: ['ignore', fs.openSync(path.join(run, 'setup.txt'), 'w'), 'inherit'] });
  supervise('setup', child);
  const code = await new Promise((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`migrations failed (${code})`);
}

/** The processes running now, by name: what the control server stops and starts again. */
const running = new Map();

/** One storefront process (scripts/web-server.mjs on the build), resolving with its pid once it is ready. */
async function startProcess(name, env, port, jobs) {
  const child = spawn(process.execPath, ['--max-semi-space-size=4', '--max-old-space-size=512', path.join(root, 'scripts/web-server.mjs')], {
    cwd: web,
    // HOST stays unset (all addresses): with HOST=127.0.0.1 Next.js takes its own theme rewrite (to localhost) for an
    // outside address and every page answers 500 "Failed to proxy" (seen here; docs/operations.md).
    env: { ...env, PORT: String(port), JOBS: jobs ? '1' : '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.set(name, { child, port, jobs });
  // Appended: a process started again (the control server) keeps its predecessor's log.
  const logFile = fs.createWriteStream(path.join(run, `${name}.log`), { flags: 'a' });
  child.stdout.pipe(logFile);
  child.stderr.pipe(logFile);
  supervise(name, child);
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} did not start within 90 s (${path.join(run, `${name}.log`)})`)), 90_000);
    child.stdout.on('data', (chunk) => {
      if (String(chunk).includes('Ready')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => reject(new Error(`${name} exited (${code}): ${path.join(run, `${name}.log`)}`)));
  });
  // Next.js runs the instrumentation (pg-boss, the file store's claim) on the first request.
  await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => null);
  return { name, port, pid: child.pid };
}

/** deploy/nginx/storefront.conf with this run's ports and certificate (the lines marked `# cluster:`). */
function nginxConfig(webPorts, httpPort, httpsPort) {
  const key = path.join(run, 'tls/privkey.pem');
  const cert = path.join(run, 'tls/fullchain.pem');
  fs.mkdirSync(path.dirname(key));
  const made = spawnSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '7', '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1', '-keyout', key, '-out', cert], { stdio: 'ignore' });
  if (made.status !== 0) throw new Error('openssl could not make the self-signed certificate');
  const site = fs.readFileSync(path.join(root, 'deploy/nginx/storefront.conf'), 'utf8').split('\n');
  const out = [];
  for (const line of site) {
    const mark = /# cluster: (\w+)$/.exec(line)?.[1];
    if (mark === 'upstream') {
      if (!out.some((l) => l.includes('# run upstream'))) for (const port of webPorts) out.push(`    server 127.0.0.1:${port} max_fails=1 fail_timeout=5s; # run upstream`);
    } else if (mark === 'http') out.push(`    listen 127.0.0.1:${httpPort};`);
    else if (mark === 'https') out.push(`    listen 127.0.0.1:${httpsPort} ssl http2;`);
    else if (mark === 'certificate') out.push(`    ssl_certificate ${cert};`);
    else if (mark === 'key') out.push(`    ssl_certificate_key ${key};`);
    else out.push(line);
  }
  fs.writeFileSync(path.join(run, 'storefront.conf'), out.join('\n'));
  const temp = path.join(run, 'nginx-temp');
  fs.mkdirSync(temp);
  fs.chmodSync(run, 0o755);
  // The main file Debian's nginx.conf would be, with this run's folders and nothing of the machine's sites.
  const mainConf = `worker_processes 2;
pid ${path.join(run, 'nginx.pid')};
error_log ${path.join(run, 'nginx-error.log')} warn;
events { worker_connections 1024; }
http {
    include /etc/nginx/mime.types;
    access_log ${path.join(run, 'nginx-access.log')} combined;
    client_body_temp_path ${temp}/body;
    proxy_temp_path ${temp}/proxy;
    fastcgi_temp_path ${temp}/fastcgi;
    uwsgi_temp_path ${temp}/uwsgi;
    scgi_temp_path ${temp}/scgi;
    include ${path.join(run, 'storefront.conf')};
}
`;
  fs.writeFileSync(path.join(run, 'nginx.conf'), mainConf);
  return path.join(run, 'nginx.conf');
}

async function startNginx(nginx, conf) {
  const checked = spawnSync(nginx, ['-t', '-q', '-c', conf, '-p', run], { encoding: 'utf8' });
  if (checked.status !== 0) throw new Error(`nginx refused the configuration:\n${checked.stderr}`);
  const child = spawn(nginx, ['-c', conf, '-p', run, '-g', 'daemon off;'], { stdio: ['ignore', 'inherit', 'inherit'] });
  supervise('nginx', child);
  return child.pid;
}

/**
 * The cluster's control server on loopback (state.controlUrl), for the cluster suite and for trying an upgrade by hand:
 * `POST /restart/<name>` stops a process with SIGTERM (a graceful stop), waits for its exit and starts it again on
 * its port; `POST /start/<name>` starts one that ended (a kill -9). Each answers the process's new pid and how long
 * the stop and the start took, and rewrites the state file.
 */
function startControl(env, state) {
  const server = http.createServer(async (req, res) => {
    const [, action, name] = (req.url ?? '').split('/');
    const target = running.get(name);
    const answer = (status, body) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.method !== 'POST' || !['restart', 'start'].includes(action) || !target) return answer(404, { error: `POST /restart/<name> or /start/<name>, name one of ${[...running.keys()].join(', ')}` });
    const alive = target.child.exitCode === null && target.child.signalCode === null;
    if (action === 'start' && alive) return answer(409, { error: `${name} is running (pid ${target.child.pid})` });
    try {
      const stopStarted = Date.now();
      if (alive) {
        const ended = new Promise((resolve) => target.child.once('exit', resolve));
        target.child.kill('SIGTERM');
        await ended;
      }
      const startStarted = Date.now();
      const started = await startProcess(name, env, target.port, target.jobs);
      state.processes = state.processes.map((p) => (p.name === name ? started : p));
      fs.writeFileSync(stateFile, JSON.stringify(state, null, 2));
      answer(200, { ...started, stopMs: startStarted - stopStarted, startMs: Date.now() - startStarted });
    } catch (error) {
      answer(500, { error: String(error) });
    }
  });
  undo.push(() => new Promise((resolve) => server.close(resolve)));
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${server.address().port}`)));
}

async function main() {
  const nginx = ensureNginx();
  const stopRedis = await ensureRedis();
  undo.push(async () => stopRedis());
  // A production build: an existing one is reused (CLUSTER_BUILD=1 rebuilds when the sources changed).
  if (process.env.CLUSTER_BUILD === '1' || !fs.existsSync(path.join(web, process.env.NEXT_DIST_DIR ?? '.next', 'BUILD_ID'))) await ensureBuild();
  const [databaseUrl, s3, smtp] = await Promise.all([startDatabase(), startS3(), startSmtp()]);
  const [httpPort, httpsPort] = [await freePort(), await freePort()];
  const publicUrl = `https://localhost:${httpsPort}`;
  const env = installationEnv({ databaseUrl, s3, smtp, publicUrl });
  await migrateOnce(env);
  const webPorts = [];
  for (let i = 0; i < PROCESSES; i++) webPorts.push(await freePort());
  const jobsPort = await freePort();
  // Side by side: each process reads the build and opens its pools; the jobs process works the schedules.
  const processes = await Promise.all([...webPorts.map((port, i) => startProcess(`web-${i + 1}`, env, port, false)), startProcess('jobs', env, jobsPort, true)]);
  const nginxPid = await startNginx(nginx, nginxConfig(webPorts, httpPort, httpsPort));
  const state = {
    url: publicUrl, httpUrl: `http://127.0.0.1:${httpPort}`, run, databaseUrl, mailFolder: smtp.folder, s3,
    metricsToken: env.METRICS_TOKEN, redisKeyPrefix: env.REDIS_KEY_PREFIX, nginxPid, processes, controller: process.pid,
    pageCacheSeconds: Number(env.PAGE_CACHE_SECONDS ?? 5),
  };
  state.controlUrl = await startControl(env, state);
  fs.writeFileSync(stateFile, JSON.stringify(state, null, 2));
  log(`storefront processes: ${processes.filter((p) => p.name !== 'jobs').map((p) => `${p.name} :${p.port}`).join(', ')}; jobs :${jobsPort}`);
  log(`logs and state in ${run}`);
  console.log(`cluster ready: ${publicUrl} (self-signed certificate; state ${stateFile})`);
}

main().catch(async (error) => {
  console.error(`[cluster] ${error.stack ?? error}`);
  await stopAll(1);
});
