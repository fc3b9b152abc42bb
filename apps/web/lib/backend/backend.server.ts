import { getRuntime, type InProcessEnv, readBoundedBody } from '@sw/api';
import { fail, isCatalogWritePath, RES } from '@sw/protocol';
import { revalidateAfterCatalogWrite } from './catalogCache.server';
import { refuseUnsafeRequest, requestClientAddress } from './requestGuards.server';
import { relaySessionStart } from './sessionCookies.server';

/**
 * Hands a request to the back-end: in this process by default, or to the separately started back-end at
 * API_BASE_URL (`npm run start:api`). `clientAddress` is the caller's address as this side worked it out;
 * the separate back-end reads it from X-Forwarded-For (it counts the storefront as one trusted hop).
 */
export async function backendFetch(request: Request, clientAddress?: string, { streamBody = false } = {}): Promise<Response> {
  const base = process.env.API_BASE_URL;
  if (!base) return getRuntime().app.fetch(request, { clientAddress } satisfies InProcessEnv);
  const incoming = new URL(request.url);
  const target = new URL(incoming.pathname + incoming.search, base);
  const headers = new Headers(request.headers);
  // The host the buyer used picks the brand of the back-end's mails and documents (SITE_THEMES); the Host goes.
  const host = request.headers.get('host');
  if (host && !headers.has('x-forwarded-host')) headers.set('x-forwarded-host', host);
  headers.delete('host');
  headers.delete('x-forwarded-for');
  if (clientAddress && clientAddress !== 'unknown') headers.set('x-forwarded-for', clientAddress);
  if (streamBody && request.body) {
    // An upload: the back-end limits it by its token while it streams, so it is passed on unread.
    return fetch(target, { method: request.method, headers, body: request.body, redirect: 'manual', duplex: 'half' } as RequestInit);
  }
  let body: Uint8Array<ArrayBuffer> | undefined;
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    const bounded = await readBoundedBody(request);
    if (!bounded) return Response.json(fail(RES.PAYLOAD_TOO_LARGE, 'The request is too large.'));
    body = bounded;
  }
  return fetch(target, { method: request.method, headers, body, redirect: 'manual' });
}

/**
 * Route handler for paths served by the back-end as they are (/iap-api, /healthz, /media). Calls that change
 * state must come from this site, as JSON; a sign-in relayed here sets the session cookie like the proxy does.
 */
export async function passThrough(request: Request): Promise<Response> {
  const safe = request.method === 'GET' || request.method === 'HEAD';
  if (!safe) {
    const refusal = refuseUnsafeRequest(request);
    if (refusal) return refusal;
  }
  const response = await backendFetch(request, requestClientAddress(request));
  if (safe) return response;
  const path = new URL(request.url).pathname;
  if (isCatalogWritePath(path)) {
    // A staff catalogue write sent straight to /iap-api revalidates the cached storefront like one through the proxy.
    const answer = await response.text();
    revalidateAfterCatalogWrite(path, answer);
    const headers = new Headers(response.headers);
    headers.delete('content-encoding');
    headers.delete('content-length');
    return new Response(answer, { status: response.status, headers });
  }
  return relaySessionStart(request, path, response);
}
