import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import type { Results, ServerRun } from './results';
import { WARM_UP_SECONDS } from './load';
import { MEMBER, VISITOR } from './firstLoad';
import { AFTER_LOAD_SECONDS } from './memory';
import { IDLE_REST_SECONDS } from './idle';

/** The Lighthouse the report's figures come from. */
const LIGHTHOUSE_VERSION = (JSON.parse(readFileSync(createRequire(import.meta.url).resolve('lighthouse/package.json'), 'utf8')) as { version: string }).version;

/** The issue's budgets. */
export const BUDGET = {
  pageShareOfCeiling: 0.5,
  listP99Ms: 100,
  callP99Ms: 50,
  rssMb: 400,
  /** Processor time of an idle server, in per cent of one core (issue 56). */
  idlePercent: 1,
  // Performance, total blocking time and first-load JavaScript are per page: bench/firstLoad.ts, storefrontPages.
  accessibility: 100,
  seo: 100,
} as const;

type Area = 'idle' | 'page' | 'call' | 'memory' | 'javascript' | 'lighthouse' | 'errors';

/** Why a kind of figure misses its budget on this code, and what would close it: printed under the misses. */
const CAUSES: Record<Area, string> = {
  idle:
    "Idle: a server with no traffic runs only its job workers' backstop polls (`JOBS_POLL_MS`, 60 s), pg-boss's cron pass (`JOBS_CRON_SECONDS`, 30 s) and its maintenance, each a statement, on PGlite in the server's own process (docs/workflows.md, \"Woken, not polling\"). A miss means something runs more often: a lower setting, a listener that failed (the workers then poll at `JOBS_POLL_MS` whatever the queue), or a timer added since. Read the server's log, and profile it idle (`node --cpu-prof`).",
  page:
    "Pages: a cached page is 270–310 kB of HTML before compression, more than half of it the inline payload React needs to hydrate. Repeated requests are answered from the compressed copies in front of Next.js (scripts/page-cache.mjs, `PAGE_CACHE_SECONDS`); a miss here means they were off or emptied during the run, so Next.js gzipped every answer again behind the proxy's rewrite. Closing it: the page copies on (the default), or a shared cache in front that keeps the compressed page (the pages send `s-maxage`).",
  call:
    "Back-end calls: catalogue answers come from the in-memory answer cache while the catalogue is unchanged, and the storefront's server hands the calls to the pass-through before Next.js routing (lib/backend/backendLane.server.ts). What is left is the hand-over itself and, on the embedded database, PGlite sharing the event loop; PostgreSQL (`DATABASE_URL`) does not. Closing it: PostgreSQL, or the back-end on its own origin behind the same reverse proxy (`npm run start:api`).",
  memory:
    'Memory: the storefront process holds Next.js, its in-memory page cache (up to 50 MB), the compressed page copies (16 MB at most), the back-end and, on the embedded database, PGlite\'s WebAssembly heap (16 MB of shared buffers); `npm start` bounds its V8 heap (semi-space 4 MB, old space 512 MB). Closing it: PostgreSQL instead of PGlite, a smaller `cacheMaxMemorySize`, or the Redis cache handler.',
  javascript:
    "First-load JavaScript: the sign-in dialog, the call client with its signing code and the protocol's schemas already load on first use. Most of what is left is the framework column: React DOM and the Next.js App Router runtime, the same on every page (an empty App Router page built by the same Next.js, 16.4.6, ships 135 kB; a webpack build, `next build --webpack`, ships more, not less: 168 kB on home). What is ours is the shell (header, menus, toasts) and each page's own parts. When the framework's part alone is at or over the budget, no trimming of our code reaches it: closing it would mean a lighter framework for the catalogue pages (React without the App Router runtime, or Preact), not a smaller shell.",
  lighthouse:
    "Lighthouse: performance is simulated from the observed trace (slow 4G, four times slower CPU), and which of two orders the trace shows decides most of the score. On loopback the scripts finish downloading before the first paint (60–80 ms against 130–190 ms); the simulation then keeps every script that arrived before the paint in the largest paint's estimate, except one whose evaluation is a task of 10 ms or more that starts after the paint, and the fonts too when they arrived first (Lantern's rules). So one run puts 160 kB of script and 53 kB of fonts before the largest paint (3–3.3 s, a score of 92–94), the next leaves the largest script out (2–2.5 s, 97–99), and a run where the paint comes first scores 100 (1.3 s). An empty App Router page (no picture, a few hundred bytes of HTML) scores 99–100 on the same machine. A slower or busier machine scores lower; the median of several runs is reported. The framework's 132 kB is most of that script; the member pages add zod's parts (30 kB, down from 90 kB with its translations) and their own code. Closing it: fewer bytes before the first paint (scripts, fonts, HTML); for the script, a lighter framework (see first-load JavaScript). The audits that lost points are listed per page above.",
  errors: 'Errors under load: see the server log in bench/ for the run.',
};

interface Check {
  area: Area;
  what: string;
  value: string;
  budget: string;
  pass: boolean;
  /** How far off, when it misses. */
  miss?: string;
}

/** How mobile performance was taken: one run, or the median of several (the runs are in the table). */
const mobileRuns = (scores: { formFactor: string; runs?: unknown[] }[]) => {
  const runs = scores.find((l) => l.formFactor === 'mobile')?.runs?.length ?? 1;
  return runs > 1 ? `Mobile performance is the median of ${runs} runs of each page (every run's score beside it; the other categories are the median run's), after one unscored run that takes the browser's own start. ` : '';
};
const ms = (n: number) => `${Math.round(n)} ms`;
const rate = (n: number) => `${Math.round(n)} req/s`;
const verdict = (pass: boolean) => (pass ? 'pass' : '**fail**');

function loadChecks(run: ServerRun): { table: string[]; checks: Check[] } {
  const checks: Check[] = [];
  const table = [
    '| what | answer | req/s | p50 | p99 | errors | ceiling file | ceiling req/s | budget | result |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const row of run.rows) {
    const parts: Check[] = [];
    if (row.kind === 'page') {
      const floor = row.ceiling.rps * BUDGET.pageShareOfCeiling;
      parts.push({ area: 'page', what: `${row.name} rate`, value: rate(row.rps), budget: `≥ ½ ceiling (${rate(floor)})`, pass: row.rps >= floor, miss: `${Math.round((1 - row.rps / floor) * 100)} % under` });
      if (row.list) parts.push({ area: 'page', what: `${row.name} p99`, value: ms(row.p99), budget: `p99 < ${BUDGET.listP99Ms} ms`, pass: row.p99 < BUDGET.listP99Ms, miss: `${ms(row.p99 - BUDGET.listP99Ms)} over` });
    } else {
      parts.push({ area: 'call', what: `${row.name} p99`, value: ms(row.p99), budget: `p99 < ${BUDGET.callP99Ms} ms`, pass: row.p99 < BUDGET.callP99Ms, miss: `${ms(row.p99 - BUDGET.callP99Ms)} over` });
    }
    const clean = row.errors === 0 && row.non2xx === 0;
    if (!clean) parts.push({ area: 'errors', what: `${row.name} errors`, value: `${row.errors + row.non2xx}`, budget: 'none', pass: false, miss: `${row.errors} errors, ${row.non2xx} non-2xx` });
    checks.push(...parts.map((c) => ({ ...c, what: `${run.database}, ${run.catalogue}: ${c.what}` })));
    table.push(
      `| ${row.name} | ${(row.encodedBytes / 1000).toFixed(1)} kB ${row.encoding} | ${Math.round(row.rps)} | ${ms(row.p50)} | ${ms(row.p99)} | ${row.errors + row.non2xx} | \`${row.ceiling.file.replace('/_next/static/', '')}\` ${(row.ceiling.encodedBytes / 1000).toFixed(1)} kB | ${Math.round(row.ceiling.rps)} | ${parts.map((p) => p.budget).join('; ')} | ${verdict(parts.every((p) => p.pass))} |`,
    );
  }
  const rss: Check = { area: 'memory', what: `${run.database}, ${run.catalogue}: server RSS after the load`, value: `${run.rss.afterMb} MB`, budget: `< ${BUDGET.rssMb} MB`, pass: run.rss.afterMb < BUDGET.rssMb, miss: `${run.rss.afterMb - BUDGET.rssMb} MB over` };
  checks.push(rss);
  table.push('', `Server memory (next start and its children): peak ${run.rss.peakMb} MB under load, ${run.rss.afterMb} MB ${AFTER_LOAD_SECONDS} s after it; budget < ${BUDGET.rssMb} MB: ${verdict(rss.pass)}.`);
  return { table, checks };
}

/** Writes the report; returns how many figures miss their budget. */
export function writeReport(file: string, results: Results): number {
  const checks: Check[] = [];
  const lines: string[] = [
    '# Benchmark report',
    '',
    `Generated by \`npm run bench\` from ${results.startedAt} to ${results.finishedAt ?? '?'}, on ${results.machine.cpus} × ${results.machine.model}, Node ${results.machine.node}.`,
    `Load average at the start ${results.machine.loadAverage.map((n) => n.toFixed(1)).join(' / ')}, at the end ${os.loadavg().map((n) => n.toFixed(1)).join(' / ')} (1/5/15 min): when other work shares the cores, every rate below is lower and every latency higher than on a quiet machine.`,
    '',
  ];
  if (results.runs.length) {
    lines.push(
      `Load: autocannon, ${results.connections} connections, ${results.seconds} s per figure after ${WARM_UP_SECONDS} s of the same load to warm up, \`accept-encoding: gzip, br\` as browsers send. Each figure stands beside a static file within 2 % of the answer's compressed size (cut from the build's scripts, one every 4 % from 0.5 to 100 kB, written into the build's static folder for the run), served by the same server in the same run (the ceiling).`,
      '',
    );
  }
  if (results.idle.length) {
    lines.push(
      '## Idle',
      '',
      `Processor time (user and system, from \`/proc/<pid>/stat\`) of the server's processes over ${results.idle[0]!.seconds} s with no request, after ${IDLE_REST_SECONDS} s of rest, jobs on, default settings: the server's own ticks, whatever else runs on the machine.`,
      '',
      '| database | ticks | seconds | share of one core | budget | result |',
      '| --- | --- | --- | --- | --- | --- |',
    );
    for (const idle of results.idle) {
      const check: Check = { area: 'idle', what: `${idle.database}: idle processor time`, value: `${idle.percent.toFixed(2)} %`, budget: `< ${BUDGET.idlePercent} % of one core`, pass: idle.percent < BUDGET.idlePercent, miss: `${(idle.percent - BUDGET.idlePercent).toFixed(2)} points over` };
      checks.push(check);
      lines.push(`| ${idle.database} | ${idle.ticks} | ${idle.seconds} | ${idle.percent.toFixed(2)} % | ${check.budget} | ${verdict(check.pass)} |`);
    }
    lines.push('');
  }
  for (const run of results.runs) {
    const { table, checks: runChecks } = loadChecks(run);
    checks.push(...runChecks);
    lines.push(`## Load: ${run.database}, ${run.catalogue}`, '', ...table, '');
  }

  if (results.firstLoad.length) {
    lines.push(
      '## First-load JavaScript',
      '',
      'Gzipped size of the build\'s scripts each route\'s HTML loads; "framework" is the part that is Next.js\'s own bootstrap (React DOM, the App Router runtime, the module runtime: the build manifest\'s `rootMainFiles`), which every page loads whatever it holds.',
      '',
      '| route | path | scripts | gzipped | framework | ours | budget | result |',
      '| --- | --- | --- | --- | --- | --- | --- | --- |',
    );
    for (const f of results.firstLoad) {
      const check: Check | null = f.budgetKb ? { area: 'javascript', what: `first-load JS ${f.route}`, value: `${f.gzipKb} kB`, budget: `≤ ${f.budgetKb} kB`, pass: f.gzipKb <= f.budgetKb, miss: `${(f.gzipKb - f.budgetKb).toFixed(1)} kB over; the framework's part alone is ${f.frameworkKb} kB` } : null;
      if (check) checks.push(check);
      lines.push(`| ${f.route} | \`${f.path}\` | ${f.scripts} | ${f.gzipKb} kB | ${f.frameworkKb} kB | ${(f.gzipKb - f.frameworkKb).toFixed(1)} kB | ${check?.budget ?? '—'} | ${check ? verdict(check.pass) : '—'} |`);
    }
    lines.push('');
  }

  if (results.lighthouse.length) {
    lines.push(
      '## Lighthouse',
      '',
      `Lighthouse ${LIGHTHOUSE_VERSION} on Debian's Chromium (headless), default mobile and desktop settings (simulated throttling). ${mobileRuns(results.lighthouse)}Budgets (issue 37): mobile performance ≥ ${VISITOR.performance} and total blocking time < ${VISITOR.tbtMs} ms on the catalogue pages, performance ≥ ${MEMBER.performance} on the signed-in pages; accessibility ${BUDGET.accessibility}, SEO ${BUDGET.seo}; best practices has none. Signed-in pages: the browser holds the session cookies and the stored user info, as after a sign-in; they are noindex on purpose, so their SEO is scored without the crawlability audit.`,
      '',
      '| page | form | performance | total blocking time | accessibility | best practices | SEO | result | audits losing points |',
      '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    );
    for (const l of results.lighthouse) {
      const s = l.scores;
      const these: Check[] = l.error
        ? [{ area: 'lighthouse', what: `Lighthouse ${l.formFactor} ${l.route}`, value: 'error', budget: 'a score', pass: false, miss: l.error }]
        : [
            { area: 'lighthouse', what: `Lighthouse ${l.formFactor} ${l.route} performance`, value: String(s.performance), budget: `≥ ${l.budget.performance}`, pass: (s.performance ?? 0) >= l.budget.performance, miss: `${l.budget.performance - (s.performance ?? 0)} points under` },
            ...(l.budget.tbtMs === undefined
              ? []
              : [{ area: 'lighthouse' as const, what: `Lighthouse ${l.formFactor} ${l.route} total blocking time`, value: `${l.tbtMs} ms`, budget: `< ${l.budget.tbtMs} ms`, pass: (l.tbtMs ?? Infinity) < l.budget.tbtMs, miss: `${(l.tbtMs ?? 0) - l.budget.tbtMs} ms over` }]),
            { area: 'lighthouse', what: `Lighthouse ${l.formFactor} ${l.route} accessibility`, value: String(s.accessibility), budget: `${BUDGET.accessibility}`, pass: (s.accessibility ?? 0) >= BUDGET.accessibility, miss: `${BUDGET.accessibility - (s.accessibility ?? 0)} points under` },
            { area: 'lighthouse', what: `Lighthouse ${l.formFactor} ${l.route} SEO`, value: String(s.seo), budget: `${BUDGET.seo}`, pass: (s.seo ?? 0) >= BUDGET.seo, miss: `${BUDGET.seo - (s.seo ?? 0)} points under` },
          ];
      checks.push(...these);
      lines.push(`| ${l.route} | ${l.formFactor} | ${s.performance ?? '—'}${l.runs ? ` (runs: ${l.runs.map((r) => r ?? 'failed').join(', ')})` : ''} | ${l.tbtMs === undefined ? '—' : `${l.tbtMs} ms`} | ${s.accessibility ?? '—'} | ${s['best-practices'] ?? '—'} | ${s.seo ?? '—'} | ${verdict(these.every((c) => c.pass))} | ${l.error ?? (l.failing.join(', ') || '—')} |`);
    }
    lines.push('');
  }

  const failed = checks.filter((c) => !c.pass);
  lines.push('## Summary', '', `${checks.length - failed.length} of ${checks.length} figures meet their budget.`, '');
  if (failed.length) {
    lines.push('Missed:', '');
    for (const c of failed) lines.push(`- ${c.what}: ${c.value} against ${c.budget} (${c.miss}).`);
    lines.push('', 'Why, and what would close it:', '');
    for (const area of new Set(failed.map((c) => c.area))) lines.push(`- ${CAUSES[area]}`);
    lines.push('');
  }
  if (results.notes.length) lines.push('Notes:', '', ...results.notes.map((n) => `- ${n}`), '');
  writeFileSync(file, lines.join('\n'));
  return failed.length;
}
