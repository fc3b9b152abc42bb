import { parseArgs } from 'node:util';
import { readConfig } from '../config';
import { openDatabase } from '../db/client';
import { migrate } from '../db/migrate';
import { seedOnFirstStart } from '../seed/firstStart';
import { log } from '../lib/log';

/** `npm run seed -- --goods 100000`: a larger catalogue for scale tests (only into an empty database). */
const { values } = parseArgs({ options: { goods: { type: 'string' } } });
const config = readConfig();
const database = openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
await migrate(database);
const seeded = await seedOnFirstStart(database.db, config, log, (text) => process.stdout.write(text), {
  goods: values.goods ? Number(values.goods) : undefined,
});
await database.close();
console.log(seeded ? 'seeded' : 'the catalogue already exists; nothing seeded');
