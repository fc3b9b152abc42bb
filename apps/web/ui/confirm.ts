'use client';
import type { ReactNode } from 'react';
import { useSyncExternalStore } from 'react';
import { CONFIRM_DEFAULTS } from '@sw/protocol';

export interface ConfirmOptions {
  /** Defaults to "提示". */
  title?: ReactNode;
  message: ReactNode;
  /** Defaults to "取消". */
  cancelText?: string;
  /** Defaults to "确定". */
  confirmText?: string;
  /** false: only the confirm button (an alert). */
  showCancel?: boolean;
}

export interface ConfirmRequest extends Required<Omit<ConfirmOptions, 'title'>> {
  id: number;
  title: ReactNode;
  resolve: (confirmed: boolean) => void;
}

let current: ConfirmRequest | null = null;
const queue: ConfirmRequest[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

/**
 * Asks the user to confirm; resolves true on confirm, false on cancel, Escape or a click outside.
 * Defaults of spec 2: title "提示", cancel "取消", confirm "确定".
 */
export function confirm(options: ConfirmOptions | string): Promise<boolean> {
  const o = typeof options === 'string' ? { message: options } : options;
  return new Promise<boolean>((resolve) => {
    const request: ConfirmRequest = {
      id: nextId++,
      title: o.title ?? CONFIRM_DEFAULTS.title,
      message: o.message,
      cancelText: o.cancelText ?? CONFIRM_DEFAULTS.cancel,
      confirmText: o.confirmText ?? CONFIRM_DEFAULTS.confirm,
      showCancel: o.showCancel ?? true,
      resolve,
    };
    if (current) queue.push(request);
    else current = request;
    emit();
  });
}

/** Settles the shown request and moves on to the next queued one. */
export function settleConfirm(confirmed: boolean): void {
  if (!current) return;
  const done = current;
  current = queue.shift() ?? null;
  done.resolve(confirmed);
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useConfirmRequest(): ConfirmRequest | null {
  return useSyncExternalStore(subscribe, () => current, () => null);
}
