import { readConfig } from '../config';
import { openDatabase } from '../db/client';
import { migrate } from '../db/migrate';
import { DEMO_ACCOUNTS, seedIfEmpty } from '../db/seed';
import { log } from '../lib/log';

/** Run by `npm start` before the server: migrations, then the demo data on first start. */
const config = readConfig();
const database = openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrate(database);
  await seedIfEmpty(database.db, log);
} finally {
  await database.close();
}
console.log(`database ready (${database.kind}${database.kind === 'pglite' ? `, ${config.dataDir}` : ''})`);
console.log('demo sign-in accounts:');
for (const account of DEMO_ACCOUNTS) console.log(`  ${account.role.padEnd(6)} ${account.email}  password: ${account.password}`);
