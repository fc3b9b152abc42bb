import { and, count, desc, eq, ilike, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type { MailState } from '@sw/protocol';
import type { Reader } from '../db/client';
import { mailOutbox } from '../db/schema';

/**
 * The outbox as the console's Mail desk reads it (services/mail/desk.ts): the outbox is lib's table (lib/mailer.ts
 * writes it), so its reads live beside it (issue 50, a service reads only its own tables).
 */

export type OutboxRow = typeof mailOutbox.$inferSelect;

const unsent = isNull(mailOutbox.sentAt);
const STATE_WHERE: Record<MailState, SQL> = {
  pending: and(unsent, isNull(mailOutbox.deadAt), isNull(mailOutbox.error))!,
  failed: and(unsent, isNull(mailOutbox.deadAt), isNotNull(mailOutbox.error))!,
  dead: and(unsent, isNotNull(mailOutbox.deadAt))!,
  sent: isNotNull(mailOutbox.sentAt),
};

export const outboxStateOf = (row: OutboxRow): MailState => (row.sentAt ? 'sent' : row.deadAt ? 'dead' : row.error ? 'failed' : 'pending');

/** Escapes LIKE's wildcards in what a person typed. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A page of the outbox, newest first: 'attention' is every message not sent yet; a keyword matches the address or
 * the subject. With the page's total and the counts of pending, failed and dead messages.
 */
export async function outboxPage(db: Reader, filter: { state: MailState | 'attention' | 'all'; keyword?: string; limit: number; offset: number }) {
  const conditions: SQL[] = [];
  if (filter.state === 'attention') conditions.push(unsent);
  else if (filter.state !== 'all') conditions.push(STATE_WHERE[filter.state]);
  if (filter.keyword) conditions.push(or(ilike(mailOutbox.to, likeText(filter.keyword)), ilike(mailOutbox.subject, likeText(filter.keyword)))!);
  const where = conditions.length ? and(...conditions) : undefined;
  const tally = (which: MailState) => db.select({ n: count() }).from(mailOutbox).where(STATE_WHERE[which]);
  const [rows, [total], [pending], [failed], [dead]] = await Promise.all([
    db.select().from(mailOutbox).where(where).orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id)).limit(filter.limit).offset(filter.offset),
    db.select({ n: count() }).from(mailOutbox).where(where),
    tally('pending'),
    tally('failed'),
    tally('dead'),
  ]);
  return { rows, total: total?.n ?? 0, counts: { pending: pending?.n ?? 0, failed: failed?.n ?? 0, dead: dead?.n ?? 0 } };
}

/** One message of the outbox, or undefined; `lock` holds its row until the transaction ends. */
export async function findOutboxMail(db: Reader, id: number, options: { lock?: boolean } = {}): Promise<OutboxRow | undefined> {
  const query = db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}
