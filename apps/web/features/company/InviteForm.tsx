'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { company, errorMessage, type InputOf, type ParsedInputOf } from '@sw/protocol';
import { inviteColleagueSchema } from '@sw/protocol/schemas/company';
import { Alert, Field, Input, Select, SubmitButton } from '@/ui/form';
import { notify } from '@/lib/toast';
import { inviteColleague } from './api';
import { ROLE_HINTS, ROLE_OPTIONS, roleLabel } from './roles';

type Fields = InputOf<typeof company.inviteColleague>;

/** The invitation form: an email and a role; a second invitation of the same address replaces the first link. */
export function InviteForm({ onInvited }: { onInvited: () => Promise<void> }) {
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const { register, handleSubmit, reset, control, formState: { errors, isSubmitting } } = useForm<Fields, unknown, ParsedInputOf<typeof company.inviteColleague>>({
    resolver: zodResolver(inviteColleagueSchema),
    defaultValues: { email: '', role: 'buyer' },
  });
  const role = useWatch({ control, name: 'role' });

  const submit = handleSubmit(async (input) => {
    const result = await inviteColleague(input.email, input.role);
    if (!result.ok) return setProblem(errorMessage(result));
    setProblem(null);
    reset({ email: '', role: input.role });
    notify(`Invitation sent to ${input.email} as ${roleLabel(input.role)}.`, 1);
    await onInvited();
  });

  return (
    <form onSubmit={submit} noValidate className="mt-6" data-testid="invite-form">
      <div className="grid gap-x-4 sm:grid-cols-[minmax(0,1fr)_12rem]">
        <Field label="Email" id={`${id}-email`} error={errors.email?.message} required>
          <Input id={`${id}-email`} type="email" autoComplete="off" invalid={Boolean(errors.email)} {...register('email')} data-testid="invite-email" />
        </Field>
        <Field label="Role" id={`${id}-role`} error={errors.role?.message}>
          <Select id={`${id}-role`} invalid={Boolean(errors.role)} {...register('role')} data-testid="invite-role">
            {ROLE_OPTIONS.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
          </Select>
        </Field>
      </div>
      <p className="mb-4 text-[13px] text-ink-muted" data-testid="invite-role-hint">
        {roleLabel(role)}: {ROLE_HINTS[role]}
      </p>
      <Alert message={problem} testId="invite-error" />
      <SubmitButton busy={isSubmitting} className="sm:w-auto" data-testid="invite-submit">Send invitation</SubmitButton>
    </form>
  );
}
