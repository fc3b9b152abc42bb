import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { uploads } from '../../db/schema';
import type { AppDeps } from '../../context';
import type { Member } from '../../lib/member';
import { extensionOf, INLINE_TYPES } from './formats';
import { CATALOG_FOLDER, catalogPictureUrl, downloadName, fileKeyFolder } from '@sw/protocol';
import { readableUpload } from './access';
import { fileReaders } from './readers';

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
 * A stored file for whoever may read it (`readableUpload`, services/files/access.ts); null (answered 404, like
 * a key that does not exist) for anyone else, so guessing keys tells nothing. Images whose content was verified
 * at upload are shown inline, the rest downloads under its original name.
 */
export async function serveFile(deps: AppDeps, key: string, member: Member | null): Promise<ServedFile | null> {
  if (fileKeyFolder(key) === CATALOG_FOLDER) return serveCatalogPicture(deps, key, member);
  const row = await readableUpload(deps.database.db, member, key);
  if (!row) return null;
  const stored = await deps.storage.get(key);
  if (!stored) return null;
  const inline = INLINE_TYPES.includes(row.contentType);
  return {
    body: Readable.toWeb(stored.body) as ReadableStream<Uint8Array>,
    headers: {
      'content-type': inline ? row.contentType : stored.contentType,
      'content-length': String(stored.size),
      // Under the extension the content was verified as (the key's), never the original name's own.
      'content-disposition': contentDisposition(inline ? 'inline' : 'attachment', downloadName(row.name, extensionOf(key))),
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

/** A catalogue picture never changes under its key: shared caches and browsers may keep it a year. */
export const CATALOG_PICTURE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** A new design's picture: only an approved member's browser keeps it, for ten minutes. */
export const NEW_DESIGN_PICTURE_CACHE_CONTROL = 'private, max-age=600';

/** A catalogue upload no record uses yet (a staff member's form previews it): staff only, kept by no one. */
export const UNUSED_CATALOG_PICTURE_CACHE_CONTROL = 'private, no-store';

/**
 * A catalogue picture (catalog/, uploaded by staff, verified as a raster image): served to everyone with long
 * caching once a record uses it, except a new design's picture, which only an approved member or staff gets
 * (privately, like the demo's drawn ones). An upload no record uses yet goes only to staff, never kept
 * (`private, no-store`): the console's forms preview it. Anyone else gets the 404 of a picture that does not exist.
 */
async function serveCatalogPicture(deps: AppDeps, key: string, member: Member | null): Promise<ServedFile | null> {
  const db = deps.database.db;
  const [row] = await db.select().from(uploads).where(eq(uploads.key, key)).limit(1);
  if (!row || !INLINE_TYPES.includes(row.contentType)) return null;
  const url = catalogPictureUrl(key);
  const readers = fileReaders();
  const newDesign = await readers.isNewDesignPicture(db, url);
  if (newDesign && !readers.mayViewNewDesigns(member)) return null;
  const unused = !newDesign && !(await readers.isUsedPicture(db, url));
  if (unused && member?.role !== 'staff') return null;
  const stored = await deps.storage.get(key);
  if (!stored) return null;
  const privately = newDesign || unused;
  return {
    body: Readable.toWeb(stored.body) as ReadableStream<Uint8Array>,
    headers: {
      'content-type': row.contentType,
      'content-length': String(stored.size),
      'x-content-type-options': 'nosniff',
      'content-security-policy': FILE_SECURITY_POLICY,
      // Public pictures: a CDN in front of FILE_HOST or a sister brand's host may show them.
      'cross-origin-resource-policy': privately ? 'same-origin' : 'cross-origin',
      'cache-control': newDesign ? NEW_DESIGN_PICTURE_CACHE_CONTROL : unused ? UNUSED_CATALOG_PICTURE_CACHE_CONTROL : CATALOG_PICTURE_CACHE_CONTROL,
      ...(privately ? { vary: 'Cookie' } : {}),
      etag: `"${row.id}-${row.size}"`,
    },
  };
}
