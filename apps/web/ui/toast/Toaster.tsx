'use client';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { TOAST_TYPE } from '@/lib/constants';
import { CheckIcon, InfoIcon, WarningIcon } from '../icons';
import { dismissPageToasts, subscribeToasts, type Toast } from '@/lib/toast';

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
  // A toast about the page that was left goes with it (the new page's own toasts stay).
  const pathname = usePathname();
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    dismissPageToasts();
  }, [pathname]);
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
