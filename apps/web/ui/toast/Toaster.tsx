'use client';
import { useEffect, useState } from 'react';
import { subscribeToasts, type Toast } from './store';

const TONE: Record<number, string> = { 1: 'toast-success', 2: 'toast-warning' };

/** Renders the toasts of `notify()`; a polite live region so screen readers hear them. */
export function Toaster() {
  const [toasts, setToasts] = useState<Toast[]>([]);
  useEffect(() => subscribeToasts(setToasts), []);
  return (
    <div className="toaster" role="status" aria-live="polite">
      {toasts.map((toast) => (
        <div key={toast.id} className={`toast ${TONE[toast.type] ?? 'toast-info'}`} data-type={toast.type}>
          {toast.message}
        </div>
      ))}
    </div>
  );
}
