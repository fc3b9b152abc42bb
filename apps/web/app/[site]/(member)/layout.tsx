import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import type { ReactNode } from 'react';
import { SESSION_COOKIE } from '@sw/protocol';
import { MemberGuard } from '@/features/auth/member/MemberGuard';

export const dynamic = 'force-dynamic';

/**
 * The auth guard of spec 2 for the inquiry, order, account and customization routes: a visitor
 * without a session cookie is sent to / before anything renders; the browser half sends away
 * anyone without user info. (The header's cart link opens the sign-in dialog instead.)
 */
export default async function MemberLayout({ children }: { children: ReactNode }) {
  const jar = await cookies();
  if (!jar.get(SESSION_COOKIE)?.value) redirect('/');
  return <MemberGuard>{children}</MemberGuard>;
}
