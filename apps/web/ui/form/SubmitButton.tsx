import type { ButtonHTMLAttributes, Ref } from 'react';
import { ButtonSpinner as Spinner } from '@/ui/icons';

/** The form's main button: a submit button unless told otherwise, with a spinner while busy. */
export function SubmitButton({
  busy, children, className = '', ref, ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & { busy?: boolean; ref?: Ref<HTMLButtonElement> }) {
  return (
    <button
      type="submit"
      ref={ref}
      {...rest}
      aria-busy={busy || undefined}
      disabled={rest.disabled || busy}
      className={
        'inline-flex h-12 w-full items-center justify-center gap-2 rounded-[var(--radius,3px)] bg-brand px-6 text-[12px] font-medium uppercase ' +
        'tracking-[0.18em] text-brand-ink transition-colors hover:bg-[var(--accent-strong,var(--accent))] focus-visible:outline-2 ' +
        'focus-visible:outline-offset-2 focus-visible:outline-accent disabled:cursor-not-allowed disabled:opacity-60 ' +
        className
      }
    >
      {busy ? <Spinner /> : null}
      {children}
    </button>
  );
}

/** A secondary action written as a link-like button ('Forgot password?', 'Resend code'). */
export function TextButton({ children, className = '', ...rest }: ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button
      type="button"
      {...rest}
      className={
        'text-[13px] text-ink underline decoration-accent/60 decoration-1 underline-offset-4 transition-colors hover:text-accent ' +
        'hover:decoration-accent disabled:cursor-not-allowed disabled:text-ink-muted disabled:no-underline ' +
        className
      }
    >
      {children}
    </button>
  );
}
