import { and, eq, inArray } from 'drizzle-orm';
import { RES, type FileRef } from '@sw/protocol';
import type { Reader } from '../../db/client';
import { uploads } from '../../db/schema';
import { ApiError } from '../../lib/errors';

/** Whose files a request may name: the checks the cart, the inquiry and its messages share. */

export const fileNotFound = () => new ApiError(RES.NOT_FOUND, 'This file was not found. Please upload it again.');

/** Every file must be one this member uploaded (a row in `uploads` with their id). */
export async function checkOwnFiles(db: Reader, memberId: string, files: FileRef[]): Promise<void> {
  const keys = [...new Set(files.map((file) => file.key))];
  if (!keys.length) return;
  const found = await db
    .select({ key: uploads.key })
    .from(uploads)
    .where(and(inArray(uploads.key, keys), eq(uploads.memberId, memberId)));
  if (found.length !== keys.length) throw fileNotFound();
}

/** Files listed once each, by key (the first name wins). */
export function distinctFiles(files: FileRef[]): FileRef[] {
  const byKey = new Map<string, FileRef>();
  for (const file of files) if (!byKey.has(file.key)) byKey.set(file.key, file);
  return [...byKey.values()];
}
