import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { readConfig, type ApiConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import { archiveName, BackupError, createBackup, pruneBackups, restoreBackup } from '../lib/backup';
import { createStorage } from '../lib/storage';
import { startTestS3, type TestS3 } from '../testing/s3';
import { createServerDatabase, type TestDatabase } from '../testing/templates';
import { TINY_PNG } from '../testing/uploads';

/**
 * `npm run backup` and `npm run restore` (issue 55): back up an installation, write more (rows, a file, a mail),
 * restore into an empty installation and find exactly the backed-up state: every row of every table (the mail
 * outbox's sent marks and pg-boss's jobs included, so no mail goes twice) and every file, byte for byte. The
 * embedded database with the disk store on the PGlite pass; a PostgreSQL server with an S3 bucket on the other.
 */

type Installation = Pick<ApiConfig, 'dataDir' | 'databaseUrl' | 's3'>;

const serverUrl = process.env.TEST_DATABASE_URL;
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-backup-test-'));
const folder = (name: string) => path.join(scratch, name);
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.toReversed()) await cleanup();
  fs.rmSync(scratch, { recursive: true, force: true });
});

/** Rows of a raw query, on either driver (both answer `{ rows }`). */
async function rowsOf<T>(database: Database, text: string): Promise<T[]> {
  return ((await database.db.execute(sql.raw(text))) as unknown as { rows: T[] }).rows;
}

/** Every table's row count and a hash of its rows, schema by schema: two equal fingerprints are the same data. */
async function fingerprint(database: Database): Promise<Record<string, string>> {
  const tables = await rowsOf<{ name: string }>(
    database,
    "select table_schema || '.' || table_name as name from information_schema.tables where table_schema in ('public', 'pgboss', 'drizzle') and table_type = 'BASE TABLE' order by 1",
  );
  const out: Record<string, string> = {};
  for (const { name } of tables) {
    const quoted = name.split('.').map((part) => `"${part}"`).join('.');
    const rows = await rowsOf<{ n: number; h: string }>(database, `select count(*)::int as n, coalesce(md5(string_agg(t::text, E'\\n' order by t::text)), '') as h from ${quoted} t`);
    out[name] = `${rows[0]?.n}:${rows[0]?.h}`;
  }
  return out;
}

/** The store's files, key to content type and a hash of the bytes. */
async function storedFiles(installation: Installation, keys: string[]): Promise<Record<string, string | null>> {
  const storage = createStorage(installation);
  const out: Record<string, string | null> = {};
  for (const key of keys) {
    const file = await storage.get(key);
    if (!file) {
      out[key] = null;
      continue;
    }
    const hash = createHash('sha256');
    for await (const chunk of file.body) hash.update(chunk as Buffer);
    out[key] = `${file.contentType}:${hash.digest('hex')}`;
  }
  return out;
}

const mail = (to: string, sent: boolean) =>
  sql.raw(`insert into mail_outbox ("to", subject, text, sent_at) values ('${to}', 'Your quotation', 'The quotation is attached.', ${sent ? 'now()' : 'null'})`);

/** What happens to an installation after its backup: a mail goes out, a row changes, a file is uploaded. */
async function writeMore(database: Database, installation: Installation): Promise<void> {
  await database.db.execute(mail('after-backup@buyer.test', true));
  await database.db.execute(sql.raw("update mail_outbox set subject = 'Changed after the backup' where \"to\" = 'sent@buyer.test'"));
  await createStorage(installation).put('logo/after-backup.png', TINY_PNG, { contentType: 'image/png' });
}

/** Before the backup: two files and a mail already sent, which must stay sent after a restore. */
async function fill(database: Database, installation: Installation): Promise<string[]> {
  await database.db.execute(mail('sent@buyer.test', true));
  const storage = createStorage(installation);
  await storage.put('logo/before-backup.png', TINY_PNG, { contentType: 'image/png' });
  await storage.put('message/notes-2026.txt', Buffer.from('Plating: 18K gold PVD, 2 µm.\n'), { contentType: 'text/plain' });
  return ['logo/before-backup.png', 'message/notes-2026.txt', 'logo/after-backup.png'];
}

describe.runIf(!serverUrl)('backup and restore: the embedded database and the disk store', () => {
  it('restores exactly the backed-up rows and files into an empty DATA_DIR, and refuses an open or a full one', async () => {
    const templates = inject('swTemplates');
    const source: Installation = { dataDir: folder('source') };
    const database = openDatabase({ dataDir: source.dataDir, loadDataDir: new Blob([fs.readFileSync(templates.at.demo)]) });
    const keys = await fill(database, source);
    const before = await fingerprint(database);
    expect(before['public.mail_outbox']).toMatch(/^[1-9]/);

    // The embedded database belongs to the process that has it open: the backup waits for it to stop.
    const open = await createBackup(source, folder('backups')).catch((error: unknown) => error);
    expect(open).toBeInstanceOf(BackupError);
    expect((open as Error).message).toContain('stop the storefront first');
    await database.close();

    const { archive, manifest } = await createBackup(source, folder('backups'));
    expect(path.basename(archive)).toMatch(/^steel-wholesale-backup-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.tar$/);
    expect(manifest).toMatchObject({ format: 1, database: { kind: 'pglite' }, files: { store: 'disk', count: 2 } });
    expect(manifest.database.migrations).toBeGreaterThan(30);

    const again = openDatabase({ dataDir: source.dataDir });
    await writeMore(again, source);
    expect(await fingerprint(again)).not.toEqual(before);
    await again.close();

    const target: Installation = { dataDir: folder('target') };
    await restoreBackup(target, archive);
    const restored = openDatabase({ dataDir: target.dataDir });
    expect(await fingerprint(restored)).toEqual({ ...before, 'public.file_store_processes': '0:' });
    await restored.close();
    const files = await storedFiles(target, keys);
    expect(files).toEqual({ ...(await storedFiles(source, keys.slice(0, 2))), 'logo/after-backup.png': null });

    const full = await restoreBackup(source, archive).catch((error: unknown) => error);
    expect(full).toBeInstanceOf(BackupError);
    expect((full as Error).message).toContain('holds an embedded database already');
    const wrongKind = await restoreBackup({ dataDir: folder('other'), databaseUrl: 'postgres://nobody@127.0.0.1:9/none' }, archive).catch((error: unknown) => error);
    expect((wrongKind as Error).message).toContain('unset DATABASE_URL');
  }, 120_000);
});

let s3: TestS3;
/** A new empty bucket, as S3_* would name it. */
const newBucket = async () => readConfig(await s3.bucketEnv()).s3;
async function serverDatabase(template?: string): Promise<TestDatabase> {
  const database = await createServerDatabase(serverUrl!, template);
  cleanups.push(database.dispose);
  return database;
}

describe.runIf(serverUrl)('backup and restore: a PostgreSQL server and an S3 bucket', () => {
  it('restores exactly the rows and files of a backup taken while serving into an empty database and bucket', async () => {
    s3 = await startTestS3();
    cleanups.push(() => s3.close());
    const templates = inject('swTemplates');
    const database = await serverDatabase(templates.at.demo);
    const source: Installation = { dataDir: folder('pg-source'), databaseUrl: database.url, s3: await newBucket() };
    const keys = await fill(database, source);
    const before = await fingerprint(database);

    // Taken while the database is open and in use: pg_dump reads one snapshot.
    const { archive, manifest } = await createBackup(source, folder('pg-backups'));
    expect(manifest).toMatchObject({ format: 1, database: { kind: 'postgres' }, files: { store: 's3', count: 2 } });
    await writeMore(database, source);

    const empty = await serverDatabase();
    const target: Installation = { dataDir: folder('pg-target'), databaseUrl: empty.url, s3: await newBucket() };
    await restoreBackup(target, archive);
    expect(await fingerprint(empty)).toEqual({ ...before, 'public.file_store_processes': '0:' });
    expect(await s3.keys(target.s3!.bucket)).toEqual(keys.slice(0, 2).sort());
    expect(await storedFiles(target, keys.slice(0, 2))).toEqual(await storedFiles(source, keys.slice(0, 2)));

    // Into a database that holds tables, or a bucket that holds files: refused, nothing written.
    const full = await restoreBackup({ ...target, s3: await newBucket() }, archive).catch((error: unknown) => error);
    expect(full).toBeInstanceOf(BackupError);
    expect((full as Error).message).toMatch(/The database sw_test_\w+ is not empty \(\d+ tables\)/);
    const other = await serverDatabase();
    const fullBucket = await restoreBackup({ ...target, databaseUrl: other.url }, archive).catch((error: unknown) => error);
    expect((fullBucket as Error).message).toContain(`the bucket ${target.s3!.bucket}`);
    expect(await fingerprint(other)).toEqual({});
  }, 120_000);
});

describe('backup retention', () => {
  it('keeps the newest archives and removes the older ones', () => {
    const backups = folder('retention');
    fs.mkdirSync(backups);
    const days = [1, 2, 3, 4].map((day) => archiveName(new Date(Date.UTC(2026, 11, day, 2, 30))));
    for (const name of [...days, 'notes.txt']) fs.writeFileSync(path.join(backups, name), '');
    expect(pruneBackups(backups, 2)).toEqual(days.slice(0, 2));
    expect(fs.readdirSync(backups).sort()).toEqual([...days.slice(2), 'notes.txt'].sort());
  });
});
