'use client';
import { errorMessage, filterEmail } from '@sw/protocol';
import { UI_MSG } from '@/lib/copy';
import { Alert, SubmitButton } from '@/ui/form';
import { checkRegistered } from '../api';
import { EmailInput, useEmailForm } from './emailForm';
import { useStepProblem } from './useStepProblem';

export interface EmailStepProps {
  email: string;
  setEmail: (value: string) => void;
  suffixes: string[];
  onChecked: (registered: boolean) => void;
}

/** Step 1: the email; a registered address goes on to sign in, a new one to register. */
export function EmailStep({ email, setEmail, suffixes, onChecked }: EmailStepProps) {
  const { control, handleSubmit, formState: { isSubmitting } } = useEmailForm(email, UI_MSG.invalidEmailSignIn);
  const { problem, setProblem, sending } = useStepProblem();

  const submit = handleSubmit(async (values) => {
    const result = await checkRegistered(filterEmail(values.email));
    if (!result.ok) return setProblem(errorMessage(result));
    onChecked(result.data);
  });

  return (
    <form onSubmit={sending(submit)} noValidate>
      <EmailInput control={control} onTyped={setEmail} suffixes={suffixes} initialFocus />
      <Alert message={problem} />
      <SubmitButton busy={isSubmitting} className="mt-2">Continue</SubmitButton>
    </form>
  );
}
