import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { rawRequest } from './load';

export interface FirstLoad {
  route: string;
  path: string;
  scripts: number;
  gzipKb: number;
  /** kB of gzipKb that is Next.js's own bootstrap (React DOM, the App Router, the module runtime), the same on every page. */
  frameworkKb: number;
  /** kB (issue 37: the same figures as e2e/weight.spec.ts). */
  budgetKb?: number;
}

export interface StorefrontPage {
  route: string;
  path: string;
  member?: boolean;
  /** First-load JavaScript, gzipped, kB. */
  budgetKb: number;
  /** Lighthouse mobile performance, the median run's. */
  performance: number;
  /** Lighthouse mobile total blocking time, ms (the catalogue pages only). */
  tbtMs?: number;
}

/** Issue 37's budgets: a visitor's catalogue page, and the signed-in cart and inquiry list. */
export const VISITOR = { budgetKb: 170, performance: 95, tbtMs: 150 } as const;
export const MEMBER = { budgetKb: 230, performance: 90 } as const;

/** The storefront pages Lighthouse and the first-load figures look at. */
export function storefrontPages(sample: { goodsId: string }): StorefrontPage[] {
  return [
    { route: 'home', path: '/', ...VISITOR },
    { route: 'goods list', path: '/goods/list', ...VISITOR },
    { route: 'goods detail', path: `/goods/details/${sample.goodsId}`, ...VISITOR },
    { route: 'factories', path: '/factories', ...VISITOR },
    { route: 'inquiry cart (signed in)', path: '/inquiry/cart', member: true, ...MEMBER },
    { route: 'inquiry list (signed in)', path: '/inquiry/list', member: true, ...MEMBER },
  ];
}

const kB = (bytes: number) => Math.round(bytes / 100) / 10;

/**
 * Gzipped size of the build's scripts that a route's HTML loads (from the build output on disk), and how much of
 * it is the framework: the build manifest's rootMainFiles, which every App Router page loads before its own.
 */
export async function firstLoadJs(origin: string, webDir: string, sample: { goodsId: string }, cookie: string | null): Promise<FirstLoad[]> {
  const distDir = path.join(webDir, process.env.NEXT_DIST_DIR ?? '.next');
  const manifest = JSON.parse(readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8')) as { rootMainFiles?: string[] };
  const framework = new Set((manifest.rootMainFiles ?? []).map((file) => `/_next/${file}`));
  const out: FirstLoad[] = [];
  for (const page of storefrontPages(sample)) {
    if (page.member && !cookie) continue;
    const html = await rawRequest(origin, { method: 'GET', path: page.path, headers: page.member && cookie ? { cookie } : {} });
    // A noModule script (the legacy polyfills) is skipped by every browser that runs modules: it is not part of the load.
    const tags = [...html.text.matchAll(/<script([^>]*)\ssrc="([^"]+)"([^>]*)>/g)].filter((m) => !/\snomodule/i.test(m[1]! + m[3]!));
    const sources = new Set(tags.map((m) => m[2]!).filter((src) => src.startsWith('/_next/static/')));
    let bytes = 0;
    let frameworkBytes = 0;
    for (const src of sources) {
      const url = src.split('?')[0]!;
      const size = gzipSync(readFileSync(path.join(distDir, decodeURIComponent(url.replace(/^\/_next\//, ''))))).length;
      bytes += size;
      if (framework.has(url)) frameworkBytes += size;
    }
    out.push({ route: page.route, path: page.path, scripts: sources.size, gzipKb: kB(bytes), frameworkKb: kB(frameworkBytes), budgetKb: page.budgetKb });
  }
  return out;
}
