import { cookies } from 'next/headers';
import { auth, ok, SESSION_COOKIE } from '@sw/protocol';
import { sendSigned } from '@/lib/backend/call.server';
import { refuseUnsafeRequest } from '@/lib/backend/requestGuards.server';
import { clearSessionCookies } from '@/lib/backend/sessionCookies.server';

export const dynamic = 'force-dynamic';

/** Signs out: revokes the session on the back-end and clears both cookies. Only this site's pages may ask. */
export async function POST(request: Request) {
  const refusal = refuseUnsafeRequest(request);
  if (refusal) return refusal;
  const token = (await cookies()).get(SESSION_COOKIE)?.value;
  if (token) await sendSigned(auth.quitLogin.path, {}, { token }).catch(() => undefined);
  await clearSessionCookies();
  return Response.json(ok(true));
}
