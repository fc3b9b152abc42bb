import dns from 'node:dns';
import net from 'node:net';
import { RES } from '@sw/protocol';
import { ApiError } from '../../lib/errors';

/**
 * Where a webhook may go (docs/integration.md, Addresses; decision 0016). Only https:, except loopback (http: or
 * https:) when WEBHOOKS_ALLOW_LOOPBACK=1 (development and tests). Every address a host resolves to is checked, and the
 * request connects to the address that was checked (`pinnedLookup`), so a DNS answer cannot change between the
 * check and the connection (no rebinding).
 */

const INTERNAL = new net.BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.0.2.0', 24], ['192.88.99.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['198.51.100.0', 24],
  ['203.0.113.0', 24], ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) INTERNAL.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128], ['::1', 128], ['64:ff9b::', 96], ['64:ff9b:1::', 48], ['100::', 64], ['2001:db8::', 32], ['fc00::', 7], ['fe80::', 10], ['fec0::', 10], ['ff00::', 8],
] as const) INTERNAL.addSubnet(network, prefix, 'ipv6');

const LOOPBACK = new net.BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** An IPv6 address that carries an IPv4 one (::ffff:10.0.0.1): checked as that IPv4 address. */
function unwrap(address: string): { address: string; family: 'ipv4' | 'ipv6' } {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return { address: mapped[1]!, family: 'ipv4' };
  return { address, family: net.isIPv4(address) ? 'ipv4' : 'ipv6' };
}

export const isLoopback = (address: string) => {
  const { address: plain, family } = unwrap(address);
  return LOOPBACK.check(plain, family);
};

/** Why `address` may not be reached, or null when it may. */
export function refusedAddress(address: string, allowLoopback: boolean): string | null {
  const { address: plain, family } = unwrap(address);
  if (allowLoopback && LOOPBACK.check(plain, family)) return null;
  if (plain === '169.254.169.254') return 'the cloud metadata address';
  if (LOOPBACK.check(plain, family)) return 'a loopback address';
  if (INTERNAL.check(plain, family)) return 'a private, link-local or reserved address';
  return null;
}

const refuse = (why: string) => new ApiError(RES.INVALID_PARAMS, `This endpoint's address is refused: ${why}. Webhooks go only to public https:// addresses.`);

/** The URL's own rules, before any lookup: https: (or loopback's http: when allowed), no credentials, no internal literal. */
export function checkUrl(value: string, allowLoopback: boolean): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw refuse('it is not a full address');
  }
  if (url.username || url.password) throw refuse('it holds a user name or password');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (net.isIP(host)) {
    const why = refusedAddress(host, allowLoopback);
    if (why) throw refuse(`it is ${why}`);
  }
  if (url.protocol === 'http:' && !(allowLoopback && (host === 'localhost' || (net.isIP(host) && isLoopback(host))))) throw refuse('it is not https://');
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw refuse('it is not https://');
  return url;
}

export interface CheckedAddress {
  address: string;
  family: 4 | 6;
}

/** Resolves `host` and checks every address it has (any refused address refuses the host); answers the first. */
export async function resolveChecked(host: string, allowLoopback: boolean): Promise<CheckedAddress> {
  const plain = host.replace(/^\[|\]$/g, '');
  const found = net.isIP(plain)
    ? [{ address: plain, family: net.isIP(plain) as 4 | 6 }]
    : await dns.promises.lookup(plain, { all: true, verbatim: true }).catch(() => {
      throw refuse(`its host ${plain} was not found`);
    });
  if (!found.length) throw refuse(`its host ${plain} was not found`);
  for (const entry of found) {
    const why = refusedAddress(entry.address, allowLoopback);
    if (why) throw refuse(`${plain} resolves to ${why}`);
  }
  return { address: found[0]!.address, family: found[0]!.family as 4 | 6 };
}

/** The URL checked, its host resolved and every address checked: what a new endpoint and every try must pass. */
export async function checkEndpointUrl(value: string, allowLoopback: boolean): Promise<{ url: URL; target: CheckedAddress }> {
  const url = checkUrl(value, allowLoopback);
  return { url, target: await resolveChecked(url.hostname, allowLoopback) };
}

/** A `lookup` for http.request that answers only the address already checked: the socket connects there. */
export function pinnedLookup(target: CheckedAddress): net.LookupFunction {
  return (_hostname, options, callback) => {
    if ((options as dns.LookupOptions).all) (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
}
