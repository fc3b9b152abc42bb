import { mayReadMetrics, METRICS_REFUSAL } from '@sw/api';
import { fail, RES } from '@sw/protocol';
import { passThrough } from '@/lib/backend/backend.server';
import { requestClientAddress } from '@/lib/backend/requestGuards.server';

export const dynamic = 'force-dynamic';

/**
 * The back-end's metrics on the storefront's port. Checked here as well as in the back-end: a back-end started on
 * its own sees this process as its caller, whatever TRUST_PROXY_HOPS it was given.
 */
export async function GET(request: Request): Promise<Response> {
  if (!mayReadMetrics(request.headers.get('authorization'), requestClientAddress(request), process.env.METRICS_TOKEN || undefined)) {
    return Response.json(fail(RES.FORBIDDEN, METRICS_REFUSAL), { status: 403, headers: { 'cache-control': 'no-store' } });
  }
  return passThrough(request);
}
