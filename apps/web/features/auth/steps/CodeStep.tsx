'use client';
import { useEffect, useState } from 'react';
import { LIMITS } from '@sw/protocol';
import { notify } from '@/lib/toast';
import { TextButton } from '@/ui/form';
import { ButtonSpinner as Spinner } from '@/ui/icons';
import { checkResetCode, codeCheckMessage, sendCodeMessage, sendResetCode } from '../api';
import { CodeBoxes, emptyCode } from '@/ui/CodeBoxes';

function useSecondsLeft(sentAt: number | null): number {
  const left = () => (sentAt === null ? 0 : Math.max(0, Math.ceil((sentAt + LIMITS.resendCountdownSec * 1000 - Date.now()) / 1000)));
  const [seconds, setSeconds] = useState(left);
  useEffect(() => {
    const tick = () => setSeconds(left());
    tick();
    const timer = setInterval(tick, 250);
    return () => clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- left() only reads sentAt
  }, [sentAt]);
  return seconds;
}

export function CodeStep({ email, sentAt, onResent, onVerified }: { email: string; sentAt: number | null; onResent: () => void; onVerified: (code: string) => void }) {
  const [digits, setDigits] = useState(emptyCode);
  const [attempt, setAttempt] = useState(0);
  const [checking, setChecking] = useState(false);
  const [resending, setResending] = useState(false);
  const seconds = useSecondsLeft(sentAt);

  const verify = async (code: string) => {
    setChecking(true);
    const result = await checkResetCode(email, code);
    setChecking(false);
    if (result.ok) return onVerified(code);
    notify(codeCheckMessage(result), 2);
    setDigits(emptyCode());
    setAttempt((n) => n + 1);
  };

  const resend = async () => {
    setResending(true);
    const result = await sendResetCode(email);
    setResending(false);
    if (!result.ok) {
      notify(sendCodeMessage(result), 2);
      return;
    }
    onResent();
    setDigits(emptyCode());
    setAttempt((n) => n + 1);
    notify(`A new code is on its way to ${email}.`, 1);
  };

  return (
    <div>
      <div className="relative">
        <CodeBoxes key={attempt} digits={digits} onChange={setDigits} onComplete={verify} disabled={checking} describedBy="code-status" />
        {checking ? (
          <div className="absolute inset-0 flex items-center justify-center bg-surface/60" aria-hidden="true">
            <Spinner size={22} />
          </div>
        ) : null}
      </div>
      <p id="code-status" aria-live="polite" className="mt-3 min-h-5 text-[13px] text-ink-muted">
        {checking ? 'Checking the code…' : 'The code is checked as soon as all 6 digits are in.'}
      </p>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3 rounded-[3px] bg-surface-muted px-4 py-3.5 text-[13px]">
        <span className="text-ink-muted">Didn&apos;t get the email? Check your spam folder.</span>
        {seconds > 0 ? (
          <span data-testid="resend-countdown" className="tabular-nums text-ink-muted" aria-live="off">
            Resend in {seconds}s
          </span>
        ) : (
          <TextButton onClick={resend} disabled={resending}>
            {resending ? 'Sending…' : 'Resend code'}
          </TextButton>
        )}
      </div>
    </div>
  );
}
