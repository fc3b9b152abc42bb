'use client';
import { errorMessage, filterEmail, MSG } from '@sw/protocol';
import { SubmitButton } from '@/ui/form';
import { checkRegistered, sendCodeMessage, sendResetCode } from '../api';
import { EmailInput, useEmailForm } from './emailForm';

/** Step 4: the address to send a reset code to; every problem is shown under the field. */
export function ForgotStep({ email, setEmail, suffixes, onSent }: { email: string; setEmail: (value: string) => void; suffixes: string[]; onSent: () => void }) {
  const { control, handleSubmit, setError, formState: { isSubmitting } } = useEmailForm(email, MSG.invalidEmail);
  const refuse = (message: string) => setError('email', { type: 'server', message });

  const submit = handleSubmit(async (values) => {
    const value = filterEmail(values.email);
    const check = await checkRegistered(value);
    if (!check.ok) return refuse(errorMessage(check));
    if (!check.data) return refuse(MSG.emailNotRegistered);
    const sent = await sendResetCode(value);
    if (!sent.ok) return refuse(sendCodeMessage(sent));
    onSent();
  });

  return (
    <form onSubmit={submit} noValidate>
      <EmailInput control={control} onTyped={setEmail} suffixes={suffixes} initialFocus />
      <SubmitButton busy={isSubmitting} className="mt-2">Send code</SubmitButton>
    </form>
  );
}
