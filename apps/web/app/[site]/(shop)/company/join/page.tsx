import type { Metadata } from 'next';
import { errorMessage } from '@sw/protocol';
import { loadInvitation } from '@/features/company/api.server';
import { JoinInvitation } from '@/features/company/JoinInvitation';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Join a company', robots: { index: false } };

type Props = { searchParams: Promise<{ token?: string | string[] }> };

/** /company/join?token=…: the mailed invitation link; outside the member guard, so a visitor sees it and signs in. */
export default async function JoinCompanyPage({ searchParams }: Props) {
  const raw = (await searchParams).token;
  const token = (Array.isArray(raw) ? raw[0] : raw) ?? '';
  const { info, email, isStaff } = await loadInvitation(token);
  return (
    <div className="mx-auto w-full max-w-[760px] px-5 py-10 sm:py-16">
      {info.ok ? (
        <JoinInvitation token={token} info={info.data} viewer={{ email, isStaff }} />
      ) : (
        <div role="alert" className="rounded-[4px] border border-line bg-surface p-6 text-[15px] leading-relaxed text-ink sm:p-10" data-testid="join-unknown">
          <h1 className="font-display text-[28px] leading-tight">This invitation cannot be opened</h1>
          <p className="mt-3 text-ink-muted">{errorMessage(info)}</p>
        </div>
      )}
    </div>
  );
}
