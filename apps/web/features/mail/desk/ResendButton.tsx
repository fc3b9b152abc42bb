'use client';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { errorMessage } from '@sw/protocol';
import { notify } from '@/lib/toast';
import { ButtonSpinner } from '@/ui/icons';
import { resendMail } from './api';

/** "Send again": tries the message now; says how the try went and refreshes the list. */
export function ResendButton({ outboxId, to }: { outboxId: number; to: string }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  async function run() {
    setBusy(true);
    const result = await resendMail(outboxId);
    setBusy(false);
    if (!result.ok) return notify(errorMessage(result), 2);
    const entry = result.data;
    if (entry.state === 'sent') notify(`Sent to ${to}.`);
    else if (entry.state === 'pending') notify(`The message to ${to} is queued: it goes out once mail delivery is set up.`, 2);
    else notify(`Still not sent to ${to}: ${entry.lastError ?? 'the mail server refused it'}. It will be tried again.`, 2);
    router.refresh();
  }
  return (
    <button
      type="button"
      disabled={busy}
      onClick={() => void run()}
      className="btn btn-outline h-9 min-h-9 whitespace-nowrap px-3 text-[12px] disabled:opacity-60"
      data-testid="mail-resend"
      aria-label={`Send again to ${to}`}
    >
      {busy ? <ButtonSpinner /> : null}
      Send again
    </button>
  );
}
