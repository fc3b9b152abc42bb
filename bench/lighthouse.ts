import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { API, hashPassword } from '@sw/protocol';
import { readDemoAccount } from '../packages/api/src/db/seed/accounts';
import { storefrontPages } from './firstLoad';
import { rawRequest, signedRequest } from './load';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export interface LighthouseScore {
  route: string;
  path: string;
  formFactor: 'mobile' | 'desktop';
  scores: Partial<Record<(typeof CATEGORIES)[number], number>>;
  /** Audits that lost points (performance's metrics with their values), for the closing notes. */
  failing: string[];
  error?: string;
}

/** Signs the demo buyer in as the storefront does: the pass-through sets the session cookies itself. */
export async function signIn(origin: string, dataDir: string): Promise<{ cookie: string | null; problem?: string }> {
  const { email, password } = readDemoAccount(dataDir, 'buyer');
  const request = signedRequest(API.base.emailLoginOrRegister, { email, pwd: hashPassword(email, password) });
  const login = await rawRequest(origin, { ...request, headers: { ...request.headers, origin } });
  const envelope = JSON.parse(login.text) as { meta: { res: string; msg: string } };
  if (envelope.meta.res !== '00000') return { cookie: null, problem: `sign-in refused: ${envelope.meta.msg}` };
  const cookie = login.setCookie.map((c) => c.split(';')[0]).join('; ');
  return cookie ? { cookie } : { cookie: null, problem: `sign-in set no cookie (HTTP ${login.status})` };
}

/** Every storefront page, mobile and desktop, one Chromium for all runs. */
export async function runLighthouse(origin: string, sample: { goodsId: string }, cookie: string | null): Promise<LighthouseScore[]> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
  const scores: LighthouseScore[] = [];
  try {
    for (const page of storefrontPages(sample)) {
      if (page.member && !cookie) continue;
      for (const formFactor of ['mobile', 'desktop'] as const) {
        const flags = {
          port: chrome.port,
          output: 'json' as const,
          logLevel: 'error' as const,
          onlyCategories: [...CATEGORIES],
          extraHeaders: page.member && cookie ? { Cookie: cookie } : undefined,
        };
        console.log(`lighthouse ${formFactor} ${page.path}`);
        try {
          const result = await lighthouse(`${origin}${page.path}`, flags, formFactor === 'desktop' ? desktopConfig : undefined);
          const lhr = result?.lhr;
          if (!lhr) throw new Error('no result');
          // Performance's weighted audits are its metrics: each one short of full marks is named with its value.
          const failing = Object.values(lhr.categories)
            .flatMap((c) => c.auditRefs.filter((r) => r.weight > 0).map((r) => lhr.audits[r.id]!))
            .filter((a) => a.score !== null && a.score < (a.scoreDisplayMode === 'numeric' ? 0.995 : 1))
            .map((a) => (a.scoreDisplayMode === 'numeric' && a.displayValue ? `${a.id} ${a.displayValue.replace(/\s+/g, ' ')}` : a.id));
          scores.push({
            route: page.route, path: page.path, formFactor, failing: [...new Set(failing)],
            scores: Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)])),
            ...(lhr.runtimeError ? { error: lhr.runtimeError.message } : {}),
          });
        } catch (error) {
          scores.push({ route: page.route, path: page.path, formFactor, scores: {}, failing: [], error: String(error) });
        }
      }
    }
  } finally {
    chrome.kill();
  }
  return scores;
}
