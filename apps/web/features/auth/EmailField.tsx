'use client';
import { type InputHTMLAttributes, type KeyboardEvent, type RefObject, useEffect, useId, useRef, useState } from 'react';
import { filterEmail } from '@sw/protocol';
import { UI_LIMITS } from '@/lib/constants';
import { emailSuggestions } from './emailSuggestions';
import { FieldError, inputClass, labelClass, useInitialFocus } from '@/ui/form';
import { PencilIcon } from '@/ui/icons';

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
 * The email field: input filtered as typed (spec §5), domain-suffix suggestions that follow the
 * arrow keys and Enter and close 200 ms after the field loses focus (spec §2, §9).
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
