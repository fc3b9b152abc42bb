import { check, index, integer, pgTable, serial, text, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { STATUS_ACTORS } from '@sw/protocol';
import { createdAt, oneOf } from './columns';
import { members } from './accounts';

/**
 * The history table of one status flow: every step with its from and to status (from is null for the
 * first), who made it (a member, or the back-end itself for actor 'system'), an optional note and the time.
 */
export function statusHistoryTable(
  name: string,
  /** The owning row: its id column here, and the column it references. */
  parent: { column: string; references: () => AnyPgColumn },
  statuses: readonly string[],
) {
  return pgTable(name, {
    id: serial('id').primaryKey(),
    parentId: integer(parent.column).notNull().references(parent.references, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    actor: text('actor', { enum: STATUS_ACTORS }).notNull(),
    actorMemberId: uuid('actor_member_id').references(() => members.id, { onDelete: 'set null' }),
    note: text('note'),
    createdAt: createdAt(),
  }, (t) => [
    index(`${name}_parent_idx`).on(t.parentId, t.createdAt),
    check(`${name}_from_check`, sql`${t.fromStatus} is null or ${oneOf(t.fromStatus, statuses)}`),
    check(`${name}_to_check`, oneOf(t.toStatus, statuses)),
    check(`${name}_actor_check`, oneOf(t.actor, STATUS_ACTORS)),
  ]);
}
