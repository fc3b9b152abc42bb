'use client';
import dynamic from 'next/dynamic';
import { useEffect } from 'react';
import { useSignInState } from '@/lib/signIn';

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
  return session > 0 ? <SignInDialog /> : null;
}

export default SignInHost;
