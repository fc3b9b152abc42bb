import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { API, RES, type DeliveryPage, type EndpointCreated, type WebhookEndpoint } from '@sw/protocol';
import { integrationDeliveries, integrationEvents, mailOutbox } from '../db/schema';
import { WEBHOOK_QUEUE } from '../lib/jobs/boss';
import { emitEvent, orderEvent, workWebhooks } from '../services/integration';
import { findOrder } from '../services/order';
import { runUseCase } from '../services/useCase';
import { colleagueIn, companyIdOf } from '../testing/company';
import { staffDeskFile } from '../testing/deskFile';
import type { Person } from '../testing/inquiries';
import { waitFor } from '../testing/jobs';
import { orderTesting } from '../testing/orders';

/**
 * Events and signed webhooks (docs/integration.md): an independent receiver (node:http and node:crypto here, none of
 * the product's code) checks every signature; retries, disabling on a test clock, replay, rollback, SSRF refusals and
 * the company boundary, over HTTP on the database the run names.
 */

const { t, api, smtp, staff } = staffDeskFile(orderTesting, { goods: 12, staffNick: 'Webhook Desk' });
const I = API.integration;
const RETRY_BASE_MS = 300;

interface Received { id: string; timestamp: string; signature: string; event: string; body: string; at: number }

/** A receiver on loopback: answers each request with the next status of `plan` (the last one repeats). */
async function receiver(plan: number[] = [200]) {
  const requests: Received[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      requests.push({
        id: String(req.headers['webhook-id']), timestamp: String(req.headers['webhook-timestamp']), signature: String(req.headers['webhook-signature']),
        event: String(req.headers['webhook-event']), body: Buffer.concat(chunks).toString('utf8'), at: Date.now(),
      });
      const status = plan[Math.min(requests.length - 1, plan.length - 1)]!;
      res.writeHead(status, { 'content-type': 'text/plain' }).end(status < 300 ? 'thanks' : `not now (${requests.length})`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  return { url, requests, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
const receivers: { close: () => Promise<void> }[] = [];
async function openReceiver(plan?: number[]) {
  const r = await receiver(plan);
  receivers.push(r);
  return r;
}

/** What any receiver would run: HMAC-SHA256 of `${timestamp}.${body}` under the secret, compared in constant time. */
function verified(secret: string, request: Received): boolean {
  const expected = Buffer.from(`sha256=${createHmac('sha256', secret).update(`${request.timestamp}.${request.body}`).digest('hex')}`);
  const given = Buffer.from(request.signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

let worker: string;
beforeAll(async () => {
  Object.assign(api().deps.config, { webhooks: { allowLoopback: true, retryBaseMs: RETRY_BASE_MS, timeoutMs: 2000 } });
  worker = await workWebhooks(api().deps);
});
afterAll(async () => {
  await api()?.deps.jobs.boss.offWork(WEBHOOK_QUEUE, { id: worker, wait: true });
  for (const r of receivers) await r.close();
});

const allEvents = ['order.placed', 'order.cancelled', 'inquiry.created', 'quotation.sent', 'quotation.accepted', 'payment.received'];

async function companyEndpoint(admin: Person, url: string, events = allEvents) {
  return t.ok<EndpointCreated>(admin, I.createEndpoint, { name: 'ERP', url, events });
}
const deliveriesOf = (who: Person, endpointId: string, path: string = I.deliveries) => t.ok<DeliveryPage>(who, path, { endpointId });

describe('a company endpoint', () => {
  it('shows its secret once, receives its company\'s events signed, and never another company\'s', async () => {
    const admin = await t.person({ nick: 'Admin A' });
    const other = await t.person({ nick: 'Admin B' });
    const mine = await openReceiver();
    const theirs = await openReceiver();
    const factory = await openReceiver();
    const created = await companyEndpoint(admin, mine.url);
    expect(created.secret).toMatch(/^whsec_[\w-]{32}$/);
    expect(created.endpoint).toMatchObject({ owner: 'company', status: 'active', url: mine.url });
    const listed = await t.ok<WebhookEndpoint[]>(admin, I.endpoints);
    expect(JSON.stringify(listed)).not.toContain(created.secret);
    await companyEndpoint(other, theirs.url);
    const manufacturer = await t.ok<EndpointCreated>(staff, I.staffCreateEndpoint, { name: 'Production planning', url: factory.url, events: ['order.placed'] });

    const placed = await t.placedOrder(admin, staff);
    await waitFor(async () => mine.requests.some((r) => r.event === 'order.placed') && factory.requests.length > 0, 'the order.placed deliveries');
    expect(mine.requests.map((r) => r.event).sort()).toEqual(['inquiry.created', 'order.placed', 'quotation.accepted', 'quotation.sent']);
    for (const request of mine.requests) expect(verified(created.secret, request), request.body).toBe(true);
    expect(verified(manufacturer.secret, factory.requests[0]!)).toBe(true);
    // A body signed with another secret, or changed, does not verify.
    expect(verified(manufacturer.secret, mine.requests[0]!)).toBe(false);
    expect(verified(created.secret, { ...mine.requests[0]!, body: mine.requests[0]!.body.replace('}', ' }') })).toBe(false);

    const placedRequest = mine.requests.find((r) => r.event === 'order.placed')!;
    const body = JSON.parse(placedRequest.body);
    expect(body).toMatchObject({ type: 'order.placed', data: { order: { orderId: String(placed.orderId), orderNo: placed.placed.orderNo, status: 'placed', currency: 'USD', total: '3260.00', poNumber: 'PO-4471' } } });
    expect(Math.abs(Number(mine.requests[0]!.timestamp) - Date.now() / 1000)).toBeLessThan(60);
    // Another company's endpoint heard nothing of this company's records.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(theirs.requests).toEqual([]);

    // The log: the delivery id is the webhook-id header; the try's status, duration and answer are kept.
    const log = await deliveriesOf(admin, created.endpoint.endpointId);
    expect(log.total).toBe(4);
    const delivered = log.list.find((d) => d.type === 'order.placed')!;
    expect(delivered).toMatchObject({ status: 'delivered', attempts: 1, lastStatusCode: 200, deliveryId: placedRequest.id });
    expect(delivered.attemptsLog[0]).toMatchObject({ statusCode: 200, answerHead: 'thanks', error: null });
  }, 60_000);

  it('is refused to another company, to a buyer or viewer of the company, to a visitor, and its paths to staff', async () => {
    const admin = await t.person({ nick: 'Admin C' });
    const r = await openReceiver();
    const { endpoint } = await companyEndpoint(admin, r.url);
    const outsider = await t.person({ nick: 'Admin D' });
    const companyId = await companyIdOf(t.db(), admin.id);
    const buyer = await colleagueIn(t.db(), companyId, 'buyer');
    const viewer = await colleagueIn(t.db(), companyId, 'viewer');
    const input = { endpointId: endpoint.endpointId };
    t.refused(await t.as(outsider)(I.deliveries, input), RES.NOT_FOUND, 'This endpoint was not found.');
    t.refused(await t.as(outsider)(I.updateEndpoint, { ...input, status: 'disabled' }), RES.NOT_FOUND);
    t.refused(await t.as(outsider)(I.deleteEndpoint, input), RES.NOT_FOUND);
    expect(await t.ok<WebhookEndpoint[]>(outsider, I.endpoints)).toEqual([]);
    for (const who of [buyer, viewer]) t.refused(await t.as(who)(I.endpoints), RES.ROLE_REFUSED);
    t.refused(await t.as(null)(I.endpoints), RES.NOT_SIGNED_IN);
    t.refused(await t.as(admin)(I.staffEndpoints), RES.FORBIDDEN);
    // The manufacturer's list holds no company's endpoint, and the staff paths do not reach one.
    expect((await t.ok<WebhookEndpoint[]>(staff, I.staffEndpoints)).some((e) => e.endpointId === endpoint.endpointId)).toBe(false);
    t.refused(await t.as(staff)(I.staffDeliveries, input), RES.NOT_FOUND);
    // Staff have no company: the company's paths say so.
    t.refused(await t.as(staff)(I.endpoints), RES.FORBIDDEN);
    // A bad input: no events, a URL that is no address.
    t.refused(await t.as(admin)(I.createEndpoint, { name: 'x', url: r.url, events: [] }), RES.INVALID_PARAMS, /at least one event/);
    t.refused(await t.as(admin)(I.createEndpoint, { name: 'x', url: 'not a url', events: ['order.placed'] }), RES.INVALID_PARAMS, /https:\/\//);
    t.refused(await t.as(admin)(I.createEndpoint, { name: 'x', url: r.url, events: ['order.shredded'] }), RES.INVALID_PARAMS);
  }, 60_000);
});

describe('the order\'s later events', () => {
  it('sends payment.received, shipment.dispatched with its documents, and order.delivered, each buyer-readable and signed', async () => {
    const admin = await t.person({ nick: 'Admin L' });
    const mine = await openReceiver();
    const { secret } = await companyEndpoint(admin, mine.url, ['payment.received', 'shipment.dispatched', 'order.delivered']);
    const placed = await t.placedOrder(admin, staff);
    await t.ok(staff, API.staff.moveOrder, { orderId: placed.orderId, to: 'confirmed' });
    await t.readyForProduction(admin, staff, placed.orderId);
    await t.ok(staff, API.staff.moveOrder, { orderId: placed.orderId, to: 'in_production' });
    await t.ok(staff, API.staff.moveOrder, { orderId: placed.orderId, to: 'shipped', carrier: 'DHL', trackingNo: 'JD0142' });
    await t.ok(admin, API.erp.confirmReceipt, { orderId: placed.orderId });
    await waitFor(async () => mine.requests.length >= 3, 'three events');
    // Deliveries are worked side by side, so their order is not promised (docs/integration.md): each is found by its event.
    expect(mine.requests.map((r) => r.event).sort()).toEqual(['order.delivered', 'payment.received', 'shipment.dispatched']);
    for (const request of mine.requests) expect(verified(secret, request)).toBe(true);
    const dataOf = (event: string) => JSON.parse(mine.requests.find((r) => r.event === event)!.body).data;
    const [paid, shipped, delivered] = ['payment.received', 'shipment.dispatched', 'order.delivered'].map(dataOf);
    expect(paid.payment).toMatchObject({ amount: '3260.00', currency: 'USD' });
    expect(paid.order.received).toBe('3260.00');
    expect(shipped.shipment).toMatchObject({ carrier: 'DHL', trackingNo: 'JD0142' });
    expect(shipped.shipment.documents.commercialInvoice).toMatch(/\/documents\/commercial-invoice\/\d+\.pdf$/);
    expect(delivered.order).toMatchObject({ orderId: String(placed.orderId), status: 'completed' });
    expect(delivered.order.deliveredAt).not.toBeNull();
    // Buyer-readable only: no notes, staff or secrets in any payload.
    for (const request of mine.requests) expect(request.body).not.toMatch(/staff|whsec_|note/i);
  }, 60_000);
});

describe('delivery', () => {
  it('retries a failing receiver with doubling waits until it answers 2xx', async () => {
    const admin = await t.person({ nick: 'Admin R' });
    const r = await openReceiver([500, 503, 200]);
    const { endpoint, secret } = await companyEndpoint(admin, r.url, ['inquiry.created']);
    await t.quickInquiry(admin);
    await waitFor(async () => r.requests.length >= 3, 'three tries', 20_000);
    const [first, second, third] = r.requests;
    // The same delivery each time, each signed afresh.
    expect(new Set(r.requests.map((x) => x.id)).size).toBe(1);
    for (const request of r.requests) expect(verified(secret, request)).toBe(true);
    expect(second!.at - first!.at).toBeGreaterThanOrEqual(RETRY_BASE_MS - 50);
    expect(third!.at - second!.at).toBeGreaterThanOrEqual(2 * RETRY_BASE_MS - 50);
    await waitFor(async () => (await deliveriesOf(admin, endpoint.endpointId)).list[0]!.status === 'delivered', 'delivered');
    const [delivery] = (await deliveriesOf(admin, endpoint.endpointId)).list;
    expect(delivery!.attempts).toBe(3);
    expect(delivery!.attemptsLog.map((a) => a.statusCode)).toEqual([500, 503, 200]);
    expect(delivery!.attemptsLog[0]!.answerHead).toBe('not now (1)');
    expect((await t.ok<WebhookEndpoint[]>(admin, I.endpoints))[0]!.failingSince).toBeNull();
  }, 60_000);

  it('gives a delivery up after 24 hours, disables the endpoint after 3 days of failures and mails its admin; replay sends the same delivery id again', async () => {
    const admin = await t.person({ nick: 'Admin F' });
    const r = await openReceiver([500]);
    const { endpoint } = await companyEndpoint(admin, r.url, ['inquiry.created']);
    await t.quickInquiry(admin);
    await waitFor(async () => r.requests.length >= 1, 'the first try');
    // A day and a bit later (the app's clock): the next try is past the window, so the delivery is failed.
    api().advance(25 * 3600_000);
    await waitFor(async () => (await deliveriesOf(admin, endpoint.endpointId)).list[0]!.status === 'failed', 'given up', 20_000);
    let [endpointNow] = await t.ok<WebhookEndpoint[]>(admin, I.endpoints);
    expect(endpointNow).toMatchObject({ status: 'active' });
    expect(endpointNow!.failingSince).not.toBeNull();

    // Three days after the first failure, the next failing try disables it and tells the company's admin.
    api().advance(2 * 24 * 3600_000);
    await t.quickInquiry(admin);
    await waitFor(async () => (await t.ok<WebhookEndpoint[]>(admin, I.endpoints))[0]!.status === 'disabled', 'disabled', 20_000);
    [endpointNow] = await t.ok<WebhookEndpoint[]>(admin, I.endpoints);
    expect(endpointNow!.disabledReason).toMatch(/3 days/);
    const [mail] = await t.db().select().from(mailOutbox).where(and(eq(mailOutbox.to, admin.email), eq(mailOutbox.subject, 'Webhook endpoint "ERP" disabled')));
    expect(mail!.text).toContain('have failed for 3 days');
    await waitFor(async () => smtp().messages.some((m) => m.to.includes(admin.email.toLowerCase()) && m.raw.includes(mail!.messageId!)), 'the mail sent');
    const failed = await deliveriesOf(admin, endpoint.endpointId);
    expect(failed.list.map((d) => d.status)).toEqual(['failed', 'failed']);
    // A disabled endpoint is not replayed; enabled again, every failed delivery goes once more with its own id.
    t.refused(await t.as(admin)(I.replayFailed, { endpointId: endpoint.endpointId }), RES.CONFLICT, /enable it first/);
    await t.ok(admin, I.updateEndpoint, { endpointId: endpoint.endpointId, status: 'active' });
    const before = r.requests.length;
    r.requests.length = 0;
    const ok = await openReceiver([200]);
    await t.db().execute(sql`update integration_endpoints set url = ${ok.url} where id = ${Number(endpoint.endpointId)}`);
    expect(await t.ok(admin, I.replayFailed, { endpointId: endpoint.endpointId })).toEqual({ replayed: 2 });
    await waitFor(async () => ok.requests.length >= 2, 'the replays');
    expect(new Set(ok.requests.map((x) => x.id))).toEqual(new Set(failed.list.map((d) => d.deliveryId)));
    expect(before).toBeGreaterThan(0);
    // One delivery replayed: the same id again.
    const one = failed.list[0]!;
    await t.ok(admin, I.replayDelivery, { endpointId: endpoint.endpointId, deliveryId: one.deliveryId });
    await waitFor(async () => ok.requests.length >= 3, 'the single replay');
    expect(ok.requests[2]!.id).toBe(one.deliveryId);
    t.refused(await t.as(admin)(I.replayDelivery, { endpointId: endpoint.endpointId, deliveryId: '00000000-0000-4000-8000-000000000000' }), RES.NOT_FOUND);
  }, 60_000);

  it('writes nothing for a change that rolls back: no event, no delivery, no job', async () => {
    const admin = await t.person({ nick: 'Admin X' });
    const r = await openReceiver();
    await companyEndpoint(admin, r.url, ['order.cancelled']);
    const placed = await t.placedOrder(admin, staff);
    const order = (await findOrder(t.db(), placed.orderId))!;
    const count = async () => (await t.db().select({ id: integrationEvents.id }).from(integrationEvents).where(eq(integrationEvents.companyId, order.companyId))).length;
    const events = await count();
    await expect(runUseCase(api().deps, async (uc) => {
      await emitEvent(uc, api().deps, orderEvent('order.cancelled', order));
      throw new Error('the change failed after its event');
    })).rejects.toThrow('the change failed');
    expect(await count()).toBe(events);
    // A real refused action: cancelling an order the desk has not... cancelled twice, the second refused, emits once.
    await t.ok(admin, API.erp.cancelOrder, { orderId: placed.orderId });
    t.refused(await t.as(admin)(API.erp.cancelOrder, { orderId: placed.orderId }), RES.CONFLICT);
    await waitFor(async () => r.requests.length >= 1, 'the one cancel');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(r.requests.map((x) => x.event)).toEqual(['order.cancelled']);
    const deliveries = await t.db().select().from(integrationDeliveries).innerJoin(integrationEvents, eq(integrationEvents.id, integrationDeliveries.eventId))
      .where(eq(integrationEvents.companyId, order.companyId));
    expect(deliveries.filter((d) => d.integration_events.type === 'order.cancelled').length).toBe(1);
  }, 60_000);
});

const refusedUrl = async (who: Person, url: string, why: RegExp) =>
  t.refused(await t.as(who)(I.createEndpoint, { name: 'Internal', url, events: ['order.placed'] }), RES.INVALID_PARAMS, why);

describe('addresses (SSRF)', () => {
  it('refuses private, link-local, CGNAT, unique-local and metadata addresses, plain http, and loopback unless allowed, also after DNS', async () => {
    const admin = await t.person({ nick: 'Admin S' });
    for (const url of ['https://10.1.2.3/h', 'https://172.16.5.4/h', 'https://192.168.0.10/h', 'https://100.64.0.1/h', 'https://[fd12::1]/h', 'https://[fe80::1]/h', 'https://0.0.0.0/h', 'https://[::ffff:10.0.0.1]/h']) {
      await refusedUrl(admin, url, /private, link-local or reserved/);
    }
    await refusedUrl(admin, 'https://169.254.169.254/latest/meta-data', /metadata/);
    await refusedUrl(admin, 'http://example.com/h', /not https/);
    await refusedUrl(admin, 'https://user:pw@example.com/h', /https:\/\//);
    const r = await openReceiver();
    const saved = await companyEndpoint(admin, r.url.replace('127.0.0.1', 'localhost'), ['inquiry.created']);
    api().deps.config.webhooks.allowLoopback = false;
    try {
      await refusedUrl(admin, r.url, /loopback/);
      await refusedUrl(admin, r.url.replace('http:', 'https:'), /loopback/);
      // A DNS name: localhost resolves to loopback, refused after the lookup.
      await refusedUrl(admin, r.url.replace('http://127.0.0.1', 'https://localhost'), /localhost resolves to a loopback address/);
      // An endpoint saved while allowed is checked again at its try: no request leaves.
      await t.quickInquiry(admin);
      await waitFor(async () => (await deliveriesOf(admin, saved.endpoint.endpointId)).list[0]?.attempts === 1, 'the refused try');
      const [delivery] = (await deliveriesOf(admin, saved.endpoint.endpointId)).list;
      expect(delivery!.attemptsLog[0]).toMatchObject({ statusCode: null });
      expect(delivery!.attemptsLog[0]!.error).toMatch(/refused/);
      expect(r.requests).toEqual([]);
    } finally {
      api().deps.config.webhooks.allowLoopback = true;
    }
  }, 60_000);
});
