import { createHash, timingSafeEqual } from 'node:crypto';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { RES } from '@sw/protocol';
import type { AppDeps } from '../context';
import { outboxBacklog } from './outboxBacklog';

/**
 * The process's metrics in Prometheus text format (GET /metrics). One registry per process, shared by every
 * module instance (the storefront's bundles may load this file more than once), as the runtime is.
 */
function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  return {
    registry,
    requests: new Counter({
      name: 'sw_requests_total',
      help: 'Back-end requests by path family, result code (none for an answer outside the envelope) and HTTP status.',
      labelNames: ['family', 'res', 'status'] as const,
      registers,
    }),
    duration: new Histogram({
      name: 'sw_request_duration_seconds',
      help: 'Time to answer a back-end request, by path family.',
      labelNames: ['family'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    // The envelope of an internal error goes out with HTTP 200: this is where monitoring sees it.
    internalErrors: new Counter({
      name: 'sw_internal_errors_total',
      help: `Answers with result code ${RES.INTERNAL} (internal error), by path family.`,
      labelNames: ['family'] as const,
      registers,
    }),
    outboxUnsent: new Gauge({ name: 'sw_mail_outbox_unsent', help: 'Mails in the outbox not sent yet and not given up.', registers }),
    outboxFailed: new Gauge({ name: 'sw_mail_outbox_failed', help: 'Unsent mails whose last try failed (they are retried).', registers }),
    outboxDead: new Gauge({ name: 'sw_mail_outbox_dead', help: 'Mails given up for good (the Mail desk can send them again).', registers }),
    outboxOldestAge: new Gauge({
      name: 'sw_mail_outbox_oldest_unsent_age_seconds',
      help: 'Age of the oldest mail in the outbox not sent yet (0 when none waits).',
      registers,
    }),
    jobRuns: new Counter({ name: 'sw_job_runs_total', help: 'Background job runs in this process, by job.', labelNames: ['job'] as const, registers }),
    queueJobs: new Gauge({
      name: 'sw_job_queue_jobs',
      help: 'Jobs in each pg-boss queue by state: ready (due now), deferred (due later, e.g. a retry), active, failed (kept after their last try).',
      labelNames: ['queue', 'state'] as const,
      registers,
    }),
    jobFailures: new Counter({ name: 'sw_job_failures_total', help: 'Background job runs that failed, by job.', labelNames: ['job'] as const, registers }),
    databaseUp: new Gauge({ name: 'sw_database_up', help: 'Whether the database answered a ping at the last scrape (1) or not (0).', registers }),
    pool: new Gauge({
      name: 'sw_database_pool_connections',
      help: 'PostgreSQL pool connections: total, idle, and waiting requests (absent on embedded PGlite, which has one connection and no pool).',
      labelNames: ['state'] as const,
      registers,
    }),
  };
}

type Metrics = ReturnType<typeof createMetrics>;
const GLOBAL_KEY = Symbol.for('sw.api.metrics');

function metrics(): Metrics {
  const holder = globalThis as unknown as Record<symbol, Metrics | undefined>;
  holder[GLOBAL_KEY] ??= createMetrics();
  return holder[GLOBAL_KEY]!;
}

/** Counts one answered request; `res` is its result code, or null for an answer outside the envelope. */
export function recordRequest(family: string, res: string | null, status: number, seconds: number): void {
  const m = metrics();
  m.requests.inc({ family, res: res ?? 'none', status: String(status) });
  m.duration.observe({ family }, seconds);
  if (res === RES.INTERNAL) m.internalErrors.inc({ family });
}

/** Counts one run of a background job (the workers call this after each run, lib/jobs/stats.ts). */
export function recordJobRun(job: string, ok: boolean): void {
  const m = metrics();
  m.jobRuns.inc({ job });
  if (!ok) m.jobFailures.inc({ job });
}

/** The metrics as Prometheus text, with the gauges read now (database, pool, outbox, pg-boss's queues). */
export async function renderMetrics(deps: AppDeps): Promise<{ contentType: string; text: string }> {
  const m = metrics();
  const up = await deps.database.ping().catch(() => false);
  m.databaseUp.set(up ? 1 : 0);
  const pool = deps.database.poolStats?.();
  if (pool) for (const [state, count] of Object.entries(pool)) m.pool.set({ state }, count);
  if (up) {
    const backlog = await outboxBacklog(deps.database.db, deps.now()).catch(() => null);
    if (backlog) {
      m.outboxUnsent.set(backlog.unsent);
      m.outboxFailed.set(backlog.failed);
      m.outboxDead.set(backlog.dead);
      m.outboxOldestAge.set(backlog.oldestAgeSeconds);
    }
  }
  if (up && deps.jobs.started) {
    const queues = await deps.jobs.boss.getQueues().catch(() => []);
    for (const queue of queues) {
      const states = { ready: queue.readyCount, deferred: queue.deferredCount, active: queue.activeCount, failed: queue.failedCount };
      for (const [state, count] of Object.entries(states)) m.queueJobs.set({ queue: queue.name, state }, count);
    }
  }
  return { contentType: m.registry.contentType, text: await m.registry.metrics() };
}

/** The refusal's message, the same from the storefront and the back-end. */
export const METRICS_REFUSAL = 'Metrics are served to this host, or with the metrics token.';

/** Loopback as the address rule gives it: 127.0.0.0/8, and ::1 (which the rule reads as the network ::/64). */
const isLoopback = (address: string) => address.startsWith('127.') || address === '0:0:0:0::/64';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Who may read /metrics: a loopback caller, or anyone sending `Authorization: Bearer <METRICS_TOKEN>`.
 * `clientAddress` is the caller as TRUST_PROXY_HOPS reads it, so behind a proxy on this host it is the proxy's
 * client, not the proxy (docs/security.md).
 */
export function mayReadMetrics(authorization: string | undefined | null, clientAddress: string, token: string | undefined): boolean {
  if (isLoopback(clientAddress)) return true;
  if (!token) return false;
  const sent = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1];
  return sent !== undefined && timingSafeEqual(digest(sent), digest(token));
}
