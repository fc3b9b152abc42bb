import { NextResponse, type NextRequest } from 'next/server';
import { listCacheSegments, listParamsOfQuery } from './features/catalog/list/cacheKey';
import { GOODS_LIST_PARAMS, LIST_PATH, REQUESTED_PATH_HEADER } from './lib/links';
import { parseSiteThemes, themeForHost } from './lib/site';

const siteThemes = parseSiteThemes(process.env.SITE_THEMES);
const LIST_QUERY_NAMES = [...GOODS_LIST_PARAMS, 'sort', 'pageNum'];

/**
 * Multi-tenant rewrite: `/goods/list` on a sister-brand host renders `/sister/goods/list`,
 * so every catalogue page is cached per theme and the first byte already carries the right brand.
 * The goods list's query becomes path segments, so each filter combination is cached too.
 */
export function proxy(request: NextRequest) {
  const theme = themeForHost(request.headers.get('host'), siteThemes);
  const url = request.nextUrl.clone();
  let pathname = url.pathname === '/' ? '' : url.pathname;
  if (url.pathname === LIST_PATH && url.search) {
    const segments = listCacheSegments(listParamsOfQuery(url.searchParams));
    pathname = [LIST_PATH, ...segments].join('/');
    for (const name of LIST_QUERY_NAMES) url.searchParams.delete(name);
  }
  // The member layout reads the asked-for path (layouts get no pathname) to bring a visitor back after sign-in.
  const headers = new Headers(request.headers);
  headers.set(REQUESTED_PATH_HEADER, request.nextUrl.pathname + request.nextUrl.search);
  url.pathname = `/${theme}${pathname}`;
  return NextResponse.rewrite(url, { request: { headers } });
}

export const config = {
  matcher: ['/((?!api/|iap-api/|iap-mapi/|healthz|metrics|media/|files/|documents/|_next/|favicon.ico|robots.txt|sitemap.xml|icon|apple-icon).*)'],
};
