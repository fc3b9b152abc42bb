import { headers } from 'next/headers';
import { trustedForwarding } from '@/lib/backend/requestGuards.server';
import { parseSiteOrigins, parseSiteThemes, themeForHost } from '@/lib/site';

/**
 * The origin for the sitemap and robots.txt (outside the per-theme routes): the configured origin of the
 * host's theme (SITE_ORIGINS), else the origin the request came in on: X-Forwarded-Host and -Proto only as a trusted
 * proxy set them (TRUST_PROXY_HOPS), never a client's (next.config.ts adds Vary for shared caches).
 */
export async function requestOrigin(): Promise<string> {
  const h = await headers();
  const forwarded = trustedForwarding(h);
  const host = forwarded.host ?? h.get('host') ?? 'localhost';
  const configured = parseSiteOrigins(process.env.SITE_ORIGINS).get(themeForHost(host, parseSiteThemes(process.env.SITE_THEMES)));
  if (configured) return configured;
  const proto = forwarded.proto ?? (/^(localhost|127\.|\[::1\])/.test(host) ? 'http' : 'https');
  return `${proto}://${host}`;
}
