import { getRuntime } from '@sw/api';

/**
 * Hands a request to the back-end: in this process by default, or to the separately
 * started back-end at API_BASE_URL (`npm run start:api`).
 */
export async function backendFetch(request: Request): Promise<Response> {
  const base = process.env.API_BASE_URL;
  if (!base) return getRuntime().app.fetch(request);
  const incoming = new URL(request.url);
  const target = new URL(incoming.pathname + incoming.search, base);
  const headers = new Headers(request.headers);
  headers.delete('host');
  return fetch(target, {
    method: request.method,
    headers,
    body: request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer(),
    redirect: 'manual',
  });
}

/** Route handler for paths served by the back-end as they are (/iap-api, /healthz, /media). */
export function passThrough(request: Request): Promise<Response> {
  return backendFetch(request);
}
