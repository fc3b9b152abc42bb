import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { API, RES, TOKEN_HEADER, type ComplianceDocument, type Envelope, type OrderCompliance } from '@sw/protocol';
import { utcDay } from '../lib/dailyNumber';
import { staffDeskFile } from '../testing/deskFile';
import type { Person } from '../testing/inquiries';
import { orderTesting } from '../testing/orders';
import { uploadFile } from '../testing/uploads';
import { MAX_PACK_BYTES, MAX_PARALLEL_PACKS } from '../workflows/compliancePack';
import { hasUnzip } from '../testing/unzip';

/**
 * The compliance pack streamed (issue 49, point 3): ten parallel downloads of a 42 MB pack stay within a memory
 * budget, builds beyond the per-process bound are answered "try again", a pack above the cap says so, and the
 * archive is a valid ZIP (stored entries with data descriptors) that unzip reads back byte for byte.
 */

const { t, api, staff } = staffDeskFile(orderTesting, { goods: 20, staffNick: 'Pack Desk' });
const { ok, person, placedOrder } = t;

const MB = 1024 * 1024;
const REPORTS = 5;
const REPORT_BYTES = Math.floor(8.4 * MB);
const PARALLEL = 10;
/**
 * What ten parallel downloads may add to the process's resident memory at their peak. The old code (each report in a
 * buffer, the ZIP in another) added about 790 MB; streamed, 10 to 170 MB were seen, most of it the embedded database's
 * and the test's own HTTP client's memory, which share this process, and garbage not yet collected.
 */
const BUDGET_BYTES = 250 * MB;

const dayFrom = (days: number) => utcDay(new Date(api().deps.now().getTime() + days * 86_400_000));
/**
 * A GET as the buyer's browser sends it. Once more on a connection reset: a kept-alive socket of an earlier burst of
 * downloads can be closed by the server (its keep-alive timeout) just as the client takes it again.
 */
async function get(pathname: string, who: Person | null, method = 'GET'): Promise<Response> {
  const send = () => api().raw(pathname, { method, headers: who ? { [TOKEN_HEADER]: who.token } : {} });
  return send().catch((error: unknown) => {
    if ((error as { cause?: { code?: string } }).cause?.code === 'ECONNRESET') return send();
    throw error;
  });
}

const rss = () => process.memoryUsage().rss;
const figure = (bytes: number) => `${Math.round(bytes / MB)} MB`;

let pack: { buyer: Person; path: string; files: Buffer[]; orderNo: string; fileKeys: string[] } | null = null;

/** An order whose pack holds five reports of 8.4 MB (42 MB), uploaded through the real upload path. */
async function largePack() {
  if (pack) return pack;
  const buyer = await person();
  const placed = await placedOrder(buyer, staff);
  const files: Buffer[] = [];
  const fileKeys: string[] = [];
  for (let n = 0; n < REPORTS; n++) {
    // A PDF's header, then bytes that do not compress (as a scanned report's do).
    const file = Buffer.concat([Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1'), randomBytes(REPORT_BYTES)]);
    const key = `compliance/large-${n}-${Date.now()}.pdf`;
    const answer = await uploadFile(api(), staff.token, { key, file, filename: `Large ${n}.pdf` });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    await ok<ComplianceDocument>(staff, API.staff.complianceSave, {
      standard: n === 0 ? 'EN1811' : 'OTHER', otherName: n === 0 ? undefined : `ISO 86${n}`, lab: 'SGS Guangzhou', reportNo: `LARGE-${n}`,
      issuedOn: dayFrom(-10), validUntil: dayFrom(300), scope: 'goods', goodsId: placed.g.id, fileKey: key, result: n === 0 ? '0.05' : undefined,
    });
    files.push(file);
    fileKeys.push(key);
  }
  const compliance = await ok<OrderCompliance>(buyer, API.erp.orderCompliance, { orderId: placed.orderId });
  pack = { buyer, path: compliance.packPath!, files, orderNo: placed.placed.orderNo, fileKeys };
  return pack;
}

/** Reads a download to its end without keeping it: its length, CRC-32 and last 22 bytes (the end record). */
async function drain(response: Response): Promise<{ length: number; crc: number; tail: Buffer }> {
  const reader = response.body!.getReader();
  let length = 0;
  let crc = 0;
  let tail = Buffer.alloc(0);
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    length += value.length;
    crc = crc32(value, crc);
    tail = Buffer.concat([tail, Buffer.from(value)]).subarray(-22);
  }
  return { length, crc, tail };
}

describe('the compliance pack, streamed', () => {
  it(`keeps memory within budget while ${PARALLEL} buyers download a 42 MB pack at once`, async () => {
    const { buyer, path: packPath } = await largePack();
    const first = await drain(await get(packPath, buyer));
    expect(first.length).toBeGreaterThan(REPORTS * REPORT_BYTES);
    expect(first.tail.readUInt32LE(0)).toBe(0x06054b50);

    const before = rss();
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rss());
    }, 5);
    const downloads = await Promise.all(Array.from({ length: PARALLEL }, async () => {
      const response = await get(packPath, buyer);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-length')).toBe(String(first.length));
      return drain(response);
    }));
    clearInterval(sampler);
    peak = Math.max(peak, rss());
    await new Promise((resolve) => setTimeout(resolve, 200));
    const after = rss();
    console.info(`compliance pack, ${PARALLEL} parallel downloads of ${figure(first.length)}: RSS before ${figure(before)}, peak ${figure(peak)}, after ${figure(after)}`);
    expect(peak - before).toBeLessThan(BUDGET_BYTES);
    // Every download is the whole archive (the index PDF carries the time it was made, so the bytes differ there).
    for (const one of downloads) {
      expect(one.length).toBe(first.length);
      expect(one.tail.readUInt32LE(0)).toBe(0x06054b50);
    }
  });

  it('is a valid ZIP: unzip tests every entry and reads each report back byte for byte', async () => {
    const { buyer, path: packPath, files, orderNo } = await largePack();
    const bytes = Buffer.from(await (await get(packPath, buyer)).arrayBuffer());
    // The central directory lists the index and the five reports, each stored (method 0) with a data descriptor (bit 3).
    const end = bytes.length - 22;
    expect(bytes.readUInt32LE(end)).toBe(0x06054b50);
    expect(bytes.readUInt16LE(end + 10)).toBe(REPORTS + 1);
    let at = bytes.readUInt32LE(end + 16);
    const names: string[] = [];
    for (let n = 0; n <= REPORTS; n++) {
      expect(bytes.readUInt32LE(at)).toBe(0x02014b50);
      expect(bytes.readUInt16LE(at + 8) & 0x0008).toBe(0x0008);
      expect(bytes.readUInt16LE(at + 10)).toBe(0);
      const nameLength = bytes.readUInt16LE(at + 28);
      names.push(bytes.subarray(at + 46, at + 46 + nameLength).toString('utf8'));
      at += 46 + nameLength;
    }
    expect(names[0]).toBe(`00-Index-${orderNo}.pdf`);
    expect(names.slice(1)).toEqual(['01-EN1811-LARGE-0.pdf', '02-OTHER-LARGE-1.pdf', '03-OTHER-LARGE-2.pdf', '04-OTHER-LARGE-3.pdf', '05-OTHER-LARGE-4.pdf']);
    if (!hasUnzip) return;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-pack-'));
    try {
      const file = path.join(dir, 'pack.zip');
      fs.writeFileSync(file, bytes);
      expect(execFileSync('unzip', ['-t', file]).toString()).toContain('No errors detected');
      execFileSync('unzip', ['-q', file, '-d', path.join(dir, 'out')]);
      names.slice(1).forEach((name, n) => expect(fs.readFileSync(path.join(dir, 'out', name)).equals(files[n]!)).toBe(true));
      expect(fs.readFileSync(path.join(dir, 'out', names[0]!)).subarray(0, 5).toString()).toBe('%PDF-');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it(`answers "try again" beyond ${MAX_PARALLEL_PACKS} builds at once, and frees a build's place when its download ends or is dropped`, async () => {
    const { buyer, path: packPath } = await largePack();
    // A HEAD answers the headers and gives its place back at once.
    for (let n = 0; n <= MAX_PARALLEL_PACKS; n++) {
      const head = await get(packPath, buyer, 'HEAD');
      expect(head.status).toBe(200);
      expect(Number(head.headers.get('content-length'))).toBeGreaterThan(REPORTS * REPORT_BYTES);
    }
    // Downloads that are not read: each build waits on its buyer and keeps its place.
    const held = await Promise.all(Array.from({ length: MAX_PARALLEL_PACKS }, () => get(packPath, buyer)));
    for (const one of held) expect(one.status).toBe(200);
    const busy = await get(packPath, buyer);
    expect(busy.status).toBe(503);
    expect(busy.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(busy.headers.get('content-type')).toContain('application/json');
    const envelope = (await busy.json()) as Envelope<null>;
    expect(envelope.meta).toEqual({ res: RES.RATE_LIMITED, msg: 'Many compliance packs are being prepared right now. Please try again in a minute.' });
    // Dropped downloads give their places back.
    await Promise.all(held.map((one) => one.body!.cancel()));
    // A HEAD takes a place like a download: answered 200 again once the places are free.
    await vi.waitFor(async () => expect((await get(packPath, buyer, 'HEAD')).status).toBe(200), { timeout: 10_000, interval: 200 });
  });

  it('refuses a pack above the cap with a message, before sending anything', async () => {
    const { buyer, path: packPath, fileKeys } = await largePack();
    const storage = api().deps.storage;
    const head = storage.head.bind(storage);
    // The store says one report has grown past the cap (as a scanned report of many pages could).
    const spy = vi.spyOn(storage, 'head').mockImplementation(async (key) => {
      const info = await head(key);
      return info && key === fileKeys[0] ? { ...info, size: MAX_PACK_BYTES } : info;
    });
    try {
      const refused = await get(packPath, buyer);
      expect(refused.status).toBe(413);
      const envelope = (await refused.json()) as Envelope<null>;
      expect(envelope.meta.res).toBe(RES.PAYLOAD_TOO_LARGE);
      expect(envelope.meta.msg).toMatch(new RegExp(`^The compliance pack of order ${pack!.orderNo} would be \\d+ MB, more than the ${MAX_PACK_BYTES / MB} MB a pack may hold\\. Please ask the sales team to send the reports\\.$`));
    } finally {
      spy.mockRestore();
    }
    expect((await get(packPath, buyer)).status).toBe(200);
  });
});
