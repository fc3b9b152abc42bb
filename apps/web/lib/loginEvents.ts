'use client';

/**
 * "Login success is announced so the header reloads" (spec §2, §4). Listeners in this tab are
 * called at once; other tabs of the same site hear it through a BroadcastChannel.
 */
type LoginListener = () => void;
const listeners = new Set<LoginListener>();
const CHANNEL = 'sw-login';
let channel: BroadcastChannel | null | undefined;

function getChannel(): BroadcastChannel | null {
  if (channel !== undefined) return channel;
  channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
  channel?.addEventListener('message', () => notifyAll());
  return channel;
}

function notifyAll() {
  for (const listener of Array.from(listeners)) {
    try {
      listener();
    } catch (error) {
      console.error(error);
    }
  }
}

/** Tells every listener (the header: cart count, user menu) that a member has just signed in. */
export function announceLogin(): void {
  notifyAll();
  getChannel()?.postMessage('login');
}

/** Calls `listener` after every successful sign-in; returns the function that stops listening. */
export function onLogin(listener: LoginListener): () => void {
  getChannel();
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
