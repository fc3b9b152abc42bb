import { errorMessage } from '@sw/protocol';
import { staffMetadata } from '@/features/staff/api.server';
import { loadCompany } from '@/features/staff/people/api.server';
import { CompanyDetail } from '@/features/staff/people/CompanyDetail';

export const generateMetadata = staffMetadata('Company');

export default async function CompanyPage({ params }: { params: Promise<{ companyId: string }> }) {
  const { companyId } = await params;
  const result = await loadCompany(decodeURIComponent(companyId));
  return <CompanyDetail view={result.ok ? result.data : null} failure={result.ok ? null : errorMessage(result)} />;
}
