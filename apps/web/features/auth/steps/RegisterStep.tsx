'use client';
import { Alert, SubmitButton } from '@/ui/form';
import { loginOrRegister, signInMessage } from '../api';
import { EmailField } from '../EmailField';
import { type OnSignedIn, PasswordPairFields, usePasswordPairForm } from './passwordPair';
import { useStepProblem } from './useStepProblem';

/** Step 3: a password for a new account. */
export function RegisterStep({ email, onEditEmail, onSignedIn }: { email: string; onEditEmail: () => void; onSignedIn: OnSignedIn }) {
  const { control, handleSubmit, formState: { isSubmitting } } = usePasswordPairForm();
  const { problem, setProblem, sending } = useStepProblem();

  const submit = handleSubmit(async ({ password }) => {
    const result = await loginOrRegister(email, password);
    if (!result.ok) return setProblem(signInMessage(result));
    setProblem(await onSignedIn(result.data));
  });

  return (
    <form onSubmit={sending(submit)} noValidate>
      <EmailField label="Email" value={email} onChange={() => undefined} error={null} suffixes={[]} locked onUnlock={onEditEmail} />
      <PasswordPairFields control={control} label="Password" repeatLabel="Re-enter password" />
      <Alert message={problem} />
      <SubmitButton busy={isSubmitting} className="mt-2">Create account</SubmitButton>
    </form>
  );
}
