import { LIMITS } from '@sw/protocol';

/** Toast type 1 success, 2 warning (spec 2); other values show as information. */
export interface Toast {
  id: number;
  message: string;
  type: number;
  duration: number;
}

type Listener = (toasts: Toast[]) => void;
let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

function publish() {
  for (const listener of listeners) listener(toasts);
}

export function notify(message: string, type = 1, duration: number = LIMITS.toastMs): number {
  const toast = { id: nextId++, message, type, duration };
  toasts = [...toasts, toast];
  publish();
  setTimeout(() => dismiss(toast.id), duration);
  return toast.id;
}

export function dismiss(id: number): void {
  toasts = toasts.filter((t) => t.id !== id);
  publish();
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  listener(toasts);
  return () => {
    listeners.delete(listener);
  };
}

/** Shorthands: `toast.success('Saved')` (type 1), `toast.warning('Try again')` (type 2); 2000 ms unless told. */
export const toast = {
  success: (message: string, duration?: number) => notify(message, 1, duration),
  warning: (message: string, duration?: number) => notify(message, 2, duration),
};
