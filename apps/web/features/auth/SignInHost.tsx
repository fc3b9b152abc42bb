'use client';
import dynamic from 'next/dynamic';
import { useSearchParams } from 'next/navigation';
import { Suspense, useEffect } from 'react';
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
  useEffect(() => {
    if (wanted) void loadDialog();
  }, [wanted]);
  return (
    <>
      {/* Reading the query suspends on static pages: only this empty part waits for the browser. */}
      <Suspense fallback={null}>
        <SignInFromLink />
      </Suspense>
      {session > 0 ? <SignInDialog /> : null}
    </>
  );
}

/** Watches the address for ?signIn=, on arrival and after a redirect within the site alike. */
function SignInFromLink() {
  const asked = useSearchParams().has(SIGN_IN_PARAM);
  useEffect(() => {
    if (asked) openSignInFromLink();
  }, [asked]);
  return null;
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
