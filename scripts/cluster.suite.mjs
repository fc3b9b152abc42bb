// The cluster suite (issue 55, docs/operations.md): `npm run cluster` started once (scripts/cluster.mjs: nginx with
// a self-signed certificate, three storefront processes, the jobs process, a fresh PostgreSQL database, Redis, s3rver
// and an SMTP catcher), then what a deployment of several processes must keep: a session on whichever process
// answers, an upload read through every process, and a process on another file store refused. Run on CI's
// PostgreSQL pass: `CLUSTER=1 npx vitest run --project cluster` (without CLUSTER=1, as in `npm test`, it is skipped).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, hashPassword, RES, SESSION_COOKIE, SIGN_HEADER, signedCall } from '@sw/protocol';
import { httpCaller } from '../packages/api/src/testing/harness';
import { readDemoAccountsFile } from '../packages/api/src/seed/accounts';
import { TINY_PNG } from '../packages/api/src/testing/uploads';
import { root, web } from './build.mjs';

// The proxy's certificate is the run's own, made by openssl a minute ago: this test process trusts it.
process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';

let cluster;
let state;
let stateDir;
// Only where asked (CI's PostgreSQL pass sets CLUSTER=1): the suite starts a whole cluster.
const wanted = process.env.CLUSTER === '1';

beforeAll(async () => {
  if (!wanted) return;
  stateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-cluster-state-'));
  const stateFile = path.join(stateDir, 'cluster.json');
  cluster = spawn(process.execPath, [path.join(root, 'scripts/cluster.mjs')], { cwd: root, env: { ...process.env, CLUSTER_STATE: stateFile }, stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((resolve, reject) => {
    let out = '';
    cluster.stdout.on('data', (chunk) => {
      out += String(chunk);
      process.stdout.write(chunk);
      if (out.includes('cluster ready')) resolve();
    });
    cluster.once('exit', (code) => reject(new Error(`npm run cluster ended (${code}) before it was ready`)));
  });
  state = JSON.parse(fs.readFileSync(stateFile, 'utf8'));
}, 300_000);

afterAll(async () => {
  if (stateDir) fs.rmSync(stateDir, { recursive: true, force: true });
  if (!cluster || cluster.exitCode !== null) return;
  const ended = new Promise((resolve) => cluster.once('exit', resolve));
  cluster.kill('SIGTERM');
  await ended;
}, 60_000);

const storefronts = () => state.processes.filter((p) => p.name !== 'jobs');
const direct = (p) => `http://127.0.0.1:${p.port}`;
const demo = (role) => readDemoAccountsFile(path.join(state.run, 'data', 'demo-accounts.txt')).find((account) => account.role === role);

/** Signs in through the proxy as a browser does: the session comes back as the httpOnly cookie the storefront sets. */
async function signIn(role) {
  const account = demo(role);
  const signed = signedCall(API.base.emailLoginOrRegister, {}, Date.now());
  const response = await fetch(`${state.url}${signed.url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [SIGN_HEADER]: signed.sign },
    body: JSON.stringify({ email: account.email, pwd: hashPassword(account.email, account.password) }),
  });
  const answer = await response.json();
  expect(answer.meta.res, answer.meta.msg).toBe(RES.OK);
  const session = response.headers.getSetCookie().map((line) => line.split(';')[0]).find((pair) => pair.startsWith(`${SESSION_COOKIE}=`));
  expect(session, 'the session cookie').toBeTruthy();
  const token = session.slice(SESSION_COOKIE.length + 1);
  return { ...account, token, memId: answer.data.memId, cookie: { cookie: session } };
}

/** Calls as the buyer's browser makes them through the storefront: the session in its httpOnly cookie. */
const as = (who, base) => (pathname, data = {}) => httpCaller(base, Date.now, who.cookie)(pathname, data, { token: who.token, memId: who.memId });

describe.runIf(wanted)('a cluster of storefront processes behind nginx (CLUSTER=1)', () => {
  it('terminates TLS with HTTP/2 and redirects plain HTTP', async () => {
    const health = await fetch(`${state.url}/healthz`);
    expect(health.status).toBe(200);
    expect((await health.json()).database).toMatchObject({ kind: 'postgres', reachable: true });
    const plain = await fetch(`${state.httpUrl}/catalog`, { redirect: 'manual' });
    expect(plain.status).toBe(308);
    expect((await fetch(`${state.url}/metrics`)).status).toBe(404);
  });

  it('keeps a buyer signed in through the proxy on whichever process answers', async () => {
    const buyer = await signIn('buyer');
    for (const base of [state.url, state.url, state.url, ...storefronts().map(direct)]) {
      const view = await as(buyer, base)(API.base.viewInformation);
      expect(view.meta.res, `${base} ${view.meta.msg}`).toBe(RES.OK);
      expect(view.data.email).toBe(buyer.email);
    }
  });

  it('reads an upload made through one process through every other one and through the proxy', async () => {
    const buyer = await signIn('buyer');
    const [first, ...others] = storefronts();
    const token = await as(buyer, direct(first))(API.upload.token);
    expect(token.meta.res, token.meta.msg).toBe(RES.OK);
    const key = `logo/cluster-${Date.now()}.png`;
    const form = new FormData();
    form.append('token', token.data.upToken);
    form.append('key', key);
    form.append('file', new Blob([new Uint8Array(TINY_PNG)]), 'cluster.png');
    const upload = await fetch(`${direct(first)}/files/upload`, { method: 'POST', body: form });
    expect(upload.status, await upload.clone().text()).toBe(200);
    for (const base of [...others.map(direct), state.url]) {
      const read = await fetch(`${base}/files/${key}`, { headers: buyer.cookie });
      expect(read.status, base).toBe(200);
      expect(Buffer.from(await read.arrayBuffer()).equals(TINY_PNG)).toBe(true);
    }
  });

  it('sends each mail once, whichever process took the request', async () => {
    // The demo accounts' addresses (a reset code goes only to a known address, one per minute each): one through
    // the proxy, one through a process directly; the mail is committed with its delivery job wherever it is asked.
    const addresses = [demo('buyer').email, demo('staff').email];
    const bases = [state.url, direct(storefronts()[2])];
    for (const [i, email] of addresses.entries()) {
      const sent = await httpCaller(bases[i])(API.base.sendVerificationMail, { email });
      expect(sent.meta.res, sent.meta.msg).toBe(RES.OK);
    }
    const countFor = (email) => fs.readdirSync(state.mailFolder).filter((file) => fs.readFileSync(path.join(state.mailFolder, file), 'utf8').includes(email)).length;
    const deadline = Date.now() + 30_000;
    while (addresses.some((email) => countFor(email) === 0) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 250));
    // A second delivery would follow within moments (another process's try, the jobs process's worker).
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(addresses.map(countFor)).toEqual(addresses.map(() => 1));
  });

  it('refuses a further process that would keep files on its own disk, saying what to set', async () => {
    const port = await new Promise((resolve) => {
      const server = net.createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = server.address();
        server.close(() => resolve(free));
      });
    });
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-cluster-own-'));
    const env = { ...process.env, NODE_ENV: 'production', SW_ROOT: root, DATABASE_URL: state.databaseUrl, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', JOBS: '0', S3_BUCKET: '' };
    const child = spawn(process.execPath, [path.join(root, 'scripts/web-server.mjs')], { cwd: web, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (chunk) => (out += String(chunk)));
    child.stderr.on('data', (chunk) => (out += String(chunk)));
    // Next.js runs the instrumentation (the file store's claim) on its first request.
    const poke = setInterval(() => {
      if (out.includes('Ready')) void fetch(`http://127.0.0.1:${port}/healthz`).catch(() => null);
    }, 1000);
    const code = await new Promise((resolve) => child.once('exit', resolve));
    clearInterval(poke);
    fs.rmSync(dataDir, { recursive: true, force: true });
    expect(code, out).toBe(78);
    expect(out).toContain('does not start');
    expect(out).toContain('S3_BUCKET');
  }, 120_000);

  // Last: it leaves the cluster one process short.
  it('loses no page request when one process is killed with SIGKILL under load (nginx retries on the next)', async () => {
    const victim = storefronts()[1];
    const timer = setTimeout(() => process.kill(victim.pid, 'SIGKILL'), 3000);
    const result = await autocannon({ url: `${state.url}/`, connections: 8, duration: 10 });
    clearTimeout(timer);
    expect(() => process.kill(victim.pid, 0)).toThrow();
    expect(result.requests.total).toBeGreaterThan(100);
    expect({ errors: result.errors, timeouts: result.timeouts, non2xx: result.non2xx }).toEqual({ errors: 0, timeouts: 0, non2xx: 0 });
  }, 60_000);
});
