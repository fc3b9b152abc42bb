import type { Context, Hono } from 'hono';
import { RES, type SiteTheme } from '@sw/protocol';
import {
  V1_BASE, V1_OPERATIONS, type V1ExternalId, type V1GoodsQuery, type V1InquiryCreate, type V1Operation, type V1OperationId,
} from '@sw/protocol/schemas/publicApi';
import type { ZodType } from 'zod';
import type { AppDeps } from '../context';
import { utcDay } from '../lib/dailyNumber';
import { ApiError, invalid, notFound } from '../lib/errors';
import { requestTheme } from '../lib/siteTheme';
import { v1GoodsById, v1GoodsPage, v1OrderDetail, v1OrdersPage } from '../queries/publicApi';
import { authenticateApiKey, idempotencyKeyOf, idempotent, openApiDocument, RateLimited, type ApiCaller } from '../services/integration';
import { createInquiryForKey, setGoodsExternalId, setOrderExternalId } from '../workflows/publicApiWrites';

/**
 * The public API (docs/integration.md, The public API): JSON over HTTPS with a Bearer API key, one handler per
 * operation of the protocol's V1_OPERATIONS (the OpenAPI document lists the same), refusals as RFC 9457 problem
 * details. Every answer is the key's own: `private, no-store`, never kept by a shared cache.
 */

interface V1Context {
  deps: AppDeps;
  caller: ApiCaller;
  id: number;
  /** What the operation's own schema parsed; each handler reads only its operation's fields. */
  query: V1GoodsQuery;
  body: V1InquiryCreate & V1ExternalId;
  ip: string;
  theme: SiteTheme['name'];
  day: string;
}

const HANDLERS: Record<V1OperationId, (ctx: V1Context) => Promise<unknown>> = {
  listGoods: ({ deps, caller, query, day }) => v1GoodsPage(deps.database.db, caller.owner, query, day),
  getGoods: ({ deps, caller, id, day }) => v1GoodsById(deps.database.db, caller.owner, id, day),
  setGoodsExternalId: ({ deps, caller, id, body, day }) => setGoodsExternalId(deps, caller.owner, id, body.externalId, day),
  listOrders: ({ deps, caller, query }) => v1OrdersPage(deps.database.db, caller.owner, query),
  getOrder: ({ deps, caller, id }) => v1OrderDetail(deps.database.db, caller.owner, id),
  setOrderExternalId: ({ deps, caller, id, body }) => setOrderExternalId(deps, caller.owner, id, body.externalId),
  createInquiry: ({ deps, caller, body, ip, theme }) => createInquiryForKey(deps, caller, { ip, theme }, body),
};

const HTTP_STATUS: Record<string, number> = {
  [RES.INVALID_PARAMS]: 400, [RES.MALFORMED_BODY]: 400, [RES.IDEMPOTENCY_KEY_REQUIRED]: 400,
  [RES.API_KEY_INVALID]: 401, [RES.API_KEY_REVOKED]: 401, [RES.API_KEY_EXPIRED]: 401,
  [RES.FORBIDDEN]: 403, [RES.ROLE_REFUSED]: 403, [RES.STAFF_ROLE_REFUSED]: 403, [RES.EMAIL_NOT_CONFIRMED]: 403, [RES.API_SCOPE_REFUSED]: 403, [RES.API_KEY_CREATOR_LOST]: 403,
  [RES.NOT_FOUND]: 404, [RES.UNKNOWN_PATH]: 404,
  [RES.CONFLICT]: 409, [RES.EXTERNAL_ID_TAKEN]: 409, [RES.IDEMPOTENCY_IN_PROGRESS]: 409,
  [RES.IDEMPOTENCY_KEY_REUSED]: 422, [RES.API_RATE_LIMITED]: 429, [RES.INTERNAL]: 500,
};
const TITLES: Record<number, string> = { 400: 'Bad request', 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not found', 409: 'Conflict', 422: 'Unprocessable content', 429: 'Too many requests', 500: 'Internal error' };
const PRIVATE = { 'cache-control': 'private, no-store', vary: 'Authorization' };

/** An RFC 9457 problem: `code` is the result code of docs/protocol.md, `detail` says what to do in words. */
function problem(c: Context, error: ApiError) {
  const status = HTTP_STATUS[error.res] ?? 400;
  const body = { type: `https://storefront.invalid/problems/${error.res}`, title: TITLES[status] ?? 'Refused', status, detail: error.message, code: error.res };
  const headers: Record<string, string> = { ...PRIVATE, 'content-type': 'application/problem+json' };
  if (error instanceof RateLimited) headers['retry-after'] = String(error.retryAfterSeconds);
  return c.body(JSON.stringify(body), status as 400, headers);
}

function parsed(schema: ZodType | undefined, value: unknown): unknown {
  if (!schema) return {};
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  throw invalid(`${issue.path.length ? `${issue.path.join('.')}: ` : ''}${issue.message}`);
}

async function bodyText(c: Context): Promise<string> {
  if (!(c.req.header('content-type') ?? '').toLowerCase().startsWith('application/json')) throw new ApiError(RES.MALFORMED_BODY, 'Send the body as application/json.');
  const text = await c.req.text();
  if (text.length > 64 * 1024) throw new ApiError(RES.MALFORMED_BODY, 'The body is larger than 64 kB.');
  return text;
}

function jsonOf(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(RES.MALFORMED_BODY, 'The body is not valid JSON.');
  }
}

const honoPath = (path: string) => `${V1_BASE}${path.replace(/\{(\w+)\}/g, ':$1')}`;
const recordId = (value: string | undefined) => (value && /^[1-9][0-9]{0,9}$/.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : null);

export function registerPublicApi(app: Hono, deps: AppDeps, ipOf: (c: Context) => string): void {
  app.get(`${V1_BASE}/openapi.json`, (c) => c.json(openApiDocument(), 200, { 'cache-control': 'public, max-age=300' }));

  for (const op of V1_OPERATIONS as readonly V1Operation[]) {
    const handle = HANDLERS[op.id as V1OperationId];
    app.on(op.method.toUpperCase(), honoPath(op.path), async (c) => {
      try {
        const ip = ipOf(c);
        const caller = await authenticateApiKey(deps, c.req.header('authorization'), op.scope, ip);
        const param = Object.values(c.req.param() as Record<string, string>)[0];
        const id = param === undefined ? 0 : recordId(param);
        if (id === null) throw notFound('This record');
        const text = op.body ? await bodyText(c) : '';
        const ctx: V1Context = {
          deps, caller, id, ip, query: parsed(op.query, c.req.query()) as V1GoodsQuery, body: (op.body ? parsed(op.body, jsonOf(text)) : {}) as V1Context['body'],
          theme: requestTheme((name) => c.req.header(name), deps.config.siteThemes), day: utcDay(deps.now()),
        };
        if (!op.idempotent) return c.json(await handle(ctx), op.status, PRIVATE);
        const answer = await idempotent(deps, caller.keyId, idempotencyKeyOf(c.req.header('idempotency-key')), text, async () => ({ status: op.status, body: await handle(ctx) }));
        return c.json(answer.body, answer.status as 201, { ...PRIVATE, ...(answer.replayed ? { 'idempotent-replayed': 'true' } : {}) });
      } catch (error) {
        if (error instanceof ApiError) return problem(c, error);
        deps.log.error({ err: error, path: c.req.path }, 'unhandled error on /api/v1');
        return problem(c, new ApiError(RES.INTERNAL, 'Something went wrong on our side. Please try again.'));
      }
    });
  }
  app.all(`${V1_BASE}/*`, (c) => problem(c, new ApiError(RES.UNKNOWN_PATH, `No ${c.req.method} ${c.req.path} in the public API: see ${V1_BASE}/openapi.json.`)));
}
