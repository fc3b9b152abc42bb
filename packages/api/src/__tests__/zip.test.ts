import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildZip } from '../lib/zip';

/** The compliance pack's archive (lib/zip.ts): stored entries a standard unzip tool reads back byte for byte. */
const hasUnzip = (() => {
  try {
    execFileSync('unzip', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

describe('buildZip', () => {
  const entries = [
    { name: '00-Index-SO1.pdf', data: Buffer.from('%PDF-1.3 index') },
    { name: '01-EN1811-GZ-1.pdf', data: Buffer.from('%PDF-1.3 report, ünïcode name inside') },
    { name: 'empty.txt', data: Buffer.alloc(0) },
  ];

  it('writes local headers, a central directory and its end, with each entry stored as given', () => {
    const zip = buildZip(entries, new Date('2026-11-29T10:20:30Z'));
    expect(zip.readUInt32LE(0)).toBe(0x04034b50);
    const end = zip.length - 22;
    expect(zip.readUInt32LE(end)).toBe(0x06054b50);
    expect(zip.readUInt16LE(end + 10)).toBe(3);
    const centralStart = zip.readUInt32LE(end + 16);
    expect(zip.readUInt32LE(centralStart)).toBe(0x02014b50);
    for (const entry of entries) expect(zip.includes(Buffer.concat([Buffer.from(entry.name), entry.data]))).toBe(true);
  });

  it.runIf(hasUnzip)('is read back by unzip with every CRC right', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-zip-'));
    try {
      const file = path.join(dir, 'pack.zip');
      fs.writeFileSync(file, buildZip(entries, new Date()));
      expect(execFileSync('unzip', ['-t', file]).toString()).toContain('No errors detected');
      execFileSync('unzip', ['-q', file, '-d', path.join(dir, 'out')]);
      for (const entry of entries) expect(fs.readFileSync(path.join(dir, 'out', entry.name)).equals(entry.data)).toBe(true);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
