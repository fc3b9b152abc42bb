'use client';
import { useEffect, useId, useRef, useState } from 'react';
import { CART_LIMITS } from '@sw/protocol';

interface QtyStepperProps {
  /** The saved quantity. */
  value: number;
  /** The smallest quantity allowed here (the MOQ for a line, 1 for a variant). */
  min: number;
  /** How much the buttons add or take away. */
  step: number;
  label: string;
  disabled?: boolean;
  /** Saves a valid new quantity; the stepper shows `value` again once it changes. */
  onCommit: (qty: number) => void;
  /** Explains the minimum when the buyer goes below it. */
  minMessage: string;
  /** How long button presses are gathered before one commit (a call per commit in the cart; 0 for a form's state). */
  settleMs?: number;
  testId?: string;
}

/** How long button presses are gathered before one save (several clicks make one call). */
const BUTTON_SETTLE_MS = 450;

/** A quantity with − and + buttons and a typed value, saved on blur, Enter or a pause after the buttons. */
export function QtyStepper({ value, min, step, label, disabled, onCommit, minMessage, settleMs = BUTTON_SETTLE_MS, testId = 'cart-qty' }: QtyStepperProps) {
  const [text, setText] = useState(String(value));
  const [error, setError] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inputId = useId();
  const errorId = useId();

  // A new saved quantity (the back-end's answer) replaces what is typed.
  const [saved, setSaved] = useState(value);
  if (saved !== value) {
    setSaved(value);
    setText(String(value));
  }
  useEffect(() => () => clearTimeout(timer.current), []);

  const check = (raw: string): number | null => {
    const qty = Number(raw.trim());
    if (!raw.trim() || !Number.isInteger(qty)) {
      setError('Please enter a whole number of pieces.');
      return null;
    }
    if (qty < min) {
      setError(minMessage);
      return null;
    }
    if (qty > CART_LIMITS.maxQty) {
      setError(`At most ${CART_LIMITS.maxQty.toLocaleString('en-US')} pieces per line.`);
      return null;
    }
    setError(null);
    return qty;
  };

  const commit = (raw: string) => {
    clearTimeout(timer.current);
    const qty = check(raw);
    if (qty !== null && qty !== value) onCommit(qty);
  };

  const nudge = (direction: 1 | -1) => {
    const current = Number(text) || value;
    // The first step from an odd amount lands on a multiple of the step.
    const next = direction > 0 ? Math.floor(current / step) * step + step : Math.ceil(current / step) * step - step;
    const bounded = Math.min(CART_LIMITS.maxQty, Math.max(min, next));
    setText(String(bounded));
    setError(null);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => commit(String(bounded)), settleMs);
  };

  const current = Number(text);
  return (
    <div>
      <label htmlFor={inputId} className="sr-only">{label}</label>
      <div className="inline-flex items-stretch rounded-md" aria-busy={disabled || undefined}>
        <button
          type="button"
          aria-label={`Fewer pieces (${label})`}
          disabled={disabled || current <= min}
          onClick={() => nudge(-1)}
          className="grid h-10 w-10 place-items-center rounded-l-md border border-line text-lg text-ink transition hover:bg-surface-muted disabled:cursor-not-allowed disabled:text-ink-faint disabled:hover:bg-transparent"
        >
          −
        </button>
        <input
          id={inputId}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={text}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          data-testid={testId}
          onChange={(event) => {
            setText(event.target.value.replace(/[^\d]/g, ''));
            setError(null);
          }}
          onBlur={(event) => commit(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              commit(event.currentTarget.value);
            }
            if (event.key === 'Escape') {
              setText(String(value));
              setError(null);
            }
          }}
          className="h-10 w-24 border-y border-line bg-surface text-center text-sm tabular-nums text-ink outline-none focus:border-ink disabled:text-ink-muted"
        />
        <button
          type="button"
          aria-label={`More pieces (${label})`}
          disabled={disabled || current >= CART_LIMITS.maxQty}
          onClick={() => nudge(1)}
          className="grid h-10 w-10 place-items-center rounded-r-md border border-line text-lg text-ink transition hover:bg-surface-muted disabled:cursor-not-allowed disabled:text-ink-faint disabled:hover:bg-transparent"
        >
          +
        </button>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="mt-1.5 max-w-[16rem] text-xs text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
