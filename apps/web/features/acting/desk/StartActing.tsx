'use client';
import { useId, useState } from 'react';
import { ACTING_REASON_LABELS, ACTING_REASONS, errorMessage, type ActingReason } from '@sw/protocol';
import { Alert, Field, Input, Select, TextArea } from '@/ui/form';
import { ButtonSpinner } from '@/ui/icons';
import { startActing } from '../api';

/**
 * The console's "Act for a buyer" (issue 53): the buyer's email, the reason and a note, and the buyer's 6-digit code
 * when the company has not given you a standing consent. Then the storefront opens as the buyer, with the banner.
 */
export function StartActing() {
  const emailId = useId();
  const reasonId = useId();
  const noteId = useId();
  const codeId = useId();
  const [email, setEmail] = useState('');
  const [reason, setReason] = useState<ActingReason>('phone');
  const [note, setNote] = useState('');
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit() {
    setBusy(true);
    setProblem(null);
    const result = await startActing({ email, reason, note, code: code.trim() || undefined });
    setBusy(false);
    if (!result.ok) return setProblem(errorMessage(result));
    window.location.assign('/');
  }

  return (
    <div className="max-w-2xl space-y-4" data-testid="start-acting">
      <header>
        <h1 className="text-[22px] font-semibold text-ink">Act for a buyer</h1>
        <p className="mt-1 text-[13px] leading-relaxed text-ink-muted">
          Place an order taken by phone, WhatsApp or at a fair in the buyer&apos;s own account, at their prices and terms. You need
          their consent: a standing grant from their company admin, or the 6-digit code their account shows. Passwords, members,
          approvals and bank details stay with the buyer, and everything you do is listed for them.
        </p>
      </header>
      <form
        noValidate
        className="rounded-[4px] border border-line bg-surface p-5"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Field label="Buyer's email" id={emailId} required>
          <Input id={emailId} type="email" autoComplete="off" value={email} onChange={(event) => setEmail(event.target.value)} data-testid="acting-email" />
        </Field>
        <Field label="Reason" id={reasonId}>
          <Select id={reasonId} value={reason} onChange={(event) => setReason(event.target.value as ActingReason)} data-testid="acting-reason">
            {ACTING_REASONS.map((r) => <option key={r} value={r}>{ACTING_REASON_LABELS[r].replace(/^./, (c) => c.toUpperCase())}</option>)}
          </Select>
        </Field>
        <Field label="Note" id={noteId} required>
          <TextArea id={noteId} rows={3} maxLength={300} value={note} onChange={(event) => setNote(event.target.value)} data-testid="acting-note" />
        </Field>
        <Field label="Buyer's code (without a standing consent)" id={codeId}>
          <Input id={codeId} inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={code} onChange={(event) => setCode(event.target.value)} data-testid="acting-code-input" />
        </Field>
        <Alert message={problem} testId="start-acting-error" />
        <div className="mt-2 flex justify-end">
          <button type="submit" className="btn btn-primary h-11 min-h-11 px-5" disabled={busy} data-testid="acting-start">
            {busy ? <ButtonSpinner /> : null}
            Start acting
          </button>
        </div>
      </form>
    </div>
  );
}
