'use client';
import { type ClipboardEvent, type KeyboardEvent, useEffect, useRef } from 'react';
import { LIMITS } from '@sw/protocol';

const LENGTH = LIMITS.verificationCodeLength;

interface CodeBoxesProps {
  digits: string[];
  onChange: (digits: string[]) => void;
  /** Called once all six boxes hold a digit. */
  onComplete: (code: string) => void;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
}

export const emptyCode = (): string[] => Array.from({ length: LENGTH }, () => '');

/**
 * Six boxes for the emailed code (spec §5): digits only, the focus moves on as you type,
 * pasting (or an autofilled) six-digit value fills every box, checked once all six are in.
 */
export function CodeBoxes({ digits, onChange, onComplete, disabled, invalid, describedBy }: CodeBoxesProps) {
  const refs = useRef<(HTMLInputElement | null)[]>([]);
  useEffect(() => {
    refs.current[0]?.focus();
  }, []);
  const focus = (index: number) => {
    const input = refs.current[Math.max(0, Math.min(LENGTH - 1, index))];
    input?.focus();
    input?.select();
  };

  const commit = (next: string[]) => {
    onChange(next);
    if (next.every((d) => /^\d$/.test(d))) onComplete(next.join(''));
  };

  /** Puts `text`'s digits into the boxes from `start`; returns whether anything was placed. */
  const fill = (start: number, text: string): boolean => {
    const only = text.replace(/\D/g, '');
    if (!only) return false;
    if (only.length >= LENGTH) {
      commit(only.slice(0, LENGTH).split(''));
      focus(LENGTH - 1);
      return true;
    }
    const next = [...digits];
    let index = start;
    for (const d of only) {
      if (index >= LENGTH) break;
      next[index++] = d;
    }
    commit(next);
    focus(index);
    return true;
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      event.preventDefault();
      const next = [...digits];
      if (next[index]) {
        next[index] = '';
        onChange(next);
      } else if (index > 0) {
        next[index - 1] = '';
        onChange(next);
        focus(index - 1);
      }
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focus(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focus(index + 1);
    }
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    fill(index, event.clipboardData.getData('text'));
  };

  return (
    <div role="group" aria-label="Verification code" aria-describedby={describedBy} className="flex justify-between gap-2 sm:gap-3">
      {digits.map((digit, index) => (
        <input
          // The boxes never move: their position is their identity.
          // oxlint-disable-next-line react/no-array-index-key
          key={index}
          ref={(el) => {
            refs.current[index] = el;
          }}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={`Digit ${index + 1} of ${LENGTH}`}
          aria-invalid={invalid || undefined}
          disabled={disabled}
          value={digit}
          onFocus={(event) => event.target.select()}
          onKeyDown={(event) => onKeyDown(index, event)}
          onPaste={(event) => onPaste(index, event)}
          onChange={(event) => {
            const value = event.target.value;
            if (value === '') {
              const next = [...digits];
              next[index] = '';
              onChange(next);
              return;
            }
            // Typing over a box, or an autofill of the whole code into one box.
            const typed = value.length > 1 && digit && value.startsWith(digit) ? value.slice(digit.length) : value;
            fill(index, typed);
          }}
          className={
            'h-14 w-full min-w-0 max-w-14 rounded-[3px] border bg-surface text-center text-[24px] font-medium tabular-nums leading-none text-ink caret-accent ' +
            'transition-colors focus:border-ink focus:outline-none focus:ring-2 focus:ring-accent/25 disabled:opacity-60 sm:h-16 sm:text-[26px] ' +
            (invalid ? 'border-red-700/60' : digit ? 'border-ink/40' : 'border-line')
          }
        />
      ))}
    </div>
  );
}
