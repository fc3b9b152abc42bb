import { auditTrailSchema, errorMessage, PEOPLE_LIMITS } from '@sw/protocol';
import { staffMetadata } from '@/features/staff/api.server';
import { loadAuditTrail } from '@/features/staff/people/api.server';
import { AuditTrail } from '@/features/staff/people/AuditTrail';
import { readListQuery, type SearchParams } from '@/features/staff/people/listQuery';

export const generateMetadata = staffMetadata('Audit trail');

export default async function AuditPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { input, raw, problems } = readListQuery(auditTrailSchema, await searchParams, ['staffId', 'action', 'targetType', 'targetId', 'from', 'to'], PEOPLE_LIMITS.pageSize);
  const result = await loadAuditTrail(input);
  return <AuditTrail page={result.ok ? result.data : null} raw={raw} problems={problems} failure={result.ok ? null : errorMessage(result)} />;
}
