import type { Readable } from 'node:stream';
import { isValidFileKey, RES } from '@sw/protocol';
import { ApiError } from '../errors';

/** What a stored file is known by besides its key. */
export interface StoredFileInfo {
  size: number;
  contentType: string;
}

export interface StoredFile extends StoredFileInfo {
  body: Readable;
}

export type PutBody = Readable | ReadableStream<Uint8Array> | Uint8Array;

export interface PutOptions {
  contentType: string;
  /** Refuse (and keep nothing) once more bytes than this arrive; counted while streaming. */
  maxBytes?: number;
}

/**
 * Uploaded files by key (`logo/…`, `design/…`, `quick/…`, `message/…`). A key is written once: putting
 * an existing key is refused, so a file never changes under the URL it was given.
 */
export interface Storage {
  kind: 'disk' | 's3';
  put: (key: string, body: PutBody, options: PutOptions) => Promise<StoredFileInfo>;
  /** The file as a stream with its size and content type, or null when there is none. */
  get: (key: string) => Promise<StoredFile | null>;
  head: (key: string) => Promise<StoredFileInfo | null>;
  exists: (key: string) => Promise<boolean>;
  /** Removes the file; a missing one is not an error. */
  delete: (key: string) => Promise<void>;
}

export function assertValidKey(key: string): void {
  if (!isValidFileKey(key)) throw new ApiError(RES.INVALID_PARAMS, 'This file key is not valid.');
}

export const keyTaken = () => new ApiError(RES.CONFLICT, 'A file with this key exists already.');
export const tooLarge = () => new ApiError(RES.PAYLOAD_TOO_LARGE, 'File size exceeds the limit.');

const CONTENT_TYPE = /^[\w.+-]+\/[\w.+-]+(\s*;\s*[\w.+-]+=[\w.+"-]+)*$/;

/** A well-formed content type, or the neutral one. */
export function safeContentType(value: string): string {
  return CONTENT_TYPE.test(value) && value.length <= 200 ? value : 'application/octet-stream';
}
