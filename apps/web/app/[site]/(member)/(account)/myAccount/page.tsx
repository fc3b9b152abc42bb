import type { Metadata } from 'next';
import { API, type Country, errorCode, errorMessage, isSessionCode, type MemberInformation } from '@sw/protocol';
import { AccountView } from '@/features/auth/member/AccountView';
import { SessionEnded } from '@/features/auth/member/SessionEnded';
import { memberCall, publicCall } from '@/lib/call.server';

export const metadata: Metadata = { title: 'My Account', robots: { index: false } };

export default async function MyAccountPage() {
  const [info, countries] = await Promise.all([
    memberCall<MemberInformation>(API.base.viewInformation),
    publicCall<Country[]>(API.csite01.countryList),
  ]);
  if (!info.ok) {
    if (isSessionCode(errorCode(info) ?? '')) return <SessionEnded />;
    return (
      <div role="alert" className="rounded-[4px] border border-line bg-surface-muted px-6 py-12 text-center text-ink-muted">
        <p>We could not load your account just now: {errorMessage(info)}</p>
        <p className="mt-2">Please reload the page in a moment.</p>
      </div>
    );
  }
  return <AccountView info={info.data} countries={countries.ok && Array.isArray(countries.data) ? countries.data : null} />;
}
