// `npm run backup` and `npm run restore` (issue 55, docs/operations.md): the database and the file store of one
// installation in one dated tar archive, and back into an empty installation.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ApiConfig } from '../../config';
import { listStoredKeys, copyFolderToStore, copyStoreToFolder, type BackedUpFile } from './storedFiles';
import { assertPgliteEmpty, assertServerDatabaseEmpty, BackupError, dumpPglite, dumpServerDatabase, restorePglite, restoreServerDatabase } from './database';

export { BackupError } from './database';

type BackupConfig = Pick<ApiConfig, 'dataDir' | 'databaseUrl' | 's3'>;

/** manifest.json, the archive's first entry: what it holds and from where. */
export interface BackupManifest {
  format: 1;
  createdAt: string;
  database: { kind: 'pglite' | 'postgres'; file: string; migrations: number };
  files: { store: 'disk' | 's3'; count: number; bytes: number; list: BackedUpFile[] };
}

const ARCHIVE_PREFIX = 'steel-wholesale-backup-';
const DATABASE_FILE = { pglite: 'database.pglite.tar.gz', postgres: 'database.pgdump' } as const;

/** `steel-wholesale-backup-2026-12-02T14-30-05Z.tar`: sorts by time, no colon (a Windows copy keeps the name). */
export const archiveName = (at: Date) => `${ARCHIVE_PREFIX}${at.toISOString().replace(/\.\d+Z$/, 'Z').replaceAll(':', '-')}.tar`;

function tar(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('tar', args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += String(chunk)));
    child.once('error', (error) => reject(new BackupError(`tar could not be run: ${error.message}`)));
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new BackupError(`tar failed (exit ${code}): ${stderr.trim()}`))));
  });
}

async function inScratch<T>(work: (folder: string) => Promise<T>): Promise<T> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-backup-'));
  try {
    return await work(folder);
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * Writes one archive into `outDir`: the database first (pg_dump's snapshot, or the closed embedded database), then
 * the files. Files are written once under their key and never changed, so every file the database names at its
 * snapshot is in the store when the files are copied after it; a file uploaded meanwhile is kept too, unnamed.
 */
export async function createBackup(config: BackupConfig, outDir: string, now = new Date()): Promise<{ archive: string; manifest: BackupManifest }> {
  const kind = config.databaseUrl ? 'postgres' : 'pglite';
  return inScratch(async (scratch) => {
    const databaseFile = path.join(scratch, DATABASE_FILE[kind]);
    const { migrations } = config.databaseUrl ? await dumpServerDatabase(config.databaseUrl, databaseFile) : await dumpPglite(config.dataDir, databaseFile);
    const list = await copyStoreToFolder(config, path.join(scratch, 'files'));
    const manifest: BackupManifest = {
      format: 1,
      createdAt: now.toISOString(),
      database: { kind, file: DATABASE_FILE[kind], migrations },
      files: { store: config.s3 ? 's3' : 'disk', count: list.length, bytes: list.reduce((sum, file) => sum + file.size, 0), list },
    };
    fs.writeFileSync(path.join(scratch, 'manifest.json'), JSON.stringify(manifest, null, 2));
    fs.mkdirSync(outDir, { recursive: true });
    const archive = path.join(outDir, archiveName(now));
    // Written under another name and renamed: a backup cut short never looks like a whole one.
    const partial = `${archive}.partial`;
    const entries = ['manifest.json', DATABASE_FILE[kind], ...(list.length > 0 ? ['files'] : [])];
    await tar(['-cf', partial, '-C', scratch, ...entries]);
    fs.renameSync(partial, archive);
    return { archive, manifest };
  });
}

function readManifest(folder: string): BackupManifest {
  const file = path.join(folder, 'manifest.json');
  if (!fs.existsSync(file)) throw new BackupError('This archive holds no manifest.json: it is not a backup made by npm run backup.');
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as BackupManifest;
  if (manifest.format !== 1) throw new BackupError(`This backup's format (${String(manifest.format)}) is not one this version reads.`);
  return manifest;
}

/**
 * Restores `archive` into the installation `config` names, which must be empty: no table in the database (or no
 * embedded database in DATA_DIR) and no file in the store. The database's kind must be the backup's; the file store
 * may differ (a disk backup restores into a bucket, and the other way round).
 */
export async function restoreBackup(config: BackupConfig, archive: string): Promise<BackupManifest> {
  if (!fs.existsSync(archive)) throw new BackupError(`There is no backup at ${archive}.`);
  const kind = config.databaseUrl ? 'postgres' : 'pglite';
  return inScratch(async (scratch) => {
    await tar(['-xf', archive, '-C', scratch]);
    const manifest = readManifest(scratch);
    if (manifest.database.kind !== kind) {
      const wanted = manifest.database.kind === 'postgres' ? 'set DATABASE_URL to an empty PostgreSQL database' : 'unset DATABASE_URL (the embedded database in DATA_DIR)';
      throw new BackupError(`This backup holds a ${manifest.database.kind === 'postgres' ? 'PostgreSQL server' : 'embedded'} database: ${wanted}.`);
    }
    if (config.databaseUrl) await assertServerDatabaseEmpty(config.databaseUrl);
    else assertPgliteEmpty(config.dataDir);
    const present = await listStoredKeys(config);
    if (present.length > 0) {
      const where = config.s3 ? `the bucket ${config.s3.bucket}` : path.join(config.dataDir, 'files');
      throw new BackupError(`The file store (${where}) holds ${present.length} files already. Restore into an empty store: a new bucket or DATA_DIR.`);
    }
    const databaseFile = path.join(scratch, manifest.database.file);
    if (config.databaseUrl) await restoreServerDatabase(config.databaseUrl, databaseFile);
    else await restorePglite(config.dataDir, databaseFile);
    await copyFolderToStore(config, path.join(scratch, 'files'), manifest.files.list);
    return manifest;
  });
}

/** Keeps the newest `keep` archives of `folder` and removes the older ones; answers the removed names. */
export function pruneBackups(folder: string, keep: number): string[] {
  if (!fs.existsSync(folder)) return [];
  const archives = fs.readdirSync(folder).filter((name) => name.startsWith(ARCHIVE_PREFIX) && name.endsWith('.tar')).sort();
  const removed = archives.slice(0, Math.max(0, archives.length - keep));
  for (const name of removed) fs.rmSync(path.join(folder, name));
  return removed;
}
