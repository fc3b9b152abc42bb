import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn, boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid,
} from 'drizzle-orm/pg-core';
import { COMPANY_ROLES, STAFF_ROLES, THEME_NAMES, type SiteTheme, type StaffRole } from '@sw/protocol';
import { bytea, createdAt, money, oneOf, tsvector } from './columns';

/**
 * A buyer's company: every buyer belongs to exactly one (services/company). It holds the company information,
 * the new-design access (approved once for every colleague), the address book and the order approval rule;
 * inquiries and orders belong to it, and the member who placed or wrote each is kept beside it.
 */
export const companies = pgTable('companies', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name'),
  country: text('country'),
  contactName: text('contact_name'),
  phone: text('phone'),
  website: text('website'),
  businessType: text('business_type'),
  /** New-design access: 0 none, 1 requested, 2 approved, 3 problem with the information. */
  auditFlag: integer('audit_flag').notNull().default(0),
  /** An order of a buyer (not an admin) above this total waits for an admin's approval; null: no rule. */
  approvalThreshold: money('approval_threshold'),
  /** Quotation and order mails to a colleague are copied to the company's admins. */
  copyAdmins: boolean('copy_admins').notNull().default(false),
  /** The sales person who looks after the company (staff/assignAccountManager.do); null: the desk as a whole. */
  accountManagerId: uuid('account_manager_id').references((): AnyPgColumn => members.id, { onDelete: 'set null' }),
  /** The company name as words of the 'simple' configuration, for the console's member and company search. */
  search: tsvector('search').generatedAlwaysAs(sql`to_tsvector('simple', coalesce(name, '') || ' ' || coalesce(contact_name, ''))`),
  createdAt: createdAt(),
}, (t) => [
  index('companies_search_idx').using('gin', t.search),
  index('companies_created_idx').on(t.createdAt),
  index('companies_country_idx').on(t.country, t.createdAt),
  index('companies_account_manager_idx').on(t.accountManagerId),
]);

export const members = pgTable('members', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull(),
  pwdHash: text('pwd_hash').notNull(),
  nick: text('nick').notNull(),
  headImg: text('head_img').notNull().default(''),
  role: text('role', { enum: ['buyer', 'staff'] }).notNull().default('buyer'),
  /** The buyer's company (null for staff) and the role in it. */
  companyId: uuid('company_id').references(() => companies.id),
  companyRole: text('company_role', { enum: COMPANY_ROLES }),
  /** A staff member's roles (docs/security.md, Staff roles); empty for buyers. */
  staffRoles: text('staff_roles').array().$type<StaffRole[]>().notNull().default(sql`'{}'::text[]`),
  /** Sign-in attempts since the last right password, each counted before its check (services/auth/accounts.ts). */
  failedLogins: integer('failed_logins').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  /** When the member proved the address with an emailed code; null until then. */
  emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
  /** Set by staff: every session ended at that moment, sign-in is refused until enabled again (null). */
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  disabledReason: text('disabled_reason'),
  /** Set by staff: the quotation editor may offer net terms (payment after shipment) to this buyer. */
  netTerms: boolean('net_terms').notNull().default(false),
  /**
   * What the console's member search looks in: the email (whole, and split at @ and dots) and the nick, as words
   * of the 'simple' configuration (prefix search, GIN index); the company's name is in `companies.search`.
   */
  search: tsvector('search').generatedAlwaysAs(
    sql`to_tsvector('simple', email || ' ' || translate(email, '@._-', '    ') || ' ' || nick)`,
  ),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('members_email_idx').on(t.email),
  index('members_search_idx').using('gin', t.search),
  index('members_created_idx').on(t.createdAt),
  index('members_company_idx').on(t.companyId, t.createdAt),
  check('members_company_check', sql`(${t.role} = 'staff') = (${t.companyId} is null) and (${t.companyId} is null) = (${t.companyRole} is null)`),
  check('members_company_role_check', oneOf(t.companyRole, COMPANY_ROLES)),
  check('members_staff_roles_check', sql`${t.staffRoles} <@ array[${sql.raw(STAFF_ROLES.map((r) => `'${r}'`).join(', '))}]::text[] and (${t.role} = 'staff' or cardinality(${t.staffRoles}) = 0)`),
]);

/** An admin's invitation of a colleague by email: the link works for 7 days, once (services/company/invitations). */
export const companyInvitations = pgTable('company_invitations', {
  id: serial('id').primaryKey(),
  companyId: uuid('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  role: text('role', { enum: COMPANY_ROLES }).notNull(),
  /** SHA-256 of the link's token: a leaked table does not leak live invitations. */
  tokenHash: text('token_hash').notNull(),
  invitedBy: uuid('invited_by').references(() => members.id, { onDelete: 'set null' }),
  theme: text('theme').$type<SiteTheme['name']>().notNull().default('default'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  usedBy: uuid('used_by').references(() => members.id, { onDelete: 'set null' }),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('company_invitations_token_idx').on(t.tokenHash),
  index('company_invitations_company_idx').on(t.companyId, t.createdAt),
  index('company_invitations_email_idx').on(t.email),
  check('company_invitations_role_check', oneOf(t.role, COMPANY_ROLES)),
  check('company_invitations_theme_check', oneOf(t.theme, THEME_NAMES)),
]);

export const sessions = pgTable('sessions', {
  /** SHA-256 of the token: a leaked table does not leak live sessions. */
  tokenHash: text('token_hash').primaryKey(),
  memberId: uuid('member_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  userAgent: text('user_agent'),
  /**
   * A staff session acting for a buyer (services/auth/acting.ts): the member acted for, on which consent, why, and
   * the last call (30 minutes without one end it). Null columns: the staff member is themselves.
   */
  actingForId: uuid('acting_for_id').references(() => members.id, { onDelete: 'set null' }),
  actingConsentId: integer('acting_consent_id'),
  actingReason: text('acting_reason'),
  actingNote: text('acting_note'),
  actingStartedAt: timestamp('acting_started_at', { withTimezone: true }),
  actingSeenAt: timestamp('acting_seen_at', { withTimezone: true }),
}, (t) => [index('sessions_member_idx').on(t.memberId), index('sessions_acting_consent_idx').on(t.actingConsentId)]);

export const verificationCodes = pgTable('verification_codes', {
  id: serial('id').primaryKey(),
  email: text('email').notNull(),
  codeHash: text('code_hash').notNull(),
  purpose: text('purpose').notNull().default('reset'),
  tries: integer('tries').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [index('verification_codes_email_idx').on(t.email, t.createdAt)]);

/** Fixed-window counters shared by every process (login throttling, code sends, form posts). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull().default(0),
});

export const mailOutbox = pgTable('mail_outbox', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  /** The sender's display name (the brand of the site the mail is about); null: MAIL_FROM's own. The address is always MAIL_FROM's. */
  fromName: text('from_name'),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  /** The last delivery error (kept after a later success, for the Mail desk). */
  error: text('error'),
  createdAt: createdAt(),
  /** The Message-ID header, fixed when queued: a retry after a crash sends the very same message. */
  messageId: text('message_id'),
  /** Delivery attempts so far (pg-boss retries a failed one with exponential backoff: lib/mailer.ts). */
  attempts: integer('attempts').notNull().default(0),
  /** The message's delivery job in pg-boss (queue mail.deliver): its next try and whether it is being sent. */
  jobId: uuid('job_id'),
  /** Given up (too many tries, or a one-time code that is never retried): only "send again" on the Mail desk revives it. */
  deadAt: timestamp('dead_at', { withTimezone: true }),
  /** The message held a one-time code, not kept here: it is delivered from its original only, never retried. */
  once: boolean('once').notNull().default(false),
}, (t) => [
  index('mail_outbox_to_idx').on(t.to, t.createdAt),
  uniqueIndex('mail_outbox_message_id_idx').on(t.messageId),
  // The backlog's figures (/healthz, /metrics) read only the unsent rows, not the whole history.
  index('mail_outbox_unsent_idx').on(t.createdAt).where(sql`sent_at is null`),
]);

/** The files of a queued message (a quotation PDF), so that a retry sends the same message with them. */
export const mailOutboxFiles = pgTable('mail_outbox_files', {
  id: serial('id').primaryKey(),
  outboxId: integer('outbox_id').notNull().references(() => mailOutbox.id, { onDelete: 'cascade' }),
  filename: text('filename').notNull(),
  contentType: text('content_type').notNull(),
  content: bytea('content').notNull(),
}, (t) => [index('mail_outbox_files_outbox_idx').on(t.outboxId)]);

export const memberCache = pgTable('member_cache', {
  memberId: uuid('member_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
  key: text('key').notNull(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.memberId, t.key] })]);

export const newDesignRequests = pgTable('new_design_requests', {
  id: serial('id').primaryKey(),
  /** The colleague who sent the company information; the request, and its decision, are the company's. */
  memberId: uuid('member_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
  companyId: uuid('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
  /** 1 received, 2 approved, 3 problem. */
  status: integer('status').notNull().default(1),
  /** The brand of the site the buyer asked on (SITE_THEMES): the decision's mail names it. */
  theme: text('theme').$type<SiteTheme['name']>().notNull().default('default'),
  note: text('note'),
  decidedBy: uuid('decided_by').references(() => members.id),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [
  index('new_design_requests_member_idx').on(t.memberId),
  index('new_design_requests_company_idx').on(t.companyId, t.createdAt),
  index('new_design_requests_status_idx').on(t.status),
  check('new_design_requests_theme_check', oneOf(t.theme, THEME_NAMES)),
]);

/** The company's address book: every colleague uses and keeps it (memberId: who added the address). */
export const addresses = pgTable('addresses', {
  id: serial('id').primaryKey(),
  memberId: uuid('member_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
  companyId: uuid('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  phone: text('phone').notNull(),
  company: text('company'),
  country: text('country').notNull(),
  province: text('province'),
  city: text('city').notNull(),
  street: text('street').notNull(),
  zip: text('zip'),
  isDefault: boolean('is_default').notNull().default(false),
  createdAt: createdAt(),
}, (t) => [index('addresses_member_idx').on(t.memberId), index('addresses_company_idx').on(t.companyId)]);

