'use client';
import { useFieldArray, type Control, type UseFormRegister } from 'react-hook-form';
import { SHIPMENT_LIMITS } from '@sw/protocol';
import { compactInput } from '@/ui/console';
import { CloseIcon } from '@/ui/icons';
import type { ShipmentFormInput } from './formInput';

type FormInput = ShipmentFormInput;
type Message = { message?: string; root?: { message?: string } };
/** The freight's field errors by name (one type for either mode's fields); `containers` also by row. */
export type FreightErrors = Partial<Record<'billOfLading' | 'vessel' | 'voyage' | 'airWaybill' | 'flight' | 'portOfLoading' | 'portOfDischarge' | 'etd' | 'eta', Message>>
  & { containers?: Message & Record<number, unknown> };
type RowErrors = { containerNo?: { message?: string }; sealNo?: { message?: string } } | undefined;

/** A sea shipment's containers, each with its seal; rows added and removed (at least one). */
export function ContainerRows({ control, register, errors }: { control: Control<FormInput>; register: UseFormRegister<FormInput>; errors: FreightErrors['containers'] }) {
  const { fields, append, remove } = useFieldArray({ control, name: 'freight.containers' });
  const listError = errors?.message ?? errors?.root?.message;
  return (
    <fieldset className="space-y-2" data-testid="freight-containers">
      <legend className="mb-2 text-[11px] font-medium uppercase tracking-[0.16em] text-ink-muted">Containers and seals</legend>
      {fields.map((row, index) => {
        const rowErrors = errors?.[index] as RowErrors;
        const message = rowErrors?.containerNo?.message ?? rowErrors?.sealNo?.message;
        return (
          <div key={row.id} data-testid="container-row">
            <div className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)_36px] items-end gap-2">
              <label className="block min-w-0 text-[11px] text-ink-muted">
                Container no.
                <input {...register(`freight.containers.${index}.containerNo`)} maxLength={14} autoComplete="off" placeholder="MSKU9070323" aria-invalid={rowErrors?.containerNo ? true : undefined} className={`${compactInput} mt-1 uppercase tabular-nums`} data-testid="container-no" />
              </label>
              <label className="block min-w-0 text-[11px] text-ink-muted">
                Seal no.
                <input {...register(`freight.containers.${index}.sealNo`)} maxLength={SHIPMENT_LIMITS.maxFreightCode} autoComplete="off" aria-invalid={rowErrors?.sealNo ? true : undefined} className={`${compactInput} mt-1 uppercase tabular-nums`} data-testid="container-seal" />
              </label>
              <button type="button" onClick={() => remove(index)} disabled={fields.length === 1} className="inline-flex h-9 w-9 items-center justify-center rounded-full text-ink-muted hover:bg-surface-muted hover:text-ink disabled:opacity-30" aria-label={`Remove container ${index + 1}`}>
                <CloseIcon size={16} />
              </button>
            </div>
            {message ? <p className="mt-1 text-[12.5px] text-red-800" role="alert" data-testid="container-error">{message}</p> : null}
          </div>
        );
      })}
      {listError ? <p className="text-[12.5px] text-red-800" role="alert" data-testid="containers-error">{listError}</p> : null}
      {fields.length < SHIPMENT_LIMITS.maxContainers ? (
        <button type="button" className="text-[13px] font-medium text-accent-strong hover:underline" onClick={() => append({ containerNo: '', sealNo: '' })} data-testid="container-add">
          + Another container
        </button>
      ) : null}
    </fieldset>
  );
}
