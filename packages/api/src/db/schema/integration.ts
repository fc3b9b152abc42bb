import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { DELIVERY_STATUSES, ENDPOINT_OWNERS, ENDPOINT_STATUSES, type IntegrationEventType } from '@sw/protocol';
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
