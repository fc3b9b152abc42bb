import { sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/client';

/** The UTC day of `now`, as YYYY-MM-DD: a quotation valid until D is expired once today is after D. */
export const utcDay = (now: Date) => now.toISOString().slice(0, 10);

/**
 * The next number of the day for a numbered document: prefix + YYYYMMDD + a 4-digit sequence (IQ202611230001,
 * SO202611230001). A transaction-scoped advisory lock per prefix makes parallel requests take turns, so two never
 * read the same last number; the column's unique index stays the last guard.
 */
export async function nextDailyNo(tx: Tx, now: Date, prefix: 'IQ' | 'SO', table: PgTable, column: AnyPgColumn): Promise<string> {
  const dayPrefix = `${prefix}${utcDay(now).replace(/-/g, '')}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`daily_no_${prefix}`}))`);
  const [last] = await tx
    .select({ no: sql<string>`${column}` })
    .from(table)
    .where(sql`${column} like ${`${dayPrefix}%`}`)
    .orderBy(sql`length(${column}) desc`, sql`${column} desc`)
    .limit(1);
  const sequence = last ? Number(last.no.slice(dayPrefix.length)) + 1 : 1;
  return `${dayPrefix}${String(sequence).padStart(4, '0')}`;
}
