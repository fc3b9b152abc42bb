'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorMessage, INTEGRATION_EVENT_LABELS, INTEGRATION_EVENTS, type CreateEndpointInput, type EndpointCreated } from '@sw/protocol';
import { createEndpointSchema } from '@sw/protocol/schemas/integration';
import { Alert, Field, Input, SubmitButton } from '@/ui/form';
import type { IntegrationApi } from './api';

/** A new endpoint: its name, https:// address and chosen events. The answer holds the secret, shown once by the page. */
export function EndpointForm({ api, onCreated }: { api: IntegrationApi; onCreated: (created: EndpointCreated) => void }) {
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const { register, handleSubmit, reset, formState: { errors, isSubmitting } } = useForm<CreateEndpointInput>({
    resolver: zodResolver(createEndpointSchema),
    defaultValues: { name: '', url: '', events: [...INTEGRATION_EVENTS] },
  });
  const submit = handleSubmit(async (input) => {
    const result = await api.create(input);
    if (!result.ok) return setProblem(errorMessage(result));
    setProblem(null);
    reset();
    onCreated(result.data);
  });
  return (
    <form onSubmit={submit} noValidate className="grid gap-x-6 lg:grid-cols-2" data-testid="endpoint-form" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="mb-4 text-[15px] font-medium text-ink lg:col-span-2">Add an endpoint</h3>
      <Field label="Name" id={`${id}-name`} error={errors.name?.message}>
        <Input id={`${id}-name`} placeholder="ERP production" invalid={Boolean(errors.name)} {...register('name')} data-testid="endpoint-name" />
      </Field>
      <Field label="Address (https://)" id={`${id}-url`} error={errors.url?.message}>
        <Input id={`${id}-url`} inputMode="url" placeholder="https://erp.example.com/webhooks" invalid={Boolean(errors.url)} {...register('url')} data-testid="endpoint-url" />
      </Field>
      <fieldset className="mb-4 lg:col-span-2">
        <legend className="mb-2 text-[11px] font-medium uppercase tracking-[0.16em] text-ink-muted">Events</legend>
        <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {INTEGRATION_EVENTS.map((event) => (
            <label key={event} className="flex items-start gap-2 text-[14px] text-ink">
              <input type="checkbox" value={event} className="mt-1 size-4 accent-[var(--accent)]" {...register('events')} />
              <span>{INTEGRATION_EVENT_LABELS[event]} <code className="break-all text-[12px] text-ink-muted">{event}</code></span>
            </label>
          ))}
        </div>
        {errors.events ? <p role="alert" className="mt-2 text-[13px] text-danger">{errors.events.message ?? 'Please choose at least one event.'}</p> : null}
      </fieldset>
      <div className="lg:col-span-2">
        <Alert message={problem} testId="endpoint-error" />
        <SubmitButton busy={isSubmitting} className="sm:w-auto" data-testid="endpoint-add">Add endpoint</SubmitButton>
      </div>
    </form>
  );
}
