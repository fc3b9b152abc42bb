import { customType, numeric, timestamp } from 'drizzle-orm/pg-core';

/** Column builders shared by every domain's tables. */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });
