import type { Metadata } from 'next';
import { errorCode, errorMessage, isSessionCode } from '@sw/protocol';
import { SessionEnded } from '@/features/auth/member/SessionEnded';
import { loadCompanyView } from '@/features/company/api.server';
import { CompanyPage } from '@/features/company/CompanyPage';
import { loadPriceAgreements } from '@/features/priceLists/api.server';
import { CompanyAgreements } from '@/features/priceLists/CompanyAgreements';

export const metadata: Metadata = { title: 'Company', robots: { index: false } };

export default async function CompanyRoute() {
  const [view, agreements] = await Promise.all([loadCompanyView(), loadPriceAgreements()]);
  if (!view.ok) {
    if (isSessionCode(errorCode(view) ?? '')) return <SessionEnded />;
    return (
      <div role="alert" className="rounded-[4px] border border-line bg-surface-muted px-6 py-12 text-center text-ink-muted">
        <p>We could not load your company just now: {errorMessage(view)}</p>
        <p className="mt-2">Please reload the page in a moment.</p>
      </div>
    );
  }
  const agreementsSection = agreements.ok ? <CompanyAgreements agreements={agreements.data} isAdmin={view.data.yourRole === 'admin'} /> : null;
  return <CompanyPage initial={view.data} agreements={agreementsSection} />;
}
