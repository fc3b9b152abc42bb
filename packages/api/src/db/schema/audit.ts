import { index, jsonb, pgTable, serial, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { members } from './accounts';

/**
 * The audit trail: every change a staff member makes (who, what, before and after, when). Rows are only
 * ever inserted, in the same transaction as the change they describe (services/audit).
 */
export const staffAudit = pgTable('staff_audit', {
  id: serial('id').primaryKey(),
  staffId: uuid('staff_id').references(() => members.id, { onDelete: 'set null' }),
  /** The staff member's email at the time (kept when the account is later removed). */
  staffEmail: text('staff_email').notNull(),
  /** What was done, e.g. 'order.move', 'goods.save', 'member.disable'. */
  action: text('action').notNull(),
  /** What it was done to: 'order', 'goods', 'member' ... and its id as text. */
  targetType: text('target_type').notNull(),
  targetId: text('target_id').notNull(),
  /** A line a person can read, e.g. 'Order SO-2026-000012: confirmed → in production'. */
  summary: text('summary').notNull(),
  before: jsonb('before').$type<Record<string, unknown> | null>(),
  after: jsonb('after').$type<Record<string, unknown> | null>(),
  createdAt: createdAt(),
}, (t) => [
  index('staff_audit_created_idx').on(t.createdAt),
  index('staff_audit_staff_idx').on(t.staffId, t.createdAt),
  index('staff_audit_target_idx').on(t.targetType, t.targetId, t.createdAt),
  index('staff_audit_action_idx').on(t.action, t.createdAt),
]);

