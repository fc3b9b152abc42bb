import { readConfig } from '../config';
import { openDatabase } from '../db/client';
import { migrate } from '../db/migrate';
import { seedOnFirstStart } from '../seed/firstStart';
import { log } from '../lib/log';

/** Run by `npm start` before the server: migrations, then the demo data on first start. */
const config = readConfig();
const database = openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrate(database);
  await seedOnFirstStart(database.db, config, log, (text) => process.stdout.write(text));
} finally {
  await database.close();
}
console.log(`database ready (${database.kind}${database.kind === 'pglite' ? `, ${config.dataDir}` : ''})`);
