import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../../db/client';

/** A backup or restore that cannot go on: the message says why and what to do (the CLI prints it and exits 1). */
export class BackupError extends Error {}

/** The embedded database's folder (db/client.ts). */
export const pgliteFolder = (dataDir: string) => path.join(dataDir, 'pg');

/** pg_dump and pg_restore: Debian's (postgresql-client), or PG_DUMP / PG_RESTORE; same major version as the server, or newer. */
const PG_DUMP = process.env.PG_DUMP ?? 'pg_dump';
const PG_RESTORE = process.env.PG_RESTORE ?? 'pg_restore';

function runTool(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += String(chunk)));
    child.once('error', (error) => reject(new BackupError(`${command} could not be run (${error.message}): install postgresql-client or set ${command === PG_DUMP ? 'PG_DUMP' : 'PG_RESTORE'}.`)));
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new BackupError(`${command} failed (exit ${code}): ${stderr.trim()}`))));
  });
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Tables outside PostgreSQL's own schemas: 0 for an empty database. */
const USER_TABLES = "select count(*)::int as n from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')";

/** The migrations applied (drizzle's journal in the database), or 0 when there is none. */
const MIGRATIONS_APPLIED = "select count(*)::int as n from drizzle.__drizzle_migrations";

/**
 * pg_dump's custom format: one consistent snapshot (a repeatable-read transaction) taken while the processes serve;
 * pg-boss's schema (jobs, schedules) included, so a mail sent before the backup stays sent after a restore.
 */
export async function dumpServerDatabase(url: string, file: string): Promise<{ migrations: number }> {
  const migrations = await withClient(url, async (client) => (await client.query<{ n: number }>(MIGRATIONS_APPLIED)).rows[0]?.n ?? 0);
  await runTool(PG_DUMP, ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, `--dbname=${url}`]);
  return { migrations };
}

/** Refuses a database that holds any table: a restore goes into an empty one (createdb, or a new server). */
export async function assertServerDatabaseEmpty(url: string): Promise<void> {
  const tables = await withClient(url, async (client) => (await client.query<{ n: number }>(USER_TABLES)).rows[0]?.n ?? 0);
  if (tables > 0) {
    const name = new URL(url).pathname.slice(1);
    throw new BackupError(`The database ${name} is not empty (${tables} tables). Restore into an empty database: createdb a new one and point DATABASE_URL at it.`);
  }
}

/**
 * The backed-up installation's live processes (lib/storage/claim.ts) are not this one's: left in, a process started
 * within a minute of the backup's time would be refused for their file store.
 */
const FORGET_PROCESSES = 'delete from file_store_processes';

/** One transaction: a restore that fails leaves the database empty. */
export async function restoreServerDatabase(url: string, file: string): Promise<void> {
  await runTool(PG_RESTORE, ['--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error', `--dbname=${url}`, file]);
  await withClient(url, (client) => client.query(FORGET_PROCESSES));
}

/**
 * The embedded database belongs to the one process that has it open, and PGlite takes no lock a second process
 * would see; postmaster.pid is there while it is open (and after a kill -9, until the next clean stop).
 */
function assertPgliteClosed(dataDir: string): void {
  const folder = pgliteFolder(dataDir);
  if (!fs.existsSync(path.join(folder, 'PG_VERSION'))) throw new BackupError(`There is no embedded database in ${folder}: set DATA_DIR (or DATABASE_URL for a PostgreSQL server).`);
  if (fs.existsSync(path.join(folder, 'postmaster.pid'))) {
    throw new BackupError(
      `The embedded database in ${folder} is open (postmaster.pid): stop the storefront first (it holds the database while it runs). After a crash, start and stop it once.`,
    );
  }
}

/** The embedded database's data directory as one gzipped tar (PGlite's dumpDataDir), opened alone. */
export async function dumpPglite(dataDir: string, file: string): Promise<{ migrations: number }> {
  assertPgliteClosed(dataDir);
  const database = openDatabase({ dataDir });
  try {
    const migrations = (await database.pglite!.query<{ n: number }>(MIGRATIONS_APPLIED)).rows[0]?.n ?? 0;
    const dump = await database.pglite!.dumpDataDir('gzip');
    await fs.promises.writeFile(file, Buffer.from(await dump.arrayBuffer()));
    return { migrations };
  } finally {
    await database.close();
  }
}

export function assertPgliteEmpty(dataDir: string): void {
  const folder = pgliteFolder(dataDir);
  if (fs.existsSync(folder) && fs.readdirSync(folder).length > 0) {
    throw new BackupError(`${folder} holds an embedded database already. Restore into an empty installation: a new DATA_DIR, or move this one away first.`);
  }
}

export async function restorePglite(dataDir: string, file: string): Promise<void> {
  const database = openDatabase({ dataDir, loadDataDir: new Blob([await fs.promises.readFile(file)]) });
  try {
    await database.pglite!.query(FORGET_PROCESSES);
  } finally {
    await database.close();
  }
}
