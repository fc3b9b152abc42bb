'use client';
import { useRouter } from 'next/navigation';
import { type ReactNode, useEffect } from 'react';
import { getUser, useUser } from '@/lib/session';

/**
 * The browser half of the auth guard (spec §2): logged-in state is decided by whether user
 * info exists, so a visitor (or a member who just signed out in another tab) goes to /.
 * The server half, in the route group's layout, already sent away anyone without a session cookie.
 */
export function MemberGuard({ children }: { children: ReactNode }) {
  const router = useRouter();
  const signedIn = useUser() !== null;
  useEffect(() => {
    // getUser() reads the storage itself: the hook's first value is the server's (null) while hydrating.
    if (!signedIn && !getUser()) router.replace('/');
  }, [signedIn, router]);
  return children;
}
