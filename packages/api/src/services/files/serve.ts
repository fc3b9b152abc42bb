import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { uploads } from '../../db/schema';
import type { AppDeps } from '../../context';
import type { Member } from '../auth/sessions';
import { INLINE_TYPES } from './formats';
import { isValidFileKey } from '@sw/protocol';

/** `filename="ascii"; filename*=UTF-8''…`: every browser gets a safe name, modern ones the original. */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}

/** Nothing in a served file may run, load, submit or be framed; an SVG opened on its own is sandboxed. */
export const FILE_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox; frame-ancestors 'none'";

export interface ServedFile {
  body: ReadableStream<Uint8Array>;
  headers: Record<string, string>;
}

/**
 * A stored file for its uploader or staff; null (answered 404, like a key that does not exist) for anyone
 * else, so guessing keys tells nothing. Images whose content was verified at upload are shown inline, the
 * rest downloads under its original name.
 */
export async function serveFile(deps: AppDeps, key: string, member: Member | null): Promise<ServedFile | null> {
  if (!member || !isValidFileKey(key)) return null;
  const [row] = await deps.database.db.select().from(uploads).where(eq(uploads.key, key)).limit(1);
  if (!row || (member.role !== 'staff' && row.memberId !== member.id)) return null;
  const stored = await deps.storage.get(key);
  if (!stored) return null;
  const inline = INLINE_TYPES.includes(row.contentType);
  return {
    body: Readable.toWeb(stored.body) as ReadableStream<Uint8Array>,
    headers: {
      'content-type': inline ? row.contentType : stored.contentType,
      'content-length': String(stored.size),
      'content-disposition': contentDisposition(inline ? 'inline' : 'attachment', row.name),
      'x-content-type-options': 'nosniff',
      'content-security-policy': FILE_SECURITY_POLICY,
      'cross-origin-resource-policy': 'same-origin',
      // Per member, and checked again on every use: a shared browser never shows one member's file to the next.
      'cache-control': 'private, no-cache',
      vary: 'Cookie',
      etag: `"${row.id}-${row.size}"`,
    },
  };
}
