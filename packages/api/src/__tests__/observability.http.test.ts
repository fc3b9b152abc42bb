import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answer, API, contract, RES, SIGN_HEADER, signedCall } from '@sw/protocol';
import { mailOutbox } from '../db/schema';
import { createApp, type InProcessEnv } from '../app';
import { endpoint } from '../lib/endpoint';
import { recordJobRun } from '../lib/metrics';
import { openTestDatabase, startTestApi, type TestApi } from '../testing/harness';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

/** The value of one sample in Prometheus text (0 when the series is not there yet). */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

const metrics = async (init?: RequestInit) => {
  const response = await api.raw('/metrics', init);
  expect(response.status).toBe(200);
  return response.text();
};

describe('/healthz', () => {
  it('reports the Node version, the database and the outbox backlog, and is never cached', async () => {
    const db = api.deps.database.db;
    await db.insert(mailOutbox).values([
      { to: 'a@example.com', subject: 's', text: 't' },
      { to: 'b@example.com', subject: 's', text: 't', sentAt: new Date() },
    ]);
    api.advance(90_000);
    const response = await api.raw('/healthz');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = await response.json();
    expect(body).toMatchObject({ status: 'ok', node: process.version, database: { reachable: true } });
    expect(body.outbox.unsent).toBe(1);
    expect(body.outbox.oldestAgeSeconds).toBeGreaterThanOrEqual(89);
    expect(body.outbox.oldestAgeSeconds).toBeLessThan(200);
    api.advance(-90_000);
    await db.delete(mailOutbox);
  });

});

describe('/metrics', () => {
  it('answers a loopback caller in Prometheus text, never cached', async () => {
    const response = await api.raw('/metrics');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = await response.text();
    expect(text).toContain('# TYPE sw_requests_total counter');
    expect(text).toContain('# TYPE sw_request_duration_seconds histogram');
    expect(sample(text, 'sw_database_up')).toBe(1);
  });

  it('refuses a caller off this host without the token, and answers one with it', async () => {
    // The test server trusts one proxy: the address it appended is the caller.
    const remote = { 'x-forwarded-for': '203.0.113.7' };
    const refused = await api.raw('/metrics', { headers: remote });
    expect(refused.status).toBe(403);
    expect((await refused.json()).meta.res).toBe(RES.FORBIDDEN);

    api.deps.config.metricsToken = 'a-long-metrics-token';
    try {
      expect((await api.raw('/metrics', { headers: { ...remote, authorization: 'Bearer wrong-token' } })).status).toBe(403);
      expect((await api.raw('/metrics', { headers: { ...remote, authorization: 'Bearer a-long-metrics-token' } })).status).toBe(200);
    } finally {
      api.deps.config.metricsToken = undefined;
    }
  });

  it('counts requests by path family and result code', async () => {
    const series = 'sw_requests_total{family="iap-api/pweb/base",res="00000",status="200"}';
    const before = sample(await metrics(), series);
    expect((await api.call(API.base.emailSuffixList)).meta.res).toBe(RES.OK);
    const refused = `sw_requests_total{family="iap-api/pweb/base",res="${RES.BAD_SIGNATURE}",status="200"}`;
    const refusedBefore = sample(await metrics(), refused);
    await api.raw(signedCall(API.base.emailSuffixList).url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    const after = await metrics();
    expect(sample(after, series)).toBe(before + 1);
    expect(sample(after, refused)).toBe(refusedBefore + 1);
    expect(sample(after, 'sw_request_duration_seconds_count{family="iap-api/pweb/base"}')).toBeGreaterThanOrEqual(2);
  });

  it('counts an internal error (99999), which the envelope carries with HTTP 200', async () => {
    const boom = contract({ path: '/iap-api/test/boom.do', access: 'public', input: z.object({}), answer: answer<unknown>() });
    const probe = createApp(api.deps, [
      endpoint(boom, async () => {
        throw new Error('broken');
      }),
    ]);
    // As the storefront calls in its own process: with the caller's address.
    const local: InProcessEnv = { clientAddress: '127.0.0.1' };
    const read = async () => (await probe.request('/metrics', {}, local)).text();
    const before = await read();
    const { url, sign } = signedCall(boom.path);
    const response = await probe.request(url, { method: 'POST', headers: { 'content-type': 'application/json', [SIGN_HEADER]: sign }, body: '{}' }, local);
    expect(response.status).toBe(200);
    expect((await response.json()).meta.res).toBe(RES.INTERNAL);
    const after = await read();
    expect(sample(after, 'sw_internal_errors_total{family="iap-api/test"}')).toBe(sample(before, 'sw_internal_errors_total{family="iap-api/test"}') + 1);
    const series = 'sw_requests_total{family="iap-api/test",res="99999",status="200"}';
    expect(sample(after, series)).toBe(sample(before, series) + 1);
    // In-process, a caller off this host is refused as well.
    expect((await probe.request('/metrics', {}, { clientAddress: '203.0.113.7' })).status).toBe(403);
  });

  it('carries the outbox backlog, job runs and failures, and the database pool', async () => {
    await api.deps.database.db.insert(mailOutbox).values({ to: 'c@example.com', subject: 's', text: 't' });
    recordJobRun('probe-job', true);
    recordJobRun('probe-job', false);
    const text = await metrics();
    expect(sample(text, 'sw_mail_outbox_unsent')).toBe(1);
    expect(text).toContain('sw_mail_outbox_oldest_unsent_age_seconds');
    expect(sample(text, 'sw_job_runs_total{job="probe-job"}')).toBe(2);
    expect(sample(text, 'sw_job_failures_total{job="probe-job"}')).toBe(1);
    if (api.deps.database.kind === 'postgres') expect(sample(text, 'sw_database_pool_connections{state="total"}')).toBeGreaterThan(0);
    else expect(text).not.toContain('sw_database_pool_connections{');
    await api.deps.database.db.delete(mailOutbox);
  });

  it('carries pg-boss\'s queues by state: a delivery job due later is deferred', async () => {
    const jobs = api.deps.jobs;
    await jobs.start();
    await jobs.boss.send('mail.deliver', { outboxId: 0 }, { startAfter: new Date(Date.now() + 3600_000) });
    // The queue's counts as pg-boss caches them, refreshed as a worker's monitor would.
    await jobs.boss.getQueueStats('mail.deliver', { force: true });
    const text = await metrics();
    expect(sample(text, 'sw_job_queue_jobs{queue="mail.deliver",state="deferred"}')).toBe(1);
    expect(text).toContain('sw_job_queue_jobs{queue="mail.dead",state="ready"} 0');
  });
});

// Last: opening and closing a second embedded database takes seconds, long enough for the test server to close idle
// keep-alive sockets the client would otherwise reuse.
describe('/healthz without a database', () => {
  it('answers 503 when the database is unreachable', async () => {
    // A database closed (and, on a server, dropped) before the call.
    const gone = await openTestDatabase();
    await gone.dispose();
    const app = createApp({ ...api.deps, database: gone });
    const local: InProcessEnv = { clientAddress: '127.0.0.1' };
    const response = await app.request('/healthz', {}, local);
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ status: 'unavailable', node: process.version, database: { reachable: false }, outbox: null });
    // The metrics still answer, and say so.
    expect(sample(await (await app.request('/metrics', {}, local)).text(), 'sw_database_up')).toBe(0);
  });
});
