'use client';
import { useFieldArray, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { SHIPMENT_LIMITS } from '@sw/protocol';
import { compactInput } from '@/ui/console';
import { CloseIcon } from '@/ui/icons';
import type { ShipmentFormInput } from './formInput';

type FormInput = ShipmentFormInput;

export const EMPTY_CARTON = { count: '1', lengthCm: '', widthCm: '', heightCm: '', grossKg: '', netKg: '' };

const FIELDS = [
  ['count', 'Cartons', '1'],
  ['lengthCm', 'Length cm', '0.1'],
  ['widthCm', 'Width cm', '0.1'],
  ['heightCm', 'Height cm', '0.1'],
  ['grossKg', 'Gross kg each', '0.001'],
  ['netKg', 'Net kg each', '0.001'],
] as const;

/** The shipment's carton rows: how many identical cartons, each one's size and weights; rows added and removed. */
export function CartonRows({ control, register, errors }: { control: Control<FormInput>; register: UseFormRegister<FormInput>; errors: FieldErrors<FormInput> }) {
  const { fields, append, remove } = useFieldArray({ control, name: 'cartons' });
  const rowErrors = errors.cartons;
  return (
    <fieldset className="space-y-3" data-testid="shipment-cartons-fields">
      <legend className="mb-2 text-[11px] font-medium uppercase tracking-[0.16em] text-ink-muted">Cartons</legend>
      {fields.map((field, index) => {
        const rowError = rowErrors?.[index];
        const message = rowError ? FIELDS.map(([name]) => rowError[name]?.message).find(Boolean) ?? rowError.root?.message : undefined;
        return (
          <div key={field.id} className="rounded-[3px] border border-line p-3" data-testid="carton-row">
            <div className="grid grid-cols-3 gap-2 sm:grid-cols-[repeat(6,minmax(0,1fr))_36px]">
              {FIELDS.map(([name, label, step]) => (
                <label key={name} className="block min-w-0 text-[11px] text-ink-muted">
                  {label}
                  <input
                    type="number"
                    inputMode="decimal"
                    min="0"
                    step={step}
                    {...register(`cartons.${index}.${name}`)}
                    aria-invalid={rowError?.[name] ? true : undefined}
                    className={`${compactInput} mt-1 tabular-nums`}
                    data-testid={`carton-${name}`}
                  />
                </label>
              ))}
              <div className="col-span-3 flex items-end justify-end sm:col-span-1">
                <button type="button" onClick={() => remove(index)} disabled={fields.length === 1} className="inline-flex h-9 w-9 items-center justify-center rounded-full text-ink-muted hover:bg-surface-muted hover:text-ink disabled:opacity-30" aria-label={`Remove carton row ${index + 1}`}>
                  <CloseIcon size={16} />
                </button>
              </div>
            </div>
            {message ? <p className="mt-2 text-[12.5px] text-red-800" role="alert" data-testid="carton-error">{message}</p> : null}
          </div>
        );
      })}
      {fields.length < SHIPMENT_LIMITS.maxCartonRows ? (
        <button type="button" className="text-[13px] font-medium text-accent-strong hover:underline" onClick={() => append({ ...EMPTY_CARTON })} data-testid="carton-add">
          + Another carton size
        </button>
      ) : null}
    </fieldset>
  );
}
