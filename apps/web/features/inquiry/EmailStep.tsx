'use client';
import { EmailCodeConfirm } from '@/ui/EmailCodeConfirm';
import { CheckIcon } from '@/ui/icons';

/** The member's address and whether it is confirmed (sending an inquiry needs it); null when it cannot be had. */
export type EmailState = { email: string; confirmed: boolean } | null;

/** The id of the step, where a send without a confirmed address leads the buyer. */
export const EMAIL_STEP_ID = 'confirm-email-step';

export const EMAIL_FIRST = 'Please confirm your email address first: the step “Confirm your email” sends you a code.';

/** Inside an inquiry form: the code step for an unconfirmed address, then a line saying it is confirmed. */
export function EmailStepBody({ email, confirmed, onConfirmed }: { email: string; confirmed: boolean; onConfirmed: () => void }) {
  return confirmed ? (
    <p className="flex items-center gap-2 text-[14px] text-ink" data-testid="inquiry-email-confirmed">
      <CheckIcon size={16} className="flex-none text-accent-strong" />
      Your email address is confirmed. You can send the inquiry.
    </p>
  ) : (
    <EmailCodeConfirm email={email} onConfirmed={onConfirmed} />
  );
}

export function scrollToEmailStep() {
  document.getElementById(EMAIL_STEP_ID)?.scrollIntoView({ block: 'center' });
}
