'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { errorMessage, sampleSettingsSchema, type SampleSettings } from '@sw/protocol';
import { notify } from '@/lib/toast';
import { ConsolePanel } from '@/ui/console';
import { Alert, Field, Input } from '@/ui/form';
import { saveSampleSettings } from './api';

/** The console's dense input size. */
const DENSE = 'h-9 px-2.5 text-[13px]';

type SettingsInput = z.input<typeof sampleSettingsSchema>;
type SettingsOutput = z.output<typeof sampleSettingsSchema>;

/** An example of the rule, as the buyer would be charged: a goods whose highest tier price is 4.20. */
function ruleExample(percent: unknown, minimum: unknown): string | null {
  const p = Number(percent);
  const m = Number(minimum);
  if (!Number.isFinite(p) || !Number.isFinite(m) || p <= 0) return null;
  const byRule = Math.round(420 * p / 100) / 100;
  return `A goods whose highest tier price is 4.20 costs ${Math.max(byRule, m).toFixed(2)} a sample piece (unless it has its own sample price).`;
}

/**
 * The catalogue-wide sample rules: the price rule for goods without their own sample price, the promised lead time of
 * a sample order and the window in which a sample's fee comes back on the first bulk order.
 */
export function SampleSettingsForm({ settings }: { settings: SampleSettings }) {
  const router = useRouter();
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const { register, handleSubmit, control, formState: { errors, isSubmitting } } = useForm<SettingsInput, unknown, SettingsOutput>({
    resolver: zodResolver(sampleSettingsSchema),
    defaultValues: { rulePercent: settings.rulePercent, ruleMinimum: settings.ruleMinimum.toFixed(2), leadDays: settings.leadDays, creditWindowDays: settings.creditWindowDays },
  });
  const [percent, minimum] = useWatch({ control, name: ['rulePercent', 'ruleMinimum'] });
  const example = ruleExample(percent, minimum);
  const onSubmit = handleSubmit(async (values) => {
    setProblem(null);
    const result = await saveSampleSettings(values);
    if (!result.ok) return setProblem(errorMessage(result));
    notify('Sample rules saved. The goods pages show the new prices now.');
    router.refresh();
  });
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 lg:grid-cols-2" data-testid="sample-settings">
      <ConsolePanel title="Sample price rule">
        <p className="mb-3 text-[13px] text-ink-muted">For goods without their own sample price (set on the goods form).</p>
        <div className="grid gap-x-3 sm:grid-cols-2">
          <Field label="Percent of the highest tier price" id={`${id}-percent`} error={errors.rulePercent?.message} required>
            <Input id={`${id}-percent`} inputMode="numeric" {...register('rulePercent')} className={`${DENSE} tabular-nums`} />
          </Field>
          <Field label="Minimum per piece (USD)" id={`${id}-minimum`} error={errors.ruleMinimum?.message} required>
            <Input id={`${id}-minimum`} inputMode="decimal" {...register('ruleMinimum')} className={`${DENSE} tabular-nums`} />
          </Field>
        </div>
        <p className="text-[12.5px] text-ink-muted">200 % is twice the highest tier price.</p>
        {example ? <p className="mt-1 text-[12.5px] text-ink-muted" data-testid="sample-rule-example">{example}</p> : null}
      </ConsolePanel>
      <ConsolePanel title="Lead time and credit">
        <div className="grid gap-x-3 sm:grid-cols-2">
          <Field label="Sample lead time (days)" id={`${id}-lead`} error={errors.leadDays?.message} required>
            <Input id={`${id}-lead`} inputMode="numeric" {...register('leadDays')} className={`${DENSE} tabular-nums`} />
          </Field>
          <Field label="Credit window (days)" id={`${id}-window`} error={errors.creditWindowDays?.message} required>
            <Input id={`${id}-window`} inputMode="numeric" {...register('creditWindowDays')} className={`${DENSE} tabular-nums`} />
          </Field>
        </div>
        <p className="text-[12.5px] text-ink-muted">
          A sample order promises to ship this many days after it is placed. Its fee comes back on the company’s first bulk order of the goods within the
          credit window.
        </p>
      </ConsolePanel>
      <div className="space-y-2 lg:col-span-2">
        <Alert message={problem} />
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className="btn btn-primary h-9 min-h-9 px-5" disabled={isSubmitting}>Save sample rules</button>
          <span className="text-[12px] text-ink-muted">Last saved {new Date(settings.updatedAt).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' })}</span>
        </div>
      </div>
    </form>
  );
}
