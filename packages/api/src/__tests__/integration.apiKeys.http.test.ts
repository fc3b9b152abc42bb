import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import Ajv2020 from 'ajv/dist/2020';
import { API, RES, type ApiKey, type ApiKeyCreated } from '@sw/protocol';
import { V1_BASE, V1_OPERATIONS } from '@sw/protocol/schemas/publicApi';
import { inquiries, integrationApiKeys, members } from '../db/schema';
import { colleagueIn, companyIdOf } from '../testing/company';
import { staffDeskFile } from '../testing/deskFile';
import type { Person } from '../testing/inquiries';
import { orderTesting } from '../testing/orders';

/**
 * API keys and the public API (docs/integration.md, API keys; The public API): keys shown once and refused when bad,
 * revoked, expired, short of a scope or their maker's rights; a company key never reading another company; idempotent
 * creates; external ids unique per owner; a 429 with Retry-After; the OpenAPI document listing every path, over HTTP.
 */

const { t, api, staff } = staffDeskFile(orderTesting, { goods: 12, staffNick: 'Key Desk' });
const I = API.integration;

async function companyKey(admin: Person, scopes: string[] = ['orders:read', 'catalog:read', 'inquiries:write', 'orders:write'], extra: Record<string, unknown> = {}) {
  return t.ok<ApiKeyCreated>(admin, I.createApiKey, { name: 'ERP', scopes, ...extra });
}

async function v1(secret: string | null, path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { ...(secret ? { authorization: `Bearer ${secret}` } : {}), ...init.headers };
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const response = await api().raw(`${V1_BASE}${path}`, { method: init.method ?? 'GET', headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null };
}

const expectProblem = (answer: Awaited<ReturnType<typeof v1>>, status: number, code: string) => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(answer.headers.get('content-type')).toContain('application/problem+json');
  expect(answer.body).toMatchObject({ status, code, detail: expect.any(String), title: expect.any(String) });
};

const quick = (extra: Record<string, unknown> = {}) => ({ categoryId: 0, targetQty: 500, targetPrice: '1.25', description: 'Rings in 316L steel like our SKU R-101.', ...extra });

describe('company keys', () => {
  it('are shown once, read only the company\'s own orders and goods at its prices, and are refused to colleagues who are not admins', async () => {
    const admin = await t.person({ nick: 'Key Admin A' });
    const other = await t.person({ nick: 'Key Admin B' });
    const mine = await t.placedOrder(admin, staff);
    const theirs = await t.placedOrder(other, staff);
    const created = await companyKey(admin);
    expect(created.secret).toMatch(/^swk_[\w-]{43}$/);
    expect(created.apiKey).toMatchObject({ owner: 'company', state: 'active', scopes: ['orders:read', 'catalog:read', 'inquiries:write', 'orders:write'], lastUsedAt: null });
    const listed = await t.ok<ApiKey[]>(admin, I.apiKeys);
    expect(JSON.stringify(listed)).not.toContain(created.secret);
    expect(listed.map((k) => k.keyId)).toEqual([created.apiKey.keyId]);
    expect(await t.ok<ApiKey[]>(other, I.apiKeys)).toEqual([]);

    const orders = await v1(created.secret, '/orders');
    expect(orders.status).toBe(200);
    expect(orders.headers.get('cache-control')).toBe('private, no-store');
    expect(orders.body.list.map((o: { orderId: string }) => o.orderId)).toEqual([String(mine.orderId)]);
    expect(orders.body.list[0]).toMatchObject({ orderNo: mine.placed.orderNo, total: '3260.00', currency: 'USD', externalId: null });
    const detail = await v1(created.secret, `/orders/${mine.orderId}`);
    expect(detail.body.lines.length).toBeGreaterThan(0);
    expect(typeof detail.body.lines[0].unitPrice).toBe('string');
    expectProblem(await v1(created.secret, `/orders/${theirs.orderId}`), 404, RES.NOT_FOUND);
    expectProblem(await v1(created.secret, '/orders/abc'), 404, RES.NOT_FOUND);

    const goods = await v1(created.secret, '/goods?pageSize=5');
    expect(goods.status).toBe(200);
    expect(goods.headers.get('cache-control')).toBe('private, no-store');
    expect(goods.body.list.length).toBe(5);
    expect(goods.body.list[0].price).toMatchObject({ currency: expect.any(String), minPrice: expect.stringMatching(/^\d+\.\d{2}$/) });
    expectProblem(await v1(created.secret, '/goods?pageSize=500'), 400, RES.INVALID_PARAMS);

    const used = (await t.ok<ApiKey[]>(admin, I.apiKeys))[0]!;
    expect(used.lastUsedAt).not.toBeNull();
    expect(used.lastUsedIp).toBeTruthy();

    const companyId = await companyIdOf(t.db(), admin.id);
    for (const who of [await colleagueIn(t.db(), companyId, 'buyer'), await colleagueIn(t.db(), companyId, 'viewer')]) {
      t.refused(await t.as(who)(I.apiKeys), RES.ROLE_REFUSED);
      t.refused(await t.as(who)(I.createApiKey, { name: 'Mine', scopes: ['orders:read'] }), RES.ROLE_REFUSED);
    }
    t.refused(await t.as(staff)(I.createApiKey, { name: 'Staff', scopes: ['orders:read'] }), RES.FORBIDDEN);
    // Another company's admin cannot revoke it; a scope of the manufacturer's is not a company's.
    t.refused(await t.as(other)(I.revokeApiKey, { keyId: created.apiKey.keyId }), RES.NOT_FOUND);
    t.refused(await t.as(admin)(I.createApiKey, { name: 'Writer', scopes: ['catalog:write'] }), RES.INVALID_PARAMS);
    t.refused(await t.as(admin)(I.createApiKey, { name: '', scopes: ['orders:read'] }), RES.INVALID_PARAMS);
  }, 60_000);

  it('refuses no key, a bad key, a missing scope, a revoked key at once, an expired key and a key whose maker lost the rights', async () => {
    const admin = await t.person({ nick: 'Key Admin C' });
    expectProblem(await v1(null, '/orders'), 401, RES.API_KEY_INVALID);
    expectProblem(await v1('swk_short', '/orders'), 401, RES.API_KEY_INVALID);
    expectProblem(await v1(`swk_${'A'.repeat(43)}`, '/orders'), 401, RES.API_KEY_INVALID);

    const readOnly = await companyKey(admin, ['catalog:read']);
    expectProblem(await v1(readOnly.secret, '/orders'), 403, RES.API_SCOPE_REFUSED);
    expectProblem(await v1(readOnly.secret, '/inquiries', { method: 'POST', body: quick(), headers: { 'idempotency-key': 'a' } }), 403, RES.API_SCOPE_REFUSED);

    const revoked = await companyKey(admin);
    expect((await v1(revoked.secret, '/orders')).status).toBe(200);
    const answer = await t.ok<ApiKey>(admin, I.revokeApiKey, { keyId: revoked.apiKey.keyId });
    expect(answer.state).toBe('revoked');
    expectProblem(await v1(revoked.secret, '/orders'), 401, RES.API_KEY_REVOKED);

    const expiring = await companyKey(admin, ['orders:read'], { expiresInDays: 1 });
    expect(expiring.apiKey.expiresAt).not.toBeNull();
    expect((await v1(expiring.secret, '/orders')).status).toBe(200);
    await t.db().update(integrationApiKeys).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(integrationApiKeys.id, Number(expiring.apiKey.keyId)));
    expectProblem(await v1(expiring.secret, '/orders'), 401, RES.API_KEY_EXPIRED);

    // The maker becomes a viewer: the key loses its rights with them, and gets them back when they do.
    const kept = await companyKey(admin, ['orders:read']);
    await t.db().update(members).set({ companyRole: 'viewer' }).where(eq(members.id, admin.id));
    expectProblem(await v1(kept.secret, '/orders'), 403, RES.API_KEY_CREATOR_LOST);
    await t.db().update(members).set({ companyRole: 'admin' }).where(eq(members.id, admin.id));
    expect((await v1(kept.secret, '/orders')).status).toBe(200);
  }, 60_000);

  it('answers a 429 with Retry-After past the key\'s minute', async () => {
    const admin = await t.person({ nick: 'Key Admin D' });
    const key = await companyKey(admin, ['orders:read']);
    await t.db().update(integrationApiKeys).set({ perMinute: 2 }).where(eq(integrationApiKeys.id, Number(key.apiKey.keyId)));
    // At most 2 answers a minute: the third or (when a minute turned in between) a later one is refused.
    let limited = await v1(key.secret, '/orders');
    for (let tries = 1; limited.status === 200 && tries < 6; tries++) limited = await v1(key.secret, '/orders');
    expectProblem(limited, 429, RES.API_RATE_LIMITED);
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Another key of the same company has its own limit.
    expect((await v1((await companyKey(admin, ['orders:read'])).secret, '/orders')).status).toBe(200);
  }, 60_000);
});

describe('idempotent creates and external ids', () => {
  it('answers a retry with the first result, refuses the key with another body, and keeps external ids unique per owner', async () => {
    const admin = await t.person({ nick: 'Key Admin E' });
    const other = await t.person({ nick: 'Key Admin F' });
    const { categoryId } = await t.sampleGoods(0);
    const key = await companyKey(admin);
    const body = quick({ categoryId, externalId: 'ERP-INQ-1' });
    expectProblem(await v1(key.secret, '/inquiries', { method: 'POST', body }), 400, RES.IDEMPOTENCY_KEY_REQUIRED);
    const first = await v1(key.secret, '/inquiries', { method: 'POST', body, headers: { 'idempotency-key': 'req-1' } });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toMatchObject({ inquiryNo: expect.any(String), externalId: 'ERP-INQ-1' });
    const again = await v1(key.secret, '/inquiries', { method: 'POST', body, headers: { 'idempotency-key': 'req-1' } });
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expectProblem(await v1(key.secret, '/inquiries', { method: 'POST', body: { ...body, targetQty: 600 }, headers: { 'idempotency-key': 'req-1' } }), 422, RES.IDEMPOTENCY_KEY_REUSED);
    // A new key, the same external id: refused, and no inquiry made; an invalid body does not use up its key.
    expectProblem(await v1(key.secret, '/inquiries', { method: 'POST', body, headers: { 'idempotency-key': 'req-2' } }), 409, RES.EXTERNAL_ID_TAKEN);
    expectProblem(await v1(key.secret, '/inquiries', { method: 'POST', body: { ...body, description: 'short' }, headers: { 'idempotency-key': 'req-3' } }), 400, RES.INVALID_PARAMS);
    const second = await v1(key.secret, '/inquiries', { method: 'POST', body: { ...body, externalId: 'ERP-INQ-2' }, headers: { 'idempotency-key': 'req-3' } });
    expect(second.status).toBe(201);
    expect(second.body.inquiryId).not.toBe(first.body.inquiryId);
    // Two new keys at once with one new external id: one inquiry, and the other call leaves none without its id.
    const made = async () => (await t.db().select({ id: inquiries.id }).from(inquiries).where(eq(inquiries.memberId, admin.id))).length;
    const before = await made();
    const racing = await Promise.all(['req-4', 'req-5'].map((idem) => v1(key.secret, '/inquiries', { method: 'POST', body: { ...body, externalId: 'ERP-INQ-3' }, headers: { 'idempotency-key': idem } })));
    expect(racing.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(await made()).toBe(before + 1);

    // Orders: the owner's external id, found again by it; the same id names another company's own order freely.
    const mine = await t.placedOrder(admin, staff);
    const theirs = await t.placedOrder(other, staff);
    const otherKey = await companyKey(other);
    const set = await v1(key.secret, `/orders/${mine.orderId}/external-id`, { method: 'PUT', body: { externalId: 'PO-9001' } });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body).toMatchObject({ orderId: String(mine.orderId), externalId: 'PO-9001' });
    expect((await v1(key.secret, '/orders?externalId=PO-9001')).body.list.map((o: { orderId: string }) => o.orderId)).toEqual([String(mine.orderId)]);
    expectProblem(await v1(otherKey.secret, `/orders/${mine.orderId}/external-id`, { method: 'PUT', body: { externalId: 'X' } }), 404, RES.NOT_FOUND);
    expect((await v1(otherKey.secret, `/orders/${theirs.orderId}/external-id`, { method: 'PUT', body: { externalId: 'PO-9001' } })).status).toBe(200);
    expect((await v1(otherKey.secret, '/orders?externalId=PO-9001')).body.list[0].orderId).toBe(String(theirs.orderId));
    // Another order of the same company may not take it.
    const next = await t.placedOrder(admin, staff);
    expectProblem(await v1(key.secret, `/orders/${next.orderId}/external-id`, { method: 'PUT', body: { externalId: 'PO-9001' } }), 409, RES.EXTERNAL_ID_TAKEN);
    expectProblem(await v1(key.secret, `/goods/${categoryId}/external-id`, { method: 'PUT', body: { externalId: 'SKU-1' } }), 403, RES.API_SCOPE_REFUSED);
  }, 90_000);
});

describe('manufacturer keys', () => {
  it('are made by an administrator within their roles, read every company\'s orders, and lose a scope with the maker\'s role', async () => {
    const a = await t.person({ nick: 'Key Admin G' });
    const b = await t.person({ nick: 'Key Admin H' });
    const orderA = await t.placedOrder(a, staff);
    const orderB = await t.placedOrder(b, staff);
    const maker = await t.person({ role: 'staff', nick: 'Key Maker' });
    const created = await t.ok<ApiKeyCreated>(maker, I.staffCreateApiKey, { name: 'Planning', scopes: ['orders:read', 'catalog:read', 'catalog:write'] });
    expect(created.apiKey.owner).toBe('manufacturer');
    const listed = await v1(created.secret, '/orders?pageSize=100');
    const ids = listed.body.list.map((o: { orderId: string }) => o.orderId);
    expect(ids).toEqual(expect.arrayContaining([String(orderA.orderId), String(orderB.orderId)]));
    expect((await v1(created.secret, `/orders/${orderB.orderId}`)).status).toBe(200);
    expectProblem(await v1(created.secret, '/inquiries', { method: 'POST', body: quick(), headers: { 'idempotency-key': 'm-1' } }), 403, RES.API_SCOPE_REFUSED);
    const goods = (await v1(created.secret, '/goods?pageSize=1')).body.list[0];
    expect(goods.price).toMatchObject({ currency: 'USD', label: 'Catalogue price' });
    const mapped = await v1(created.secret, `/goods/${goods.goodsId}/external-id`, { method: 'PUT', body: { externalId: 'SAP-100' } });
    expect(mapped.body).toMatchObject({ goodsId: goods.goodsId, externalId: 'SAP-100' });
    expect((await v1(created.secret, '/goods?externalId=SAP-100')).body.list[0].goodsId).toBe(goods.goodsId);
    // A company's key does not see the manufacturer's external id.
    const companyGoods = await v1((await companyKey(a)).secret, `/goods/${goods.goodsId}`);
    expect(companyGoods.body.externalId).toBeNull();

    // The console's paths are the administrator's; the maker losing the sales role takes orders:read from the key.
    const finance = await t.person({ role: 'staff', nick: 'Finance Only', staffRoles: ['finance'] });
    t.refused(await t.as(finance)(I.staffCreateApiKey, { name: 'F', scopes: ['orders:read'] }), RES.STAFF_ROLE_REFUSED);
    t.refused(await t.as(finance)(I.staffApiKeys), RES.STAFF_ROLE_REFUSED);
    t.refused(await t.as(a)(I.staffApiKeys), RES.FORBIDDEN);
    await t.db().update(members).set({ staffRoles: ['catalogue'] }).where(eq(members.id, maker.id));
    expectProblem(await v1(created.secret, '/orders'), 403, RES.API_KEY_CREATOR_LOST);
    await t.db().update(members).set({ disabledAt: new Date() }).where(eq(members.id, maker.id));
    expectProblem(await v1(created.secret, '/goods'), 403, RES.API_KEY_CREATOR_LOST);
  }, 90_000);
});

describe('the OpenAPI document', () => {
  it('lists every /api/v1 operation, is OpenAPI 3.1 with valid JSON Schemas, and every path it lists answers on the server', async () => {
    const answer = await api().raw(`${V1_BASE}/openapi.json`);
    expect(answer.status).toBe(200);
    const doc = await answer.json() as { openapi: string; info: { title: string; version: string }; paths: Record<string, Record<string, { operationId: string; responses: Record<string, unknown>; parameters?: { name: string; in: string }[]; requestBody?: { content: Record<string, { schema: object }> } }>>; components: { schemas: Record<string, object> } };
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info).toMatchObject({ title: expect.any(String), version: '1' });
    const listed = Object.entries(doc.paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method} ${path}`)).sort();
    expect(listed).toEqual(V1_OPERATIONS.map((op) => `${op.method} ${op.path}`).sort());
    const ajv = new Ajv2020({ strict: false, validateFormats: false });
    const ids = new Set<string>();
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        ids.add(op.operationId);
        expect(Object.keys(op.responses)).toContain('401');
        for (const name of [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1])) expect(op.parameters?.some((p) => p.in === 'path' && p.name === name)).toBe(true);
        for (const media of Object.values(op.requestBody?.content ?? {})) expect(() => ajv.compile(media.schema)).not.toThrow();
        for (const response of Object.values(op.responses) as { content?: Record<string, { schema: object }> }[]) {
          for (const media of Object.values(response.content ?? {})) if (!('$ref' in media.schema)) expect(() => ajv.compile(media.schema)).not.toThrow();
        }
        // Every listed operation is served: without a key it answers 401 (not the unknown path's 404).
        const served = await v1(null, path.replace(/\{\w+\}/g, '1'), { method: method.toUpperCase(), body: method === 'get' ? undefined : {} });
        expectProblem(served, 401, RES.API_KEY_INVALID);
      }
    }
    expect(ids.size).toBe(V1_OPERATIONS.length);
    expect(() => ajv.compile(doc.components.schemas.Problem!)).not.toThrow();
    expectProblem(await v1(null, '/nothing-here'), 404, RES.UNKNOWN_PATH);
  });
});
