'use client';
import { closeSignIn, useSignInState } from './signInStore';

/** Placeholder while the multi-step dialog is being built. */
export default function SignInDialog() {
  const state = useSignInState();
  if (!state.open) return null;
  return (
    <div role="dialog" aria-modal="true" aria-label="Sign in or register">
      <button type="button" onClick={closeSignIn}>Close</button>
    </div>
  );
}
