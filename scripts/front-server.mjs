// The storefront's HTTP server without what it serves (scripts/web-server.mjs gives it Next.js, the lane and the
// page cache): the limits on slow clients and the request headers only this server can set right, because only
// it sees the socket. The rules are the back-end's own, in plain JavaScript.
import http from 'node:http';
import { forwardedHost, forwardedProto, trustedProxyHops } from '../packages/api/src/lib/proxyTrust.mjs';
import { guardSlowRequests, serverTimeouts } from '../packages/api/src/lib/serverTimeouts.mjs';

/** The socket's address, read by apps/web/lib/backend/requestGuards.server.ts with TRUST_PROXY_HOPS. */
export const PEER_ADDRESS_HEADER = 'x-sw-peer-address';

/**
 * An HTTP server handing each request to `listener` after:
 * - x-sw-peer-address is the socket's address (a client-sent one is overwritten);
 * - X-Forwarded-Proto is kept only as a trusted proxy set it (TRUST_PROXY_HOPS) and removed otherwise, so that
 *   neither HSTS (next.config.ts, the lane) nor the session cookie's Secure flag follows a client's word;
 * - X-Forwarded-Host likewise, so a client never names the host the sitemap and robots.txt print.
 * @param {http.RequestListener} listener
 * @param {NodeJS.ProcessEnv} [env]
 */
export function createFrontServer(listener, env = process.env) {
  const hops = trustedProxyHops(env);
  const server = http.createServer(serverTimeouts(env), (req, res) => {
    setHeader(req, PEER_ADDRESS_HEADER, req.socket.remoteAddress ?? '');
    setHeader(req, 'x-forwarded-proto', forwardedProto(req.headers['x-forwarded-proto'], hops));
    setHeader(req, 'x-forwarded-host', forwardedHost(req.headers['x-forwarded-host'], hops));
    listener(req, res);
  });
  return guardSlowRequests(server, env);
}

/**
 * Sets (or, with null, removes) a request header in both of Node's views: the lane's Request (@hono/node-server)
 * reads `rawHeaders` once anything lists its headers, Next.js reads `headers`.
 * @param {http.IncomingMessage} req
 * @param {string} name lower case
 * @param {string | null} value
 */
function setHeader(req, name, value) {
  const raw = [];
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    if (req.rawHeaders[i].toLowerCase() !== name) raw.push(req.rawHeaders[i], req.rawHeaders[i + 1]);
  }
  if (value === null) delete req.headers[name];
  else {
    req.headers[name] = value;
    raw.push(name, value);
  }
  req.rawHeaders.splice(0, req.rawHeaders.length, ...raw);
}
