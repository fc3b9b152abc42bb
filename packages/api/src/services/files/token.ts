import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { LIMITS, sha256Hex, type UploadToken } from '@sw/protocol';

/** How long an upload token works: long enough for a batch of files on a slow line, short enough to be useless later. */
export const UPLOAD_TOKEN_TTL_MS = 15 * 60 * 1000;

/** What an upload token vouches for. */
export interface UploadClaims {
  memberId: string;
  /** SHA-256 of the session token that asked for it: signing out ends its upload tokens too. */
  session: string;
  maxBytes: number;
  expiresAt: number;
}

const VERSION = 'up1';
const b64 = (value: Buffer | string) => Buffer.from(value).toString('base64url');
const mac = (secret: Buffer, payload: string) => createHmac('sha256', secret).update(`${VERSION}.${payload}`).digest();

/** `up1.<payload>.<hmac>`: the payload is readable base64url JSON, the HMAC-SHA256 over it makes it unforgeable. */
export function issueUploadToken(
  secret: Buffer,
  input: { memberId: string; sessionToken: string; now: Date; maxBytes?: number; ttlMs?: number },
): UploadToken {
  const expiresAt = input.now.getTime() + (input.ttlMs ?? UPLOAD_TOKEN_TTL_MS);
  const maxBytes = input.maxBytes ?? LIMITS.maxUploadBytes;
  const payload = b64(JSON.stringify({ m: input.memberId, s: sha256Hex(input.sessionToken), x: maxBytes, e: expiresAt, n: randomBytes(8).toString('hex') }));
  return { upToken: `${VERSION}.${payload}.${b64(mac(secret, payload))}`, maxBytes, expiresAt: new Date(expiresAt).toISOString() };
}

export type TokenCheck = { ok: true; claims: UploadClaims } | { ok: false; reason: 'missing' | 'forged' | 'expired' };

export function verifyUploadToken(secret: Buffer, token: string | undefined, now: Date): TokenCheck {
  if (!token) return { ok: false, reason: 'missing' };
  const [version, payload, signature, ...rest] = token.split('.');
  if (version !== VERSION || !payload || !signature || rest.length) return { ok: false, reason: 'forged' };
  const expected = mac(secret, payload);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'forged' };
  const raw = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { m: string; s: string; x: number; e: number };
  if (!(raw.e > now.getTime())) return { ok: false, reason: 'expired' };
  return { ok: true, claims: { memberId: raw.m, session: raw.s, maxBytes: raw.x, expiresAt: raw.e } };
}
