'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { company, errorMessage, type CompanyView, type InputOf, type ParsedInputOf } from '@sw/protocol';
import { companySettingsSchema } from '@sw/protocol/schemas/company';
import { Alert, Field, Input, SubmitButton } from '@/ui/form';
import { notify } from '@/lib/toast';
import { saveSettings } from './api';
import { sectionClass } from './roles';

type Fields = InputOf<typeof company.companySettings>;

/** The approval rule (an order total above which a buyer's order waits for an admin) and the admins' mail copies. */
export function SettingsSection({ view, isAdmin, onSaved }: { view: CompanyView; isAdmin: boolean; onSaved: () => Promise<void> }) {
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const { register, handleSubmit, formState: { errors, isSubmitting, isDirty }, reset } = useForm<Fields, unknown, ParsedInputOf<typeof company.companySettings>>({
    resolver: zodResolver(companySettingsSchema),
    defaultValues: { approvalThreshold: view.approvalThreshold ?? '', copyAdmins: view.copyAdmins },
  });

  const submit = handleSubmit(async (input) => {
    const result = await saveSettings(input);
    if (!result.ok) return setProblem(errorMessage(result));
    setProblem(null);
    reset({ approvalThreshold: result.data.approvalThreshold ?? '', copyAdmins: result.data.copyAdmins });
    notify('Company settings saved.', 1);
    await onSaved();
  });

  return (
    <section aria-labelledby={`${id}-title`} className={sectionClass} data-testid="company-settings">
      <p className="eyebrow">Rules</p>
      <h2 id={`${id}-title`} className="mt-2 font-display text-[26px] leading-tight text-ink">Order approval and mail copies</h2>
      {isAdmin ? (
        <form onSubmit={submit} noValidate className="mt-6 max-w-xl">
          <Field label="Approval above (order total)" id={`${id}-threshold`} error={errors.approvalThreshold?.message} optional>
            <Input
              id={`${id}-threshold`}
              inputMode="decimal"
              placeholder="No rule"
              invalid={Boolean(errors.approvalThreshold)}
              {...register('approvalThreshold')}
              data-testid="settings-threshold"
            />
          </Field>
          <p className="-mt-1 mb-4 text-[13px] leading-relaxed text-ink-muted">
            A buyer&apos;s order with a total above this amount waits for an admin&apos;s approval before it is placed. Leave it
            empty for no rule. Admins&apos; own orders never wait.
          </p>
          <label className="mb-6 flex items-start gap-3 text-[14px] leading-relaxed text-ink">
            <input type="checkbox" className="mt-1 size-4 accent-[var(--accent)]" {...register('copyAdmins')} data-testid="settings-copy-admins" />
            <span>Copy me (and every admin) on my colleagues&apos; quotation and order mails.</span>
          </label>
          <Alert message={problem} testId="settings-error" />
          <SubmitButton busy={isSubmitting} disabled={!isDirty} className="sm:w-auto" data-testid="settings-save">Save settings</SubmitButton>
        </form>
      ) : (
        <dl className="mt-6 grid gap-4 text-[14px] sm:grid-cols-2" data-testid="settings-read-only">
          <div>
            <dt className="text-[11px] font-medium uppercase tracking-[0.16em] text-ink-muted">Orders needing approval</dt>
            <dd className="mt-1 text-ink">{view.approvalThreshold === null ? 'No rule: orders are placed directly.' : `A buyer's order above ${view.approvalThreshold} waits for an admin.`}</dd>
          </div>
          <div>
            <dt className="text-[11px] font-medium uppercase tracking-[0.16em] text-ink-muted">Mail copies to admins</dt>
            <dd className="mt-1 text-ink">{view.copyAdmins ? 'On' : 'Off'}</dd>
          </div>
          <p className="text-[13px] text-ink-muted sm:col-span-2">Only an admin of your company can change these.</p>
        </dl>
      )}
    </section>
  );
}
