import { lt } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { jobMarks } from '../../db/schema';

/**
 * The marks of scheduled work that must happen once (a quotation's reminder, a day's digest, a compliance document's
 * reminder): a key in job_marks, inserted in the same transaction as the work's mail, so a job run again does nothing
 * twice. Below the domains: the jobs (services/jobs) and the compliance reminders both take them.
 */

/** Inserts the keys in the transaction; answers the ones that were not there yet (the work still to do). */
export async function markOnce(tx: Tx, keys: string[]): Promise<Set<string>> {
  if (!keys.length) return new Set();
  const fresh = await tx.insert(jobMarks).values(keys.map((key) => ({ key }))).onConflictDoNothing().returning({ key: jobMarks.key });
  return new Set(fresh.map((row) => row.key));
}

/** The scheduled pruning: marks made before `before` go. */
export async function pruneMarks(db: Db, before: Date): Promise<void> {
  await db.delete(jobMarks).where(lt(jobMarks.createdAt, before));
}
