import { cookies } from 'next/headers';
import { API, LIMITS, RES, SESSION_COOKIE } from '@sw/protocol';
import { MEMBER_COOKIE } from '../cookies';

function isHttps(request: Request): boolean {
  return request.headers.get('x-forwarded-proto') === 'https' || new URL(request.url).protocol === 'https:';
}

/** The token lives only in an httpOnly cookie; the member id beside it is not secret. */
export async function setSessionCookies(request: Request, token: string, memId: string): Promise<void> {
  const jar = await cookies();
  const common = { path: '/', sameSite: 'lax' as const, secure: isHttps(request), maxAge: LIMITS.sessionTtlMs / 1000 };
  jar.set(SESSION_COOKIE, token, { ...common, httpOnly: true });
  jar.set(MEMBER_COOKIE, memId, { ...common, httpOnly: false });
}

export async function clearSessionCookies(): Promise<void> {
  const jar = await cookies();
  jar.delete(SESSION_COOKIE);
  jar.delete(MEMBER_COOKIE);
}

/** The calls whose success starts a session: their answer carries the new token. */
const SESSION_STARTS: readonly string[] = [API.base.emailLoginOrRegister, API.base.changePwd];

export const startsSession = (path: string) => SESSION_STARTS.includes(path);

/**
 * A relayed sign-in or password reset: the new token becomes the httpOnly cookie here and is taken out of
 * the answer, so browser JavaScript never holds it. Every other answer passes unchanged.
 */
export async function relaySessionStart(request: Request, path: string, response: Response): Promise<Response> {
  if (!startsSession(path)) return response;
  const envelope = (await response.json()) as { meta: { res: string }; data: { tokEn?: unknown; memId?: unknown } | null };
  const { data } = envelope;
  if (envelope.meta.res === RES.OK && data && typeof data.tokEn === 'string' && typeof data.memId === 'string') {
    await setSessionCookies(request, data.tokEn, data.memId);
    delete data.tokEn;
  }
  return Response.json(envelope, { status: response.status, headers: { 'cache-control': 'no-store' } });
}
