import { COMPLIANCE_LIMITS, complianceLibrarySchema, errorMessage } from '@sw/protocol';
import { staffMetadata } from '@/features/staff/api.server';
import { loadComplianceLibrary } from '@/features/compliance/desk/api.server';
import { ComplianceLibrary } from '@/features/compliance/desk/ComplianceLibrary';
import { readListQuery, type SearchParams } from '@/features/staff/people/listQuery';

export const generateMetadata = staffMetadata('Compliance library');

/** /admin/compliance: the test reports and declarations, with standard and expiry filters and the form to add one. */
export default async function CompliancePage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { input, raw, problems } = readListQuery(complianceLibrarySchema, await searchParams, ['standard', 'expiry'], COMPLIANCE_LIMITS.pageSize);
  const result = await loadComplianceLibrary(input);
  return <ComplianceLibrary page={result.ok ? result.data : null} raw={raw} problems={problems} failure={result.ok ? null : errorMessage(result)} />;
}
