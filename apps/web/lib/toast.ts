import { UI_LIMITS } from './constants';
import { createStore } from './store';

/** Toast type 1 success, 2 warning (spec §2); other values show as information. */
export interface Toast {
  id: number;
  message: string;
  type: number;
  duration: number;
  /** About the page it was shown on ('Quotation accepted'): it goes when the buyer moves to another page. */
  page?: boolean;
}

const toasts = createStore<Toast[]>([]);
let nextId = 1;

export function notify(message: string, type = 1, duration: number = UI_LIMITS.toastMs, page = false): number {
  const toast: Toast = { id: nextId++, message, type, duration, ...(page ? { page } : {}) };
  toasts.set((shown) => [...shown, toast]);
  setTimeout(() => dismiss(toast.id), duration);
  return toast.id;
}

export function dismiss(id: number): void {
  toasts.set((shown) => shown.filter((t) => t.id !== id));
}

/** Removes the toasts about the page that was left (the Toaster calls it when the path changes). */
export function dismissPageToasts(): void {
  if (toasts.get().some((t) => t.page)) toasts.set((shown) => shown.filter((t) => !t.page));
}

/** Calls `listener` with the toasts on screen now and after every change. */
export function subscribeToasts(listener: (shown: Toast[]) => void): () => void {
  listener(toasts.get());
  return toasts.subscribe(() => listener(toasts.get()));
}

/** Shorthands: `toast.success('Saved')` (type 1), `toast.warning('Try again')` (type 2); 2000 ms unless told. */
export const toast = {
  success: (message: string, duration?: number) => notify(message, 1, duration),
  warning: (message: string, duration?: number) => notify(message, 2, duration),
  /** A success about this page only: it does not follow the buyer onto the next page, where it would cover the form. */
  pageSuccess: (message: string, duration?: number) => notify(message, 1, duration, true),
};
