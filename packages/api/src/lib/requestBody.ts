import { RES } from '@sw/protocol';

/** The largest request body either end reads (result 10008 above it). */
export const MAX_BODY_BYTES = 1_000_000;

/** Only `application/json` (with or without parameters) is parsed: other types are what cross-site forms send. */
export function isJsonContentType(value: string | null | undefined): boolean {
  return /^application\/json\s*(;|$)/i.test(value?.trim() ?? '');
}

/**
 * Reads a request body of at most `limit` bytes, or answers null. A declared Content-Length over the limit
 * is refused before anything is read; an undeclared one is counted while it streams and cut at the limit.
 */
export async function readBoundedBody(request: Request, limit = MAX_BODY_BYTES): Promise<Uint8Array<ArrayBuffer> | null> {
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  if (declared > limit) return null;
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/** A request body read as a JSON object, or the refusal (result code and message) to answer instead. */
export type JsonBodyRead = { body: Record<string, unknown> } | { refusal: { res: string; msg: string } };

/**
 * The JSON object of a bounded request body (see readBoundedBody). With `emptyIsObject`, an empty body
 * counts as `{}` (the back-end's calls without data); otherwise it is malformed.
 */
export async function readJsonBody(request: Request, { emptyIsObject = false } = {}): Promise<JsonBodyRead> {
  const bytes = await readBoundedBody(request);
  if (!bytes) return { refusal: { res: RES.PAYLOAD_TOO_LARGE, msg: 'The request is too large.' } };
  const text = new TextDecoder().decode(bytes);
  if (emptyIsObject && !text.trim()) return { body: {} };
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { refusal: { res: RES.MALFORMED_BODY, msg: 'The request body is not valid JSON.' } };
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    return { refusal: { res: RES.MALFORMED_BODY, msg: 'The request body must be a JSON object.' } };
  }
  return { body: body as Record<string, unknown> };
}
