'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { type AddressBookEntry, addressBook, type Country, errorField, errorMessage, type ParsedInputOf } from '@sw/protocol';
import { type AddressFields, addressFieldsSchema } from '@sw/protocol/schemas/address';
import { Dialog } from '@/ui/Dialog';
import { Alert, CountrySelect, Field, Input, SubmitButton } from '@/ui/form';
import { addAddress, editAddress } from './api';

type FieldName = keyof AddressFields;

const FIELDS = new Set<string>(['contactName', 'company', 'phone', 'country', 'region', 'city', 'street', 'postcode', 'isDefault']);

function valuesOf(entry: AddressBookEntry | null, first: boolean): AddressFields {
  return {
    contactName: entry?.contactName ?? '',
    company: entry?.company ?? '',
    phone: entry?.phone ?? '',
    country: entry?.country ?? '',
    region: entry?.region ?? '',
    city: entry?.city ?? '',
    street: entry?.street ?? '',
    postcode: entry?.postcode ?? '',
    isDefault: entry ? entry.isDefault : first,
  };
}

/**
 * Adding or editing one address, in a dialog. The shared schema checks the fields in the page; a refusal of the
 * back-end naming a field ('city: ...') is shown under that field, any other above the button.
 */
export function AddressForm({
  open, onOpenChange, entry, first, countries, onSaved,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The address being edited; null adds a new one. */
  entry: AddressBookEntry | null;
  /** The book is empty: this address becomes the default whatever is ticked. */
  first: boolean;
  countries: Country[] | null;
  onSaved: (saved: AddressBookEntry) => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={entry ? 'Edit address' : 'Add a shipping address'}
      description="Where we send samples and orders. Write it as the courier should read it."
    >
      {/* Mounted afresh each time the dialog opens, so it starts from the address it edits. */}
      {open ? <AddressFormFields entry={entry} first={first} countries={countries} onSaved={onSaved} /> : null}
    </Dialog>
  );
}

function AddressFormFields({
  entry, first, countries, onSaved,
}: {
  entry: AddressBookEntry | null;
  first: boolean;
  countries: Country[] | null;
  onSaved: (saved: AddressBookEntry) => void;
}) {
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register, handleSubmit, setError, formState: { errors, isSubmitting },
  } = useForm<AddressFields, unknown, ParsedInputOf<typeof addressBook.addAddrBook>>({ resolver: zodResolver(addressFieldsSchema), defaultValues: valuesOf(entry, first) });
  // The default stays the default until another address is chosen (the back-end's rule too).
  const defaultLocked = first || Boolean(entry?.isDefault);

  const onSubmit = handleSubmit(async (values) => {
    setProblem(null);
    const result = entry ? await editAddress({ ...values, addrId: entry.addrId }) : await addAddress(values);
    if (result.ok) return onSaved(result.data);
    const named = errorField(result);
    if (named && FIELDS.has(named.path)) setError(named.path as FieldName, { type: 'server', message: named.message }, { shouldFocus: true });
    else setProblem(errorMessage(result));
  });

  const idOf = (name: FieldName) => `${id}-${name}`;
  const described = (name: FieldName) => ({ id: idOf(name), invalid: Boolean(errors[name]) });
  const messageOf = (name: FieldName) => errors[name]?.message;

  return (
    <form onSubmit={onSubmit} noValidate data-testid="address-form" className="mt-6 grid gap-x-5 sm:grid-cols-2">
      <Field label="Contact name" id={idOf('contactName')} error={messageOf('contactName')} required>
        <Input {...register('contactName')} {...described('contactName')} autoComplete="shipping name" maxLength={100} />
      </Field>
      <Field label="Phone" id={idOf('phone')} error={messageOf('phone')} required>
        <Input {...register('phone')} {...described('phone')} type="tel" autoComplete="shipping tel" maxLength={40} placeholder="+1 555 010 0100" />
      </Field>
      <div className="sm:col-span-2">
        <Field label="Company" id={idOf('company')} error={messageOf('company')} optional>
          <Input {...register('company')} {...described('company')} autoComplete="shipping organization" maxLength={200} />
        </Field>
      </div>
      <div className="sm:col-span-2">
        <Field label="Street address" id={idOf('street')} error={messageOf('street')} required>
          <Input
            {...register('street')}
            {...described('street')}
            autoComplete="shipping street-address"
            maxLength={300}
            placeholder="Street, building, floor, unit"
          />
        </Field>
      </div>
      <Field label="City" id={idOf('city')} error={messageOf('city')} required>
        <Input {...register('city')} {...described('city')} autoComplete="shipping address-level2" maxLength={100} />
      </Field>
      <Field label="State / Province / Region" id={idOf('region')} error={messageOf('region')} optional>
        <Input {...register('region')} {...described('region')} autoComplete="shipping address-level1" maxLength={100} />
      </Field>
      <Field label="Postcode" id={idOf('postcode')} error={messageOf('postcode')} optional>
        <Input {...register('postcode')} {...described('postcode')} autoComplete="shipping postal-code" maxLength={20} />
      </Field>
      <Field label="Country" id={idOf('country')} error={messageOf('country')} required>
        <CountrySelect countries={countries} field={register('country')} {...described('country')} autoComplete="shipping country" />
      </Field>
      <div className="sm:col-span-2">
        <label
          className={`mb-5 flex items-start gap-3 rounded-[3px] border border-line bg-surface-muted/60 px-4 py-3.5 text-[14px] text-ink ${
            defaultLocked ? 'cursor-default' : 'cursor-pointer hover:border-ink/25'
          }`}
        >
          <input
            type="checkbox"
            {...register('isDefault')}
            disabled={defaultLocked}
            className="mt-0.5 size-4 flex-none accent-[var(--accent)]"
          />
          <span>
            Use as my default shipping address
            <span className="mt-0.5 block text-[13px] text-ink-muted">
              {first
                ? 'Your first address is your default.'
                : entry?.isDefault
                  ? 'This is your default address. To change it, set another address as the default.'
                  : 'The default address is offered first when you send an inquiry.'}
            </span>
          </span>
        </label>
        <Alert message={problem} />
        <SubmitButton busy={isSubmitting} className="sm:w-auto">
          {entry ? 'Save changes' : 'Save address'}
        </SubmitButton>
      </div>
    </form>
  );
}
