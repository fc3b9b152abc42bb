import { gzipSync } from 'node:zlib';
import { ALL_CONTRACTS, isCatalogWritePath } from '@sw/protocol';
import { passThrough } from './backend.server';
import { offerLane as handOverLane } from './handOver.mjs';
import { HSTS } from '../securityHeaders';
import { startsSession } from './sessionCookies.server';

/**
 * The back-end's calls the storefront's server hands straight to the pass-through, before Next.js routing
 * (scripts/web-server.mjs): the App Router's request path was about 60 % of a call's CPU (README, Performance).
 * Exact contract paths only. Catalogue writes and session starts stay on the route handler: after the answer
 * they need Next.js's request scope (revalidateTag, cookies()).
 */
const LANE_PATHS: ReadonlySet<string> = new Set(
  ALL_CONTRACTS.map((contract) => contract.path).filter((path) => !isCatalogWritePath(path) && !startsSession(path)),
);

/** Whether a request (its URL as sent: path and query) takes the lane. */
export function takesLane(url: string): boolean {
  const end = url.indexOf('?');
  return LANE_PATHS.has(end === -1 ? url : url.slice(0, end));
}

/** Answers smaller than this go out as they are, as Next.js's compression does. */
const COMPRESS_FROM_BYTES = 1024;

/** Whether Accept-Encoding allows gzip (a q of 0 refuses it). */
export function acceptsGzip(acceptEncoding: string | null): boolean {
  for (const entry of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...params] = entry.split(';').map((part) => part.trim());
    if (name !== 'gzip' && name !== '*') continue;
    const q = params.find((param) => param.startsWith('q='));
    return !q || Number(q.slice(2)) > 0;
  }
  return false;
}

/**
 * A call on the lane: the route handler's own pass-through (the same guards, client address and hand-over), then
 * what Next.js adds on the way out: HSTS behind TLS and gzip. The back-end sets the other security headers itself.
 */
export async function laneFetch(request: Request): Promise<Response> {
  const response = await passThrough(request);
  const headers = new Headers(response.headers);
  if (request.headers.get('x-forwarded-proto') === 'https') headers.set(HSTS.key, HSTS.value);
  const json = (headers.get('content-type') ?? '').startsWith('application/json');
  if (!json || headers.has('content-encoding') || !response.body) return new Response(response.body, { status: response.status, headers });
  headers.append('vary', 'Accept-Encoding');
  const body = new Uint8Array(await response.arrayBuffer());
  if (body.byteLength < COMPRESS_FROM_BYTES || !acceptsGzip(request.headers.get('accept-encoding'))) {
    return new Response(body, { status: response.status, headers });
  }
  headers.set('content-encoding', 'gzip');
  headers.delete('content-length');
  return new Response(gzipSync(body), { status: response.status, headers });
}

/** Hands the lane to scripts/web-server.mjs once Next.js has started (instrumentation.ts), through ./handOver.mjs. */
export function offerLane(): void {
  handOverLane({ takes: takesLane, fetch: laneFetch });
}
