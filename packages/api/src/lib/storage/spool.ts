import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { tooLarge, type PutBody } from './types';

export function toNodeStream(body: PutBody): Readable {
  if (body instanceof Uint8Array) return Readable.from([body]);
  if (body instanceof Readable) return body;
  return Readable.fromWeb(body as import('node:stream/web').ReadableStream<Uint8Array>);
}

/**
 * Streams a body into a new temporary file in `dir`, counting bytes as they pass: more than `maxBytes`
 * stops the copy and removes the file, so an oversized upload is never held whole, in memory or on disk.
 */
export async function spool(body: PutBody, dir: string, maxBytes = Infinity): Promise<{ file: string; size: number }> {
  await fs.promises.mkdir(dir, { recursive: true });
  const file = path.join(dir, `.spool-${randomBytes(12).toString('hex')}`);
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      done(size > maxBytes ? tooLarge() : null, chunk);
    },
  });
  try {
    await pipeline(toNodeStream(body), counter, fs.createWriteStream(file, { flags: 'wx' }));
  } catch (error) {
    await fs.promises.rm(file, { force: true });
    throw error;
  }
  return { file, size };
}
