'use client';
import type { ReactNode } from 'react';
import { createStore } from '@/lib/store';
import { CONFIRM_DEFAULTS } from '@/lib/constants';

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

/** The request on screen; the others wait in the queue. */
const shown = createStore<ConfirmRequest | null>(null);
const queue: ConfirmRequest[] = [];
let nextId = 1;

/**
 * Asks the user to confirm; resolves true on confirm, false on cancel, Escape or a click outside.
 * Defaults of spec §2: title "提示", cancel "取消", confirm "确定".
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
    if (shown.get()) queue.push(request);
    else shown.set(request);
  });
}

/** Settles the shown request and moves on to the next queued one. */
export function settleConfirm(confirmed: boolean): void {
  const done = shown.get();
  if (!done) return;
  shown.set(queue.shift() ?? null);
  done.resolve(confirmed);
}

export function useConfirmRequest(): ConfirmRequest | null {
  return shown.use();
}
