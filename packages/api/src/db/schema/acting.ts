import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ACTING_REASONS } from '@sw/protocol';
import { createdAt, oneOf } from './columns';
import { companies, members } from './accounts';

/**
 * A buyer's consent to being acted for (issue 53; services/auth/acting.ts). Standing: a company admin names a sales
 * person (staff_id) for 30 or 90 days. Code: a member (buyer_id) shows a 6-digit code, valid 10 minutes and once;
 * the sales person who uses it is written in staff_id then. Only the code's hash is kept.
 */
export const actingConsents = pgTable('acting_consents', {
  id: serial('id').primaryKey(),
  companyId: uuid('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
  kind: text('kind', { enum: ['standing', 'code'] }).notNull(),
  staffId: uuid('staff_id').references(() => members.id, { onDelete: 'cascade' }),
  /** Code: the member the code lets staff act as; standing: null (any member of the company). */
  buyerId: uuid('buyer_id').references(() => members.id, { onDelete: 'cascade' }),
  grantedBy: uuid('granted_by').references(() => members.id, { onDelete: 'set null' }),
  codeHash: text('code_hash'),
  /** Wrong codes entered for this member while the code was open; at ACTING_LIMITS.maxCodeTries it is void. */
  tries: integer('tries').notNull().default(0),
  usedAt: timestamp('used_at', { withTimezone: true }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [
  index('acting_consents_company_idx').on(t.companyId, t.createdAt),
  index('acting_consents_staff_idx').on(t.staffId, t.companyId),
  index('acting_consents_buyer_idx').on(t.buyerId, t.createdAt),
  check('acting_consents_kind_check', sql`(${t.kind} = 'standing' and ${t.staffId} is not null and ${t.codeHash} is null) or (${t.kind} = 'code' and ${t.buyerId} is not null and ${t.codeHash} is not null)`),
]);

/**
 * What was done while acting: the start, every write and the end, with both members, the consent and the reason. The
 * company's "Done on your behalf" log and the buyer's summary mail read it; rows are only ever inserted.
 */
export const actingEvents = pgTable('acting_events', {
  id: serial('id').primaryKey(),
  companyId: uuid('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
  staffId: uuid('staff_id').references(() => members.id, { onDelete: 'set null' }),
  buyerId: uuid('buyer_id').references(() => members.id, { onDelete: 'set null' }),
  /** Names at the time, so the log reads the same after a rename. */
  staffNick: text('staff_nick').notNull(),
  buyerNick: text('buyer_nick').notNull(),
  consentId: integer('consent_id'),
  /** The staff session's start time: the events of one acting session share it. */
  sessionStartedAt: timestamp('session_started_at', { withTimezone: true }).notNull(),
  kind: text('kind', { enum: ['start', 'write', 'end'] }).notNull(),
  reason: text('reason', { enum: ACTING_REASONS }).notNull(),
  note: text('note').notNull(),
  path: text('path'),
  what: text('what').notNull(),
  createdAt: createdAt(),
}, (t) => [
  index('acting_events_company_idx').on(t.companyId, t.createdAt),
  index('acting_events_staff_idx').on(t.staffId, t.sessionStartedAt),
  check('acting_events_reason_check', oneOf(t.reason, ACTING_REASONS)),
  check('acting_events_kind_check', sql`${t.kind} in ('start', 'write', 'end')`),
]);
