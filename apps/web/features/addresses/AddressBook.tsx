'use client';
import { useId, useState } from 'react';
import { ADDRESS_LIMITS, type AddressBookEntry, type Country, errorMessage } from '@sw/protocol';
import { confirm } from '@/ui/confirm';
import { Alert } from '@/ui/form';
import { CheckIcon, PencilIcon, PinIcon } from '@/ui/icons';
import { notify } from '@/lib/toast';
import { AddressCard } from '@/ui/AddressCard';
import { AddressForm } from './AddressForm';
import { deleteAddress, editAddress, listAddresses } from './api';
import { addressLines } from '@/lib/address';

const actionClass =
  'inline-flex min-h-9 items-center gap-1.5 whitespace-nowrap text-[13px] font-medium text-ink transition-colors ' +
  'hover:text-accent-strong disabled:cursor-not-allowed disabled:text-ink-muted';

/** What the form edits: nothing (closed), a new address, or one of the book. */
type Editing = { entry: AddressBookEntry | null } | null;

/**
 * My Account's address book: a card per address, the default first; add and edit in a dialog, set the default,
 * delete after a confirm. After every change the list is read again, so the page shows the back-end's default rules.
 */
export function AddressBook({ initial, loadProblem, countries }: {
  initial: AddressBookEntry[];
  /** Why the book could not be loaded; the section says so instead of showing an empty book. */
  loadProblem: string | null;
  countries: Country[] | null;
}) {
  const id = useId();
  const [entries, setEntries] = useState(initial);
  const [editing, setEditing] = useState<Editing>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(loadProblem);
  const full = entries.length >= ADDRESS_LIMITS.maxAddresses;

  const reload = async () => {
    const result = await listAddresses();
    if (result.ok) setEntries(result.data);
    else setProblem(`We could not reload your addresses: ${errorMessage(result)}`);
  };

  const saved = async (entry: AddressBookEntry) => {
    const added = editing?.entry === null;
    setEditing(null);
    setProblem(null);
    notify(added ? (entry.isDefault ? 'Address added as your default.' : 'Address added.') : 'Address saved.', 1);
    await reload();
  };

  const makeDefault = async (entry: AddressBookEntry) => {
    setBusyId(entry.addrId);
    setProblem(null);
    const { countryName: _name, ...fields } = entry;
    const result = await editAddress({ ...fields, isDefault: true });
    if (result.ok) {
      notify(`${entry.contactName}, ${entry.city} is now your default address.`, 1);
      await reload();
    } else setProblem(errorMessage(result));
    setBusyId(null);
  };

  const remove = async (entry: AddressBookEntry) => {
    const others = entries.length > 1;
    const confirmed = await confirm({
      title: 'Delete this address?',
      message: (
        <>
          <span className="block text-ink">{entry.contactName}</span>
          <span className="block">{addressLines(entry).join(', ')}</span>
          {entry.isDefault && others ? <span className="mt-3 block">Your newest other address will become the default.</span> : null}
        </>
      ),
      cancelText: 'Keep it',
      confirmText: 'Delete',
    });
    if (!confirmed) return;
    setBusyId(entry.addrId);
    setProblem(null);
    const result = await deleteAddress(entry.addrId);
    if (result.ok) {
      notify('Address deleted.', 1);
      await reload();
    } else setProblem(errorMessage(result));
    setBusyId(null);
  };

  return (
    <section aria-labelledby={`${id}-title`} data-testid="address-book" className="scroll-mt-28 rounded-[4px] border border-line bg-surface p-6 sm:p-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="max-w-2xl">
          <p className="eyebrow">Shipping</p>
          <h2 id={`${id}-title`} className="mt-2 font-display text-balance text-[26px] leading-tight text-ink">Address book</h2>
          <p className="mt-2 text-[14px] leading-relaxed text-ink-muted">
            Where we send your samples and orders. The default address is offered first when you send an inquiry.
          </p>
        </div>
        {entries.length > 0 ? (
          <button type="button" className="btn btn-primary flex-none" onClick={() => setEditing({ entry: null })} disabled={full || Boolean(loadProblem)}>
            Add address
          </button>
        ) : null}
      </div>

      <div className="mt-6">
        <Alert message={problem} testId="address-book-error" />
        {full ? (
          <p className="mb-4 text-[13px] text-ink-muted" data-testid="address-book-full">
            Your address book holds {ADDRESS_LIMITS.maxAddresses} addresses, the most it can keep. Delete one you no longer use to add another.
          </p>
        ) : null}
        {entries.length === 0 && !loadProblem ? (
          <div data-testid="address-book-empty" className="flex flex-col items-center rounded-[4px] border border-dashed border-line bg-surface-muted/60 px-6 py-12 text-center">
            <span className="inline-flex h-14 w-14 items-center justify-center rounded-full border border-line bg-surface text-accent">
              <PinIcon size={24} strokeWidth={1.3} />
            </span>
            <h3 className="mt-5 font-display text-[22px] leading-tight text-ink">No addresses yet</h3>
            <p className="mt-2 max-w-md text-[14px] leading-relaxed text-ink-muted">
              Save the address your goods should go to, and it is ready whenever you ask for a quotation.
            </p>
            <button type="button" className="btn btn-primary mt-6" onClick={() => setEditing({ entry: null })}>
              Add address
            </button>
          </div>
        ) : (
          <ul className="grid gap-4 md:grid-cols-2" data-testid="address-list">
            {entries.map((entry) => (
              <li key={entry.addrId}>
                <AddressCard
                  entry={entry}
                  actions={
                    <>
                      <button type="button" className={actionClass} onClick={() => setEditing({ entry })} disabled={busyId !== null}>
                        <PencilIcon size={14} />
                        Edit
                      </button>
                      {entry.isDefault ? null : (
                        <button type="button" className={actionClass} onClick={() => makeDefault(entry)} disabled={busyId !== null}>
                          <CheckIcon size={14} />
                          Set as default
                        </button>
                      )}
                      <button
                        type="button"
                        className={`${actionClass} ml-auto text-ink-muted hover:text-red-800`}
                        onClick={() => remove(entry)}
                        disabled={busyId !== null}
                      >
                        Delete
                      </button>
                    </>
                  }
                />
              </li>
            ))}
          </ul>
        )}
      </div>

      <AddressForm
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        entry={editing?.entry ?? null}
        first={entries.length === 0}
        countries={countries}
        onSaved={saved}
      />
    </section>
  );
}
