'use client';
import { useEffect, useState } from 'react';
import { errorMessage, type ActingNow } from '@sw/protocol';
import { refreshHeader } from '@/lib/member';
import { endActing, loadActingNow } from './api';

/**
 * "Acting for A. Müller (Juwelier Müller GmbH): phone order. End" on every storefront page while a sales person acts
 * for a buyer (issue 53). End returns the sales person to the console; the buyer is mailed a summary.
 */
export function ActingBanner() {
  const [now, setNow] = useState<ActingNow | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let live = true;
    void loadActingNow().then((result) => {
      if (!live) return;
      if (result.ok) setNow(result.data);
      else setProblem(errorMessage(result));
    });
    return () => {
      live = false;
    };
  }, []);

  const end = async () => {
    setBusy(true);
    const result = await endActing();
    setBusy(false);
    if (!result.ok) return setProblem(errorMessage(result));
    await refreshHeader();
    window.location.assign('/admin/acting');
  };

  if (!now && !problem) return null;
  return (
    <div role="region" aria-label="Acting for a buyer" className="sticky top-0 z-[1000] border-b border-amber-900/30 bg-amber-100 text-amber-950" data-testid="acting-banner">
      <div className="mx-auto flex max-w-[1280px] flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2.5 text-[14px] sm:px-6">
        <p className="min-w-0 flex-1 break-words" data-testid="acting-banner-text">{now ? now.banner : problem}</p>
        <button type="button" className="btn min-h-10 border border-amber-950/40 bg-white px-4 text-[13px] font-medium text-amber-950 hover:bg-amber-50" disabled={busy} onClick={() => void end()} data-testid="acting-end">
          End
        </button>
      </div>
    </div>
  );
}
