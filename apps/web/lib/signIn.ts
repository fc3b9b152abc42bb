'use client';
import { createStore } from './store';

/**
 * The sign-in gate: any feature asks for the sign-in dialog through here; the auth feature's host
 * (mounted by the layout) renders the dialog. Nothing here imports the dialog itself.
 */

/** What the sign-in dialog was opened for. */
export interface SignInOptions {
  /** Opened in a new tab after a successful sign-in (spec §4). */
  targetUrl?: string;
  /** A path of this site to go to in this tab after a successful sign-in (the cart a visitor opened). */
  returnTo?: string;
  /** The address to start with (an invitation's), instead of the one typed last. */
  email?: string;
}

export interface SignInState {
  open: boolean;
  /** Increases with every openSignIn(), so the dialog starts over at step 1. */
  session: number;
  options: SignInOptions;
  /** Someone is about to open it (hover on Sign in): the host starts loading the dialog's code. */
  wanted: boolean;
}

const signIn = createStore<SignInState>({ open: false, session: 0, options: {}, wanted: false });

/** Starts loading the dialog's code (e.g. on hover of the Sign in button) without opening it. */
export function preloadSignIn(): void {
  if (!signIn.get().wanted) signIn.set((s) => ({ ...s, wanted: true }));
}

/** Opens the sign-in dialog at step 1 (email entry). */
export function openSignIn(options: SignInOptions = {}): void {
  signIn.set((s) => ({ open: true, session: s.session + 1, options, wanted: true }));
}

/** Closes the dialog without asking (after a successful sign-in, or "Leave"). */
export function closeSignIn(): void {
  if (signIn.get().open) signIn.set((s) => ({ ...s, open: false }));
}

export function getSignInState(): SignInState {
  return signIn.get();
}

/** The whole dialog state (the host and the dialog use it). */
export function useSignInState(): SignInState {
  return signIn.use();
}

/** Whether the sign-in dialog is open. */
export function useSignInOpen(): boolean {
  return signIn.use((s) => s.open);
}
