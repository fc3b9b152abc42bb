import type { Context, Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { fail, ok, RES, SESSION_COOKIE, TOKEN_HEADER, uploads } from '@sw/protocol';
import type { AppDeps } from '../context';
import { endpoint, type Endpoint } from '../lib/endpoint';
import { ApiError } from '../lib/errors';
import { securityEvent } from '../lib/log';
import { type Member, resolveSession } from '../services/auth';
import { fileHolderReads } from '../queries/fileHolders';
import { issueUploadToken, provideFileReaders, receiveUpload, serveFile, UploadRefusal, uploadTokenSecret } from '../services/files';

export const fileEndpoints: Endpoint[] = [
  endpoint(uploads.getQnTokenAuto, async ({ member, token, deps }) =>
    issueUploadToken(await uploadTokenSecret(deps.config), { memberId: member.id, sessionToken: token, now: deps.now() })),
];

/** HTTP status of a refusal that did not name one. */
function statusOf(error: ApiError): 400 | 401 | 403 | 409 | 413 | 415 | 429 | 503 {
  if (error instanceof UploadRefusal) return error.status;
  if (error.res === RES.RATE_LIMITED) return 429;
  if (error.res === RES.PAYLOAD_TOO_LARGE) return 413;
  if (error.res === RES.CONFLICT) return 409;
  return 400;
}

/** The caller's own session, as member calls send it: header or cookie. */
const sessionOf = (c: Context) => c.req.header(TOKEN_HEADER) || getCookie(c, SESSION_COOKIE) || null;

/** The signed-in member of a GET (a file or a document), or null for a visitor or a session that no longer works. */
export async function memberOfRequest(deps: AppDeps, c: Context): Promise<Member | null> {
  const token = sessionOf(c);
  return token ? resolveSession(deps.database.db, token, deps.now()).catch(() => null) : null;
}

/** POST /files/upload (multipart token, key, file) and GET /files/<key>: the storage endpoint of spec section 7. */
export function registerFiles(app: Hono, deps: AppDeps, callerIp: (c: Context) => string): void {
  // Who may read a file: the records that hold it answer (a read across domains, queries/fileHolders.ts).
  provideFileReaders(fileHolderReads);

  app.post('/files/upload', async (c) => {
    try {
      const result = await receiveUpload(deps, c.req.raw, sessionOf(c), callerIp(c));
      return c.json(ok(result), 200, { 'cache-control': 'no-store' });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.res === RES.FORBIDDEN) {
        securityEvent(deps.log, { event: 'access.refused', result: 'refused', reason: `upload: ${error.message}` });
      }
      return c.json(fail(error.res, error.message), statusOf(error), { 'cache-control': 'no-store' });
    }
  });

  app.get('/files/*', async (c) => {
    const key = c.req.path.slice('/files/'.length);
    const file = await serveFile(deps, key, await memberOfRequest(deps, c));
    // The same answer for a missing file and another member's: a guessed key tells nothing.
    if (!file) return c.text('Not found', 404, { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' });
    if (c.req.header('if-none-match') === file.headers.etag) {
      await file.body.cancel();
      const { 'content-length': _length, ...headers } = file.headers;
      return c.body(null, 304, headers);
    }
    return c.body(file.body, 200, file.headers);
  });
}
