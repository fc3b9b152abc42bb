'use client';
import { useSyncExternalStore } from 'react';

/** A tiny client state container: one value, listeners, and a React hook that reads it. */
export interface Store<T> {
  get(): T;
  /** Replaces the value (or derives it from the current one) and tells every listener. */
  set(next: T | ((current: T) => T)): void;
  subscribe(listener: () => void): () => void;
  /** The value, or a part of it, in a component; the server render sees the initial value. */
  use(): T;
  use<S>(select: (value: T) => S): S;
}

export function createStore<T>(initial: T): Store<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  return {
    get: () => value,
    set(next) {
      value = typeof next === 'function' ? (next as (current: T) => T)(value) : next;
      for (const listener of Array.from(listeners)) listener();
    },
    subscribe,
    use<S>(select?: (value: T) => S): S | T {
      const pick = select ?? ((v: T) => v);
      return useSyncExternalStore(subscribe, () => pick(value), () => pick(initial));
    },
  } as Store<T>;
}
