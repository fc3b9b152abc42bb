// `npm run backup [-- <folder>]`: one dated archive of the database and the file store (lib/backup, docs/operations.md).
// The folder: the argument, else BACKUP_DIR, else backups/ in the checkout. BACKUP_KEEP=<n>: keep the newest n archives.
import path from 'node:path';
import { readConfig } from '../config';
import { BackupError, createBackup, pruneBackups } from '../lib/backup';

const config = readConfig();
// npm runs this in packages/api; a folder given on the command line is meant from where npm was run.
const from = process.env.INIT_CWD ?? process.cwd();
const root = process.env.SW_ROOT ?? process.cwd().replace(/[/\\]packages[/\\]api$/, '');
const outDir = path.resolve(from, process.argv[2] ?? process.env.BACKUP_DIR ?? path.join(root, 'backups'));
try {
  const started = Date.now();
  const { archive, manifest } = await createBackup(config, outDir);
  const mb = (manifest.files.bytes / 1e6).toFixed(1);
  console.log(`backup written: ${archive} (${manifest.database.kind} database at migration ${manifest.database.migrations}, ${manifest.files.count} files, ${mb} MB of files, ${((Date.now() - started) / 1000).toFixed(1)} s)`);
  const keep = Number(process.env.BACKUP_KEEP);
  if (Number.isInteger(keep) && keep > 0) for (const name of pruneBackups(outDir, keep)) console.log(`removed the older backup ${name}`);
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  console.error(`backup not written: ${error.message}`);
  process.exitCode = 1;
}
