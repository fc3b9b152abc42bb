/**
 * How long either HTTP server (the storefront's scripts/web-server.mjs, the back-end's server.ts) waits for a
 * slow client. Node's defaults (60 s for the headers, checked every 30 s) held a socket that never finished its
 * headers for about 89 s; a few hundred such sockets tie the server up.
 *
 * Imports nothing: scripts/web-server.mjs loads this file as it is (Node strips the types).
 */
export interface ServerTimeouts {
  /** HEADERS_TIMEOUT_MS (15 s): the whole head of a request must arrive within it. */
  headersTimeout: number;
  /** REQUEST_TIMEOUT_MS (20 s): the whole request, body included (an upload too), must arrive within it. */
  requestTimeout: number;
  /** How often Node looks for requests past either limit: a closed socket comes at most this late. */
  connectionsCheckingInterval: number;
}

function milliseconds(value: string | undefined, fallback: number): number {
  const ms = Number.parseInt(value ?? '', 10);
  return Number.isFinite(ms) && ms > 0 ? ms : fallback;
}

export function serverTimeouts(env: NodeJS.ProcessEnv = process.env): ServerTimeouts {
  const headersTimeout = milliseconds(env.HEADERS_TIMEOUT_MS, 15_000);
  // Node refuses a request timeout shorter than the headers timeout.
  const requestTimeout = Math.max(milliseconds(env.REQUEST_TIMEOUT_MS, 20_000), headersTimeout);
  return { headersTimeout, requestTimeout, connectionsCheckingInterval: Math.min(1_000, headersTimeout) };
}
