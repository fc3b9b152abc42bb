'use client';
import { type FormEvent, useState } from 'react';
import { errorMessage, filterEmail, isValidEmail, MSG } from '@sw/protocol';
import { SubmitButton } from '@/ui/form';
import { checkRegistered, sendCodeMessage, sendResetCode } from '../authApi';
import { EmailField } from '../EmailField';

/** Step 4: the address to send a reset code to. */
export function ForgotStep({ email, setEmail, suffixes, onSent }: { email: string; setEmail: (value: string) => void; suffixes: string[]; onSent: () => void }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = filterEmail(email);
    if (!isValidEmail(value)) return setError(MSG.invalidEmail);
    setError(null);
    setBusy(true);
    try {
      const check = await checkRegistered(value);
      if (!check.ok) return setError(errorMessage(check));
      if (!check.data) return setError(MSG.emailNotRegistered);
      const sent = await sendResetCode(value);
      if (!sent.ok) return setError(sendCodeMessage(sent));
      onSent();
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
          if (error) setError(null);
        }}
        error={error}
        suffixes={suffixes}
        initialFocus
      />
      <SubmitButton busy={busy} className="mt-2">Send code</SubmitButton>
    </form>
  );
}
