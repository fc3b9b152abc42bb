// How long either HTTP server (the storefront's scripts/front-server.mjs, the back-end's serve.ts) waits for a
// slow client. Node's defaults (60 s for the headers, checked every 30 s) held a socket that never finished its
// headers for about 89 s; a few hundred such sockets tie the server up.
// Plain JavaScript (types in serverTimeouts.d.mts): the storefront's server loads it with plain Node.

function positive(value, fallback) {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}

/** @param {NodeJS.ProcessEnv} [env] */
export function serverTimeouts(env = process.env) {
  const headersTimeout = positive(env.HEADERS_TIMEOUT_MS, 15_000);
  return {
    headersTimeout,
    // Node's own whole-request limit is off: it would cut a buyer's upload on a slow link after REQUEST_TIMEOUT_MS
    // whatever its pace. guardSlowRequests() applies that limit to requests whose body stalls instead.
    requestTimeout: 0,
    connectionsCheckingInterval: Math.min(1_000, headersTimeout),
    // An idle kept-alive socket stays open this long. Node's 5 s raced clients that reuse a socket idle for about
    // that long: the request went out as the server closed it, and the client read ECONNRESET (a browser test's call
    // after 5 s of clicking). 65 s outlasts the 60 s idle timeout of common proxies in front.
    keepAliveTimeout: positive(env.KEEP_ALIVE_TIMEOUT_MS, 65_000),
  };
}

/** @param {NodeJS.ProcessEnv} [env] */
export function slowRequestLimits(env = process.env) {
  return {
    /** A request's whole body must have arrived by then, unless it is still coming at least at `minBytesPerSecond`. */
    requestTimeoutMs: Math.max(positive(env.REQUEST_TIMEOUT_MS, 20_000), positive(env.HEADERS_TIMEOUT_MS, 15_000)),
    /** 16 kB/s (128 kbit/s): a 10 MB upload on a slow link passes; a body trickled to hold the socket does not. */
    minBytesPerSecond: positive(env.MIN_BODY_BYTES_PER_SECOND, 16_384),
  };
}

/**
 * Closes the connection of a request whose body has not fully arrived within REQUEST_TIMEOUT_MS and, from then on,
 * in any window of that length, arrives slower than MIN_BODY_BYTES_PER_SECOND. A body the server itself has not
 * read yet (its buffer is full) is the server's delay, not the client's, and is never held against it.
 * @param {import('node:http').Server} server
 * @param {NodeJS.ProcessEnv} [env]
 */
export function guardSlowRequests(server, env = process.env) {
  const { requestTimeoutMs, minBytesPerSecond } = slowRequestLimits(env);
  server.on('request', (req) => {
    const socket = req.socket;
    let mark = socket.bytesRead;
    let timer = setTimeout(function check() {
      if (req.complete || socket.destroyed) return;
      const arrived = socket.bytesRead - mark;
      mark = socket.bytesRead;
      if (req.readableLength === 0 && arrived < (minBytesPerSecond * requestTimeoutMs) / 1000) {
        socket.destroy();
        return;
      }
      timer = setTimeout(check, requestTimeoutMs);
    }, requestTimeoutMs);
    timer.unref();
    req.once('end', () => clearTimeout(timer));
    req.once('close', () => clearTimeout(timer));
  });
  return server;
}
