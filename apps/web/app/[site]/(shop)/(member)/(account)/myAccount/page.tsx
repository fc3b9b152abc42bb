import type { Metadata } from 'next';
import { errorCode, errorMessage, isSessionCode } from '@sw/protocol';
import { loadAddressBook } from '@/features/addresses/api.server';
import { AddressBook } from '@/features/addresses/AddressBook';
import { loadAccount } from '@/features/auth/api.server';
import { AccountView } from '@/features/auth/member/AccountView';
import { SessionEnded } from '@/features/auth/member/SessionEnded';
import { YourUsual } from '@/features/orders/reorder/YourUsual';

export const metadata: Metadata = { title: 'My Account', robots: { index: false } };

export default async function MyAccountPage() {
  const [[info, countries], addresses] = await Promise.all([loadAccount(), loadAddressBook()]);
  if (!info.ok) {
    if (isSessionCode(errorCode(info) ?? '')) return <SessionEnded />;
    return (
      <div role="alert" className="rounded-[4px] border border-line bg-surface-muted px-6 py-12 text-center text-ink-muted">
        <p>We could not load your account just now: {errorMessage(info)}</p>
        <p className="mt-2">Please reload the page in a moment.</p>
      </div>
    );
  }
  const countryOptions = countries.ok ? countries.data : null;
  return (
    <div className="space-y-8">
      <AccountView info={info.data} countries={countryOptions} />
      <YourUsual place="account" />
      <AddressBook
        initial={addresses.ok ? addresses.data : []}
        loadProblem={addresses.ok ? null : `We could not load your addresses just now: ${errorMessage(addresses)} Please reload the page in a moment.`}
        countries={countryOptions}
      />
    </div>
  );
}
