import { backendFetch } from '@/lib/backend/backend.server';
import { UPLOAD_ENDPOINT } from '@/lib/files';
import { refuseUnsafeUpload, requestClientAddress } from '@/lib/backend/requestGuards.server';
import { fail, RES } from '@sw/protocol';

export const dynamic = 'force-dynamic';

/** GET /files/<key>: the back-end serves a file to staff and to the buyer of a record it is attached to (404 for anyone else). */
export function GET(request: Request): Promise<Response> {
  return backendFetch(request, requestClientAddress(request));
}
export { GET as HEAD };

/** POST /files/upload: from this site only, multipart, streamed to the back-end without a size bound of its own. */
export async function POST(request: Request): Promise<Response> {
  if (new URL(request.url).pathname !== UPLOAD_ENDPOINT) {
    return Response.json(fail(RES.METHOD_NOT_ALLOWED, 'Files are uploaded to /files/upload.'), { status: 405 });
  }
  const refusal = refuseUnsafeUpload(request);
  if (refusal) return refusal;
  return backendFetch(request, requestClientAddress(request), { streamBody: true });
}
