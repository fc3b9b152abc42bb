import { sql, type SQL } from 'drizzle-orm';
import { customType, numeric, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** Column builders shared by every domain's tables. */
/** Raw bytes (Buffer from node-postgres, Uint8Array from PGlite). */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });

/**
 * A check constraint body: `column` holds one of `values`. Built from the protocol's tuples, so the
 * database refuses any status the code does not know. Values are inlined (constraints take no parameters).
 */
export function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  const list = values.map((value) => `'${value.replace(/'/g, "''")}'`).join(', ');
  return sql`${column} in (${sql.raw(list)})`;
}
