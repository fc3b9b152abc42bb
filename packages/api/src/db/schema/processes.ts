import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The running processes of this installation and the file store each uses (lib/storage/claim.ts): a process on
 * another store than the live ones refuses to start, so an upload made through one process is never missing
 * through another. A row is refreshed every heartbeat and forgotten once stale, so a killed process blocks nothing.
 */
export const fileStoreProcesses = pgTable('file_store_processes', {
  instanceId: text('instance_id').primaryKey(),
  /** The store's identity: `disk:<id of DATA_DIR/files>` or `s3:<endpoint>/<bucket>`. */
  store: text('store').notNull(),
  /** The store as an operator reads it: the folder, or the bucket and endpoint. */
  place: text('place').notNull(),
  host: text('host').notNull(),
  pid: integer('pid').notNull(),
  seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
});
