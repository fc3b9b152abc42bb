// The end of `npm test`: each step's time, then the slowest test files of the run (from the runners' JSON reports).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './build.mjs';

const SLOWEST = 10;

/** Vitest's JSON report: a file's time is its last test's end less its start. */
function vitestFiles(file) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  return (report.testResults ?? []).map((result) => ({ file: path.relative(root, result.name), ms: (result.endTime ?? 0) - (result.startTime ?? 0) }));
}

/** Playwright's JSON report: a spec's time is the sum of its tests' runs (one worker per lane, so they add up). */
function playwrightFiles(file) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const totals = new Map();
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      const ms = spec.tests.flatMap((test) => test.results).reduce((sum, result) => sum + (result.duration ?? 0), 0);
      const name = path.join('apps/web/e2e', spec.file);
      totals.set(name, (totals.get(name) ?? 0) + ms);
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return [...totals].map(([name, ms]) => ({ file: name, ms }));
}

/** `times`: [step, seconds, ok]; `reports`: the JSON reports' paths (a step that did not run left none). */
export function printTimings(times, reports) {
  console.log('\n== times ==');
  for (const [name, seconds, ok] of times) console.log(`${name.padEnd(22)} ${String(seconds).padStart(5)} s${ok ? '' : '  FAILED'}`);
  console.log(`${'total'.padEnd(22)} ${String(times.reduce((sum, [, seconds]) => sum + seconds, 0)).padStart(5)} s`);
  const files = [];
  try {
    if (existsSync(reports.vitest)) files.push(...vitestFiles(reports.vitest));
    // The browser pass's lanes (scripts/e2e.mjs) each write their own report: report.json, report.lane2.json ...
    const folder = path.dirname(reports.playwright);
    const base = path.basename(reports.playwright, '.json');
    const laneReports = existsSync(folder) ? readdirSync(folder).filter((file) => file === `${base}.json` || (file.startsWith(`${base}.lane`) && file.endsWith('.json'))) : [];
    for (const file of laneReports) files.push(...playwrightFiles(path.join(folder, file)));
  } catch (error) {
    console.log(`(the slowest files could not be read: ${error.message})`);
    return;
  }
  if (!files.length) return;
  console.log(`\n== the ${SLOWEST} slowest test files ==`);
  for (const { file, ms } of files.sort((a, b) => b.ms - a.ms).slice(0, SLOWEST)) console.log(`${(ms / 1000).toFixed(1).padStart(7)} s  ${file}`);
}
