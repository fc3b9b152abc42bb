'use client';
import { useId, useState } from 'react';
import { errorMessage } from '@sw/protocol';
import { notify } from '@/lib/toast';
import { confirmEmail, sendCodeMessage, sendConfirmMail } from '@/lib/emailConfirmation';
import { CodeBoxes, emptyCode } from './CodeBoxes';

/**
 * Proof of address with a mailed 6-digit code (the same boxes and rules as the reset): 'Send code', the boxes,
 * checked once all 6 are in. Used on My Account and inside Confirm inquiry details, where it is needed.
 */
export function EmailCodeConfirm({ email, onConfirmed }: { email: string; onConfirmed: () => void }) {
  const id = useId();
  const [sent, setSent] = useState(false);
  const [digits, setDigits] = useState(emptyCode);
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);

  const send = async () => {
    setBusy(true);
    const result = await sendConfirmMail();
    setBusy(false);
    if (!result.ok) return notify(sendCodeMessage(result), 2);
    setSent(true);
    setDigits(emptyCode());
    setAttempt((n) => n + 1);
    notify(`A code is on its way to ${email}.`, 1);
  };

  const confirm = async (veriCode: string) => {
    setBusy(true);
    const result = await confirmEmail(veriCode);
    setBusy(false);
    if (result.ok) {
      notify('Thank you: your email address is confirmed.', 1);
      return onConfirmed();
    }
    notify(errorMessage(result), 2);
    setDigits(emptyCode());
    setAttempt((n) => n + 1);
  };

  return (
    <>
      {sent ? (
        <>
          <CodeBoxes key={attempt} digits={digits} onChange={setDigits} onComplete={confirm} disabled={busy} describedBy={`${id}-status`} />
          <p id={`${id}-status`} aria-live="polite" className="mt-3 text-[13px] text-ink-muted">
            {busy ? 'Checking the code…' : 'The code is checked as soon as all 6 digits are in. It is valid for 10 minutes.'}
          </p>
        </>
      ) : null}
      <button type="button" className={`btn ${sent ? 'btn-outline mt-5' : 'btn-primary'}`} onClick={send} disabled={busy}>
        {sent ? 'Send a new code' : 'Send code'}
      </button>
    </>
  );
}
