'use client';
import { useEffect } from 'react';
import { endSession } from '@/lib/endSession';

/** Rendered by a server page whose call answered a session code: clears the session and goes to /?time=<ms>. */
export function SessionEnded() {
  useEffect(() => {
    void endSession();
  }, []);
  return <p className="py-16 text-center text-ink-muted">Your session has ended. Taking you to the home page…</p>;
}
