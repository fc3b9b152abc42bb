'use client';
import { useEffect, useState } from 'react';
import { useOnline } from './useOnline';
import { WifiOffIcon } from './icons';

/** A small bar at the bottom while the browser is offline, and a short "back online" note after. */
export function OfflineBanner() {
  const online = useOnline();
  const [lastOnline, setLastOnline] = useState(online);
  const [backOnline, setBackOnline] = useState(false);
  if (lastOnline !== online) {
    setLastOnline(online);
    setBackOnline(online);
  }
  useEffect(() => {
    if (!backOnline) return;
    const timer = setTimeout(() => setBackOnline(false), 3000);
    return () => clearTimeout(timer);
  }, [backOnline]);
  if (online && !backOnline) return null;
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="network-status"
      data-online={online}
      className={`fixed bottom-4 left-1/2 z-[3000] flex -translate-x-1/2 items-center gap-2 rounded-full px-4 py-2 text-[13px] shadow-lg ${
        online ? 'bg-[#1d5e31] text-white' : 'bg-surface-deep text-white'
      }`}
    >
      {online ? null : <WifiOffIcon size={16} />}
      {online ? 'You are back online.' : 'You are offline. Some content may not load until the connection returns.'}
    </div>
  );
}
