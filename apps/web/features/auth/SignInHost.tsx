'use client';
import dynamic from 'next/dynamic';
import { useEffect } from 'react';
import { safeReturnTo, SIGN_IN_PARAM } from '@/lib/links';
import { openSignIn, useSignInState } from '@/lib/signIn';

const loadDialog = () => import('./SignInDialog');

/** Loaded on first open only: the home page does not ship the dialog. */
const SignInDialog = dynamic(loadDialog, { ssr: false });

/**
 * Mounted once by the layout. Renders the sign-in dialog lazily the first time openSignIn() is
 * called, and keeps it mounted afterwards so closing can animate. preloadSignIn() (hover on the
 * Sign in button) only fetches the code.
 */
export function SignInHost() {
  const { session, wanted } = useSignInState();
  useEffect(openSignInFromLink, []);
  useEffect(() => {
    if (wanted) void loadDialog();
  }, [wanted]);
  return session > 0 ? <SignInDialog /> : null;
}

/**
 * `/?signIn=<path>` (where a visitor who opened the cart is sent) opens the dialog at once and returns to
 * that path after signing in. The parameter is taken out of the address so a reload does not ask again.
 */
function openSignInFromLink() {
  const url = new URL(window.location.href);
  if (!url.searchParams.has(SIGN_IN_PARAM)) return;
  const returnTo = safeReturnTo(url.searchParams.get(SIGN_IN_PARAM));
  url.searchParams.delete(SIGN_IN_PARAM);
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  openSignIn(returnTo ? { returnTo } : {});
}

export default SignInHost;
