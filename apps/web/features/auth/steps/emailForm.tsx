'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import type { RefObject } from 'react';
import { type Control, Controller, type FieldValues, type Path, useForm } from 'react-hook-form';
import { z } from '@sw/protocol/z';
import { filterEmail, isValidEmail, validatePassword } from '@sw/protocol';
import { EmailField } from '../EmailField';

/** The email rule of spec §5 with the step's own message (the sign-in steps end theirs with a full stop). */
function addEmailIssue(email: string, message: string, context: z.RefinementCtx): void {
  if (!isValidEmail(filterEmail(email))) context.addIssue({ code: 'custom', path: ['email'], message });
}

export interface EmailValues {
  email: string;
}

/** A step's form of one email address, starting from the address the dialog remembers. */
export function useEmailForm(email: string, message: string) {
  const schema = z.object({ email: z.string() }).superRefine((values, context) => addEmailIssue(values.email, message, context));
  return useForm<EmailValues>({ resolver: zodResolver(schema), defaultValues: { email } });
}

export interface SignInValues extends EmailValues {
  password: string;
}

/** The sign-in step's form: the address and the password (spec §5). */
export function useSignInForm(email: string, message: string) {
  const schema = z.object({ email: z.string(), password: z.string() }).superRefine((values, context) => {
    addEmailIssue(values.email, message, context);
    const password = validatePassword(values.password);
    if (password) context.addIssue({ code: 'custom', path: ['password'], message: password });
  });
  return useForm<SignInValues>({ resolver: zodResolver(schema), defaultValues: { email, password: '' } });
}

/** The email field bound to a form; every change is also told to the dialog, which keeps the address between steps. */
export function EmailInput<T extends FieldValues & EmailValues>({
  control, onTyped, suffixes, initialFocus, locked, onUnlock, inputRef,
}: {
  control: Control<T>;
  onTyped: (email: string) => void;
  suffixes: readonly string[];
  initialFocus?: boolean;
  locked?: boolean;
  onUnlock?: () => void;
  inputRef?: RefObject<HTMLInputElement | null>;
}) {
  return (
    <Controller
      control={control}
      name={'email' as Path<T>}
      render={({ field, fieldState }) => (
        <EmailField
          label="Email"
          value={field.value}
          onChange={(value) => {
            field.onChange(value);
            onTyped(value);
          }}
          error={fieldState.error?.message ?? null}
          suffixes={suffixes}
          initialFocus={initialFocus}
          locked={locked}
          onUnlock={onUnlock}
          inputRef={inputRef}
        />
      )}
    />
  );
}
