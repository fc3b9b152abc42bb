'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { PAYMENT_LIMITS, paymentInstructionsSchema, type PaymentInstructions } from '@sw/protocol';
import { dateTimeText } from '@/lib/format';
import { toast } from '@/lib/toast';
import { compactInput, ConsolePanel } from '@/ui/console';
import { Alert, Field } from '@/ui/form';
import { ButtonSpinner } from '@/ui/icons';
import { refusalText, savePaymentInstructions } from './api';
import { MissingBankDetails } from './MissingBankDetails';

type FormInput = z.input<typeof paymentInstructionsSchema>;
type FormOutput = z.output<typeof paymentInstructionsSchema>;

const FIELDS: { name: 'beneficiary' | 'bank' | 'bankAddress' | 'swift' | 'account'; label: string; optional?: boolean; max: number }[] = [
  { name: 'beneficiary', label: 'Beneficiary', max: PAYMENT_LIMITS.maxBankField },
  { name: 'bank', label: 'Bank', max: PAYMENT_LIMITS.maxBankField },
  { name: 'bankAddress', label: "Bank's address", optional: true, max: PAYMENT_LIMITS.maxBankField },
  { name: 'swift', label: 'SWIFT/BIC', max: 11 },
  { name: 'account', label: 'Account number / IBAN', max: PAYMENT_LIMITS.maxBankField },
];

/** One brand's payment instructions: what its buyers read on the order page and the proforma invoice. */
export function BankDetailsForm({ instructions }: { instructions: PaymentInstructions }) {
  const router = useRouter();
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const { register, handleSubmit, formState: { errors, isSubmitting } } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(paymentInstructionsSchema),
    defaultValues: {
      theme: instructions.theme,
      beneficiary: instructions.beneficiary,
      bank: instructions.bank,
      bankAddress: instructions.bankAddress ?? '',
      swift: instructions.swift,
      account: instructions.account,
      notes: instructions.notes ?? '',
    },
  });
  const onSubmit = handleSubmit(async (values) => {
    setProblem(null);
    const result = await savePaymentInstructions(values);
    if (!result.ok) return setProblem(refusalText(result));
    toast.success(`${instructions.brand}'s bank details are saved.`);
    router.refresh();
  });
  return (
    <ConsolePanel
      title={instructions.brand}
      testId={`bank-details-${instructions.theme}`}
      actions={
        <span className="text-[12px] text-ink-muted">
          {instructions.updatedAt ? `Saved ${dateTimeText(instructions.updatedAt)} by ${instructions.updatedBy ?? 'staff'}` : 'Not entered yet'}
        </span>
      }
    >
      {instructions.updatedAt ? null : <MissingBankDetails brand={instructions.brand} />}
      <form onSubmit={onSubmit} noValidate data-testid={`bank-form-${instructions.theme}`}>
        <div className="grid gap-x-4 md:grid-cols-2">
          {FIELDS.map((field) => (
            <Field key={field.name} label={field.label} id={`${id}-${field.name}`} error={errors[field.name]?.message} optional={field.optional} required={!field.optional}>
              <input
                id={`${id}-${field.name}`}
                maxLength={field.max}
                {...register(field.name)}
                aria-invalid={Boolean(errors[field.name]) || undefined}
                className={`${compactInput} ${field.name === 'swift' ? 'uppercase' : ''}`}
                data-testid={`bank-${field.name}`}
              />
            </Field>
          ))}
        </div>
        <Field label="Notes (e.g. a PayPal address, an intermediary bank)" id={`${id}-notes`} error={errors.notes?.message} optional>
          <textarea id={`${id}-notes`} rows={3} maxLength={PAYMENT_LIMITS.maxBankNotes} {...register('notes')} className={`${compactInput} !h-auto resize-y py-2`} data-testid="bank-notes" />
        </Field>
        <Alert message={problem} testId="bank-error" />
        <div className="flex justify-end">
          <button type="submit" disabled={isSubmitting} className="btn btn-primary h-10 min-h-10 disabled:opacity-60" data-testid="bank-save">
            {isSubmitting ? <ButtonSpinner /> : null}
            Save {instructions.brand} bank details
          </button>
        </div>
      </form>
    </ConsolePanel>
  );
}
