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
 * `signal` stops the copy from outside (a refused upload) and removes the file the same way. The file is
 * created before the copy starts, so a stopped copy always finds it to remove (a write stream that opened
 * its file only after the removal would leave it behind).
 */
export async function spool(body: PutBody, dir: string, maxBytes = Infinity, signal?: AbortSignal): Promise<{ file: string; size: number }> {
  const source = toNodeStream(body);
  const file = path.join(dir, `.spool-${randomBytes(12).toString('hex')}`);
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      done(size > maxBytes ? tooLarge() : null, chunk);
    },
  });
  try {
    await fs.promises.mkdir(dir, { recursive: true });
    const handle = await fs.promises.open(file, 'wx');
    const sink = handle.createWriteStream();
    const closed = new Promise<void>((resolve) => sink.once('close', () => resolve()));
    try {
      // An aborted signal rejects at once, also when it was aborted while the file was being made.
      await pipeline(source, counter, sink, { signal });
    } finally {
      // The stream closes the descriptor; once it has, the file is whole or removable.
      sink.destroy();
      await closed;
    }
  } catch (error) {
    source.destroy();
    await fs.promises.rm(file, { force: true });
    throw error;
  }
  return { file, size };
}
