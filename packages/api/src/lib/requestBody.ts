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
