'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { ORDER_CARRIERS, ORDER_LIMITS, recordShipmentSchema, type FreightMode, type StaffOrderView } from '@sw/protocol';
import { toast } from '@/lib/toast';
import { compactInput } from '@/ui/console';
import { Alert, errorIdOf, Field, TextArea } from '@/ui/form';
import { ButtonSpinner, WarningIcon } from '@/ui/icons';
import { recordShipment, refusalText } from './api';
import { CartonRows, EMPTY_CARTON } from './CartonRows';
import { FreightFields, freightStart, ModeChooser } from './FreightFields';
import type { ShipmentFormInput as FormInput, ShipmentFormOutput as FormOutput } from './formInput';

/** Today in the staff member's own time zone, as YYYY-MM-DD. */
const localDay = () => {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
};

/**
 * The shipment form: how many pieces of each line still to ship go now (all that is left, to start with), carrier,
 * tracking number, ship date, for sea and air freight their details (FreightFields), cartons, a note, and while the
 * shipping gate is closed the written reason to pass it.
 */
export function ShipmentForm({ view, onDone, onCancel }: { view: StaffOrderView; onDone: () => void; onCancel: () => void }) {
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [mode, setMode] = useState<FreightMode>('express');
  const open = view.shipping.lines.filter((line) => line.remaining > 0);
  const { register, control, handleSubmit, setValue, getValues, clearErrors, formState: { errors, isSubmitting } } = useForm<FormInput, unknown, FormOutput>({
    // The schema's input reads each field as `unknown`; the form's values are its typed fields (formInput.ts).
    resolver: zodResolver(recordShipmentSchema) as unknown as Resolver<FormInput, unknown, FormOutput>,
    defaultValues: {
      orderId: view.orderId,
      lines: open.map((line) => ({ lineId: line.lineId, qty: String(line.remaining) })),
      carrier: '', trackingNo: '', shipDate: localDay(), cartons: [{ ...EMPTY_CARTON }], note: '', override: '',
    },
  });
  const gate = view.gates.shipping;
  function chooseMode(next: FreightMode) {
    setMode(next);
    setValue('freight', next === 'express' ? undefined : freightStart(next, String(getValues('shipDate') ?? '')));
    clearErrors(['freight', 'trackingNo']);
  }

  async function submit(values: FormOutput) {
    setProblem(null);
    const result = await recordShipment(values);
    if (!result.ok) return setProblem(refusalText(result));
    toast.success(result.data.status === 'shipped' ? `${view.orderNo} is shipped in full; the buyer is emailed.` : `Shipment recorded; the buyer is emailed.`);
    onDone();
  }

  const linesError = errors.lines?.message ?? errors.lines?.root?.message ?? open.map((_, i) => errors.lines?.[i]?.qty?.message).find(Boolean);
  return (
    <form onSubmit={handleSubmit(submit)} noValidate className="mt-5 space-y-4" data-testid="shipment-form">
      <fieldset>
        <legend className="mb-2 text-[11px] font-medium uppercase tracking-[0.16em] text-ink-muted">Pieces in this shipment</legend>
        <ul className="divide-y divide-line rounded-[3px] border border-line">
          {open.map((line, index) => (
            <li key={line.lineId} className="flex items-center justify-between gap-3 px-3 py-2" data-testid="shipment-line">
              <label htmlFor={`${id}-qty-${index}`} className="min-w-0 flex-1 text-[13px] text-ink">
                <span className="block break-words">{line.title}</span>
                <span className="text-[12px] text-ink-muted">{line.remaining.toLocaleString('en-US')} of {line.ordered.toLocaleString('en-US')} left to ship</span>
              </label>
              <div className="w-24 flex-none sm:w-28">
                <input id={`${id}-qty-${index}`} type="number" inputMode="numeric" min="0" max={line.remaining} step="1" {...register(`lines.${index}.qty`)} className={`${compactInput} text-right tabular-nums`} data-testid="shipment-line-qty" />
              </div>
            </li>
          ))}
        </ul>
        {linesError ? <p className="mt-1.5 text-[12.5px] text-red-800" role="alert">{linesError}</p> : null}
      </fieldset>
      <ModeChooser mode={mode} onChange={chooseMode} />
      <div className="grid gap-x-3 sm:grid-cols-3">
        <Field label="Carrier" id={`${id}-carrier`} required error={errors.carrier?.message}>
          <input id={`${id}-carrier`} list={`${id}-carriers`} maxLength={ORDER_LIMITS.maxCarrier} {...register('carrier')} aria-invalid={errors.carrier ? true : undefined} aria-describedby={errorIdOf(`${id}-carrier`)} className={compactInput} data-testid="shipment-carrier-input" />
          <datalist id={`${id}-carriers`}>{ORDER_CARRIERS.map((carrier) => <option key={carrier} value={carrier}>{carrier}</option>)}</datalist>
        </Field>
        <Field label="Tracking number" id={`${id}-tracking`} required={mode === 'express'} optional={mode !== 'express'} error={errors.trackingNo?.message}>
          <input id={`${id}-tracking`} maxLength={ORDER_LIMITS.maxTrackingNo} autoComplete="off" placeholder={mode === 'express' ? undefined : `Blank: the ${mode === 'sea' ? 'B/L' : 'waybill'} no.`} {...register('trackingNo')} aria-invalid={errors.trackingNo ? true : undefined} aria-describedby={errorIdOf(`${id}-tracking`)} className={`${compactInput} tabular-nums`} data-testid="shipment-tracking-input" />
        </Field>
        <Field label="Ship date" id={`${id}-date`} required error={errors.shipDate?.message}>
          <input id={`${id}-date`} type="date" {...register('shipDate')} aria-invalid={errors.shipDate ? true : undefined} aria-describedby={errorIdOf(`${id}-date`)} className={compactInput} data-testid="shipment-date" />
        </Field>
      </div>
      {mode === 'express' ? null : <FreightFields id={id} mode={mode} control={control} register={register} errors={errors} />}
      <CartonRows control={control} register={register} errors={errors} />
      <Field label="Note to the buyer" id={`${id}-note`} optional>
        <TextArea id={`${id}-note`} rows={2} maxLength={ORDER_LIMITS.maxNote} {...register('note')} placeholder="e.g. The rest follows by sea in two weeks." />
      </Field>
      {gate.length ? (
        <div className="rounded-[3px] border border-amber-700/30 bg-amber-50 px-3 py-3" data-testid="shipment-gate">
          <p className="flex items-start gap-2 text-[13px] text-amber-950"><WarningIcon size={15} className="mt-0.5 flex-none" /> {gate.join(' ')}</p>
          <Field label="Reason to ship anyway" id={`${id}-override`} error={errors.override?.message}>
            <TextArea id={`${id}-override`} rows={2} maxLength={ORDER_LIMITS.maxNote} {...register('override')} data-testid="shipment-override" placeholder="Kept in the audit trail, e.g. the balance is guaranteed by a letter of credit." />
          </Field>
        </div>
      ) : null}
      <Alert message={problem} testId="shipment-error" />
      <div className="flex justify-end gap-3">
        <button type="button" className="btn h-10 min-h-10 px-4 text-ink-muted hover:text-ink" onClick={onCancel}>Cancel</button>
        <button type="submit" disabled={isSubmitting} className="btn btn-primary h-10 min-h-10" data-testid="shipment-submit">
          {isSubmitting ? <ButtonSpinner /> : null}
          Record shipment
        </button>
      </div>
    </form>
  );
}
