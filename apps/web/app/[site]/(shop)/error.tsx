'use client';
import { useEffect, useState } from 'react';
import { ErrorPageBoundary } from '@/features/layout/ErrorPageBoundary';
import { ErrorView } from '@/features/layout/ErrorView';
import { canReloadNow, isChunkLoadError, reloadOnce } from '@/ui/reloadOnce';

/**
 * A page error swaps in the error page (spec 2). A page part whose code failed to load makes the page
 * reload once instead (not again within 60 s).
 */
export default function PageError({ error }: { error: unknown; retry?: () => void }) {
  const [reloading] = useState(() => isChunkLoadError(error) && canReloadNow());
  useEffect(() => {
    console.error(error);
    if (reloading) reloadOnce();
  }, [error, reloading]);
  if (reloading) return null;
  return (
    <ErrorPageBoundary>
      <ErrorView />
    </ErrorPageBoundary>
  );
}
