import { isIPv4, isIPv6 } from 'node:net';

export { forwardedHost, forwardedProto, trustedProxyHops } from './proxyTrust.mjs';

/**
 * The caller's address, one rule for the storefront and the back-end. `trustedHops` is the number of
 * appending proxies in front of us (TRUST_PROXY_HOPS): with 0, X-Forwarded-For is whatever the client sent
 * and is ignored; with N, the entry the outermost of them appended is the client. The result is the address
 * as limits count it (see `limitAddress`).
 */
export function clientAddress(forwardedFor: string | null | undefined, socketAddress: string | null | undefined, trustedHops: number): string {
  if (trustedHops > 0) {
    const chain = (forwardedFor ?? '').split(',').map((entry) => entry.trim()).filter(Boolean);
    const appended = chain.length >= trustedHops ? chain[chain.length - trustedHops] : undefined;
    const address = appended && limitAddress(appended);
    if (address) return address;
  }
  return (socketAddress && limitAddress(socketAddress)) || 'unknown';
}

const hextets = (text: string) => (text ? text.split(':') : []);

function expandIPv6(address: string): number[] | null {
  const [head = '', tail] = address.split('::');
  let left = hextets(head);
  let right = tail === undefined ? [] : hextets(tail);
  const last = (right.length ? right : left).at(-1);
  if (last && isIPv4(last)) {
    // An embedded IPv4 tail (::ffff:192.0.2.1) is the last 32 bits.
    const [a = 0, b = 0, c = 0, d = 0] = last.split('.').map(Number);
    const words = [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
    if (right.length) right = [...right.slice(0, -1), ...words];
    else left = [...left.slice(0, -1), ...words];
  }
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 0) return null;
  return [...left, ...Array<string>(missing).fill('0'), ...right].map((word) => Number.parseInt(word, 16));
}

/**
 * An address as limits count it: IPv4 as it is (also when written IPv4-mapped), IPv6 by its /64 network,
 * since one subscriber commonly holds a whole /64. Null when it is not an address.
 */
export function limitAddress(raw: string): string | null {
  // A /64 already worked out (the storefront hands its result on in split mode) reads as its network.
  const address = raw.trim().replace(/^\[|\]$/g, '').replace(/%.*$/, '').replace(/::\/64$/, '::');
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return null;
  const words = expandIPv6(address);
  if (!words) return null;
  const mapped = words.slice(0, 5).every((word) => word === 0) && words[5] === 0xffff;
  if (mapped) return [words[6]! >> 8, words[6]! & 255, words[7]! >> 8, words[7]! & 255].join('.');
  return `${words.slice(0, 4).map((word) => word.toString(16)).join(':')}::/64`;
}
