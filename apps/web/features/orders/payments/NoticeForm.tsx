'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { PAYMENT_LIMITS, paymentNoticeSchema, type FileRef, type OrderPayments } from '@sw/protocol';
import { toast } from '@/lib/toast';
import { Dialog } from '@/ui/Dialog';
import { Alert, Field, Input, SubmitButton, TextArea } from '@/ui/form';
import { Uploader } from '@/ui/Uploader';
import { refusalText, sendPaymentNotice } from './api';

type FormInput = z.input<typeof paymentNoticeSchema>;
type FormOutput = z.output<typeof paymentNoticeSchema>;

const today = () => new Date().toISOString().slice(0, 10);

/** 'I have paid': the amount, the day, who paid, the bank's reference and the transfer slip (uploaded into slip/). */
export function NoticeForm({ money, open, onOpenChange, onSent }: {
  money: OrderPayments;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSent: (next: OrderPayments) => void;
}) {
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const { register, control, handleSubmit, reset, formState: { errors, isSubmitting } } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(paymentNoticeSchema),
    defaultValues: { orderId: money.orderId, amount: money.dueNow > 0 ? money.dueNow.toFixed(2) : '', paidOn: today(), payer: '', reference: '', note: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setProblem(null);
    const result = await sendPaymentNotice(values);
    if (!result.ok) return setProblem(refusalText(result));
    toast.success('Thank you: our sales team will confirm your payment once it arrives.');
    reset();
    onOpenChange(false);
    onSent(result.data);
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="I have paid" description={`Tell us about your payment for order ${money.orderNo}. We confirm it once it reaches our account.`}>
      <form onSubmit={onSubmit} noValidate className="mt-5" data-testid="notice-form">
        <div className="grid gap-x-4 sm:grid-cols-2">
          <Field label={`Amount (${money.currency})`} id={`${id}-amount`} error={errors.amount?.message} required>
            <Input id={`${id}-amount`} inputMode="decimal" {...register('amount')} invalid={Boolean(errors.amount)} data-testid="notice-amount" />
          </Field>
          <Field label="Paid on" id={`${id}-day`} error={errors.paidOn?.message} required>
            <Input id={`${id}-day`} type="date" max={today()} {...register('paidOn')} invalid={Boolean(errors.paidOn)} data-testid="notice-day" />
          </Field>
        </div>
        <Field label="Paid by (account holder)" id={`${id}-payer`} error={errors.payer?.message} required>
          <Input id={`${id}-payer`} maxLength={PAYMENT_LIMITS.maxPayer} {...register('payer')} invalid={Boolean(errors.payer)} autoComplete="organization" data-testid="notice-payer" />
        </Field>
        <Field label="Bank reference" id={`${id}-reference`} error={errors.reference?.message} optional>
          <Input id={`${id}-reference`} maxLength={PAYMENT_LIMITS.maxReference} {...register('reference')} data-testid="notice-reference" />
        </Field>
        <Controller
          control={control}
          name="slip"
          render={({ field }) => (
            <Uploader
              folder="slip"
              maxFiles={1}
              accept=".png,.jpg,.jpeg,.webp,.pdf"
              value={field.value ? [field.value as FileRef] : []}
              onChange={(files) => field.onChange(files[0])}
              onBusyChange={setUploading}
              label="Transfer slip"
              hint="A photo, a scan or your bank's PDF."
            />
          )}
        />
        <Field label="Note" id={`${id}-note`} error={errors.note?.message} optional>
          <TextArea id={`${id}-note`} rows={2} maxLength={PAYMENT_LIMITS.maxNote} {...register('note')} />
        </Field>
        <Alert message={problem} testId="notice-error" />
        <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" className="btn btn-outline" onClick={() => onOpenChange(false)}>Not now</button>
          <SubmitButton busy={isSubmitting} disabled={uploading} className="sm:w-auto" data-testid="notice-send">Send payment notice</SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}
