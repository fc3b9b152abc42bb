'use client';
import { type FormEvent, useState } from 'react';
import { errorMessage, filterEmail, isValidEmail } from '@sw/protocol';
import { UI_MSG } from '@/lib/copy';
import { Alert, SubmitButton } from '@/ui/form';
import { checkRegistered } from '../authApi';
import { EmailField } from '../EmailField';

/** Step 1: the email; a registered address goes on to sign in, a new one to register. */
export interface EmailStepProps {
  email: string;
  setEmail: (value: string) => void;
  suffixes: string[];
  onChecked: (registered: boolean) => void;
}

export function EmailStep({ email, setEmail, suffixes, onChecked }: EmailStepProps) {
  const [error, setError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const value = filterEmail(email);
    if (!isValidEmail(value)) {
      setError(UI_MSG.invalidEmailSignIn);
      return;
    }
    setError(null);
    setBusy(true);
    const result = await checkRegistered(value);
    setBusy(false);
    if (!result.ok) {
      setProblem(errorMessage(result));
      return;
    }
    onChecked(result.data);
  };

  return (
    <form onSubmit={submit} noValidate>
      <EmailField
        label="Email"
        value={email}
        onChange={(value) => {
          setEmail(value);
          if (error && isValidEmail(value)) setError(null);
        }}
        error={error}
        suffixes={suffixes}
        initialFocus
      />
      <Alert message={problem} />
      <SubmitButton busy={busy} className="mt-2">Continue</SubmitButton>
    </form>
  );
}
