'use client';
import { useRef } from 'react';
import { SubmitButton, useInitialFocus } from '@/ui/form';

/** Step 0: leave sign-in, or continue where the buyer was. */
export function LeaveStep({ onLeave, onContinue }: { onLeave: () => void; onContinue: () => void }) {
  // The safe choice takes the focus.
  const continueRef = useRef<HTMLButtonElement>(null);
  useInitialFocus(true, continueRef);
  return (
    <div className="grid grid-cols-2 gap-3">
      <button
        type="button"
        onClick={onLeave}
        className="inline-flex h-12 items-center justify-center rounded-[var(--radius,3px)] border border-ink/80 px-6 text-[12px] font-medium uppercase tracking-[0.18em] text-ink transition-colors hover:bg-ink hover:text-surface"
      >
        Leave
      </button>
      <SubmitButton type="button" onClick={onContinue} ref={continueRef}>
        Continue
      </SubmitButton>
    </div>
  );
}
