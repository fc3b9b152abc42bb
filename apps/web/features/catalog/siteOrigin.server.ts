import { headers } from 'next/headers';

/** The origin the request came in on (the sitemap and robots.txt need absolute URLs per host). */
export async function requestOrigin(): Promise<string> {
  const h = await headers();
  const host = h.get('x-forwarded-host') ?? h.get('host') ?? 'localhost';
  const proto = h.get('x-forwarded-proto') ?? (/^(localhost|127\.|\[::1\])/.test(host) ? 'http' : 'https');
  return `${proto.split(',')[0]?.trim() || 'https'}://${host.split(',')[0]?.trim()}`;
}
