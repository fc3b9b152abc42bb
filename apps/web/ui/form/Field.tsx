import type { ReactNode } from 'react';
import { AlertIcon } from '@/ui/icons';

export const inputClass =
  'block h-12 w-full rounded-[3px] border border-line bg-surface px-3.5 text-[15px] text-ink shadow-[inset_0_1px_2px_rgb(0_0_0/0.03)] ' +
  'transition-colors placeholder:text-ink-muted/60 hover:border-ink/30 focus:border-ink focus:outline-none focus:ring-2 focus:ring-accent/25 ' +
  'aria-[invalid=true]:border-red-700/70 aria-[invalid=true]:focus:ring-red-700/15 read-only:bg-surface-muted read-only:text-ink/80';

export const labelClass = 'mb-1.5 block text-[11px] font-medium uppercase tracking-[0.16em] text-ink-muted';

/** An error under a field; announced by screen readers as it appears. */
export function FieldError({ id, message }: { id: string; message: string | null | undefined }) {
  return (
    <p id={id} aria-live="polite" className="min-h-5 pb-2 pt-1.5 text-[13px] leading-5 text-red-800">
      {message ? (
        <span className="inline-flex items-start gap-1.5">
          <AlertIcon size={15} className="mt-[3px] flex-none" />
          <span data-testid="field-error">{message}</span>
        </span>
      ) : null}
    </p>
  );
}

/** The id of a field's error line, for the control's aria-describedby. */
export const errorIdOf = (id: string) => `${id}-error`;

/**
 * A labelled control with its error line. `id` is the control's id; give the control
 * `aria-describedby={errorIdOf(id)}` (Input and Select take `invalid` and do the rest).
 */
export function Field({
  label, id, error, children, optional, required, hint,
}: {
  label: string;
  id: string;
  error?: string | null;
  children: ReactNode;
  optional?: boolean;
  /** Marks the label with an asterisk. */
  required?: boolean;
  /** Shown right of the label, e.g. 'Forgot password?'. */
  hint?: ReactNode;
}) {
  const text = (
    <label htmlFor={id} className={labelClass}>
      {label}
      {required ? <span className="ml-1 text-accent" aria-hidden="true">*</span> : null}
      {optional ? <span className="ml-1.5 normal-case tracking-normal text-ink-muted">(optional)</span> : null}
    </label>
  );
  return (
    <div>
      {hint ? <div className="flex items-baseline justify-between gap-3">{text}{hint}</div> : text}
      {children}
      <FieldError id={errorIdOf(id)} message={error ?? null} />
    </div>
  );
}
