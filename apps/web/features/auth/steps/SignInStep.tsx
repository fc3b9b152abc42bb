'use client';
import { type FormEvent, useRef, useState } from 'react';
import { errorMessage, filterEmail, isValidEmail, validatePassword } from '@sw/protocol';
import { UI_MSG } from '@/lib/copy';
import { Alert, PasswordField, SubmitButton, TextButton } from '@/ui/form';
import { checkRegistered, loginOrRegister, signInMessage } from '../authApi';
import { EmailField } from '../EmailField';
import type { OnSignedIn } from './passwordPair';

/** Step 2: the password of a registered address (the address can still be edited with the pencil). */
export interface SignInStepProps {
  email: string;
  setEmail: (value: string) => void;
  checkedEmail: string;
  suffixes: string[];
  onNewAddress: () => void;
  onForgot: () => void;
  onSignedIn: OnSignedIn;
}

export function SignInStep({ email, setEmail, checkedEmail, suffixes, onNewAddress, onForgot, onSignedIn }: SignInStepProps) {
  const [locked, setLocked] = useState(true);
  const [password, setPassword] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const value = filterEmail(email);
    const badEmail = isValidEmail(value) ? null : UI_MSG.invalidEmailSignIn;
    const badPassword = validatePassword(password);
    setEmailError(badEmail);
    setPasswordError(badPassword);
    if (badEmail || badPassword) return;
    setBusy(true);
    try {
      if (value !== checkedEmail) {
        // The address was edited with the pencil: a new address goes to register.
        const check = await checkRegistered(value);
        if (!check.ok) return setProblem(errorMessage(check));
        if (!check.data) return onNewAddress();
      }
      const result = await loginOrRegister(value, password);
      if (!result.ok) return setProblem(signInMessage(result));
      const failed = await onSignedIn(result.data);
      if (failed) setProblem(failed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <EmailField
        label="Email"
        value={email}
        onChange={(value) => {
          setEmail(value);
          if (emailError && isValidEmail(value)) setEmailError(null);
        }}
        error={emailError}
        suffixes={suffixes}
        locked={locked}
        inputRef={emailRef}
        onUnlock={() => {
          setLocked(false);
          requestAnimationFrame(() => {
            emailRef.current?.focus();
            emailRef.current?.select();
          });
        }}
      />
      <PasswordField
        label="Password"
        value={password}
        onChange={(value) => {
          setPassword(value);
          if (passwordError && !validatePassword(value)) setPasswordError(null);
        }}
        error={passwordError}
        autoComplete="current-password"
        initialFocus
        hint={<TextButton onClick={onForgot} className="-mt-1 mb-1.5 text-[12px]">Forgot password?</TextButton>}
      />
      <Alert message={problem} />
      <SubmitButton busy={busy} className="mt-2">Sign in</SubmitButton>
    </form>
  );
}
