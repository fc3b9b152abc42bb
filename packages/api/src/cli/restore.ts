// `npm run restore -- <archive>`: a backup of `npm run backup` into the empty installation this environment names
// (DATABASE_URL or DATA_DIR, S3_BUCKET or DATA_DIR/files). Then `npm start` migrates it forward if it is older.
import path from 'node:path';
import { readConfig } from '../config';
import { BackupError, restoreBackup } from '../lib/backup';

const given = process.argv[2];
if (!given) {
  console.error('usage: npm run restore -- <backup archive (steel-wholesale-backup-….tar)>');
  process.exit(2);
}
const archive = path.resolve(process.env.INIT_CWD ?? process.cwd(), given);
try {
  const manifest = await restoreBackup(readConfig(), archive);
  console.log(`restored ${archive}: the ${manifest.database.kind} database of ${manifest.createdAt} (migration ${manifest.database.migrations}) and ${manifest.files.count} files`);
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  console.error(`not restored: ${error.message}`);
  process.exitCode = 1;
}
