import { crc32 } from 'node:zlib';

/**
 * A ZIP archive of stored (uncompressed) entries, written as a stream: the compliance pack's PDFs are compressed
 * already. Each entry's size is known before it is written, its CRC-32 only after: the local header carries zeros
 * and a data descriptor follows the data (flag bit 3). Names are UTF-8 (bit 11). No ZIP64: callers cap the total
 * below 4 GB (zipSize says it before a byte is sent).
 */
export interface ZipEntry {
  name: string;
  size: number;
  /** The entry's bytes; null when they can no longer be read. Called once, when the entry's turn comes. */
  open: () => Promise<AsyncIterable<Uint8Array> | Iterable<Uint8Array> | null>;
}

const LOCAL = 30;
const DESCRIPTOR = 16;
const CENTRAL = 46;
const END = 22;
const FLAGS = 0x0800 | 0x0008;
const MAX_ZIP_BYTES = 0xffff_ffff;

/** MS-DOS date and time of `at` (the format ZIP headers carry). */
function dosTime(at: Date): { time: number; date: number } {
  return {
    time: (at.getUTCHours() << 11) | (at.getUTCMinutes() << 5) | Math.floor(at.getUTCSeconds() / 2),
    date: ((at.getUTCFullYear() - 1980) << 9) | ((at.getUTCMonth() + 1) << 5) | at.getUTCDate(),
  };
}

const nameBytes = (entry: Pick<ZipEntry, 'name'>) => Buffer.from(entry.name, 'utf8');

/** The archive's exact length in bytes (its Content-Length), from the entries' names and sizes. */
export function zipSize(entries: readonly Pick<ZipEntry, 'name' | 'size'>[]): number {
  return entries.reduce((sum, entry) => sum + LOCAL + DESCRIPTOR + CENTRAL + 2 * nameBytes(entry).length + entry.size, END);
}

function localHeader(name: Buffer, time: number, date: number): Buffer {
  const local = Buffer.alloc(LOCAL);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(FLAGS, 6);
  local.writeUInt16LE(time, 10);
  local.writeUInt16LE(date, 12);
  // CRC-32 and sizes (14–25) stay zero: the data descriptor carries them.
  local.writeUInt16LE(name.length, 26);
  return Buffer.concat([local, name]);
}

function descriptor(crc: number, size: number): Buffer {
  const out = Buffer.alloc(DESCRIPTOR);
  out.writeUInt32LE(0x08074b50, 0);
  out.writeUInt32LE(crc, 4);
  out.writeUInt32LE(size, 8);
  out.writeUInt32LE(size, 12);
  return out;
}

function centralRecord(name: Buffer, time: number, date: number, crc: number, size: number, offset: number): Buffer {
  const central = Buffer.alloc(CENTRAL);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(FLAGS, 8);
  central.writeUInt16LE(time, 12);
  central.writeUInt16LE(date, 14);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(size, 20);
  central.writeUInt32LE(size, 24);
  central.writeUInt16LE(name.length, 28);
  central.writeUInt32LE(offset, 42);
  return Buffer.concat([central, name]);
}

function endRecord(count: number, centralSize: number, centralStart: number): Buffer {
  const end = Buffer.alloc(END);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(count, 8);
  end.writeUInt16LE(count, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(centralStart, 16);
  return end;
}

/**
 * The archive's bytes, one piece at a time, read from each entry only as fast as the reader takes them. An entry
 * that cannot be opened, or gives other than its `size` bytes, fails the stream: its length was promised already.
 */
export async function* zipStream(entries: readonly ZipEntry[], at: Date): AsyncGenerator<Uint8Array> {
  if (zipSize(entries) > MAX_ZIP_BYTES) throw new Error('zip: larger than 4 GB');
  const { time, date } = dosTime(at);
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = nameBytes(entry);
    const header = localHeader(name, time, date);
    yield header;
    const body = await entry.open();
    if (!body) throw new Error(`zip: ${entry.name} could not be read`);
    let crc = 0;
    let size = 0;
    for await (const chunk of body) {
      crc = crc32(chunk, crc);
      size += chunk.length;
      if (size > entry.size) break;
      yield chunk;
    }
    if (size !== entry.size) throw new Error(`zip: ${entry.name} is ${size} bytes, not ${entry.size}`);
    yield descriptor(crc, size);
    centrals.push(centralRecord(name, time, date, crc, size, offset));
    offset += header.length + size + DESCRIPTOR;
  }
  const central = Buffer.concat(centrals);
  yield Buffer.concat([central, endRecord(entries.length, central.length, offset)]);
}
