import { cookies } from 'next/headers';
import { LIMITS, SESSION_COOKIE } from '@sw/protocol';
import { MEMBER_COOKIE } from './cookies';

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
