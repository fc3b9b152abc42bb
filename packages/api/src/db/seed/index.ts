import { count } from 'drizzle-orm';
import type { Db } from '../client';
import { goods } from '../schema';
import type { Logger } from '../../lib/log';
import { seedAccounts, DEMO_ACCOUNTS } from './accounts';
import { seedCatalogue } from '../../demo';

export { DEMO_ACCOUNTS };

/** Seeds the demo accounts and catalogue once; a second run finds the goods and does nothing. */
export async function seedIfEmpty(db: Db, log: Logger, options: { goods?: number } = {}): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(goods);
  await seedAccounts(db);
  if ((row?.n ?? 0) > 0) return false;
  const started = Date.now();
  await seedCatalogue(db, { goods: options.goods ?? 360 });
  log.info({ ms: Date.now() - started }, 'demo catalogue seeded');
  return true;
}
