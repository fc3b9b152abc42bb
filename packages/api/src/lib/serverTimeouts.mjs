// How long either HTTP server (the storefront's scripts/front-server.mjs, the back-end's serve.ts) waits for a
// slow client. Node's defaults (60 s for the headers, checked every 30 s) held a socket that never finished its
// headers for about 89 s; a few hundred such sockets tie the server up.
// Plain JavaScript (types in serverTimeouts.d.mts): the storefront's server loads it with plain Node.

function milliseconds(value, fallback) {
  const ms = Number.parseInt(value ?? '', 10);
  return Number.isFinite(ms) && ms > 0 ? ms : fallback;
}

/** @param {NodeJS.ProcessEnv} [env] */
export function serverTimeouts(env = process.env) {
  const headersTimeout = milliseconds(env.HEADERS_TIMEOUT_MS, 15_000);
  // Node refuses a request timeout shorter than the headers timeout.
  const requestTimeout = Math.max(milliseconds(env.REQUEST_TIMEOUT_MS, 20_000), headersTimeout);
  return { headersTimeout, requestTimeout, connectionsCheckingInterval: Math.min(1_000, headersTimeout) };
}
