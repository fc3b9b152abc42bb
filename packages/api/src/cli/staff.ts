import { createInterface } from 'node:readline';
import { readConfig } from '../config';
import { openDatabase } from '../db/client';
import { migrate } from '../db/migrate';
import { addStaffAccount } from '../services/auth/staffAccounts';

/**
 * `npm run staff -- add <email>`: adds a staff account to the configured database (PGlite in DATA_DIR, or
 * DATABASE_URL). The password is read from standard input (typed without echo, or piped), never from the
 * command line, where it would stay in the shell history and the process list.
 */
async function readPassword(): Promise<string> {
  const input = process.stdin;
  if (!input.isTTY) {
    const chunks: Buffer[] = [];
    for await (const chunk of input) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8').split(/\r?\n/)[0] ?? '';
  }
  process.stdout.write('Password: ');
  const rl = createInterface({ input, output: undefined, terminal: true });
  const password = await new Promise<string>((resolve) => rl.once('line', resolve));
  rl.close();
  process.stdout.write('\n');
  return password;
}

const [command, email] = process.argv.slice(2);
if (command !== 'add' || !email) {
  console.error('usage: npm run staff -- add <email>   (the password is read from standard input)');
  process.exit(2);
}
const password = await readPassword();
const config = readConfig();
const database = openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrate(database);
  const account = await addStaffAccount(database.db, email, password);
  console.log(`staff account ${account.email} added`);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
} finally {
  await database.close();
}
