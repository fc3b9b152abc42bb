import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { DELIVERY_STATUSES, ENDPOINT_OWNERS, ENDPOINT_STATUSES, EXTERNAL_ID_KINDS, type ApiScope, type ExternalIdKind, type IntegrationEventType } from '@sw/protocol';
import { createdAt, oneOf } from './columns';
import { companies, members } from './accounts';

/**
 * Events and signed webhooks (services/integration; docs/integration.md, decision 0016). An event is written in the
 * transaction of the change that causes it (the outbox), with one delivery per endpoint that takes it, each worked by
 * a pg-boss job; every try is kept. An endpoint belongs to an owner: the manufacturer (company_id null) or one company,
 * so the API keys a later change adds can belong to the same owners.
 */
export const integrationEndpoints = pgTable('integration_endpoints', {
  id: serial('id').primaryKey(),
  owner: text('owner').notNull().$type<(typeof ENDPOINT_OWNERS)[number]>(),
  companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  url: text('url').notNull(),
  events: jsonb('events').notNull().$type<IntegrationEventType[]>(),
  /** Kept as it is, to sign with (decision 0016: why not encrypted); shown once, never answered again. */
  secret: text('secret').notNull(),
  status: text('status').notNull().default('active').$type<(typeof ENDPOINT_STATUSES)[number]>(),
  disabledReason: text('disabled_reason'),
  /** The first failed try since the last success: 3 days of failures disable the endpoint. */
  failingSince: timestamp('failing_since', { withTimezone: true }),
  createdBy: uuid('created_by').references(() => members.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
}, (t) => [
  index('integration_endpoints_owner_idx').on(t.companyId, t.id),
  check('integration_endpoints_owner_check', sql`${oneOf(t.owner, ENDPOINT_OWNERS)} and (${t.owner} = 'company') = (${t.companyId} is not null)`),
  check('integration_endpoints_status_check', oneOf(t.status, ENDPOINT_STATUSES)),
]);

/** The outbox: what changed, about which company's record (null: no company's, for the manufacturer only). */
export const integrationEvents = pgTable('integration_events', {
  id: uuid('id').primaryKey().defaultRandom(),
  type: text('type').notNull().$type<IntegrationEventType>(),
  companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
  payload: jsonb('payload').notNull().$type<Record<string, unknown>>(),
  createdAt: createdAt(),
}, (t) => [index('integration_events_created_idx').on(t.createdAt)]);

/** One event to one endpoint; its id is the webhook-id header, the same on every try and replay. */
export const integrationDeliveries = pgTable('integration_deliveries', {
  id: uuid('id').primaryKey().defaultRandom(),
  eventId: uuid('event_id').notNull().references(() => integrationEvents.id, { onDelete: 'cascade' }),
  endpointId: integer('endpoint_id').notNull().references(() => integrationEndpoints.id, { onDelete: 'cascade' }),
  status: text('status').notNull().default('pending').$type<(typeof DELIVERY_STATUSES)[number]>(),
  attempts: integer('attempts').notNull().default(0),
  /** Retries run until this time (the first try's window: 24 hours); a replay opens a new one. */
  retryUntil: timestamp('retry_until', { withTimezone: true }).notNull(),
  nextTryAt: timestamp('next_try_at', { withTimezone: true }),
  lastStatusCode: integer('last_status_code'),
  jobId: uuid('job_id'),
  createdAt: createdAt(),
}, (t) => [
  index('integration_deliveries_endpoint_idx').on(t.endpointId, t.createdAt),
  index('integration_deliveries_waiting_idx').on(t.status).where(sql`${t.jobId} is null`),
  check('integration_deliveries_status_check', oneOf(t.status, DELIVERY_STATUSES)),
]);

/** Every try: the answer's status, its time and duration, the first bytes of its body. */
export const integrationAttempts = pgTable('integration_attempts', {
  id: serial('id').primaryKey(),
  deliveryId: uuid('delivery_id').notNull().references(() => integrationDeliveries.id, { onDelete: 'cascade' }),
  at: timestamp('at', { withTimezone: true }).notNull(),
  durationMs: integer('duration_ms').notNull(),
  statusCode: integer('status_code'),
  error: text('error'),
  answerHead: text('answer_head').notNull().default(''),
}, (t) => [index('integration_attempts_delivery_idx').on(t.deliveryId, t.id)]);

/**
 * API keys for /api/v1 (docs/integration.md, API keys): the manufacturer's or one company's, each with its scopes.
 * Only the SHA-256 of the key is kept (a key is 32 random bytes, so a fast hash is enough to make a leaked table
 * useless); the key acts with its maker's rights, checked again on every request.
 */
export const integrationApiKeys = pgTable('integration_api_keys', {
  id: serial('id').primaryKey(),
  owner: text('owner').notNull().$type<(typeof ENDPOINT_OWNERS)[number]>(),
  companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  scopes: jsonb('scopes').notNull().$type<ApiScope[]>(),
  keyHash: text('key_hash').notNull(),
  hint: text('hint').notNull(),
  perMinute: integer('per_minute').notNull(),
  createdBy: uuid('created_by').references(() => members.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  lastUsedIp: text('last_used_ip'),
}, (t) => [
  uniqueIndex('integration_api_keys_hash_idx').on(t.keyHash),
  index('integration_api_keys_owner_idx').on(t.companyId, t.id),
  check('integration_api_keys_owner_check', sql`${oneOf(t.owner, ENDPOINT_OWNERS)} and (${t.owner} = 'company') = (${t.companyId} is not null)`),
]);

/** An Idempotency-Key's first answer, per API key: a retry with the same body gets it again (answer null: still working). */
export const integrationIdempotency = pgTable('integration_idempotency', {
  id: serial('id').primaryKey(),
  apiKeyId: integer('api_key_id').notNull().references(() => integrationApiKeys.id, { onDelete: 'cascade' }),
  idempotencyKey: text('idempotency_key').notNull(),
  requestHash: text('request_hash').notNull(),
  status: integer('status'),
  answer: jsonb('answer').$type<unknown>(),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('integration_idempotency_key_idx').on(t.apiKeyId, t.idempotencyKey)]);

/**
 * An outside system's own id of a record (an ERP's order number), per owner: `owner_key` is 'manufacturer' or the
 * company's id, so one owner's external id names one record of a kind, and a record has one external id per owner.
 */
export const integrationExternalIds = pgTable('integration_external_ids', {
  id: serial('id').primaryKey(),
  ownerKey: text('owner_key').notNull(),
  kind: text('kind').notNull().$type<ExternalIdKind>(),
  recordId: integer('record_id').notNull(),
  externalId: text('external_id').notNull(),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('integration_external_ids_external_idx').on(t.ownerKey, t.kind, t.externalId),
  uniqueIndex('integration_external_ids_record_idx').on(t.ownerKey, t.kind, t.recordId),
  check('integration_external_ids_kind_check', oneOf(t.kind, EXTERNAL_ID_KINDS)),
]);
