import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { fail, ok, PRIVATE_ANSWER_PATHS, RES, SESSION_COOKIE, SIGN_HEADER, TOKEN_HEADER, verifySignature } from '@sw/protocol';
import type { AppDeps } from './context';
import { callEndpoint } from './callEndpoint';
import { ApiError } from './lib/errors';
import { securityEvent } from './lib/log';
import type { Endpoint } from './lib/endpoint';
import { allEndpoints } from './routes';
import { registerMedia } from './demo';
import { registerFiles } from './routes/files';
import { registerDocuments } from './routes/documents';
import { registerComplianceDownloads } from './routes/compliance';
import { registerPublicApi } from './routes/apiV1';
import { clientAddress } from './lib/clientAddress';
import { isJsonContentType, readJsonBody } from './lib/requestBody';
import { mayReadMetrics, METRICS_REFUSAL, recordRequest, renderMetrics } from './lib/metrics';
import { outboxBacklog } from './lib/outboxBacklog';
import { requestTheme } from './lib/siteTheme';

/** What the storefront hands over with a call it makes in this process: the address it worked out. */
export interface InProcessEnv {
  clientAddress?: string;
}

/**
 * The caller's address for rate limits: from the storefront when it calls in-process, otherwise from the
 * socket and TRUST_PROXY_HOPS (standalone back-end).
 */
function clientIp(c: Context, trustedHops: number): string {
  const env = c.env as ({ incoming?: { socket?: { remoteAddress?: string } } } & InProcessEnv) | undefined;
  const socket = env?.incoming?.socket?.remoteAddress;
  if (!socket) return env?.clientAddress ?? 'unknown';
  return clientAddress(c.req.header('x-forwarded-for'), socket, trustedHops);
}

async function readJsonObject(c: Context): Promise<Record<string, unknown>> {
  if (!isJsonContentType(c.req.header('content-type'))) {
    throw new ApiError(RES.MALFORMED_BODY, 'The request body must be sent as application/json.');
  }
  const read = await readJsonBody(c.req.raw, { emptyIsObject: true });
  if ('refusal' in read) throw new ApiError(read.refusal.res, read.refusal.msg);
  return read.body;
}

/** Every back-end answer is data, never a page: nothing may run, embed or frame it. */
const API_SECURITY_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
};

/** The answers of the operator's paths are the state of the moment: no cache keeps them. */
const NO_STORE = { 'cache-control': 'no-store' };
const OPERATOR_PATHS = new Set(['/healthz', '/metrics']);
const FILE_FAMILIES = new Set(['media', 'files', 'documents']);

/** The result code of an answer outside an endpoint's success (refusals, errors): read from its small envelope. */
async function envelopeCode(c: Context): Promise<string | null> {
  if (c.error) return c.error instanceof ApiError ? c.error.res : RES.INTERNAL;
  if (!(c.res.headers.get('content-type') ?? '').startsWith('application/json')) return null;
  // A served file states its length; an envelope made here does not, and is small.
  if (Number(c.res.headers.get('content-length') ?? 0) > 64 * 1024) return null;
  const envelope = (await c.res.clone().json().catch(() => null)) as { meta?: { res?: unknown } } | null;
  return typeof envelope?.meta?.res === 'string' ? envelope.meta.res : null;
}

/** The back-end: one Hono app serving every path of spec section 7 under the envelope. */
export function createApp(deps: AppDeps, endpoints: Endpoint[] = allEndpoints) {
  const app = new Hono();
  const contractPaths = new Set(endpoints.map((ep) => ep.contract.path));
  /** A metrics label of few values: an endpoint's folder (`iap-api/pweb/csite`), a file route's name, or the rest. */
  const familyOf = (path: string) => {
    if (contractPaths.has(path)) return path.slice(1, path.lastIndexOf('/'));
    const first = path.split('/')[1] ?? '';
    if (FILE_FAMILIES.has(first)) return first;
    return first === 'iap-api' || first === 'iap-mapi' ? `${first}/unknown` : 'other';
  };
  /** Endpoint answers known to be a success, so their (possibly large) bodies are not read again. */
  const succeeded = new WeakSet<Request>();

  app.onError((error, c) => {
    // A document missing a stored file is the installation's fault, not the caller's: a 500 that names the file.
    if (error instanceof ApiError) return c.json(fail(error.res, error.message), error.res === RES.STORED_FILE_MISSING ? 500 : 200);
    deps.log.error({ err: error, path: c.req.path }, 'unhandled error');
    return c.json(fail(RES.INTERNAL, 'Something went wrong on our side. Please try again.'));
  });
  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    if (!OPERATOR_PATHS.has(c.req.path)) {
      const res = succeeded.has(c.req.raw) ? RES.OK : await envelopeCode(c);
      recordRequest(familyOf(c.req.path), res, c.res.status, (performance.now() - started) / 1000);
    }
    for (const [name, value] of Object.entries(API_SECURITY_HEADERS)) {
      if (!c.res.headers.has(name)) c.res.headers.set(name, value);
    }
  });
  app.notFound((c) => c.json(fail(RES.UNKNOWN_PATH, `Unknown path: ${c.req.path}`), 404));

  app.get('/healthz', async (c) => {
    const database = await deps.database.ping().catch(() => false);
    const outbox = database ? await outboxBacklog(deps.database.db, deps.now()).catch(() => null) : null;
    return c.json(
      {
        status: database ? 'ok' : 'unavailable',
        node: process.version,
        database: { kind: deps.database.kind, reachable: database },
        outbox,
      },
      database ? 200 : 503,
      NO_STORE,
    );
  });

  app.get('/metrics', async (c) => {
    const ip = clientIp(c, deps.config.trustProxyHops);
    if (!mayReadMetrics(c.req.header('authorization'), ip, deps.config.metricsToken)) {
      securityEvent(deps.log, { event: 'access.refused', result: 'refused', reason: 'metrics', ip });
      return c.json(fail(RES.FORBIDDEN, METRICS_REFUSAL), 403, NO_STORE);
    }
    const { contentType, text } = await renderMetrics(deps);
    return c.body(text, 200, { ...NO_STORE, 'content-type': contentType });
  });

  registerMedia(app, deps);
  registerFiles(app, deps, (c) => clientIp(c, deps.config.trustProxyHops));
  registerComplianceDownloads(app, deps);
  registerDocuments(app, deps);
  registerPublicApi(app, deps, (c) => clientIp(c, deps.config.trustProxyHops));

  // Whatever concerns a member (any call carrying a session, any member path) is never stored by a cache.
  const memberPaths = new Set(endpoints.filter((ep) => ep.contract.access === 'member' || ep.contract.access === 'staff').map((ep) => ep.contract.path));
  app.use('/iap-api/*', async (c, next) => {
    await next();
    if (PRIVATE_ANSWER_PATHS.includes(c.req.path)) c.header('Cache-Control', 'private, no-store');
    else if (memberPaths.has(c.req.path) || c.req.header(TOKEN_HEADER) || getCookie(c, SESSION_COOKIE)) c.header('Cache-Control', 'no-store');
  });

  for (const { contract, handle } of endpoints) {
    app.post(contract.path, async (c) => {
      const token = c.req.header(TOKEN_HEADER) || getCookie(c, SESSION_COOKIE) || null;
      const check = verifySignature({
        // Only the header: a signature in the query string ends up in logs and shared links.
        sign: c.req.header(SIGN_HEADER),
        ts: c.req.query('ts'),
        appId: c.req.query('appId'),
        path: contract.path,
        token: token ?? undefined,
        now: deps.now().getTime(),
      });
      if (!check.ok) {
        if (check.reason === 'stale') throw new ApiError(RES.STALE_TIMESTAMP, 'The request timestamp is missing or too old. Check your clock and try again.');
        throw new ApiError(RES.BAD_SIGNATURE, check.reason === 'missing' ? 'The request signature is missing.' : 'The request signature is not valid.');
      }
      const { resall: _resall, ...data } = await readJsonObject(c);
      const result = await callEndpoint(deps, { contract, handle }, {
        data,
        token,
        claimedMemId: check.memId ?? c.req.query('memId'),
        ip: clientIp(c, deps.config.trustProxyHops),
        userAgent: c.req.header('user-agent') ?? '',
        theme: requestTheme((name) => c.req.header(name), deps.config.siteThemes),
      });
      succeeded.add(c.req.raw);
      return c.json(ok(result));
    });
  }

  app.all('/iap-api/*', (c) => {
    if (c.req.method !== 'POST' && endpoints.some((ep) => ep.contract.path === c.req.path)) {
      return c.json(fail(RES.METHOD_NOT_ALLOWED, 'Use POST with a JSON body.'), 405);
    }
    return c.json(fail(RES.UNKNOWN_PATH, `Unknown path: ${c.req.path}`), 404);
  });

  return app;
}

export type ApiApp = ReturnType<typeof createApp>;
