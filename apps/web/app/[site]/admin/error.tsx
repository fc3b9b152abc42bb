'use client';
import { useEffect } from 'react';

/** A console page that failed: said plainly inside the console's frame, with a way to try again. */
export default function ConsoleError({ error, reset }: { error: unknown; reset?: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <div role="alert" className="rounded-[3px] border border-line bg-surface px-5 py-6">
      <h1 className="text-[15px] font-semibold">This page could not be shown.</h1>
      <p className="mt-1 text-[13px] text-ink-muted">Something went wrong on our side. Try again, or open another section.</p>
      {reset ? (
        <button type="button" className="btn btn-outline mt-4 h-9 min-h-9 px-4 text-[13px]" onClick={() => reset()}>
          Try again
        </button>
      ) : null}
    </div>
  );
}
