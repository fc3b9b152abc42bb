import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database } from './client';
import { installJobs } from '../lib/jobs/boss';
import { log } from '../lib/log';

export const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/** An extra migration at the end of the history: the cluster suite's additive one, applied while processes serve. */
export interface ExtraMigration {
  tag: string;
  sql: string;
}

/**
 * A copy of the migration history that ends just before the migration tagged `before` (e.g. '0015_company_accounts'):
 * a test builds a database as it was then, fills it, and migrates the rest with the whole history. Or the whole
 * history with `extra` after it.
 */
function historyCopy(options: { before?: string; extra?: ExtraMigration }): string {
  const journalPath = path.join(migrationsFolder, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8')) as { entries: { idx: number; tag: string; when: number }[] };
  const at = options.before ? journal.entries.findIndex((entry) => entry.tag === options.before) : journal.entries.length;
  if (at < 0) throw new Error(`No migration is tagged ${options.before}.`);
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-migrations-'));
  fs.mkdirSync(path.join(folder, 'meta'));
  const entries = journal.entries.slice(0, at);
  for (const entry of entries) fs.copyFileSync(path.join(migrationsFolder, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  if (options.extra) {
    const last = entries.at(-1);
    entries.push({ ...last!, idx: entries.length, tag: options.extra.tag, when: Math.max(Date.now(), (last?.when ?? 0) + 1) });
    fs.writeFileSync(path.join(folder, `${options.extra.tag}.sql`), options.extra.sql);
  }
  fs.writeFileSync(path.join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  return folder;
}

/**
 * Applies the one migration history to either driver, then installs (or upgrades) pg-boss's schema and the mail
 * queues; `before`: only the migrations before that tag, without pg-boss (tests); `extra`: one more at the end (tests).
 */
export async function migrate(database: Database, options: { before?: string; extra?: ExtraMigration } = {}): Promise<void> {
  await underMigrationLock(database, () => migrateNow(database, options));
}

/** The advisory lock every process takes to migrate (a number no other lock of this installation uses). */
export const MIGRATION_LOCK = 5_505_017;

/**
 * On a PostgreSQL server, runs `work` holding a session advisory lock on a connection of its own: the processes
 * that start together migrate one after the other, so each migration runs once and the others find it done
 * (issue 55; docs/decisions/0017). Processes already serving keep serving: the lock blocks only another migrate.
 * PGlite belongs to one process, which needs no lock.
 */
async function underMigrationLock(database: Database, work: () => Promise<void>): Promise<void> {
  if (database.kind !== 'postgres' || !database.url) return work();
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await work();
  } finally {
    // Ending the session frees the lock too; unlocking first frees it at once.
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    await client.end();
  }
}

async function migrateNow(database: Database, options: { before?: string; extra?: ExtraMigration }): Promise<void> {
  const folder = options.before || options.extra ? historyCopy(options) : migrationsFolder;
  try {
    if (database.kind === 'pglite') {
      await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: folder });
    } else {
      await migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder: folder });
    }
  } finally {
    if (folder !== migrationsFolder) fs.rmSync(folder, { recursive: true, force: true });
  }
  if (!options.before) await installJobs(database, log);
}
