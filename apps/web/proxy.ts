import { NextResponse, type NextRequest } from 'next/server';
import { parseSiteThemes, themeForHost } from './lib/site';

const siteThemes = parseSiteThemes(process.env.SITE_THEMES);

/**
 * Multi-tenant rewrite: `/goods/list` on a sister-brand host renders `/sister/goods/list`,
 * so every catalogue page is cached per theme and the first byte already carries the right brand.
 */
export function proxy(request: NextRequest) {
  const theme = themeForHost(request.headers.get('host'), siteThemes);
  const url = request.nextUrl.clone();
  url.pathname = `/${theme}${url.pathname === '/' ? '' : url.pathname}`;
  return NextResponse.rewrite(url);
}

export const config = {
  matcher: ['/((?!api/|iap-api/|iap-mapi/|healthz|media/|files/|_next/|favicon.ico|robots.txt|sitemap.xml|icon|apple-icon).*)'],
};
