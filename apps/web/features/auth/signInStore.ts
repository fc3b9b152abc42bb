'use client';
import { useSyncExternalStore } from 'react';

/** What the sign-in dialog was opened for. */
export interface SignInOptions {
  /** Opened in a new tab after a successful sign-in (spec 4). */
  targetUrl?: string;
}

export interface SignInState {
  open: boolean;
  /** Increases with every openSignIn(), so the dialog starts over at step 1. */
  session: number;
  options: SignInOptions;
}

type Listener = () => void;
const listeners = new Set<Listener>();
const CLOSED: SignInState = { open: false, session: 0, options: {} };
let state: SignInState = CLOSED;

function emit(next: SignInState) {
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: Listener) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Starts loading the dialog's code (e.g. on hover of the Sign in button) without opening it. */
export function preloadSignIn(): void {
  void import('./SignInDialog');
}

/** Opens the sign-in dialog at step 1 (email entry). */
export function openSignIn(options: SignInOptions = {}): void {
  emit({ open: true, session: state.session + 1, options });
}

/** Closes the dialog without asking (after a successful sign-in, or "Leave"). */
export function closeSignIn(): void {
  if (state.open) emit({ ...state, open: false });
}

export function getSignInState(): SignInState {
  return state;
}

/** The whole dialog state (the host and the dialog use it). */
export function useSignInState(): SignInState {
  return useSyncExternalStore(subscribe, getSignInState, () => CLOSED);
}

/** Whether the sign-in dialog is open. */
export function useSignInOpen(): boolean {
  return useSyncExternalStore(subscribe, () => state.open, () => false);
}
