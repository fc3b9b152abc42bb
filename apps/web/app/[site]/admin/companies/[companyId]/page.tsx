import { errorMessage } from '@sw/protocol';
import { staffMetadata } from '@/features/staff/api.server';
import { loadCompany } from '@/features/staff/people/api.server';
import { companyName } from '@/features/staff/people/Companies';
import { CompanyDetail } from '@/features/staff/people/CompanyDetail';
import { CompanyTradeDefault } from '@/features/tradeTerms/desk/CompanyTradeDefault';

export const generateMetadata = staffMetadata('Company');

export default async function CompanyPage({ params }: { params: Promise<{ companyId: string }> }) {
  const { companyId } = await params;
  const result = await loadCompany(decodeURIComponent(companyId));
  const view = result.ok ? result.data : null;
  return (
    <CompanyDetail
      view={view}
      failure={result.ok ? null : errorMessage(result)}
      tradeDefault={view ? <CompanyTradeDefault companyId={view.companyId} name={companyName(view)} saved={view.tradeDefault} /> : null}
    />
  );
}
