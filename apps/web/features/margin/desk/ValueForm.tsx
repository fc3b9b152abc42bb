'use client';
import { useState } from 'react';
import { compactInput } from '@/ui/console';
import { ButtonSpinner } from '@/ui/icons';

/**
 * One value typed and saved in place (a cost, a floor): the input, a Save button, and the refusal under it. Blank
 * saves "none" (null). Read only without `onSave`.
 */
export function ValueForm({
  label, value, suffix, onSave, testId, placeholder,
}: { label: string; value: string | null; suffix: string; onSave?: (value: string | null) => Promise<string | null>; testId: string; placeholder?: string }) {
  const [typed, setTyped] = useState(value ?? '');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  if (!onSave) return <span className="tabular-nums text-ink" data-testid={testId}>{value === null ? '—' : `${value} ${suffix}`}</span>;
  return (
    <form
      className="flex flex-wrap items-start gap-2"
      data-testid={testId}
      onSubmit={async (event) => {
        event.preventDefault();
        setBusy(true);
        setProblem(await onSave(typed.trim() === '' ? null : typed.trim()).finally(() => setBusy(false)));
      }}
    >
      <input aria-label={label} inputMode="decimal" className={`${compactInput} !w-24 text-right tabular-nums`} value={typed} placeholder={placeholder} onChange={(e) => setTyped(e.target.value)} />
      <span className="pt-1.5 text-[12px] text-ink-muted">{suffix}</span>
      <button type="submit" className="btn btn-outline h-8 min-h-8 px-3 text-[12px] disabled:opacity-60" disabled={busy}>
        {busy ? <ButtonSpinner /> : null}
        Save
      </button>
      {problem ? <p className="w-full text-[12px] text-red-800" role="alert">{problem}</p> : null}
    </form>
  );
}
