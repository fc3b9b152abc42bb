import type { ReactNode } from 'react';
import type { AddressBookEntry } from '@sw/protocol';
import { PhoneIcon } from '@/ui/icons';
import { addressLines } from '@/lib/address';

/**
 * One address, read-only: the default badge, who receives it, the address as written on a parcel and the phone.
 * `actions` are drawn in the card's footer (the address book's Edit, Set as default and Delete; a picker's Choose).
 */
export function AddressCard({
  entry, actions, selected,
}: {
  /** A book entry, or an address kept with a request (no id, never the default). */
  entry: Omit<AddressBookEntry, 'addrId' | 'isDefault'> & { isDefault?: boolean };
  actions?: ReactNode;
  /** Chosen in a picker: drawn with the accent border. */
  selected?: boolean;
}) {
  return (
    <article
      data-testid="address-card"
      data-default={entry.isDefault || undefined}
      aria-label={`${entry.contactName}, ${entry.city}${entry.isDefault ? ' (default address)' : ''}`}
      className={`flex h-full flex-col rounded-[4px] border bg-surface transition-colors ${
        selected ? 'border-accent shadow-[0_0_0_1px_var(--accent)]' : entry.isDefault ? 'border-accent/60 shadow-[0_1px_0_var(--accent-line)]' : 'border-line hover:border-ink/25'
      }`}
    >
      <div className="flex-1 p-5 sm:p-6">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="break-words font-display text-[21px] leading-tight text-ink" data-testid="address-contact">{entry.contactName}</p>
            {entry.company ? <p className="mt-1 break-words text-[13px] text-ink-muted">{entry.company}</p> : null}
          </div>
          {entry.isDefault ? (
            <span
              data-testid="default-badge"
              className="inline-flex flex-none items-center rounded-full border border-accent-line bg-accent-soft px-2.5 py-1 text-[10px] font-medium uppercase tracking-[0.16em] text-accent-strong"
            >
              Default
            </span>
          ) : null}
        </div>
        <address className="mt-4 space-y-0.5 text-[14px] not-italic leading-relaxed text-ink" data-testid="address-lines">
          {addressLines(entry).map((line, index) => (
            <span key={index} className={`block break-words ${index === 2 ? 'text-ink-muted' : ''}`}>{line}</span>
          ))}
        </address>
        <p className="mt-3 inline-flex items-center gap-2 text-[13px] text-ink-muted">
          <PhoneIcon size={15} className="flex-none text-accent" />
          <span className="break-all">{entry.phone}</span>
        </p>
      </div>
      {actions ? <div className="flex flex-wrap items-center gap-x-5 gap-y-1 border-t border-line px-5 py-2.5 sm:px-6">{actions}</div> : null}
    </article>
  );
}
