import { readConfig } from '../config';
import { openDatabase } from '../db/client';
import { migrate } from '../db/migrate';

const config = readConfig();
const database = openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
await migrate(database);
await database.close();
console.log('migrations applied');
