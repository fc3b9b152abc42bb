'use client';
import { useRef } from 'react';
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
  /** The address came with the opening (an invitation's): shown filled in and read-only, with the pencil to edit it. */
  locked?: boolean;
  onUnlock?: () => void;
}

/** Step 1: the email; a registered address goes on to sign in, a new one to register. */
export function EmailStep({ email, setEmail, suffixes, onChecked, locked, onUnlock }: EmailStepProps) {
  const { control, handleSubmit, formState: { isSubmitting } } = useEmailForm(email, UI_MSG.invalidEmailSignIn);
  const { problem, setProblem, sending } = useStepProblem();
  const inputRef = useRef<HTMLInputElement>(null);

  const submit = handleSubmit(async (values) => {
    const result = await checkRegistered(filterEmail(values.email));
    if (!result.ok) return setProblem(errorMessage(result));
    onChecked(result.data);
  });

  return (
    <form onSubmit={sending(submit)} noValidate>
      <EmailInput
        control={control}
        onTyped={setEmail}
        suffixes={suffixes}
        initialFocus={!locked}
        locked={locked}
        inputRef={inputRef}
        onUnlock={() => {
          onUnlock?.();
          requestAnimationFrame(() => {
            inputRef.current?.focus();
            inputRef.current?.select();
          });
        }}
      />
      <Alert message={problem} />
      <SubmitButton busy={isSubmitting} className="mt-2">Continue</SubmitButton>
    </form>
  );
}
