// `npm run bench`: idle processor time, load, Lighthouse and first-load JavaScript figures from a production build, each beside
// its budget, written to bench/report.md and bench/report.json. Loopback only; every server it starts is
// stopped at the end, on Ctrl-C, or when the whole run exceeds BENCH_TIMEOUT_MIN.
import { mkdtempSync, mkdirSync, openSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import { API } from '@sw/protocol';
import { ensureBuild, bin, root, web } from '../scripts/build.mjs';
import { ensureChromium } from '../scripts/machine.mjs';
import { createDatabase, dropDatabase } from '../scripts/database.mjs';
import { type Call, CONNECTIONS, loadTest, matchingStaticFile, rawRequest, removeCeilingFiles, signedRequest, type StaticFile, WARM_UP_SECONDS, writeCeilingFiles } from './load';
import { AFTER_LOAD_SECONDS, serverRss } from './memory';
import { measureIdle } from './idle';
import { firstLoadJs } from './firstLoad';
import { runLighthouse, signIn } from './lighthouse';
import { writeReport } from './report';
import type { LoadRow, Results, ServerRun } from './results';

const BASE_PORT = Number(process.env.BENCH_PORT ?? 3460);
const LARGE = process.env.BENCH_LARGE !== '0';
const LIGHTHOUSE = process.env.BENCH_LIGHTHOUSE !== '0';
const LARGE_GOODS = Number(process.env.BENCH_LARGE_GOODS ?? 100_000);
/** An embedded database already seeded with LARGE_GOODS goods (`npm run seed -- --goods N` into it): used, not seeded, not removed. */
const LARGE_DATA_DIR = process.env.BENCH_LARGE_DATA_DIR;
/** The same for PostgreSQL: a database already seeded with LARGE_GOODS goods. */
const LARGE_DATABASE_URL = process.env.BENCH_LARGE_DATABASE_URL;
const TIMEOUT_MIN = Number(process.env.BENCH_TIMEOUT_MIN ?? 45);
/** BENCH_ONLY=search: only the keyword-search scenario at LARGE_GOODS (no demo catalogue, Lighthouse or first load). */
const SEARCH_ONLY = process.env.BENCH_ONLY === 'search';
/** BENCH_ONLY=lighthouse: only Lighthouse (and the first-load figures) on the demo catalogue, no load. */
const LIGHTHOUSE_ONLY = process.env.BENCH_ONLY === 'lighthouse';
/** BENCH_ONLY=idle: only the idle row (processor time of a server left alone) on each database. */
const IDLE_ONLY = process.env.BENCH_ONLY === 'idle';
const outDir = path.join(root, 'bench');

// ---- servers ----

interface Server {
  port: number;
  origin: string;
  pid: number;
  stop: () => Promise<void>;
}

const running = new Set<Server>();
const cleanups: (() => Promise<void>)[] = [];

/** Whether nothing listens on `port` yet: a server left by an earlier run would answer in the new one's place. */
function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, 'localhost', () => probe.close(() => resolve(true)));
  });
}

async function startServer(port: number, env: Record<string, string>, logName: string): Promise<Server> {
  if (!(await portIsFree(port))) throw new Error(`port ${port} is in use (a server left by an earlier run?): stop it, or set BENCH_PORT`);
  const log = openSync(path.join(outDir, `${logName}.log`), 'w');
  const origin = `http://localhost:${port}`;
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    // Its own process group, so the server and everything it starts stop together.
    detached: true,
    stdio: ['ignore', log, log],
    env: { ...process.env, ...env, PORT: String(port), HOST: 'localhost', SITE_ORIGINS: `default=${origin}`, LOG_LEVEL: 'warn', NODE_ENV: 'production' },
  });
  const pid = child.pid!;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const server: Server = {
    port,
    origin,
    pid,
    stop: async () => {
      running.delete(server);
      try {
        process.kill(-pid, 'SIGTERM');
      } catch {
        return;
      }
      const killLater = setTimeout(() => {
        try {
          process.kill(-pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }, 5000);
      await exited;
      clearTimeout(killLater);
    },
  };
  running.add(server);
  const deadline = Date.now() + 10 * 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}); see bench/${logName}.log`);
    try {
      const response = await fetch(`${origin}/healthz`);
      if (response.ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the server did not start within 10 minutes; see bench/${logName}.log`);
}

async function stopAll() {
  await Promise.all([...running].map((s) => s.stop()));
  for (const cleanup of cleanups.splice(0)) await cleanup().catch((error) => console.error(error));
}

// ---- databases ----

interface DatabaseSetup {
  label: string;
  env: Record<string, string>;
}

async function embedded(label: string): Promise<DatabaseSetup> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sw-bench-'));
  cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
  // An empty DATABASE_URL means the embedded database, whatever the shell running the bench has set.
  return { label, env: { DATA_DIR: dir, DATABASE_URL: '' } };
}

async function postgres(label: string): Promise<DatabaseSetup> {
  const serverUrl = process.env.DATABASE_URL!;
  const database = await createDatabase(serverUrl, 'sw_bench_');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sw-bench-'));
  cleanups.push(async () => {
    await dropDatabase(serverUrl, database.name);
    rmSync(dir, { recursive: true, force: true });
  });
  return { label, env: { DATA_DIR: dir, DATABASE_URL: database.url } };
}

function seedLarge(setup: DatabaseSetup) {
  console.log(`seeding ${LARGE_GOODS} goods (${setup.label})...`);
  const started = Date.now();
  const result = spawnSync(bin('tsx'), ['packages/api/src/cli/seed.ts', '--goods', String(LARGE_GOODS)], {
    cwd: root,
    env: { ...process.env, ...setup.env, SW_ROOT: root, LOG_LEVEL: 'warn' },
    stdio: 'inherit',
    timeout: 15 * 60_000,
  });
  if (result.status !== 0) throw new Error(`seeding ${LARGE_GOODS} goods failed`);
  console.log(`seeded in ${Math.round((Date.now() - started) / 1000)} s`);
}

/** The LARGE_GOODS catalogue of a kind: the one named by BENCH_LARGE_DATA_DIR or BENCH_LARGE_DATABASE_URL, else a new one, seeded. */
async function largeDatabase(kind: string, makeDatabase: (label: string) => Promise<DatabaseSetup>): Promise<DatabaseSetup> {
  const reused = makeDatabase === embedded ? LARGE_DATA_DIR : LARGE_DATABASE_URL;
  if (reused) {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'sw-bench-'));
    cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
    return { label: kind, env: makeDatabase === embedded ? { DATA_DIR: reused, DATABASE_URL: '' } : { DATA_DIR: dir, DATABASE_URL: reused } };
  }
  const large = await makeDatabase(kind);
  seedLarge(large);
  return large;
}

// ---- what is measured ----

interface Sample {
  catName1: string;
  goodsId: string;
  keyword: string;
  threeWords: string;
}

/** A category, a good and keywords that exist in this catalogue. */
async function sample(origin: string): Promise<Sample> {
  const response = await rawRequest(origin, signedRequest(API.csite.onlineGoodsList, { pageNum: 1, pageSize: 20, sort: 'popular' }));
  const envelope = JSON.parse(response.text) as { meta: { res: string }; data: { list: { goodsId: string; title: string; catName1: string }[] } };
  const first = envelope.data?.list?.[0];
  if (!first) throw new Error(`onlineGoodsList.do gave no goods (${response.text.slice(0, 200)})`);
  const words = first.title.split(/\s+/).filter((w) => w.length > 2);
  return { catName1: first.catName1, goodsId: first.goodsId, keyword: words.slice(-2).join(' '), threeWords: words.slice(0, 3).join(' ') };
}

const page = (name: string, url: string, list = false): Call & { kind: 'page'; list: boolean } => ({
  name, kind: 'page', list, request: { method: 'GET', path: url, headers: {} },
});
const call = (name: string, data: Record<string, unknown>): Call & { kind: 'call' } => ({
  name, kind: 'call', request: signedRequest(API.csite.onlineGoodsList, data),
});

function smallTargets(s: Sample) {
  return [
    page('home', '/'),
    page('goods list, one facet', `/goods/list?catName1=${encodeURIComponent(s.catName1)}`, true),
    page('goods list, keyword', `/goods/list?keyWords=${encodeURIComponent(s.keyword)}`, true),
    page('goods detail', `/goods/details/${s.goodsId}`),
    page('factories', '/factories'),
    call('onlineGoodsList.do, category', { pageNum: 1, pageSize: 20, catName1: s.catName1 }),
    call('onlineGoodsList.do, keyword', { pageNum: 1, pageSize: 20, keyWords: s.threeWords }),
  ];
}

/**
 * The forgiving search (issue 29): a typo, a synonym, and three words with one typo. Each request picks one of the
 * scenario's searches at random. Like the other keyword rows, a search's answer is then kept in the answer cache
 * until the catalogue changes; BENCH_SEARCH_UNCACHED=1 also picks a page size and sort at random (thousands of
 * combinations, more than the cache keeps), so the figures are the search's own work.
 */
const SEARCHES = {
  typo: ['neckalce', 'earrigns', 'braclet', 'pendnat', 'anklte', 'bangel', 'huggei', 'chokre'],
  synonym: ['huggies', 'surgical steel', 'pvd', 'stud', 'chain', 'hoop', 'ip', '316l'],
  'three words with one typo': ['gold pendnat necklace', 'rose gold braclet', 'hoop earrigns gold', 'snake chian necklace', 'cuban link chian', 'gold plated bangel'],
} as const;
const SEARCH_UNCACHED = process.env.BENCH_SEARCH_UNCACHED === '1';

function searchBodies(searches: readonly string[]): string[] {
  if (!SEARCH_UNCACHED) return searches.map((keyWords) => JSON.stringify({ pageNum: 1, pageSize: 20, keyWords }));
  const sorts = ['popular', 'newest', 'priceAsc', 'priceDesc'];
  return searches.flatMap((keyWords) =>
    sorts.flatMap((sort) => Array.from({ length: 41 }, (_, i) => JSON.stringify({ pageNum: 1, pageSize: 10 + i, sort, keyWords }))),
  );
}

export function searchTargets() {
  return Object.entries(SEARCHES).map(([what, searches]) => ({
    ...call(`onlineGoodsList.do, search: ${what}`, { pageNum: 1, pageSize: 20, keyWords: searches[0] }),
    bodies: searchBodies(searches),
  }));
}

function largeTargets(s: Sample) {
  return [
    call('onlineGoodsList.do, category, newest', { pageNum: 1, pageSize: 20, catName1: s.catName1, sort: 'newest' }),
    call('onlineGoodsList.do, price sort, page 50', { pageNum: 50, pageSize: 20, sort: 'priceAsc' }),
    call('onlineGoodsList.do, one-word keyword', { pageNum: 1, pageSize: 20, keyWords: s.keyword.split(' ')[0] }),
    call('onlineGoodsList.do, three-word keyword', { pageNum: 1, pageSize: 20, keyWords: s.threeWords }),
    page('goods list, one facet', `/goods/list?catName1=${encodeURIComponent(s.catName1)}`, true),
    page('goods list, keyword', `/goods/list?keyWords=${encodeURIComponent(s.threeWords)}`, true),
  ];
}

/** Each target under load, beside the ceiling file nearest its compressed size. */
async function measure(
  server: Server,
  targets: (Call & { kind: 'page' | 'call'; list?: boolean; bodies?: string[] })[],
  ceilingFiles: StaticFile[],
): Promise<Pick<ServerRun, 'rows' | 'rss'>> {
  const ceilings = new Map<string, LoadRow['ceiling']>();
  const rows: LoadRow[] = [];
  let peak = 0;
  const sampler = setInterval(() => {
    peak = Math.max(peak, serverRss(server.pid));
  }, 500);
  try {
    for (const target of targets) {
      // Once to fill the caches and learn the size of the answer as a browser would get it.
      const first = await rawRequest(server.origin, target.request);
      if (first.status !== 200) throw new Error(`${target.name}: HTTP ${first.status}`);
      if (target.kind === 'call' && !first.text.includes('"res":"00000"')) throw new Error(`${target.name}: ${first.text.slice(0, 200)}`);
      const file = matchingStaticFile(ceilingFiles, first.encodedBytes);
      console.log(`${target.name}: ${first.encodedBytes} B ${first.encoding}; ceiling ${file.url}`);
      await loadTest(server.origin, target.request, { seconds: WARM_UP_SECONDS, answer: first, bodies: target.bodies });
      const result = await loadTest(server.origin, target.request, { answer: first, bodies: target.bodies });
      let ceiling = ceilings.get(file.url);
      if (!ceiling) {
        ceiling = { ...(await loadTest(server.origin, { method: 'GET', path: file.url, headers: {} })), file: file.url };
        if (ceiling.non2xx || !ceiling.requests) throw new Error(`the ceiling file ${file.url} was not served`);
        ceilings.set(file.url, ceiling);
      }
      rows.push({ ...result, name: target.name, kind: target.kind, list: target.list, ceiling });
      // The server's memory after each row, so a growth is traced to the load that made it.
      console.log(`  ${result.rps.toFixed(0)} req/s p50 ${result.p50} ms p99 ${result.p99} ms; ceiling ${ceiling.rps.toFixed(0)} req/s; server ${Math.round(serverRss(server.pid))} MB`);
    }
  } finally {
    clearInterval(sampler);
  }
  // Memory once the load is over and the server is idle: V8's memory reducer gives the heap grown under load back 8 s
  // after the allocations slow down (its start delay), so the figure is read after that; the peak is read under load.
  await new Promise((r) => setTimeout(r, AFTER_LOAD_SECONDS * 1000));
  return { rows, rss: { peakMb: Math.round(peak), afterMb: Math.round(serverRss(server.pid)) } };
}

// ---- the run ----

async function main() {
  mkdirSync(outDir, { recursive: true });
  // Lighthouse and the first-load figures drive Debian's Chromium: installed first, as `npm test` does.
  if (LIGHTHOUSE && !SEARCH_ONLY && !IDLE_ONLY) ensureChromium();
  await ensureBuild();
  // Written before any server starts: Next.js lists its static files then.
  const ceilingFiles = writeCeilingFiles(web);
  cleanups.push(async () => removeCeilingFiles(web));
  const results: Results = {
    startedAt: new Date().toISOString(),
    machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model ?? '', loadAverage: os.loadavg(), node: process.version },
    seconds: Number(process.env.BENCH_SECONDS ?? 10),
    connections: CONNECTIONS,
    runs: [],
    idle: [],
    lighthouse: [],
    firstLoad: [],
    notes: [],
  };
  const databases: ((label: string) => Promise<DatabaseSetup>)[] = [embedded];
  if (process.env.DATABASE_URL) databases.push(postgres);
  else results.notes.push('DATABASE_URL was not set: PostgreSQL was not measured.');
  if (!LARGE) results.notes.push('BENCH_LARGE=0: the 100 000-goods catalogue was not measured.');
  if (!LIGHTHOUSE) results.notes.push('BENCH_LIGHTHOUSE=0: Lighthouse was not run.');
  if (LIGHTHOUSE_ONLY) results.notes.push('BENCH_ONLY=lighthouse: only Lighthouse and the first-load JavaScript were measured.');
  if (IDLE_ONLY) results.notes.push('BENCH_ONLY=idle: only the idle processor time was measured.');
  if (SEARCH_ONLY) results.notes.push(`BENCH_ONLY=search: only the keyword search at ${LARGE_GOODS.toLocaleString('en')} goods was measured.`);
  if (SEARCH_UNCACHED) results.notes.push('BENCH_SEARCH_UNCACHED=1: each search request picks a page size and sort at random, past the answer cache.');

  let port = BASE_PORT;
  for (const [index, makeDatabase] of databases.entries()) {
    const kind = makeDatabase === embedded ? 'embedded (PGlite)' : 'PostgreSQL';
    if (SEARCH_ONLY) {
      const large = await largeDatabase(kind, makeDatabase);
      const bigServer = await startServer(port++, large.env, `server-${index}-search`);
      console.log(`\n== ${kind}, ${LARGE_GOODS} goods, search ==`);
      results.runs.push({ database: kind, catalogue: `${LARGE_GOODS.toLocaleString('en')} goods`, ...(await measure(bigServer, searchTargets(), ceilingFiles)) });
      await bigServer.stop();
      continue;
    }
    const setup = await makeDatabase(kind);
    const server = await startServer(port++, setup.env, `server-${index}-small`);
    if (!LIGHTHOUSE_ONLY) {
      // Before any load: what the server costs with nobody using it (jobs on, the default settings).
      console.log(`\n== ${kind}, idle ==`);
      const idle = await measureIdle(server.pid);
      console.log(`  ${idle.ticks} ticks in ${idle.seconds} s: ${idle.percent.toFixed(2)} % of one core`);
      results.idle.push({ database: kind, ...idle });
    }
    if (IDLE_ONLY) {
      await server.stop();
      continue;
    }
    const s = await sample(server.origin);
    console.log(`\n== ${kind}, demo catalogue ==`);
    if (!LIGHTHOUSE_ONLY) results.runs.push({ database: kind, catalogue: 'demo (360 goods)', ...(await measure(server, smallTargets(s), ceilingFiles)) });
    if (index === 0) {
      const session = await signIn(server.origin, setup.env.DATA_DIR!);
      if (!session.cookie) results.notes.push(`Signed-in pages were not measured: ${session.problem}`);
      results.firstLoad = await firstLoadJs(server.origin, web, s, session.cookie);
      if (LIGHTHOUSE) results.lighthouse = await runLighthouse(server.origin, s, session);
    }
    await server.stop();
    if (LIGHTHOUSE_ONLY) break;

    if (LARGE) {
      const large = await largeDatabase(kind, makeDatabase);
      const bigServer = await startServer(port++, large.env, `server-${index}-large`);
      console.log(`\n== ${kind}, ${LARGE_GOODS} goods ==`);
      const big = await measure(bigServer, [...largeTargets(await sample(bigServer.origin)), ...searchTargets()], ceilingFiles);
      results.runs.push({ database: kind, catalogue: `${LARGE_GOODS.toLocaleString('en')} goods`, ...big });
      await bigServer.stop();
    }
  }
  results.finishedAt = new Date().toISOString();
  // The search-only run keeps its own report beside the full one.
  const name = SEARCH_ONLY ? 'report-search' : LIGHTHOUSE_ONLY ? 'report-lighthouse' : IDLE_ONLY ? 'report-idle' : 'report';
  writeFileSync(path.join(outDir, `${name}.json`), `${JSON.stringify(results, null, 2)}\n`);
  const failed = writeReport(path.join(outDir, `${name}.md`), results);
  console.log(`\nbench/${name}.md written: ${failed} figure(s) miss their budget`);
}

const timeout = setTimeout(() => {
  console.error(`the bench ran longer than ${TIMEOUT_MIN} minutes: stopping`);
  void stopAll().finally(() => process.exit(2));
}, TIMEOUT_MIN * 60_000);
timeout.unref();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void stopAll().finally(() => process.exit(130)));
}
// An error no one awaits (a browser that cannot start) must not leave the servers running for the next run to meet.
process.on('uncaughtException', (error) => {
  console.error(error);
  void stopAll().finally(() => process.exit(1));
});

try {
  await main();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await stopAll();
}
