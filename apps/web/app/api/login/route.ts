import { account, fail, ok, RES } from '@sw/protocol';
import { sendSigned } from '@/lib/call.server';
import { setSessionCookies } from '@/lib/sessionCookies.server';

export const dynamic = 'force-dynamic';

/**
 * Establishes the site's own session from the user info of a successful sign-in.
 * The token is checked with the back-end before it becomes a cookie.
 */
export async function POST(request: Request) {
  const info = (await request.json().catch(() => null)) as { tokEn?: unknown; memId?: unknown } | null;
  if (!info || typeof info.tokEn !== 'string' || typeof info.memId !== 'string' || !info.tokEn || !info.memId) {
    return Response.json(fail(RES.INVALID_PARAMS, 'tokEn and memId are required.'));
  }
  const response = await sendSigned(account.viewInformation.path, {}, { token: info.tokEn, memId: info.memId });
  const envelope = (await response.json()) as { meta: { res: string; msg: string }; data: { memId?: string } | null };
  if (envelope.meta.res !== RES.OK || envelope.data?.memId !== info.memId) {
    return Response.json(envelope.meta.res === RES.OK ? fail(RES.SESSION_EXPIRED, 'The session is not valid.') : envelope);
  }
  await setSessionCookies(request, info.tokEn, info.memId);
  return Response.json(ok(true));
}
