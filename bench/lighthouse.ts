import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer from 'puppeteer-core';
import { API, hashPassword, type LoginResult } from '@sw/protocol';
import { USER_STORAGE_KEY } from '../apps/web/lib/session';
import { readDemoAccount } from '../packages/api/src/seed/accounts';
import { storefrontPages } from './firstLoad';
import { rawRequest, signedRequest } from './load';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** BENCH_LIGHTHOUSE_DIR: each run's own audits (bootup time per script, main-thread breakdown, LCP element and phases) are written there as JSON. */
const AUDITS_DIR = process.env.BENCH_LIGHTHOUSE_DIR;
/** BENCH_LIGHTHOUSE_DESKTOP=0: mobile only (the desktop scores sit at 99–100). */
const DESKTOP = process.env.BENCH_LIGHTHOUSE_DESKTOP !== '0';
const DIAGNOSTIC_AUDITS = [
  'bootup-time', 'mainthread-work-breakdown', 'largest-contentful-paint-element', 'lcp-breakdown-insight', 'lcp-discovery-insight',
  'render-blocking-insight', 'long-tasks', 'total-blocking-time', 'largest-contentful-paint', 'first-contentful-paint', 'speed-index',
  'network-requests', 'image-delivery-insight',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export interface LighthouseScore {
  route: string;
  path: string;
  formFactor: 'mobile' | 'desktop';
  scores: Partial<Record<(typeof CATEGORIES)[number], number>>;
  /** Audits that lost points (performance's metrics with their values), for the closing notes. */
  failing: string[];
  error?: string;
  /** Performance of every run when the page ran more than once (null: the run failed); `scores` are the median run's. */
  runs?: (number | null)[];
  /** The median run's total blocking time, ms. */
  tbtMs?: number;
  /** The page's budgets (firstLoad.ts: storefrontPages). */
  budget: { performance: number; tbtMs?: number };
}

/** Signs the demo buyer in as the storefront does: the pass-through sets the session cookies itself. */
export async function signIn(origin: string, dataDir: string): Promise<{ cookie: string | null; user?: Omit<LoginResult, 'tokEn'>; problem?: string }> {
  const { email, password } = readDemoAccount(dataDir, 'buyer');
  const request = signedRequest(API.base.emailLoginOrRegister, { email, pwd: hashPassword(email, password) });
  const login = await rawRequest(origin, { ...request, headers: { ...request.headers, origin } });
  const envelope = JSON.parse(login.text) as { meta: { res: string; msg: string }; data: Omit<LoginResult, 'tokEn'> };
  if (envelope.meta.res !== '00000') return { cookie: null, problem: `sign-in refused: ${envelope.meta.msg}` };
  const cookie = login.setCookie.map((c) => c.split(';')[0]).join('; ');
  const { nick, headImg, memId } = envelope.data;
  return cookie ? { cookie, user: { nick, headImg, memId } } : { cookie: null, problem: `sign-in set no cookie (HTTP ${login.status})` };
}

export type Session = Awaited<ReturnType<typeof signIn>>;

/**
 * Puts the signed-in state into the browser as a sign-in leaves it: the session cookies in its jar and the user
 * info in its storage (the member pages' browser half sends a browser without it back to /).
 */
async function signInBrowser(port: number, origin: string, session: Session) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = await browser.newPage();
    await page.goto(`${origin}/robots.txt`);
    const domain = new URL(origin).hostname;
    await browser.setCookie(
      ...session.cookie!.split('; ').map((pair) => {
        const at = pair.indexOf('=');
        return { name: pair.slice(0, at), value: pair.slice(at + 1), domain, path: '/' };
      }),
    );
    await page.evaluate((key, user) => localStorage.setItem(key, user), USER_STORAGE_KEY, JSON.stringify(session.user));
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

/**
 * Mobile performance moves by several points from run to run on the same build (Lighthouse's own advice on
 * variability: take the median of several runs), so each page is measured this many times on mobile and the
 * median run is reported with every run's score. Desktop scores sit at 99–100 and run once.
 */
const MOBILE_RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3));

type Flags = Parameters<typeof lighthouse>[1];
type Config = Parameters<typeof lighthouse>[2];

/** One Lighthouse run of one page. */
async function audit(url: string, flags: Flags, config: Config, page: Pick<LighthouseScore, 'route' | 'path' | 'formFactor' | 'budget'>): Promise<LighthouseScore> {
  try {
    const result = await lighthouse(url, flags, config);
    const lhr = result?.lhr;
    if (!lhr) throw new Error('no result');
    if (AUDITS_DIR) {
      mkdirSync(AUDITS_DIR, { recursive: true });
      const audits = Object.fromEntries(DIAGNOSTIC_AUDITS.map((id) => [id, lhr.audits[id]]));
      writeFileSync(path.join(AUDITS_DIR, `${page.route.replace(/\W+/g, '_')}-${page.formFactor}-${Date.now()}.json`), JSON.stringify(audits, null, 1));
    }
    // Performance's weighted audits are its metrics: each one short of full marks is named with its value.
    const failing = Object.values(lhr.categories)
      .flatMap((c) => c.auditRefs.filter((r) => r.weight > 0).map((r) => lhr.audits[r.id]!))
      .filter((a) => a.score !== null && a.score < (a.scoreDisplayMode === 'numeric' ? 0.995 : 1))
      .map((a) => (a.scoreDisplayMode === 'numeric' && a.displayValue ? `${a.id} ${a.displayValue.replace(/\s+/g, ' ')}` : a.id));
    return {
      ...page, failing: [...new Set(failing)],
      scores: Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)])),
      tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
      ...(lhr.runtimeError ? { error: lhr.runtimeError.message } : {}),
    };
  } catch (error) {
    return { ...page, scores: {}, failing: [], error: String(error) };
  }
}

/** The run with the median performance score, carrying every run's score; a failed run counts as the lowest. */
function medianRun(runs: LighthouseScore[]): LighthouseScore {
  const performance = (run: LighthouseScore) => (run.error ? -1 : (run.scores.performance ?? -1));
  const sorted = [...runs].sort((a, b) => performance(a) - performance(b));
  const median = sorted[Math.floor((sorted.length - 1) / 2)]!;
  return runs.length > 1 ? { ...median, runs: runs.map((run) => (run.error ? null : (run.scores.performance ?? null))) } : median;
}

/** Every storefront page, mobile and desktop, one Chromium for all runs. */
export async function runLighthouse(origin: string, sample: { goodsId: string }, session: Session): Promise<LighthouseScore[]> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
  const scores: LighthouseScore[] = [];
  try {
    // One unscored run first: a newly started browser's first page pays for the browser's own start (its font,
    // raster and code caches), which no visitor's page pays in a browser already running.
    // A failed warm-up only leaves that cost to the first scored run.
    await lighthouse(`${origin}/`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] }).catch(() => undefined);
    let signedIn = false;
    // Visitor pages come first, so they are measured signed out.
    for (const page of storefrontPages(sample)) {
      if (page.member && !session.cookie) continue;
      if (page.member && !signedIn) {
        await signInBrowser(chrome.port, origin, session);
        signedIn = true;
      }
      for (const formFactor of DESKTOP ? (['mobile', 'desktop'] as const) : (['mobile'] as const)) {
        const flags = {
          port: chrome.port,
          output: 'json' as const,
          logLevel: 'error' as const,
          onlyCategories: [...CATEGORIES],
          // A member's pages are noindex on purpose (private): SEO is scored there without the crawlability audit.
          skipAudits: page.member ? ['is-crawlable'] : undefined,
        };
        const runs: LighthouseScore[] = [];
        for (let run = 0; run < (formFactor === 'mobile' ? MOBILE_RUNS : 1); run++) {
          console.log(`lighthouse ${formFactor} ${page.path}${formFactor === 'mobile' ? ` (run ${run + 1} of ${MOBILE_RUNS})` : ''}`);
          runs.push(await audit(`${origin}${page.path}`, flags, formFactor === 'desktop' ? desktopConfig : undefined, { route: page.route, path: page.path, formFactor, budget: { performance: page.performance, tbtMs: formFactor === 'mobile' ? page.tbtMs : undefined } }));
        }
        scores.push(medianRun(runs));
      }
    }
  } finally {
    chrome.kill();
  }
  return scores;
}
