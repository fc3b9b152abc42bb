import { cookies } from 'next/headers';
import { fail, isBackendPath, isCatalogWritePath, RES, SESSION_COOKIE, verifySignature } from '@sw/protocol';
import { FORWARDED_HOST, sendSigned } from '@/lib/backend/call.server';
import { revalidateAfterCatalogWrite } from '@/lib/backend/catalogCache.server';
import { MEMBER_COOKIE } from '@/lib/cookies';
import { readJsonObject, refuseUnsafeRequest, requestClientAddress } from '@/lib/backend/requestGuards.server';
import { relaySessionStart } from '@/lib/backend/sessionCookies.server';

export const dynamic = 'force-dynamic';

/**
 * The same-origin proxy of spec 7: `{url, data, sIgn}`. It checks the browser's signature, then re-signs
 * the call as the member with the token from the httpOnly cookie. Only this site's pages may use it.
 */
export async function POST(request: Request) {
  const refusal = refuseUnsafeRequest(request);
  if (refusal) return refusal;
  const read = await readJsonObject(request);
  if ('refusal' in read) return read.refusal;
  const body = read.body;
  if (typeof body.url !== 'string') {
    return Response.json(fail(RES.INVALID_PARAMS, 'url: a back-end path is required.'));
  }
  const target = new URL(body.url, 'http://proxy.local');
  if (!isBackendPath(target.pathname)) {
    return Response.json(fail(RES.UNKNOWN_PATH, `Unknown path: ${target.pathname}`), { status: 404 });
  }
  const check = verifySignature({
    sign: typeof body.sIgn === 'string' ? body.sIgn : null,
    ts: target.searchParams.get('ts'),
    appId: target.searchParams.get('appId'),
    path: target.pathname,
  });
  if (!check.ok) {
    return Response.json(
      check.reason === 'stale'
        ? fail(RES.STALE_TIMESTAMP, 'The request timestamp is missing or too old. Check your clock and try again.')
        : fail(RES.BAD_SIGNATURE, check.reason === 'missing' ? 'The request signature is missing.' : 'The request signature is not valid.'),
    );
  }
  const data = body.data && typeof body.data === 'object' && !Array.isArray(body.data) ? body.data : {};
  const jar = await cookies();
  const token = jar.get(SESSION_COOKIE)?.value;
  const memId = target.searchParams.get('memId') ?? jar.get(MEMBER_COOKIE)?.value;
  const userAgent = request.headers.get('user-agent');
  const host = request.headers.get('host');
  const response = await sendSigned(target.pathname, data, { token, memId: token ? memId : undefined }, {
    // The host the buyer used names the site's brand for the back-end (its mails and the records they follow).
    headers: { ...(userAgent ? { 'user-agent': userAgent } : {}), ...(host ? { [FORWARDED_HOST]: host } : {}) },
    clientAddress: requestClientAddress(request),
  });
  // A staff catalogue write that succeeded makes the cached storefront pages stale (the answer is small JSON).
  const answer = isCatalogWritePath(target.pathname) ? await response.text() : null;
  if (answer !== null) revalidateAfterCatalogWrite(target.pathname, answer);
  const relayed = new Response(answer ?? response.body, { status: response.status, headers: { 'content-type': 'application/json', 'cache-control': 'no-store' } });
  return relaySessionStart(request, target.pathname, relayed);
}
