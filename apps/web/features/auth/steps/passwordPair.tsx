'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { type Control, useForm } from 'react-hook-form';
import { z } from '@sw/protocol/z';
import { type LoginResult, validatePassword, validatePasswordRepeat } from '@sw/protocol';
import { PasswordInput } from '@/ui/form';

/** What a step calls after a successful sign-in; answers a problem to show, or null. */
export type OnSignedIn = (result: LoginResult) => Promise<string | null>;

/** Adds the messages of spec §5 for a new password and its re-entry (the protocol's rules). */
export function addPasswordPairIssues(values: { password: string; repeat: string }, context: z.RefinementCtx): void {
  const problems = { password: validatePassword(values.password), repeat: validatePasswordRepeat(values.password, values.repeat) };
  for (const [path, message] of Object.entries(problems)) if (message) context.addIssue({ code: 'custom', path: [path], message });
}

const passwordPairSchema = z.object({ password: z.string(), repeat: z.string() }).superRefine(addPasswordPairIssues);
export type PasswordPair = z.infer<typeof passwordPairSchema>;

/** The form of a step that sets a new password: react-hook-form with the rules above. */
export function usePasswordPairForm() {
  // The messages show under both fields; focus stays where the buyer is (a deferred refocus would also pull it
  // away from a field the buyer has moved on to).
  return useForm<PasswordPair>({
    resolver: zodResolver(passwordPairSchema), defaultValues: { password: '', repeat: '' }, shouldFocusError: false,
  });
}

export function PasswordPairFields({ control, label, repeatLabel }: { control: Control<PasswordPair>; label: string; repeatLabel: string }) {
  return (
    <>
      <PasswordInput control={control} name="password" label={label} autoComplete="new-password" initialFocus />
      <PasswordInput control={control} name="repeat" label={repeatLabel} inputName="password-repeat" autoComplete="new-password" />
    </>
  );
}
