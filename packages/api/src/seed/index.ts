import { count } from 'drizzle-orm';
import type { Db } from '../db/client';
import { goods } from '../db/schema';
import type { Logger } from '../lib/log';
import { createDemoAccounts, replacePublishedPasswords, writeDemoAccountsFile, type DemoAccount } from './accounts';
import { seedCatalogue } from '../demo';
import type { Storage } from '../lib/storage/types';
import { seedComplianceDocuments } from './compliance';

export interface SeedResult {
  /** Whether this run found an empty database and seeded it. */
  seeded: boolean;
  /** The demo accounts made now, with their passwords (empty on later starts or without demo accounts). */
  demoAccounts: DemoAccount[];
  /** DATA_DIR/demo-accounts.txt when the accounts were made and a dataDir given. */
  demoAccountsFile?: string;
}

/**
 * Seeds the demo catalogue, and the demo accounts unless `demoAccounts` is false, once: a later run finds
 * the goods and does nothing (a demo account is never re-created or its password reset).
 */
export async function seedIfEmpty(
  db: Db,
  log: Logger,
  options: { goods?: number; demoAccounts?: boolean; dataDir?: string; storage?: Storage } = {},
): Promise<SeedResult> {
  const [row] = await db.select({ n: count() }).from(goods);
  const seeded = (row?.n ?? 0) === 0;
  const demoAccounts = options.demoAccounts === false ? [] : seeded ? await createDemoAccounts(db) : await replacePublishedPasswords(db);
  // Written before the catalogue: should seeding fail after this, the passwords are not lost.
  const demoAccountsFile = options.dataDir && demoAccounts.length > 0 ? writeDemoAccountsFile(options.dataDir, demoAccounts) : undefined;
  if (!seeded) return { seeded: false, demoAccounts, demoAccountsFile };
  const started = Date.now();
  await seedCatalogue(db, { goods: options.goods ?? 360 });
  log.info({ ms: Date.now() - started }, 'demo catalogue seeded');
  // The compliance library's PDFs go to the file store: only a start that has one (not the tests' templates).
  if (options.storage) await seedComplianceDocuments(db, options.storage);
  return { seeded: true, demoAccounts, demoAccountsFile };
}
