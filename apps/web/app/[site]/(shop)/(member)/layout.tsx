import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import type { ReactNode } from 'react';
import { SESSION_COOKIE } from '@sw/protocol';
import { MemberGuard } from '@/features/auth/member/MemberGuard';
import { REQUESTED_PATH_HEADER, visitorRedirect } from '@/lib/links';

export const dynamic = 'force-dynamic';

/**
 * The auth guard of spec 2 for the inquiry, order, account and customization routes: a visitor
 * without a session cookie is sent to / before anything renders; the browser half sends away
 * anyone without user info. The cart is the exception of spec §6: a visitor who opens it gets the sign-in
 * dialog (on /, with the cart to return to); the header's cart link opens the dialog in place.
 */
export default async function MemberLayout({ children }: { children: ReactNode }) {
  const jar = await cookies();
  if (!jar.get(SESSION_COOKIE)?.value) redirect(visitorRedirect((await headers()).get(REQUESTED_PATH_HEADER)));
  return <MemberGuard>{children}</MemberGuard>;
}
