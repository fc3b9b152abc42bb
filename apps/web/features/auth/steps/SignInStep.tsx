'use client';
import { useRef, useState } from 'react';
import { errorMessage, filterEmail } from '@sw/protocol';
import { UI_MSG } from '@/lib/copy';
import { Alert, PasswordInput, SubmitButton, TextButton } from '@/ui/form';
import { checkRegistered, loginOrRegister, signInMessage } from '../api';
import { EmailInput, useSignInForm } from './emailForm';
import type { OnSignedIn } from './passwordPair';
import { useStepProblem } from './useStepProblem';

export interface SignInStepProps {
  email: string;
  setEmail: (value: string) => void;
  checkedEmail: string;
  suffixes: string[];
  onNewAddress: () => void;
  onForgot: () => void;
  onSignedIn: OnSignedIn;
}

/** Step 2: the password of a registered address (the address can still be edited with the pencil). */
export function SignInStep({ email, setEmail, checkedEmail, suffixes, onNewAddress, onForgot, onSignedIn }: SignInStepProps) {
  const { control, handleSubmit, formState: { isSubmitting } } = useSignInForm(email, UI_MSG.invalidEmailSignIn);
  const [locked, setLocked] = useState(true);
  const { problem, setProblem, sending } = useStepProblem();
  const emailRef = useRef<HTMLInputElement>(null);

  const submit = handleSubmit(async (values) => {
    const value = filterEmail(values.email);
    if (value !== checkedEmail) {
      // The address was edited with the pencil: a new address goes to register.
      const check = await checkRegistered(value);
      if (!check.ok) return setProblem(errorMessage(check));
      if (!check.data) return onNewAddress();
    }
    const result = await loginOrRegister(value, values.password);
    if (!result.ok) return setProblem(signInMessage(result));
    setProblem(await onSignedIn(result.data));
  });

  return (
    <form onSubmit={sending(submit)} noValidate>
      <EmailInput
        control={control}
        onTyped={setEmail}
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
      <PasswordInput
        control={control}
        name="password"
        label="Password"
        autoComplete="current-password"
        initialFocus
        hint={<TextButton onClick={onForgot} className="-mt-1 mb-1.5 text-[12px]">Forgot password?</TextButton>}
      />
      <Alert message={problem} />
      <SubmitButton busy={isSubmitting} className="mt-2">Sign in</SubmitButton>
    </form>
  );
}
