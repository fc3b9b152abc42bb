import { and, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';

export interface OutboxBacklog {
  /** Mails written to the outbox, not sent yet and not given up (failed ones included). */
  unsent: number;
  /** Of those, the ones whose last try failed. */
  failed: number;
  /** Given up for good (the dead letter): the Mail desk can send them again. */
  dead: number;
  /** Age in seconds of the oldest unsent one; 0 when there is none. */
  oldestAgeSeconds: number;
}

/** The outbox as the database holds it, for /healthz, /metrics and jobStats(): the one place that says which rows wait. */
export async function outboxBacklog(db: Db, now: Date = new Date()): Promise<OutboxBacklog> {
  const waiting = and(isNull(mailOutbox.sentAt), isNull(mailOutbox.deadAt));
  const [row] = await db
    .select({
      unsent: sql<number>`count(*) filter (where ${waiting})::int`,
      failed: sql<number>`count(*) filter (where ${and(waiting, isNotNull(mailOutbox.error))})::int`,
      dead: sql<number>`count(*) filter (where ${and(isNull(mailOutbox.sentAt), isNotNull(mailOutbox.deadAt))})::int`,
      // Worked out in SQL: the two drivers hand timestamps back in different forms.
      age: sql<number | null>`extract(epoch from (${now.toISOString()}::timestamptz - min(${mailOutbox.createdAt}) filter (where ${waiting})))::float8`,
    })
    .from(mailOutbox)
    .where(isNull(mailOutbox.sentAt));
  return {
    unsent: Number(row?.unsent ?? 0),
    failed: Number(row?.failed ?? 0),
    dead: Number(row?.dead ?? 0),
    oldestAgeSeconds: Math.max(0, Math.round(Number(row?.age ?? 0))),
  };
}
