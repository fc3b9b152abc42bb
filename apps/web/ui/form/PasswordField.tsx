'use client';
import { type ReactNode, useId, useRef, useState } from 'react';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { acceptPasswordInput } from '@sw/protocol';
import { EyeIcon, EyeOffIcon } from '@/ui/icons';
import { errorIdOf, Field, inputClass } from './Field';
import { useInitialFocus } from './useInitialFocus';

interface PasswordFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | null | undefined;
  autoComplete: 'current-password' | 'new-password';
  initialFocus?: boolean;
  name?: string;
  hint?: ReactNode;
  onBlur?: () => void;
  /** react-hook-form's Controller passes its ref here, so a failed submit can focus the field. */
  inputRef?: (node: HTMLInputElement | null) => void;
}

/**
 * A password with a show/hide button. Letters, digits and ! ^ * ~ _ + @ # $ % & ( ), up to 30;
 * any other input is reverted (spec §5). Controlled: use it directly or through a Controller.
 */
export function PasswordField({ label, value, onChange, error, autoComplete, initialFocus, name = 'password', hint, onBlur, inputRef }: PasswordFieldProps) {
  const id = useId();
  const ref = useRef<HTMLInputElement | null>(null);
  useInitialFocus(initialFocus, ref);
  const [visible, setVisible] = useState(false);
  return (
    <Field label={label} id={id} error={error} hint={hint}>
      <div className="relative">
        <input
          id={id}
          name={name}
          type={visible ? 'text' : 'password'}
          ref={(node) => {
            ref.current = node;
            inputRef?.(node);
          }}
          autoComplete={autoComplete}
          spellCheck={false}
          autoCapitalize="none"
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorIdOf(id)}
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
    </Field>
  );
}

/** A password field bound to a react-hook-form field. */
export function PasswordInput<T extends FieldValues>({
  control, name, label, inputName, autoComplete, initialFocus, hint,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  inputName?: string;
  autoComplete: 'current-password' | 'new-password';
  initialFocus?: boolean;
  hint?: ReactNode;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <PasswordField
          label={label}
          name={inputName}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={fieldState.error?.message}
          autoComplete={autoComplete}
          initialFocus={initialFocus}
          hint={hint}
        />
      )}
    />
  );
}
