import { isThemeName, type SiteTheme } from '@sw/protocol';

export { getTheme, isThemeName, parseSiteThemes, THEME_NAMES, THEMES, themeForHost, type SiteTheme } from '@sw/protocol';

/**
 * `SITE_ORIGINS=default=https://steelora.example,sister=https://velmora.example`: each theme's public origin,
 * for the absolute URLs of canonical links, Open Graph, JSON-LD, the sitemap and robots.txt.
 */
export function parseSiteOrigins(value: string | undefined): Map<SiteTheme['name'], string> {
  const map = new Map<SiteTheme['name'], string>();
  for (const pair of (value ?? '').split(',')) {
    const [theme, origin] = pair.split(/=(.*)/s).map((s) => s?.trim() ?? '');
    if (!theme || !origin || !isThemeName(theme.toLowerCase())) continue;
    try {
      map.set(theme.toLowerCase() as SiteTheme['name'], new URL(origin).origin);
    } catch {
      // Not a URL: the theme falls back to the default origin.
    }
  }
  return map;
}

/**
 * A theme's public origin (server side): SITE_ORIGINS, else PUBLIC_URL, else this server on localhost.
 * Read per call, so a cached page and the sitemap agree with the running process's settings.
 */
export function themeOrigin(name: SiteTheme['name'], env: Record<string, string | undefined> = process.env): string {
  return parseSiteOrigins(env.SITE_ORIGINS).get(name) ?? originOf(env.PUBLIC_URL) ?? `http://localhost:${env.PORT ?? 3000}`;
}

function originOf(url: string | undefined): string | undefined {
  try {
    return url ? new URL(url).origin : undefined;
  } catch {
    return undefined;
  }
}

/** An absolute URL on a theme's origin; URLs that are already absolute stay as they are. */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, `${origin}/`).toString();
}
