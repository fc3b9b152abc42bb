'use client';
import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { ButtonSpinner, WarningIcon } from '@/ui/icons';

/** The cart could not be loaded: say so in plain words and offer to try again. */
export function CartUnavailable({ reason }: { reason: string }) {
  const router = useRouter();
  const [pending, start] = useTransition();
  return (
    <div className="space-y-8">
      <h1 className="font-display text-[36px] leading-tight text-ink">Inquiry Cart</h1>
      <div role="alert" className="flex flex-col items-center rounded-[4px] border border-line bg-surface-muted/60 px-6 py-14 text-center" data-testid="cart-unavailable">
        <WarningIcon size={28} className="text-accent" />
        <h2 className="mt-4 font-display text-[26px] leading-tight text-ink">We could not open your cart just now</h2>
        <p className="mt-2 max-w-md text-[14px] leading-relaxed text-ink-muted">
          {reason} Your lines are safe; please try again in a moment.
        </p>
        <button type="button" className="btn btn-primary mt-6" disabled={pending} onClick={() => start(() => router.refresh())}>
          {pending ? <ButtonSpinner /> : null}
          Try again
        </button>
      </div>
    </div>
  );
}
