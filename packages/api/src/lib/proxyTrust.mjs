// What the proxies in front may tell us: one rule for the storefront's server (scripts/front-server.mjs, plain Node)
// and the rest of the code (through clientAddress.ts). Plain JavaScript, types in proxyTrust.d.mts.

/**
 * TRUST_PROXY_HOPS: a whole number, 0 when unset or not a number.
 * @param {NodeJS.ProcessEnv} [env]
 */
export function trustedProxyHops(env = process.env) {
  const hops = Number.parseInt(env.TRUST_PROXY_HOPS ?? '', 10);
  return Number.isFinite(hops) && hops > 0 ? hops : 0;
}

/**
 * The protocol the client reached us with, as X-Forwarded-Proto says, under the same trust as X-Forwarded-For:
 * with 0 hops the header is the client's own word and null comes back; with N, the entry the outermost trusted
 * proxy set (one that overwrites the header leaves a single entry). Null when it names neither http nor https.
 * @param {string | null | undefined} header
 * @param {number} trustedHops
 * @returns {'http' | 'https' | null}
 */
export function forwardedProto(header, trustedHops) {
  if (trustedHops <= 0) return null;
  const chain = (header ?? '').split(',').map((entry) => entry.trim().toLowerCase()).filter(Boolean);
  const entry = chain[Math.max(0, chain.length - trustedHops)];
  return entry === 'http' || entry === 'https' ? entry : null;
}

/**
 * The host the client asked for, as X-Forwarded-Host says, under the same trust: null with 0 hops (the client's own
 * word, which would name the host in the sitemap and robots.txt), else the entry the outermost trusted proxy set.
 * Null when it is not a host name with an optional port.
 * @param {string | null | undefined} header
 * @param {number} trustedHops
 * @returns {string | null}
 */
export function forwardedHost(header, trustedHops) {
  if (trustedHops <= 0) return null;
  const chain = (header ?? '').split(',').map((entry) => entry.trim().toLowerCase()).filter(Boolean);
  const entry = chain[Math.max(0, chain.length - trustedHops)];
  return entry && /^([a-z0-9-]+(\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(:\d{1,5})?$/.test(entry) ? entry : null;
}
