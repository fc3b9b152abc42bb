import { sha256Hex } from './sha256';

/**
 * The request signature of spec section 7. Exact construction: docs/protocol.md.
 * It guards integrity and freshness; authentication rests on the session token,
 * which the browser never holds (httpOnly cookie) — the same-origin proxy signs member calls.
 */
export const SIGN_SECRET = 'sw-iap-7c1e4b9a';
/** The logical back-end base URL that both ends sign with, whatever host actually serves the back-end. */
export const SIGN_BASE = 'https://iap.backend';
export const APP_ID = 'sw-pweb';
/** A signature older (or newer) than this is refused as stale. */
export const SIGN_MAX_AGE_MS = 5 * 60 * 1000;

export interface SignInput {
  ts: number | string;
  appId: string;
  path: string;
  /** Member calls: the session token and the member id. */
  token?: string;
  memId?: string;
}

/** The path as signed: the first 'iap-' removed (`/iap-api/pweb/x.do` → `/api/pweb/x.do`). */
export function signedPath(path: string): string {
  return path.replace('iap-', '');
}

export function isMapiPath(path: string): boolean {
  return path.includes('iap-mapi');
}

export function signRequest({ ts, appId, path, token, memId }: SignInput): string {
  const head = `${ts}${appId}${SIGN_SECRET}`;
  const target = `${SIGN_BASE}${signedPath(path)}`;
  if (!token || !memId) return sha256Hex(head + target);
  const hash = isMapiPath(path)
    ? sha256Hex(head + memId + token + target)
    : sha256Hex(head + target + token + memId);
  return `${hash}.${memId}.${sha256Hex(token + ts)}`;
}

/** Splits a signature into its parts; a member signature carries the member id. */
export function parseSignature(sign: string): { memId?: string } {
  const parts = sign.split('.');
  return parts.length === 3 ? { memId: parts[1] } : {};
}

/** Constant-time comparison of two strings of hex digits. */
export function sameSignature(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

export function isFresh(ts: number, now = Date.now()): boolean {
  return Number.isFinite(ts) && Math.abs(now - ts) <= SIGN_MAX_AGE_MS;
}

/** The browser hashes the password before it leaves the page (spec 7: "pwd hashed"). */
export function hashPassword(email: string, password: string): string {
  return sha256Hex(`${email.toLowerCase()}:${password}:sw-pwd`);
}

/** The session cookie (httpOnly) that carries the token for browser calls. */
export const SESSION_COOKIE = 'sw_token';

export type SignatureCheck = { ok: true; memId?: string } | { ok: false; reason: 'missing' | 'stale' | 'mismatch' };

/**
 * Checks a signature for a call to `path` with the given query values. A member signature
 * (three parts) needs the token; a visitor signature needs none.
 */
export function verifySignature(input: {
  sign: string | null | undefined;
  ts: string | null | undefined;
  appId: string | null | undefined;
  path: string;
  token?: string;
  now?: number;
}): SignatureCheck {
  const { sign, ts, appId, path, token } = input;
  if (!sign || !ts || !appId) return { ok: false, reason: 'missing' };
  if (!/^\d{10,16}$/.test(ts) || !isFresh(Number(ts), input.now)) return { ok: false, reason: 'stale' };
  const { memId } = parseSignature(sign);
  if (memId && !token) return { ok: false, reason: 'mismatch' };
  const expected = signRequest({ ts, appId, path, token: memId ? token : undefined, memId });
  return sameSignature(expected, sign) ? { ok: true, memId } : { ok: false, reason: 'mismatch' };
}
