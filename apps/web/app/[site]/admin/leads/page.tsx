import { errorMessage, leadsSchema, PEOPLE_LIMITS } from '@sw/protocol';
import { staffMetadata } from '@/features/staff/api.server';
import { loadLeads } from '@/features/staff/people/api.server';
import { Leads } from '@/features/staff/people/Leads';
import { readListQuery, type SearchParams } from '@/features/staff/people/listQuery';

export const generateMetadata = staffMetadata('Leads');

export default async function LeadsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { input, raw, problems } = readListQuery(leadsSchema, await searchParams, ['state', 'keyword', 'country'], PEOPLE_LIMITS.pageSize);
  const result = await loadLeads(input);
  return <Leads page={result.ok ? result.data : null} raw={raw} problems={problems} failure={result.ok ? null : errorMessage(result)} />;
}
