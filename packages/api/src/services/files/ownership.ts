import { and, eq, inArray } from 'drizzle-orm';
import { RES, type FileRef } from '@sw/protocol';
import type { Reader } from '../../db/client';
import { uploads } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import { fileReaders } from './readers';

/** Whose files a request may name: the checks the cart, the inquiry and its messages share. */

export const fileNotFound = () => new ApiError(RES.NOT_FOUND, 'This file was not found. Please upload it again.');

/**
 * Every file must be one this member uploaded (a row in `uploads` with their id), or one the record already holds
 * (`kept`: a colleague's edit keeps the files another colleague attached to the company's inquiry).
 */
export async function checkOwnFiles(db: Reader, memberId: string, files: FileRef[], kept: FileRef[] = []): Promise<void> {
  const held = new Set(kept.map((file) => file.key));
  const keys = [...new Set(files.map((file) => file.key))].filter((key) => !held.has(key));
  if (!keys.length) return;
  const found = await db
    .select({ key: uploads.key })
    .from(uploads)
    .where(and(inArray(uploads.key, keys), eq(uploads.memberId, memberId)));
  if (found.length !== keys.length) throw fileNotFound();
}

/**
 * The files of `files` that a line of one of the company's orders holds: every colleague reads those
 * (services/files/access.ts), so ordering again carries them into a colleague's cart and on into an inquiry. The
 * orders answer (./readers.ts).
 */
export function companyOrderFiles(db: Reader, companyId: string, files: FileRef[]): Promise<FileRef[]> {
  return fileReaders().companyOrderFiles(db, companyId, files);
}

/** Files listed once each, by key (the first name wins). */
export function distinctFiles(files: FileRef[]): FileRef[] {
  const byKey = new Map<string, FileRef>();
  for (const file of files) if (!byKey.has(file.key)) byKey.set(file.key, file);
  return [...byKey.values()];
}

/** Every file must be an upload in `folder` (a proof, production media): only staff may upload there (upload.ts). */
export async function checkStaffFiles(db: Reader, files: FileRef[], folder: string): Promise<void> {
  const keys = [...new Set(files.map((file) => file.key))];
  if (!keys.length) return;
  if (keys.some((key) => !key.startsWith(`${folder}/`))) throw fileNotFound();
  const found = await db.select({ key: uploads.key }).from(uploads).where(inArray(uploads.key, keys));
  if (found.length !== keys.length) throw fileNotFound();
}

