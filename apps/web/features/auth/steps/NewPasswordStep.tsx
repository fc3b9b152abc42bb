'use client';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '@sw/protocol';
import { notify } from '@/lib/toast';
import { SubmitButton } from '@/ui/form';
import { resetPassword } from '../authApi';
import { type OnSignedIn, PasswordPairFields, usePasswordPair } from './passwordPair';

/** Step 6: the new password; saving it signs the buyer in. */
export function NewPasswordStep({ email, code, onSignedIn }: { email: string; code: string; onSignedIn: OnSignedIn }) {
  const pair = usePasswordPair();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!pair.validate()) return;
    setBusy(true);
    try {
      const result = await resetPassword(email, pair.password, code);
      if (!result.ok) {
        notify(errorMessage(result), 2);
        return;
      }
      const failed = await onSignedIn(result.data);
      if (failed) notify(failed, 2);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <PasswordPairFields pair={pair} label="New password" repeatLabel="Re-enter new password" />
      <SubmitButton busy={busy}>Save and sign in</SubmitButton>
    </form>
  );
}
