'use client';
import { useEffect, useId, useState } from 'react';
import type { AddressBookEntry, AddressFields, Country, ShippingAddress } from '@sw/protocol';
import { refusalText } from '@/lib/refusal';
import { useLoad } from '@/lib/useLoad';
import { EMPTY_ADDRESS, loadAddressBook, loadCountries, sameAddress, type ShipTo, type ShipToErrors } from '@/lib/shipTo';
import { AddressCard } from './AddressCard';
import { Field, Input, Select } from './form';
import { AlertIcon, CheckIcon, PinIcon } from './icons';

export type { ShipTo, ShipToErrors } from '@/lib/shipTo';

function Choice({ selected, onSelect, children, testId }: { selected: boolean; onSelect: () => void; children: React.ReactNode; testId: string }) {
  return (
    <div>
      <button
        type="button"
        role="radio"
        aria-checked={selected}
        onClick={onSelect}
        data-testid={testId}
        className="relative block h-full w-full text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
      >
        {children}
        {selected ? (
          <span className="absolute bottom-3 right-3 inline-flex size-6 items-center justify-center rounded-full bg-accent text-brand-ink" aria-hidden="true">
            <CheckIcon size={14} />
          </span>
        ) : null}
      </button>
    </div>
  );
}

/** The address book and the countries, loaded once; a book that fails leaves an empty one and the reason. */
async function loadChoices(): Promise<{ book: AddressBookEntry[]; countries: Country[] | null; problem: string | null }> {
  const [addresses, list] = await Promise.all([loadAddressBook(), loadCountries()]);
  const countries = list.ok ? list.data : null;
  if (!addresses.ok) return { book: [], countries, problem: `Your address book could not be loaded (${refusalText(addresses)}). You can still write an address.` };
  return { book: addresses.data, countries, problem: null };
}

/** The address book's cards to pick from, and a new address written in place. */
export function ShippingAddressPicker({
  value, onChange, errors = {}, current,
}: {
  value: ShipTo | null;
  onChange: (next: ShipTo) => void;
  errors?: ShipToErrors;
  /** The address the request has now (an edit): offered first, as 'Keep this address'. */
  current?: ShippingAddress | null;
}) {
  const id = useId();
  const { value: loaded } = useLoad('ship-to', loadChoices);
  const book = loaded?.book ?? null;
  const countries = loaded?.countries ?? null;
  const problem = loaded?.problem ?? null;
  const [draft, setDraft] = useState<AddressFields>(() => (value?.kind === 'new' ? value.fields : { ...EMPTY_ADDRESS }));

  useEffect(() => {
    // The default address is offered first (or a new one when the book is empty); a choice made before the book
    // arrived is kept.
    if (!loaded || loaded.problem || value) return;
    const preferred = loaded.book.find((a) => a.isDefault) ?? loaded.book[0];
    onChange(preferred ? { kind: 'book', addrId: preferred.addrId } : { kind: 'new', fields: { ...EMPTY_ADDRESS } });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loaded]);

  const setField = (name: keyof AddressFields, text: string) => {
    const next = { ...draft, [name]: text };
    setDraft(next);
    onChange({ kind: 'new', fields: next });
  };
  const fieldId = (name: keyof AddressFields) => `${id}-${name}`;
  const input = (name: Exclude<keyof AddressFields, 'isDefault' | 'country'>, extra: Record<string, unknown> = {}) => (
    <Input
      id={fieldId(name)}
      invalid={Boolean(errors[name])}
      value={String(draft[name] ?? '')}
      onChange={(event) => setField(name, event.target.value)}
      data-testid={`ship-${name}`}
      {...extra}
    />
  );

  return (
    <div data-testid="ship-to">
      {problem ? (
        <p className="mb-3 flex items-start gap-2 text-[13px] text-amber-800" role="status">
          <AlertIcon size={15} className="mt-[2px] flex-none" />
          {problem}
        </p>
      ) : null}
      {book === null ? (
        <div className="grid gap-3 sm:grid-cols-2" role="status" aria-busy="true" aria-label="Loading your addresses">
          {[0, 1].map((i) => (
            <div key={i} className="h-40 animate-pulse rounded-[4px] border border-line bg-surface-muted" />
          ))}
        </div>
      ) : (
        <div role="radiogroup" aria-label="Shipping address" className="grid gap-3 sm:grid-cols-2">
          {current ? (
            <Choice selected={value?.kind === 'keep'} onSelect={() => onChange({ kind: 'keep' })} testId="ship-keep">
              <AddressCard entry={current} selected={value?.kind === 'keep'} />
            </Choice>
          ) : null}
          {book.filter((entry) => !sameAddress(entry, current)).map((entry) => (
            <Choice
              key={entry.addrId}
              selected={value?.kind === 'book' && value.addrId === entry.addrId}
              onSelect={() => onChange({ kind: 'book', addrId: entry.addrId })}
              testId="ship-book"
            >
              <AddressCard entry={entry} selected={value?.kind === 'book' && value.addrId === entry.addrId} />
            </Choice>
          ))}
          <Choice selected={value?.kind === 'new'} onSelect={() => onChange({ kind: 'new', fields: draft })} testId="ship-new">
            <span
              className={`flex h-full min-h-32 flex-col items-center justify-center gap-2 rounded-[4px] border border-dashed px-5 py-6 text-center transition ${
                value?.kind === 'new' ? 'border-accent bg-accent-soft/40' : 'border-line-strong bg-surface-muted/60 hover:border-ink/40'
              }`}
            >
              <PinIcon size={22} className="text-accent" />
              <span className="text-[14px] font-medium text-ink">A new address</span>
              <span className="text-[12px] text-ink-muted">Saved to your address book as well</span>
            </span>
          </Choice>
        </div>
      )}

      {value?.kind === 'new' ? (
        <div className="mt-5 grid gap-x-5 rounded-[4px] border border-line bg-surface p-5 sm:grid-cols-2 sm:p-6" data-testid="ship-new-form">
          <Field label="Contact name" id={fieldId('contactName')} error={errors.contactName} required>
            {input('contactName', { autoComplete: 'shipping name', maxLength: 100 })}
          </Field>
          <Field label="Phone" id={fieldId('phone')} error={errors.phone} required>
            {input('phone', { type: 'tel', autoComplete: 'shipping tel', maxLength: 40, placeholder: '+1 555 010 0100' })}
          </Field>
          <div className="sm:col-span-2">
            <Field label="Company" id={fieldId('company')} error={errors.company} optional>
              {input('company', { autoComplete: 'shipping organization', maxLength: 200 })}
            </Field>
          </div>
          <div className="sm:col-span-2">
            <Field label="Street address" id={fieldId('street')} error={errors.street} required>
              {input('street', { autoComplete: 'shipping street-address', maxLength: 300, placeholder: 'Street, building, floor, unit' })}
            </Field>
          </div>
          <Field label="City" id={fieldId('city')} error={errors.city} required>
            {input('city', { autoComplete: 'shipping address-level2', maxLength: 100 })}
          </Field>
          <Field label="State / Province / Region" id={fieldId('region')} error={errors.region} optional>
            {input('region', { autoComplete: 'shipping address-level1', maxLength: 100 })}
          </Field>
          <Field label="Postcode" id={fieldId('postcode')} error={errors.postcode} optional>
            {input('postcode', { autoComplete: 'shipping postal-code', maxLength: 20 })}
          </Field>
          <Field label="Country" id={fieldId('country')} error={errors.country} required>
            {countries?.length ? (
              <Select
                id={fieldId('country')}
                invalid={Boolean(errors.country)}
                value={draft.country ?? ''}
                onChange={(event) => setField('country', event.target.value)}
                autoComplete="shipping country"
                data-testid="ship-country"
              >
                <option value="">Choose a country</option>
                {countries.map((country) => (
                  <option key={country.code} value={country.code}>{country.name}</option>
                ))}
              </Select>
            ) : (
              <Input
                id={fieldId('country')}
                invalid={Boolean(errors.country)}
                value={draft.country ?? ''}
                onChange={(event) => setField('country', event.target.value)}
                maxLength={2}
                placeholder="Two-letter code, e.g. US"
                className="uppercase"
                data-testid="ship-country"
              />
            )}
          </Field>
        </div>
      ) : null}
    </div>
  );
}
