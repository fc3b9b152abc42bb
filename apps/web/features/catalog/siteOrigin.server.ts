import { headers } from 'next/headers';
import { parseSiteOrigins, parseSiteThemes, themeForHost } from '@/lib/site';

/**
 * The origin for the sitemap and robots.txt (outside the per-theme routes): the configured origin of the
 * host's theme (SITE_ORIGINS), else the origin the request came in on.
 */
export async function requestOrigin(): Promise<string> {
  const h = await headers();
  const host = h.get('x-forwarded-host') ?? h.get('host') ?? 'localhost';
  const configured = parseSiteOrigins(process.env.SITE_ORIGINS).get(themeForHost(host, parseSiteThemes(process.env.SITE_THEMES)));
  if (configured) return configured;
  const proto = h.get('x-forwarded-proto') ?? (/^(localhost|127\.|\[::1\])/.test(host) ? 'http' : 'https');
  return `${proto.split(',')[0]?.trim() || 'https'}://${host.split(',')[0]?.trim()}`;
}
