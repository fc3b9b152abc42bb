import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API, RES, TOKEN_HEADER, type ComplianceDocument, type OrderCompliance, type OrderProofs, type StaffOrderView } from '@sw/protocol';
import { readConfig } from '../config';
import { fileStoreProcesses } from '../db/schema';
import { utcDay } from '../lib/dailyNumber';
import { CONFIG_EXIT_STATUS, claimFileStore, FileStoreConflict, storeIdentity } from '../lib/storage/claim';
import { staffDeskFile } from '../testing/deskFile';
import type { Person } from '../testing/inquiries';
import { orderTesting } from '../testing/orders';
import { uploadFile } from '../testing/uploads';

/**
 * One file store for every process (issue 55): a process on another store than a live process of the same database
 * refuses to start, saying why and what to set; a dead process's row goes stale and blocks nothing. A document that
 * embeds a stored file the store lacks answers an error naming the file instead of leaving the file out.
 */

const { t, api, staff } = staffDeskFile(orderTesting, { goods: 20, staffNick: 'Store Desk' });
const { ok, person, placedOrder, readyForProduction } = t;
const db = () => api().deps.database.db;
const tmpDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'sw-store-'));
const get = (pathname: string, who: Person) => api().raw(pathname, { headers: { [TOKEN_HEADER]: who.token } });

describe('one file store for several processes', () => {
  it('lets processes on one folder start, refuses one on another folder or a bucket, and forgets a dead process', async () => {
    await db().delete(fileStoreProcesses);
    const shared = tmpDir();
    const first = await claimFileStore(db(), storeIdentity(readConfig({ DATA_DIR: shared })));
    // The same folder, as a second process reads it: the same id, kept in the folder.
    const second = await claimFileStore(db(), storeIdentity(readConfig({ DATA_DIR: shared })));
    expect(fs.readFileSync(path.join(shared, 'files', '.store-id'), 'utf8')).toMatch(/^[0-9a-f-]{36}\n$/);
    expect(await db().select().from(fileStoreProcesses)).toHaveLength(2);

    const other = tmpDir();
    const refused = await claimFileStore(db(), storeIdentity(readConfig({ DATA_DIR: other }))).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(FileStoreConflict);
    const message = (refused as Error).message;
    expect(message).toContain(path.join(other, 'files'));
    expect(message).toContain(path.join(shared, 'files'));
    expect(message).toContain(`pid ${process.pid}`);
    expect(message).toContain('S3_BUCKET');
    expect(message).toContain('DATA_DIR');
    const bucket = await claimFileStore(db(), storeIdentity(readConfig({ S3_BUCKET: 'uploads', S3_ENDPOINT: 'http://127.0.0.1:9' }))).catch((error: unknown) => error);
    expect(bucket).toBeInstanceOf(FileStoreConflict);
    expect((bucket as Error).message).toContain('S3 bucket uploads at http://127.0.0.1:9');
    expect(await db().select().from(fileStoreProcesses)).toHaveLength(2);

    // One process stops cleanly, the other dies without a word: its heartbeat stops, and once stale it blocks nothing.
    await first.release();
    await second.beat();
    await db().update(fileStoreProcesses).set({ seenAt: sql`now() - interval '61 seconds'` });
    const moved = await claimFileStore(db(), storeIdentity(readConfig({ DATA_DIR: other })));
    const rows = await db().select().from(fileStoreProcesses);
    expect(rows.map((row) => row.instanceId)).toEqual([moved.instanceId]);
    await second.release();
    await moved.release();
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)('a second process on another DATA_DIR of the same PostgreSQL exits with the reason (PostgreSQL only)', async () => {
    await db().delete(fileStoreProcesses);
    const url = api().deps.database.url!;
    const start = (dataDir: string) => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/testing/serveProcess.ts'], {
        cwd: path.resolve(import.meta.dirname, '../..'),
        env: { ...process.env, DATABASE_URL: url, DATA_DIR: dataDir, SMTP_URL: '', JOBS: '0', LOG_LEVEL: 'silent', NODE_ENV: 'test' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => (out += String(chunk)));
      child.stderr.on('data', (chunk: Buffer) => (out += String(chunk)));
      const ended = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      const listening = new Promise<boolean>((resolve) => {
        child.stdout.on('data', () => out.includes('listening') && resolve(true));
        void ended.then(() => resolve(false));
      });
      return { child, ended, listening, output: () => out };
    };
    const a = start(tmpDir());
    try {
      expect(await a.listening).toBe(true);
      const b = start(tmpDir());
      expect(await b.listening).toBe(false);
      expect(await b.ended).toBe(CONFIG_EXIT_STATUS);
      expect(b.output()).toContain('does not start');
      expect(b.output()).toContain('S3_BUCKET');
    } finally {
      a.child.kill('SIGKILL');
      await a.ended;
    }
  }, 150_000);
});

describe('a document missing a stored file names it', () => {
  it('refuses the compliance pack and the report with the missing file named, instead of a pack without it', async () => {
    const buyer = await person();
    const placed = await placedOrder(buyer, staff);
    const day = (days: number) => utcDay(new Date(api().deps.now().getTime() + days * 86_400_000));
    const keys: string[] = [];
    const ids: string[] = [];
    for (const n of [1, 2]) {
      const key = `compliance/store-${n}-${Date.now()}.pdf`;
      const file = Buffer.from(`%PDF-1.4\n% report ${n}\n`);
      expect((await uploadFile(api(), staff.token, { key, file, filename: `Report ${n}.pdf` })).status).toBe(200);
      const saved = await ok<ComplianceDocument>(staff, API.staff.complianceSave, {
        standard: 'OTHER', otherName: `ISO 90${n}`, lab: 'SGS Guangzhou', reportNo: `STORE-${n}`,
        issuedOn: day(-10), validUntil: day(300), scope: 'goods', goodsId: placed.g.id, fileKey: key,
      });
      keys.push(key);
      ids.push(saved.documentId);
    }
    const { packPath } = await ok<OrderCompliance>(buyer, API.erp.orderCompliance, { orderId: placed.orderId });
    const whole = await get(packPath!, buyer);
    expect(whole.status).toBe(200);
    // Read to its end: the archive streams each report from the store as it is read.
    expect((await whole.arrayBuffer()).byteLength).toBeGreaterThan(0);

    await api().deps.storage.delete(keys[1]!);
    const pack = await get(packPath!, buyer);
    expect(pack.status).toBe(500);
    const body = (await pack.json()) as { meta: { res: string; msg: string } };
    expect(body.meta.res).toBe(RES.STORED_FILE_MISSING);
    expect(body.meta.msg).toContain(keys[1]);
    expect(body.meta.msg).toContain(placed.placed.orderNo);

    const kept = await get(`/documents/compliance-report/${ids[0]}.pdf`, buyer);
    expect(kept.status).toBe(200);
    expect(Buffer.from(await kept.arrayBuffer()).toString()).toContain('report 1');
    const report = await get(`/documents/compliance-report/${ids[1]}.pdf`, buyer);
    expect(report.status).toBe(500);
    expect(((await report.json()) as { meta: { msg: string } }).meta.msg).toContain(keys[1]);
  });

  it('refuses a packing list whose approved proof picture the store lacks, naming the file', async () => {
    const buyer = await person();
    const placed = await placedOrder(buyer, staff);
    await ok(staff, API.staff.moveOrder, { orderId: placed.orderId, to: 'confirmed' });
    await readyForProduction(buyer, staff, placed.orderId);
    await ok<StaffOrderView>(staff, API.staff.moveOrder, { orderId: placed.orderId, to: 'in_production' });
    const { lines } = await ok<OrderProofs>(staff, API.staff.orderProofs, { orderId: placed.orderId });
    const proof = lines[0]!.versions.find((version) => version.status === 'approved')!;
    const shipping = { carrier: 'DHL Express', trackingNo: 'JD0155001', shipDate: utcDay(api().deps.now()), cartons: [{ count: 1, lengthCm: 40, widthCm: 30, heightCm: 25, grossKg: 5, netKg: 4.5 }] };
    const first = await ok<StaffOrderView>(staff, API.staff.recordShipment, { orderId: placed.orderId, lines: [{ lineId: lines[0]!.lineId, qty: 1 }], ...shipping });
    const url = first.shipping.shipments[0]!.packingListUrl;
    expect((await get(url, staff)).status).toBe(200);

    await api().deps.storage.delete(proof.file.key);
    const refused = await get(url, staff);
    expect(refused.status).toBe(500);
    const body = (await refused.json()) as { meta: { res: string; msg: string } };
    expect(body.meta).toMatchObject({ res: RES.STORED_FILE_MISSING });
    expect(body.meta.msg).toContain(proof.file.key);
    expect(body.meta.msg).toContain('packing list');
    // The commercial invoice embeds no stored file and is still served.
    expect((await get(first.shipping.shipments[0]!.invoiceUrl, staff)).status).toBe(200);
  });
});
