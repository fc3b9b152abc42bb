import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What one call has done so far, without threading it through every service: the use-case runner marks a committed
 * write here, and callEndpoint attributes the call to the acting staff member when it wrote (services/auth/acting.ts).
 */
export interface CallScope {
  wrote: boolean;
}

const scope = new AsyncLocalStorage<CallScope>();

export function inCallScope<T>(work: () => Promise<T>): { scope: CallScope; done: Promise<T> } {
  const current: CallScope = { wrote: false };
  return { scope: current, done: scope.run(current, work) };
}

/** Marks the running call as one that wrote (after a use case's commit). Outside a call it does nothing. */
export function markCallWrote(): void {
  const current = scope.getStore();
  if (current) current.wrote = true;
}
