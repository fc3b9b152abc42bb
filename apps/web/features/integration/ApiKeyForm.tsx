'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { API_SCOPE_LABELS, COMPANY_SCOPES, errorMessage, MANUFACTURER_SCOPES, type ApiKeyCreated, type ApiScope } from '@sw/protocol';
import { createCompanyApiKeySchema, createStaffApiKeySchema } from '@sw/protocol/schemas/integration';
import { Alert, Field, Input, Select, SubmitButton } from '@/ui/form';
import type { IntegrationApi, IntegrationSide } from './api';

interface KeyFormValues { name: string; scopes: ApiScope[]; expiresInDays?: number }

const EXPIRIES = [{ days: 30, label: 'In 30 days' }, { days: 90, label: 'In 90 days' }, { days: 365, label: 'In a year' }];

/** A new key: its name, scopes (the side's own) and expiry. The answer holds the key, shown once by the section. */
export function ApiKeyForm({ api, side, onCreated }: { api: IntegrationApi; side: IntegrationSide; onCreated: (created: ApiKeyCreated) => void }) {
  const id = useId();
  const scopes: readonly ApiScope[] = side === 'company' ? COMPANY_SCOPES : MANUFACTURER_SCOPES;
  const [problem, setProblem] = useState<string | null>(null);
  const { register, handleSubmit, reset, formState: { errors, isSubmitting } } = useForm<KeyFormValues>({
    resolver: zodResolver(side === 'company' ? createCompanyApiKeySchema : createStaffApiKeySchema) as never,
    defaultValues: { name: '', scopes: ['orders:read', 'catalog:read'], expiresInDays: 365 },
  });
  const submit = handleSubmit(async (input) => {
    const result = await api.createKey(input);
    if (!result.ok) return setProblem(errorMessage(result));
    setProblem(null);
    reset();
    onCreated(result.data);
  });
  return (
    <form onSubmit={submit} noValidate className="grid gap-x-6 lg:grid-cols-2" data-testid="api-key-form" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="mb-4 text-[15px] font-medium text-ink lg:col-span-2">Make a key</h3>
      <Field label="Name" id={`${id}-name`} error={errors.name?.message}>
        <Input id={`${id}-name`} placeholder="ERP orders" invalid={Boolean(errors.name)} {...register('name')} data-testid="api-key-name" />
      </Field>
      <Field label="Expires" id={`${id}-expiry`} error={errors.expiresInDays?.message}>
        <Select id={`${id}-expiry`} {...register('expiresInDays', { setValueAs: (v) => (v === '' ? undefined : Number(v)) })} data-testid="api-key-expiry">
          {EXPIRIES.map((e) => <option key={e.days} value={e.days}>{e.label}</option>)}
          <option value="">Never</option>
        </Select>
      </Field>
      <fieldset className="mb-4 lg:col-span-2">
        <legend className="mb-2 text-[11px] font-medium uppercase tracking-[0.16em] text-ink-muted">Scopes</legend>
        <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {scopes.map((scope) => (
            <label key={scope} className="flex items-start gap-2 text-[14px] text-ink">
              <input type="checkbox" value={scope} className="mt-1 size-4 accent-[var(--accent)]" {...register('scopes')} />
              <span>{API_SCOPE_LABELS[scope]} <code className="break-all text-[12px] text-ink-muted">{scope}</code></span>
            </label>
          ))}
        </div>
        {errors.scopes ? <p role="alert" className="mt-2 text-[13px] text-danger">{errors.scopes.message ?? 'Please choose at least one scope.'}</p> : null}
      </fieldset>
      <div className="lg:col-span-2">
        <Alert message={problem} testId="api-key-error" />
        <SubmitButton busy={isSubmitting} className="sm:w-auto" data-testid="api-key-add">Make key</SubmitButton>
      </div>
    </form>
  );
}
