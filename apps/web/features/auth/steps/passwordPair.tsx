'use client';
import { useState } from 'react';
import { type LoginResult, validatePassword, validatePasswordRepeat } from '@sw/protocol';
import { PasswordField } from '@/ui/form';

/** What a step calls after a successful sign-in; answers a problem to show, or null. */
export type OnSignedIn = (result: LoginResult) => Promise<string | null>;

/** A new password and its re-entry, validated together with the messages of spec §5. */
export function usePasswordPair() {
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [repeatError, setRepeatError] = useState<string | null>(null);
  return {
    password, repeat, passwordError, repeatError,
    setPassword(value: string) {
      setPassword(value);
      if (passwordError && !validatePassword(value)) setPasswordError(null);
    },
    setRepeat(value: string) {
      setRepeat(value);
      if (repeatError && !validatePasswordRepeat(password, value)) setRepeatError(null);
    },
    /** Shows the messages; true when both fields are acceptable. */
    validate(): boolean {
      const badPassword = validatePassword(password);
      const badRepeat = validatePasswordRepeat(password, repeat);
      setPasswordError(badPassword);
      setRepeatError(badRepeat);
      return !badPassword && !badRepeat;
    },
  };
}

export function PasswordPairFields({ pair, label, repeatLabel }: { pair: ReturnType<typeof usePasswordPair>; label: string; repeatLabel: string }) {
  return (
    <>
      <PasswordField label={label} value={pair.password} onChange={pair.setPassword} error={pair.passwordError} autoComplete="new-password" initialFocus />
      <PasswordField
        label={repeatLabel}
        name="password-repeat"
        value={pair.repeat}
        onChange={pair.setRepeat}
        error={pair.repeatError}
        autoComplete="new-password"
      />
    </>
  );
}
