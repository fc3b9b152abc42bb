import type { ApiConfig } from '../config';
import type { Db } from '../db/client';
import type { Logger } from '../lib/log';
import { formatDemoAccounts } from './accounts';
import { seedIfEmpty } from './index';
import { seedDemoAgreements } from './agreements';
import { createStorage } from '../lib/storage';

/**
 * What every start does after migrating: seed an empty database, and print the demo accounts once, on the
 * start that made them (to the terminal only, never to the log).
 */
export async function seedOnFirstStart(
  db: Db,
  config: ApiConfig,
  log: Logger,
  print: (text: string) => void,
  options: { goods?: number } = {},
): Promise<boolean> {
  const result = await seedIfEmpty(db, log, { ...options, demoAccounts: config.seedDemoAccounts, dataDir: config.dataDir, storage: createStorage(config) });
  // The demo companies' agreements and private-label design (issue 51): on a real first start only, so the tests'
  // template catalogues stay wholly public. Nothing without the demo buyers (SEED_DEMO=0).
  if (result.seeded && result.demoAccounts.length > 0) await seedDemoAgreements(db);
  if (result.demoAccounts.length === 0) return result.seeded;
  print(
    `demo sign-in accounts (shown once; also in ${result.demoAccountsFile}, readable by you only):\n` +
      `${formatDemoAccounts(result.demoAccounts).replace(/^/gm, '  ')}\n`,
  );
  return result.seeded;
}
