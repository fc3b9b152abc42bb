'use client';
import type { FormEvent } from 'react';
import { Alert, SubmitButton, TextArea } from '@/ui/form';

/**
 * The body of an order dialog that ends the order with a reason (the buyer's cancel, an admin's rejection): the
 * reason, the refusal, and the keep / confirm buttons. `name` makes the ids and test ids (`<name>-reason` …).
 */
export function ReasonForm({
  name, label, labelHidden = false, maxLength, placeholder, reason, onReason, problem, busy, keepText, confirmText, onKeep, onSubmit,
}: {
  name: string;
  label: string;
  labelHidden?: boolean;
  maxLength: number;
  placeholder: string;
  reason: string;
  onReason: (reason: string) => void;
  problem: string | null;
  busy: boolean;
  keepText: string;
  confirmText: string;
  onKeep: () => void;
  onSubmit: (event: FormEvent) => void;
}) {
  return (
    <form onSubmit={onSubmit} className="mt-5 space-y-4" data-testid={`dialog-${name}-order`}>
      <label htmlFor={`${name}-reason`} className={labelHidden ? 'sr-only' : 'text-[13px] font-medium text-ink'}>{label}</label>
      <TextArea
        id={`${name}-reason`}
        rows={4}
        maxLength={maxLength}
        value={reason}
        onChange={(event) => onReason(event.target.value)}
        placeholder={placeholder}
        data-testid={`${name}-reason`}
      />
      <Alert message={problem} testId={`${name}-error`} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" className="btn btn-outline" onClick={onKeep}>{keepText}</button>
        <SubmitButton busy={busy} className="sm:w-auto" data-testid={`${name}-confirm`}>{confirmText}</SubmitButton>
      </div>
    </form>
  );
}
