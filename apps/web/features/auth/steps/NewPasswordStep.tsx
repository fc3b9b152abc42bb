'use client';
import { errorMessage } from '@sw/protocol';
import { notify } from '@/lib/toast';
import { SubmitButton } from '@/ui/form';
import { resetPassword } from '../api';
import { type OnSignedIn, PasswordPairFields, usePasswordPairForm } from './passwordPair';

/** Step 6: the new password; saving it signs the buyer in. */
export function NewPasswordStep({ email, code, onSignedIn }: { email: string; code: string; onSignedIn: OnSignedIn }) {
  const { control, handleSubmit, formState: { isSubmitting } } = usePasswordPairForm();

  const submit = handleSubmit(async ({ password }) => {
    const result = await resetPassword(email, password, code);
    if (!result.ok) {
      notify(errorMessage(result), 2);
      return;
    }
    const failed = await onSignedIn(result.data);
    if (failed) notify(failed, 2);
  });

  return (
    <form onSubmit={submit} noValidate>
      <PasswordPairFields control={control} label="New password" repeatLabel="Re-enter new password" />
      <SubmitButton busy={isSubmitting}>Save and sign in</SubmitButton>
    </form>
  );
}
