import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import busboy from 'busboy';
import { eq } from 'drizzle-orm';
import { CATALOG_FOLDER, fileKeyFolder, MSG, RES, STAFF_ONLY_FOLDERS, UPLOAD_FOLDERS, type UploadResult } from '@sw/protocol';
import type { AppDeps } from '../../context';
import { uploads } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import { enforce, type LimitRule } from '../../lib/rateLimit';
import { spool } from '../../lib/storage/spool';
import { findMember, resolveSession, sessionIsLive } from '../auth';
import { extensionOf, isAllowedIn, isForbiddenExtension, verifiedContentType } from './formats';
import { uploadTokenSecret } from './secret';
import { verifyUploadToken, type UploadClaims } from './token';

/** A refusal of POST /files/upload: the envelope's code and message, and the HTTP status that fits. */
export class UploadRefusal extends ApiError {
  constructor(
    res: string,
    message: string,
    readonly status: 400 | 401 | 403 | 409 | 413 | 415 | 429 | 503,
  ) {
    super(res, message);
  }
}

const unsupported = () => new UploadRefusal(RES.INVALID_PARAMS, MSG.unsupportedFormat, 415);
const tooLarge = () => new UploadRefusal(RES.PAYLOAD_TOO_LARGE, MSG.fileTooLarge, 413);
const badToken = (reason: string) =>
  new UploadRefusal(RES.FORBIDDEN, reason === 'expired' ? 'Your upload permission has expired. Please try again.' : 'The upload permission is missing or not valid. Please try again.', 401);
const malformed = (message: string) => new UploadRefusal(RES.MALFORMED_BODY, message, 400);

/** Files a member may send in a day: generous for artwork, a ceiling on filling the disk (10 MB each). */
export const DAILY_UPLOADS: LimitRule = {
  name: 'upload-member', max: 500, windowMs: 24 * 60 * 60 * 1000,
  message: 'You have uploaded a great many files today. Please try again tomorrow or contact us.',
};

/** A file name fit to keep and to send back in Content-Disposition: no path, no control characters, at most 200 characters. */
export function cleanFileName(name: string | undefined, key: string): string {
  const base = (name ?? '').split(/[/\\]/).pop() ?? '';
  // Control characters, quotes and bidi overrides ('logo\u202Egnp.exe' shown as 'logoexe.png') go.
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f"\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '').trim().slice(-200);
  return clean || key.slice(key.indexOf('/') + 1);
}

interface SpooledFile { path: string; size: number; name: string }

interface Received {
  token?: string;
  key?: string;
  claims?: UploadClaims;
  file?: SpooledFile;
}

/** Upload files being received at once by this process; one more is refused (503) instead of filling the disk. */
export const MAX_CONCURRENT_SPOOLS = 8;
export const SPOOL_BUSY_MESSAGE = 'We are receiving many files right now. Please try again in a moment.';
const busy = () => new UploadRefusal(RES.RATE_LIMITED, SPOOL_BUSY_MESSAGE, 503);
let spoolsHeld = 0;
/** How many places are taken now (for tests and diagnostics). */
export const spoolsInUse = () => spoolsHeld;

/** Removes a received file and frees its place among the concurrent spools. */
async function discard(file: SpooledFile): Promise<void> {
  try {
    await fs.promises.rm(file.path, { force: true });
  } finally {
    spoolsHeld--;
  }
}

/**
 * Reads the multipart body. The token must come before the file (the spec's order is token, file, key): a file
 * part before a valid token is refused at once, unread, and the file is streamed to a temporary file counted
 * against the token's limit, so it is never held in memory. Nothing reaches the storage here. Whoever settles
 * the answer owns the temporary file: a refusal removes it here, an accepted body hands it to receiveUpload.
 */
function readMultipart(request: Request, contentType: string, secret: Buffer, now: Date): Promise<Received> {
  const body = request.body;
  if (!body) return Promise.reject(malformed('The upload has no body.'));
  const source = Readable.fromWeb(body as import('node:stream/web').ReadableStream<Uint8Array>);
  const received: Received = {};
  const tmp = path.join(os.tmpdir(), 'sw-uploads');
  let spooled: Promise<SpooledFile> | null = null;
  // Stops a running spool when the upload is refused (destroying busboy's part stream does not always end the copy).
  const stopSpool = new AbortController();

  return new Promise((resolve, reject) => {
    let settled = false;
    const refuse = (refusal: unknown) => {
      if (settled) return;
      settled = true;
      // Stop parsing and let the rest of the body drain unread: the answer goes out at once.
      source.unpipe(parser);
      source.resume();
      // An unfinished spool stops and removes its own file; a finished one is removed once its copy has ended.
      stopSpool.abort();
      void spooled?.then(discard, () => undefined);
      reject(refusal);
    };

    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: { 'content-type': contentType }, defParamCharset: 'utf8', limits: { fields: 4, fieldSize: 4096, files: 1, parts: 6 } });
    } catch {
      reject(malformed('The upload must be sent as multipart/form-data.'));
      return;
    }

    parser.on('field', (name, value) => {
      if (name === 'token') {
        received.token = value;
        const check = verifyUploadToken(secret, value, now);
        // Refused before a byte of the file is read.
        if (!check.ok) return refuse(badToken(check.reason));
        received.claims = check.claims;
      } else if (name === 'key') {
        received.key = value;
      }
    });

    parser.on('file', (name, stream, info) => {
      if (settled || name !== 'file') return void stream.resume();
      if (spooled) {
        stream.resume();
        return refuse(malformed('Send one file per upload.'));
      }
      const claims = received.claims;
      if (!claims) {
        stream.resume();
        return refuse(badToken('missing'));
      }
      if (spoolsHeld >= MAX_CONCURRENT_SPOOLS) {
        stream.resume();
        return refuse(busy());
      }
      spoolsHeld++;
      spooled = spool(stream, tmp, claims.maxBytes, stopSpool.signal).then(
        (done) => ({ path: done.file, size: done.size, name: info.filename ?? '' }),
        (error: unknown) => {
          // The spool removed its own file.
          spoolsHeld--;
          throw error;
        },
      );
      spooled.catch((error: unknown) => refuse(error instanceof ApiError && error.res === RES.PAYLOAD_TOO_LARGE ? tooLarge() : error));
    });

    parser.on('filesLimit', () => refuse(malformed('Send one file per upload.')));
    parser.on('partsLimit', () => refuse(malformed('The upload has too many parts.')));
    parser.on('fieldsLimit', () => refuse(malformed('The upload has too many fields.')));
    parser.on('error', () => refuse(malformed('The upload could not be read. Please try again.')));
    parser.on('close', () => {
      void (spooled ?? Promise.resolve(undefined)).then((file) => {
        if (settled) return;
        settled = true;
        resolve({ ...received, file });
      }, () => undefined);
    });
    const interrupted = () => refuse(malformed('The upload was interrupted. Please try again.'));
    source.on('error', interrupted);
    // A client that goes away mid-body does not always error the stream: its request's signal says so.
    if (request.signal.aborted) return interrupted();
    request.signal.addEventListener('abort', interrupted, { once: true });
    source.pipe(parser);
  });
}

/** The session behind the token is still signed in: signing out ends the upload tokens it asked for. */
const sessionLive = (deps: AppDeps, claims: UploadClaims) => sessionIsLive(deps.database.db, claims.session, claims.memberId, deps.now());

/** Catalogue pictures are public once used, proofs and production media are the sales team's: only staff upload there. */
async function isStaff(deps: AppDeps, memberId: string): Promise<boolean> {
  return (await findMember(deps.database.db, memberId))?.role === 'staff';
}

async function keyExists(deps: AppDeps, key: string): Promise<boolean> {
  const [row] = await deps.database.db.select({ id: uploads.id }).from(uploads).where(eq(uploads.key, key)).limit(1);
  return Boolean(row) || (await deps.storage.exists(key));
}

/**
 * POST /files/upload: checks the token (signature, expiry, its session still signed in, the same member as
 * the caller's own session when one is sent), the key (folder, extension allowed there, not taken), the size
 * and the content's signature, then stores the file under its key and records it for its member.
 */
export async function receiveUpload(deps: AppDeps, request: Request, sessionToken: string | null, ip: string): Promise<UploadResult> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\s*;/i.test(contentType)) {
    throw new UploadRefusal(RES.MALFORMED_BODY, 'The upload must be sent as multipart/form-data with token, key and file.', 415);
  }
  const now = deps.now();
  const received = await readMultipart(request, contentType, await uploadTokenSecret(deps.config), now);
  const file = received.file;
  try {
    const claims = received.claims;
    if (!claims) throw badToken('missing');
    if (!(await sessionLive(deps, claims))) throw badToken('expired');
    if (sessionToken) {
      // A browser that sends its own session must be the token's member: no uploading with another's token.
      const caller = await resolveSession(deps.database.db, sessionToken, now).catch(() => null);
      if (caller && caller.id !== claims.memberId) {
        throw new UploadRefusal(RES.FORBIDDEN, 'This upload permission belongs to another account. Please sign in again.', 403);
      }
    }

    await enforce(DAILY_UPLOADS, claims.memberId, { db: deps.database.db, log: deps.log, ip, now, memberId: claims.memberId });

    const key = received.key ?? '';
    const folder = fileKeyFolder(key);
    if (!folder) throw new UploadRefusal(RES.INVALID_PARAMS, `The file key must be ${UPLOAD_FOLDERS.map((name) => `${name}/`).join(', ')} followed by a name and extension.`, 400);
    if (STAFF_ONLY_FOLDERS.includes(folder) && !(await isStaff(deps, claims.memberId))) {
      throw new UploadRefusal(RES.FORBIDDEN, folder === CATALOG_FOLDER ? 'Only staff may upload catalogue pictures.' : 'Only the sales team may upload into this folder.', 403);
    }
    if (!file) throw malformed('The upload has no file.');
    const extension = extensionOf(key);
    if (isForbiddenExtension(key) || isForbiddenExtension(file.name) || !isAllowedIn(folder, extension)) throw unsupported();
    if (file.size > claims.maxBytes) throw tooLarge();
    if (await keyExists(deps, key)) throw new UploadRefusal(RES.CONFLICT, 'A file with this key exists already.', 409);
    const storedType = await verifiedContentType(file.path, extension, file.size);
    if (!storedType) throw unsupported();

    const stored = await deps.storage.put(key, fs.createReadStream(file.path), { contentType: storedType, maxBytes: claims.maxBytes });
    try {
      await deps.database.db.insert(uploads).values({
        memberId: claims.memberId, key, name: cleanFileName(file.name, key), size: stored.size, contentType: stored.contentType,
      });
    } catch (error) {
      await deps.storage.delete(key);
      throw error;
    }
    return { key };
  } finally {
    if (file) await discard(file);
  }
}
