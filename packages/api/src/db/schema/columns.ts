import { sql, type SQL } from 'drizzle-orm';
import { customType, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { formatMinor, MONEY_DIGITS, toMinor } from '@sw/protocol/money';

/** Column builders shared by every domain's tables. */
/** Raw bytes (Buffer from node-postgres, Uint8Array from PGlite). */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * Money: numeric(12,2) in the database, a bigint of minor units (cents) in the code, never a float, so every
 * sum, product and percentage goes through packages/protocol/src/money.ts. Both drivers give numeric as text.
 */
const moneyType = customType<{ data: bigint; driverData: string }>({
  dataType: () => 'numeric(12, 2)',
  toDriver: (minor) => formatMinor(minor, MONEY_DIGITS),
  fromDriver: (value) => toMinor(value as string | number, MONEY_DIGITS),
});
export const money = (name: string) => moneyType(name);

/**
 * A check constraint body: `column` holds one of `values`. Built from the protocol's tuples, so the
 * database refuses any status the code does not know. Values are inlined (constraints take no parameters).
 */
export function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  const list = values.map((value) => `'${value.replace(/'/g, "''")}'`).join(', ');
  return sql`${column} in (${sql.raw(list)})`;
}
