import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema';

export interface OutboxBacklog {
  /** Mails written to the outbox and not sent yet. */
  unsent: number;
  /** Age in seconds of the oldest of them; 0 when there is none. */
  oldestAgeSeconds: number;
}

/**
 * The outbox's backlog, for /healthz and /metrics: the one place that says which rows still wait.
 * (A mail given up for good would not count here once the outbox marks such rows.)
 */
export async function outboxBacklog(db: Db, now: Date = new Date()): Promise<OutboxBacklog> {
  const [row] = await db
    .select({
      unsent: sql<number>`count(*)::int`,
      // Worked out in SQL: the two drivers hand timestamps back in different forms.
      age: sql<number | null>`extract(epoch from (${now.toISOString()}::timestamptz - min(${mailOutbox.createdAt})))::float8`,
    })
    .from(mailOutbox)
    .where(sql`${mailOutbox.sentAt} is null`);
  return { unsent: Number(row?.unsent ?? 0), oldestAgeSeconds: Math.max(0, Math.round(Number(row?.age ?? 0))) };
}
