'use client';
import { usePathname, useRouter } from 'next/navigation';
import { type ReactNode, useEffect } from 'react';
import { visitorRedirect } from '@/lib/links';
import { getUser, useUser } from '@/lib/session';

/**
 * The browser half of the auth guard (spec §2): logged-in state is decided by whether user
 * info exists, so a visitor (or a member who just signed out in another tab) goes to / (the cart: to the
 * sign-in dialog, returning to the cart).
 * The server half, in the route group's layout, already sent away anyone without a session cookie.
 */
export function MemberGuard({ children }: { children: ReactNode }) {
  const router = useRouter();
  const signedIn = useUser() !== null;
  const pathname = usePathname();
  useEffect(() => {
    // getUser() reads the storage itself: the hook's first value is the server's (null) while hydrating.
    if (!signedIn && !getUser()) router.replace(visitorRedirect(pathname + window.location.search));
  }, [signedIn, router, pathname]);
  return children;
}
