'use client';
import { type FormEvent, useState } from 'react';
import { Alert, SubmitButton } from '@/ui/form';
import { loginOrRegister, signInMessage } from '../authApi';
import { EmailField } from '../EmailField';
import { type OnSignedIn, PasswordPairFields, usePasswordPair } from './passwordPair';

/** Step 3: a password for a new account. */
export function RegisterStep({ email, onEditEmail, onSignedIn }: { email: string; onEditEmail: () => void; onSignedIn: OnSignedIn }) {
  const pair = usePasswordPair();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (!pair.validate()) return;
    setBusy(true);
    try {
      const result = await loginOrRegister(email, pair.password);
      if (!result.ok) return setProblem(signInMessage(result));
      const failed = await onSignedIn(result.data);
      if (failed) setProblem(failed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <EmailField label="Email" value={email} onChange={() => undefined} error={null} suffixes={[]} locked onUnlock={onEditEmail} />
      <PasswordPairFields pair={pair} label="Password" repeatLabel="Re-enter password" />
      <Alert message={problem} />
      <SubmitButton busy={busy} className="mt-2">Create account</SubmitButton>
    </form>
  );
}
