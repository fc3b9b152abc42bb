import { accessRequestsSchema, errorMessage, PEOPLE_LIMITS } from '@sw/protocol';
import { staffMetadata } from '@/features/staff/api.server';
import { AccessRequests } from '@/features/staff/people/AccessRequests';
import { loadAccessRequests } from '@/features/staff/people/api.server';
import { readListQuery, type SearchParams } from '@/features/staff/people/listQuery';

export const generateMetadata = staffMetadata('Access requests');

export default async function AccessRequestsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { input, raw, problems } = readListQuery(accessRequestsSchema, await searchParams, ['state', 'keyword'], PEOPLE_LIMITS.pageSize);
  const result = await loadAccessRequests(input);
  return <AccessRequests page={result.ok ? result.data : null} raw={raw} problems={problems} failure={result.ok ? null : errorMessage(result)} />;
}
