import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { zipSize, zipStream } from '../lib/zip';
import { hasUnzip } from '../testing/unzip';

/** The compliance pack's archive (lib/zip.ts): stored entries a standard unzip tool reads back byte for byte. */
async function buildZip(entries: { name: string; data: Buffer }[], at: Date): Promise<Buffer> {
  const sources = entries.map((entry) => ({ name: entry.name, size: entry.data.length, open: async () => [entry.data.subarray(0, 5), entry.data.subarray(5)] }));
  const pieces: Uint8Array[] = [];
  for await (const piece of zipStream(sources, at)) pieces.push(piece);
  const zip = Buffer.concat(pieces);
  expect(zip.length).toBe(zipSize(sources));
  return zip;
}


describe('zipStream', () => {
  const entries = [
    { name: '00-Index-SO1.pdf', data: Buffer.from('%PDF-1.3 index') },
    { name: '01-EN1811-GZ-1.pdf', data: Buffer.from('%PDF-1.3 report, ünïcode name inside') },
    { name: 'empty.txt', data: Buffer.alloc(0) },
  ];

  it('writes local headers, a central directory and its end, with each entry stored as given', async () => {
    const zip = await buildZip(entries, new Date('2026-11-29T10:20:30Z'));
    expect(zip.readUInt32LE(0)).toBe(0x04034b50);
    const end = zip.length - 22;
    expect(zip.readUInt32LE(end)).toBe(0x06054b50);
    expect(zip.readUInt16LE(end + 10)).toBe(3);
    const centralStart = zip.readUInt32LE(end + 16);
    expect(zip.readUInt32LE(centralStart)).toBe(0x02014b50);
    for (const entry of entries) expect(zip.includes(Buffer.concat([Buffer.from(entry.name), entry.data]))).toBe(true);
  });

  it('fails when an entry gives other than the bytes it promised, or cannot be read', async () => {
    const short = [{ name: 'a.pdf', size: 10, open: async () => [Buffer.from('12345')] }];
    await expect(async () => {
      for await (const piece of zipStream(short, new Date())) void piece;
    }).rejects.toThrow('zip: a.pdf is 5 bytes, not 10');
    const gone = [{ name: 'b.pdf', size: 1, open: async () => null }];
    await expect(async () => {
      for await (const piece of zipStream(gone, new Date())) void piece;
    }).rejects.toThrow('zip: b.pdf could not be read');
  });

  it.runIf(hasUnzip)('is read back by unzip with every CRC right', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-zip-'));
    try {
      const file = path.join(dir, 'pack.zip');
      fs.writeFileSync(file, await buildZip(entries, new Date()));
      expect(execFileSync('unzip', ['-t', file]).toString()).toContain('No errors detected');
      execFileSync('unzip', ['-q', file, '-d', path.join(dir, 'out')]);
      for (const entry of entries) expect(fs.readFileSync(path.join(dir, 'out', entry.name)).equals(entry.data)).toBe(true);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
