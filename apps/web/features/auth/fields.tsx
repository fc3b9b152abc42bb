'use client';
import {
  type ButtonHTMLAttributes, type InputHTMLAttributes, type KeyboardEvent, type ReactNode, type Ref, type RefObject, useEffect, useId,
  useRef, useState,
} from 'react';
import { acceptPasswordInput, filterEmail } from '@sw/protocol';
import { UI_LIMITS } from '@/lib/constants';
import { emailSuggestions } from './emailSuggestions';
import { AlertIcon, ButtonSpinner as Spinner, EyeIcon, EyeOffIcon, PencilIcon } from '@/ui/icons';

/**
 * Moves the focus into a field when a dialog step appears (the step's first field). Done in an
 * effect rather than with autoFocus, so it also works when the step replaces another one.
 */
export function useInitialFocus<T extends HTMLElement>(enabled: boolean | undefined, ref: { current: T | null }) {
  useEffect(() => {
    if (enabled) ref.current?.focus();
  }, [enabled, ref]);
}

export const inputClass =
  'block h-12 w-full rounded-[3px] border border-line bg-surface px-3.5 text-[15px] text-ink shadow-[inset_0_1px_2px_rgb(0_0_0/0.03)] ' +
  'transition-colors placeholder:text-ink-muted/60 hover:border-ink/30 focus:border-ink focus:outline-none focus:ring-2 focus:ring-accent/25 ' +
  'aria-[invalid=true]:border-red-700/70 aria-[invalid=true]:focus:ring-red-700/15 read-only:bg-surface-muted read-only:text-ink/80';

export const labelClass = 'mb-1.5 block text-[11px] font-medium uppercase tracking-[0.16em] text-ink-muted';

/** An error under a field; announced by screen readers as it appears. */
export function FieldError({ id, message }: { id: string; message: string | null }) {
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

export function PrimaryButton({
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

interface EmailFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  suffixes: readonly string[];
  initialFocus?: boolean;
  /** Locked (step 2): read-only with a pencil button that makes it editable. */
  locked?: boolean;
  onUnlock?: () => void;
  inputRef?: RefObject<HTMLInputElement | null>;
}

/**
 * The email field: input filtered as typed (spec 5), domain-suffix suggestions that follow the
 * arrow keys and Enter and close 200 ms after the field loses focus (spec 2, 9).
 */
export function EmailField({ label, value, onChange, error, suffixes, initialFocus, locked, onUnlock, inputRef }: EmailFieldProps) {
  const id = useId();
  const ownRef = useRef<HTMLInputElement | null>(null);
  const ref = inputRef ?? ownRef;
  useInitialFocus(initialFocus, ref);
  const listId = `${id}-list`;
  const errorId = `${id}-error`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const items = locked ? [] : emailSuggestions(value, suffixes);
  const expanded = open && items.length > 0;

  useEffect(() => () => {
    if (closeTimer.current) clearTimeout(closeTimer.current);
  }, []);

  const choose = (item: string) => {
    onChange(filterEmail(item));
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!expanded) {
      if (event.key === 'ArrowDown' && items.length > 0) {
        event.preventDefault();
        setOpen(true);
        setActive(0);
      }
      return;
    }
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((i) => (i + 1) % items.length);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => (i <= 0 ? items.length - 1 : i - 1));
    } else if (event.key === 'Enter' && active >= 0 && items[active]) {
      event.preventDefault();
      choose(items[active]!);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      setActive(-1);
    }
  };

  const inputProps: InputHTMLAttributes<HTMLInputElement> = {
    id,
    type: 'email',
    name: 'email',
    inputMode: 'email',
    autoComplete: 'email',
    autoCapitalize: 'none',
    spellCheck: false,
    placeholder: 'name@company.com',
    value,
    readOnly: locked,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': errorId,
  };

  return (
    <div>
      <label htmlFor={id} className={labelClass}>{label}</label>
      <div className="relative">
        <input
          {...inputProps}
          ref={ref}
          role={locked ? undefined : 'combobox'}
          aria-autocomplete={locked ? undefined : 'list'}
          aria-expanded={locked ? undefined : expanded}
          aria-controls={locked ? undefined : listId}
          aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
          className={`${inputClass} ${locked ? 'pr-12' : ''}`}
          onChange={(event) => {
            onChange(filterEmail(event.target.value));
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onFocus={() => {
            if (closeTimer.current) clearTimeout(closeTimer.current);
            setOpen(true);
          }}
          onBlur={() => {
            closeTimer.current = setTimeout(() => {
              setOpen(false);
              setActive(-1);
            }, UI_LIMITS.emailSuggestionsCloseDelayMs);
          }}
        />
        {locked ? (
          <button
            type="button"
            onClick={onUnlock}
            aria-label="Edit email"
            title="Edit email"
            className="absolute right-1.5 top-1/2 inline-flex h-9 w-9 -translate-y-1/2 items-center justify-center rounded-full text-ink-muted transition-colors hover:bg-accent-soft hover:text-ink"
          >
            <PencilIcon size={17} />
          </button>
        ) : null}
        {expanded ? (
          <div
            id={listId}
            role="listbox"
            aria-label="Email suggestions"
            className="absolute inset-x-0 top-[calc(100%+4px)] z-10 max-h-60 overflow-y-auto rounded-[3px] border border-line bg-surface py-1 shadow-[0_14px_30px_rgb(20_16_10/0.12)]"
          >
            {items.map((item, index) => {
              const at = item.indexOf('@');
              return (
                <div
                  key={item}
                  id={`${listId}-${index}`}
                  role="option"
                  aria-selected={index === active}
                  tabIndex={-1}
                  className={`flex cursor-pointer items-center px-3.5 py-2 text-[14px] ${index === active ? 'bg-accent-soft text-ink' : 'text-ink/85 hover:bg-surface-muted'}`}
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseEnter={() => setActive(index)}
                  onClick={() => choose(item)}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter') choose(item);
                  }}
                >
                  <span className="truncate">
                    {item.slice(0, at)}
                    <span className="text-ink-muted">{item.slice(at)}</span>
                  </span>
                </div>
              );
            })}
          </div>
        ) : null}
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}

interface PasswordFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  autoComplete: 'current-password' | 'new-password';
  initialFocus?: boolean;
  name?: string;
  hint?: ReactNode;
  onBlur?: () => void;
}

/** Letters, digits and ! ^ * ~ _ + @ # $ % & ( ), up to 30; any other input is reverted (spec 5). */
export function PasswordField({ label, value, onChange, error, autoComplete, initialFocus, name = 'password', hint, onBlur }: PasswordFieldProps) {
  const id = useId();
  const ref = useRef<HTMLInputElement | null>(null);
  useInitialFocus(initialFocus, ref);
  const errorId = `${id}-error`;
  const [visible, setVisible] = useState(false);
  return (
    <div>
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className={labelClass}>{label}</label>
        {hint}
      </div>
      <div className="relative">
        <input
          id={id}
          name={name}
          type={visible ? 'text' : 'password'}
          ref={ref}
          autoComplete={autoComplete}
          spellCheck={false}
          autoCapitalize="none"
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          className={`${inputClass} pr-12`}
          onChange={(event) => onChange(acceptPasswordInput(value, event.target.value))}
          onBlur={onBlur}
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? 'Hide password' : 'Show password'}
          aria-pressed={visible}
          className="absolute right-1.5 top-1/2 inline-flex h-9 w-9 -translate-y-1/2 items-center justify-center rounded-full text-ink-muted transition-colors hover:bg-accent-soft hover:text-ink"
        >
          {visible ? <EyeOffIcon size={18} /> : <EyeIcon size={18} />}
        </button>
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
