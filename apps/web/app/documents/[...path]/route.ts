import { backendFetch } from '@/lib/backend/backend.server';
import { requestClientAddress } from '@/lib/backend/requestGuards.server';

export const dynamic = 'force-dynamic';

/**
 * GET /documents/<kind>/<id>.pdf: documents the back-end renders (the quotation PDF), for their buyer and staff
 * only (404 for anyone else). The host the buyer used goes along, so the letterhead carries this site's brand.
 */
export function GET(request: Request): Promise<Response> {
  const headers = new Headers(request.headers);
  const host = request.headers.get('host');
  if (host) headers.set('x-forwarded-host', host);
  return backendFetch(new Request(request.url, { method: 'GET', headers }), requestClientAddress(request));
}
