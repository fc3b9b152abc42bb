import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, uuid } from 'drizzle-orm/pg-core';
import { INSPECTION_MILESTONE, INSPECTION_RESULTS, PRODUCTION_MILESTONES, type FileRef } from '@sw/protocol';
import { createdAt, oneOf } from './columns';
import { members } from './accounts';
import { orders } from './orders';

/**
 * The production updates of an order (docs/workflows.md, Production updates): a milestone, a note, photos or videos
 * (their files are also in order_files as 'production:<id>', so the buyer may read them), and for the quality check
 * the inspection. The checks hold the inspection to its milestone and the defects to the sample.
 */
export const productionUpdates = pgTable('production_updates', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
  milestone: text('milestone', { enum: PRODUCTION_MILESTONES }).notNull(),
  note: text('note'),
  files: jsonb('files').$type<FileRef[]>().notNull().default([]),
  /** The inspection of the quality check: pieces sampled, defective pieces found, pass or fail. */
  sampleSize: integer('sample_size'),
  defects: integer('defects'),
  result: text('result', { enum: INSPECTION_RESULTS }),
  staffId: uuid('staff_id').references(() => members.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
}, (t) => [
  index('production_updates_order_idx').on(t.orderId, t.createdAt),
  check('production_updates_milestone_check', oneOf(t.milestone, PRODUCTION_MILESTONES)),
  check('production_updates_result_check', sql`${t.result} is null or ${oneOf(t.result, INSPECTION_RESULTS)}`),
  check(
    'production_updates_inspection_check',
    sql`case when ${t.milestone} = ${sql.raw(`'${INSPECTION_MILESTONE}'`)}
      then ${t.sampleSize} >= 1 and ${t.defects} >= 0 and ${t.defects} <= ${t.sampleSize} and ${t.result} is not null
      else ${t.sampleSize} is null and ${t.defects} is null and ${t.result} is null end`,
  ),
]);
