import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { PRODUCTION_LIMITS } from '@sw/protocol';
import { compactInput } from '@/ui/console';
import { errorIdOf, FieldError, Field, labelClass } from '@/ui/form';
import type { UpdateFormInput } from './formValues';

/** The quality check's inspection: the sample pulled, the defective pieces found in it, and the verdict. */
export function InspectionFields({ id, register, errors }: { id: string; register: UseFormRegister<UpdateFormInput>; errors: FieldErrors<UpdateFormInput> }) {
  const inspection = errors.inspection;
  return (
    <fieldset className="mb-4 rounded-[3px] border border-line bg-surface-muted/60 px-4 pt-3" data-testid="production-inspection-fields">
      <legend className="px-1 text-[12px] font-semibold uppercase tracking-[0.12em] text-ink">Inspection</legend>
      <div className="grid grid-cols-2 gap-x-3">
        <Field label="Sample size" id={`${id}-sample`} error={inspection?.sampleSize?.message} required>
          <input
            id={`${id}-sample`}
            inputMode="numeric"
            max={PRODUCTION_LIMITS.maxSample}
            {...register('inspection.sampleSize')}
            aria-invalid={Boolean(inspection?.sampleSize)}
            aria-describedby={errorIdOf(`${id}-sample`)}
            className={`${compactInput} tabular-nums`}
            data-testid="inspection-sample"
          />
        </Field>
        <Field label="Defects found" id={`${id}-defects`} error={inspection?.defects?.message} required>
          <input
            id={`${id}-defects`}
            inputMode="numeric"
            {...register('inspection.defects')}
            aria-invalid={Boolean(inspection?.defects)}
            aria-describedby={errorIdOf(`${id}-defects`)}
            className={`${compactInput} tabular-nums`}
            data-testid="inspection-defects"
          />
        </Field>
      </div>
      <div role="radiogroup" aria-labelledby={`${id}-result-label`} aria-describedby={errorIdOf(`${id}-result`)}>
        <span id={`${id}-result-label`} className={labelClass}>Result<span className="ml-1 text-accent" aria-hidden="true">*</span></span>
        <div className="flex gap-5 text-[14px] text-ink">
          {(['pass', 'fail'] as const).map((result) => (
            <label key={result} className="inline-flex items-center gap-2">
              <input type="radio" value={result} {...register('inspection.result')} className="size-4 accent-[var(--color-accent)]" data-testid={`inspection-${result}`} />
              {result === 'pass' ? 'Passed' : 'Failed'}
            </label>
          ))}
        </div>
        <FieldError id={errorIdOf(`${id}-result`)} message={inspection?.result?.message ?? inspection?.message} />
      </div>
    </fieldset>
  );
}
