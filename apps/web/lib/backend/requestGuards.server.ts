import { clientAddress, forwardedHost, forwardedProto, isJsonContentType, readJsonBody, trustedProxyHops } from '@sw/api';
import { fail, RES } from '@sw/protocol';

/**
 * The socket's address, set by the storefront's server (scripts/web-server.mjs) on every request after
 * removing whatever a client sent under that name. Next.js itself exposes no socket to route handlers.
 */
export const PEER_ADDRESS_HEADER = 'x-sw-peer-address';

/** The caller's address as limits count it (the back-end's rule: TRUST_PROXY_HOPS, IPv6 per /64). */
export function requestClientAddress(request: Request): string {
  return clientAddress(request.headers.get('x-forwarded-for'), request.headers.get(PEER_ADDRESS_HEADER), trustedProxyHops());
}

/** The host and protocol a trusted proxy (TRUST_PROXY_HOPS) reports; null for each with none, or from a client. */
export function trustedForwarding(headers: Headers): { host: string | null; proto: 'http' | 'https' | null } {
  const hops = trustedProxyHops();
  return { host: forwardedHost(headers.get('x-forwarded-host'), hops), proto: forwardedProto(headers.get('x-forwarded-proto'), hops) };
}

function ownHosts(request: Request): string[] {
  const hosts = [request.headers.get('host')];
  if (trustedProxyHops() > 0) hosts.push(request.headers.get('x-forwarded-host'));
  return hosts.filter((host): host is string => Boolean(host)).map((host) => host.toLowerCase());
}

/**
 * Cross-site refusal for state-changing calls. A browser names the caller's site in Sec-Fetch-Site, or
 * (older ones) in Origin; either must say this site. A request with neither comes from no browser, so it
 * carries no visitor's cookies to abuse (and the JSON-only rule keeps old browsers' forms out as well).
 */
export function isSameOrigin(request: Request): boolean {
  const site = request.headers.get('sec-fetch-site');
  if (site) return site === 'same-origin';
  const origin = request.headers.get('origin');
  if (origin === null) return true;
  try {
    return ownHosts(request).includes(new URL(origin).host.toLowerCase());
  } catch {
    return false;
  }
}

/** The refusal of a state-changing call from another site or with a body other than JSON; null when it may go on. */
export function refuseUnsafeRequest(request: Request): Response | null {
  if (!isSameOrigin(request)) {
    return Response.json(fail(RES.FORBIDDEN, 'Requests from other sites are not accepted.'), { status: 403 });
  }
  if (!isJsonContentType(request.headers.get('content-type'))) {
    return Response.json(fail(RES.MALFORMED_BODY, 'The request body must be sent as application/json.'), { status: 415 });
  }
  return null;
}

/** The JSON object of a request body of at most 1 MB, or the refusal to send instead. */
export async function readJsonObject(request: Request): Promise<{ body: Record<string, unknown> } | { refusal: Response }> {
  const read = await readJsonBody(request);
  return 'refusal' in read ? { refusal: Response.json(fail(read.refusal.res, read.refusal.msg)) } : read;
}

/**
 * The refusal of an upload (POST /files/upload) from another site or not sent as multipart form data; null when
 * it may go on. Its size is not bounded here: the back-end counts it against the upload token while it streams.
 */
export function refuseUnsafeUpload(request: Request): Response | null {
  if (!isSameOrigin(request)) {
    return Response.json(fail(RES.FORBIDDEN, 'Requests from other sites are not accepted.'), { status: 403 });
  }
  if (!/^multipart\/form-data\s*;/i.test(request.headers.get('content-type') ?? '')) {
    return Response.json(fail(RES.MALFORMED_BODY, 'The upload must be sent as multipart/form-data.'), { status: 415 });
  }
  return null;
}
