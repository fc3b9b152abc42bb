'use client';
import type { Control, FieldErrors, UseFormRegister } from 'react-hook-form';
import { FREIGHT_MODE_LABELS, SHIPMENT_LIMITS, type FreightMode } from '@sw/protocol';
import { compactInput } from '@/ui/console';
import { errorIdOf, Field } from '@/ui/form';
import { ContainerRows, type FreightErrors } from './ContainerRows';
import type { FreightFormInput, ShipmentFormInput } from './formInput';

type FormInput = ShipmentFormInput;
type FreightName = Exclude<keyof FreightErrors, 'containers'>;

/** Where each mode's fields start: blank, with one container row for sea. */
export const freightStart = (mode: 'sea' | 'air', shipDate: string): FreightFormInput => mode === 'sea'
  ? { mode, billOfLading: '', vessel: '', voyage: '', containers: [{ containerNo: '', sealNo: '' }], portOfLoading: '', portOfDischarge: '', etd: shipDate, eta: '' }
  : { mode, airWaybill: '', flight: '', portOfLoading: '', portOfDischarge: '', etd: shipDate, eta: '' };

const MODES = ['express', 'sea', 'air'] as const satisfies readonly FreightMode[];
const MODE_TEXT: Record<FreightMode, string> = { express: 'Courier parcel', sea: FREIGHT_MODE_LABELS.sea, air: FREIGHT_MODE_LABELS.air };

/** Courier parcel, sea freight or air freight: the choice that shows the freight's own fields. */
export function ModeChooser({ mode, onChange }: { mode: FreightMode; onChange: (mode: FreightMode) => void }) {
  return (
    <fieldset data-testid="shipment-mode">
      <legend className="mb-2 text-[11px] font-medium uppercase tracking-[0.16em] text-ink-muted">How it travels</legend>
      <div className="flex flex-wrap gap-2">
        {MODES.map((value) => (
          <label key={value} className="inline-flex h-9 cursor-pointer items-center gap-2 rounded-[3px] border border-line px-3 text-[13px] text-ink has-[:checked]:border-ink has-[:checked]:bg-surface-muted">
            <input type="radio" name="shipment-mode" value={value} checked={mode === value} onChange={() => onChange(value)} className="accent-ink" data-testid={`shipment-mode-${value}`} />
            {MODE_TEXT[value]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

interface Props {
  id: string;
  mode: 'sea' | 'air';
  control: Control<FormInput>;
  register: UseFormRegister<FormInput>;
  errors: FieldErrors<FormInput>;
}

/** Sea freight's bill of lading, vessel, voyage and containers, or air freight's waybill and flight; then the route and days. */
export function FreightFields({ id, mode, control, register, errors }: Props) {
  const freightErrors = (errors.freight ?? {}) as FreightErrors;
  const place = mode === 'sea' ? 'Port' : 'Airport';
  const field = (name: FreightName, label: string, options: { type?: 'date'; max?: number; placeholder?: string } = {}) => {
    const fieldId = `${id}-${name}`;
    const error = freightErrors[name]?.message;
    return (
      <Field label={label} id={fieldId} required error={error}>
        <input
          id={fieldId}
          type={options.type ?? 'text'}
          maxLength={options.type ? undefined : options.max ?? SHIPMENT_LIMITS.maxFreightName}
          autoComplete="off"
          placeholder={options.placeholder}
          {...register(`freight.${name}`)}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorIdOf(fieldId)}
          className={compactInput}
          data-testid={`freight-${name}`}
        />
      </Field>
    );
  };
  return (
    <div className="space-y-1 rounded-[3px] border border-line p-3" data-testid="freight-fields" data-mode={mode}>
      <div className="grid gap-x-3 sm:grid-cols-3">
        {mode === 'sea' ? (
          <>
            {field('billOfLading', 'Bill of lading no.', { max: SHIPMENT_LIMITS.maxBillOfLading, placeholder: 'e.g. MAEU241987650' })}
            {field('vessel', 'Vessel', { placeholder: 'e.g. Maersk Essen' })}
            {field('voyage', 'Voyage', { max: SHIPMENT_LIMITS.maxFreightCode, placeholder: 'e.g. 447E' })}
          </>
        ) : (
          <>
            {field('airWaybill', 'Air waybill no.', { max: 14, placeholder: 'e.g. 176-12345675' })}
            {field('flight', 'Flight', { max: 8, placeholder: 'e.g. EK9821' })}
          </>
        )}
      </div>
      <div className="grid gap-x-3 sm:grid-cols-2">
        {field('portOfLoading', `${place} of loading`, { placeholder: mode === 'sea' ? 'e.g. Yantian, Shenzhen (CN)' : 'e.g. Guangzhou Baiyun (CAN)' })}
        {field('portOfDischarge', `${place} of discharge`, { placeholder: mode === 'sea' ? 'e.g. Los Angeles (US)' : 'e.g. Los Angeles (LAX)' })}
        {field('etd', 'Estimated departure', { type: 'date' })}
        {field('eta', 'Estimated arrival', { type: 'date' })}
      </div>
      {mode === 'sea' ? <ContainerRows control={control} register={register} errors={freightErrors.containers} /> : null}
    </div>
  );
}
