'use client';
import { useEffect, useState } from 'react';
import { TOAST_TYPE } from '@/lib/constants';
import { CheckIcon, InfoIcon, WarningIcon } from '../icons';
import { subscribeToasts, type Toast } from '@/lib/toast';

const TONE: Record<number, string> = { [TOAST_TYPE.success]: 'toast-success', [TOAST_TYPE.warning]: 'toast-warning' };

function ToastIcon({ type }: { type: number }) {
  if (type === TOAST_TYPE.success) return <CheckIcon className="toast-icon" />;
  if (type === TOAST_TYPE.warning) return <WarningIcon className="toast-icon" />;
  return <InfoIcon className="toast-icon" />;
}

/** Renders the toasts of `notify()`; a polite live region so screen readers hear them. */
export function Toaster() {
  const [toasts, setToasts] = useState<Toast[]>([]);
  useEffect(() => subscribeToasts(setToasts), []);
  return (
    <div className="toaster" role="status" aria-live="polite">
      {toasts.map((toast) => (
        <div key={toast.id} className={`toast ${TONE[toast.type] ?? 'toast-info'}`} data-type={toast.type} data-testid="toast">
          <ToastIcon type={toast.type} />
          <span>{toast.message}</span>
        </div>
      ))}
    </div>
  );
}
