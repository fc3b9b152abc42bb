import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { PROOF_STATUSES, type ProofPin } from '@sw/protocol';
import { createdAt, oneOf } from './columns';
import { members } from './accounts';
import { orderItems, orders } from './orders';

/**
 * Artwork proofs (docs/workflows.md, Proofs): one row per version of a customized order line's proof, posted by the
 * sales team and decided by the buyer. The file is also registered in order_files ('proof:<id>'), which is what lets
 * the order's buyer read it.
 */
export const orderProofs = pgTable('order_proofs', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
  itemId: integer('item_id').notNull().references(() => orderItems.id, { onDelete: 'cascade' }),
  /** 1, 2, … per line, numbered under the order's row lock. */
  version: integer('version').notNull(),
  fileKey: text('file_key').notNull(),
  fileName: text('file_name').notNull(),
  note: text('note'),
  /** pending until the buyer decides; superseded when a newer version came first. */
  status: text('status', { enum: PROOF_STATUSES }).notNull().default('pending'),
  postedBy: uuid('posted_by').references(() => members.id, { onDelete: 'set null' }),
  /** The buyer's comment with the decision, and the pins of a change request. */
  comment: text('comment'),
  pins: jsonb('pins').$type<ProofPin[]>().notNull().default([]),
  decidedBy: uuid('decided_by').references(() => members.id, { onDelete: 'set null' }),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('order_proofs_item_version_idx').on(t.itemId, t.version),
  // The approved proof is locked to its line: one at most.
  uniqueIndex('order_proofs_one_approved_idx').on(t.itemId).where(sql`${t.status} = 'approved'`),
  // An order's proofs (the panels, the gate, the activity log by the member's orders).
  index('order_proofs_order_idx').on(t.orderId, t.itemId, t.version),
  check('order_proofs_status_check', oneOf(t.status, PROOF_STATUSES)),
  check('order_proofs_version_check', sql`${t.version} > 0`),
  check('order_proofs_decided_check', sql`(${t.status} in ('approved', 'changes_requested')) = (${t.decidedAt} is not null)`),
]);
