'use client';
import dynamic from 'next/dynamic';
import { useSignInState } from './signInStore';

/** Loaded on first open only: the home page does not ship the dialog. */
const SignInDialog = dynamic(() => import('./SignInDialog'), { ssr: false });

/**
 * Mounted once by the root layout. Renders the sign-in dialog lazily the first time
 * openSignIn() is called, and keeps it mounted afterwards so closing can animate.
 */
export function SignInHost() {
  const { session } = useSignInState();
  return session > 0 ? <SignInDialog /> : null;
}

export default SignInHost;
