import { companiesSchema, errorMessage, PEOPLE_LIMITS } from '@sw/protocol';
import { staffMetadata } from '@/features/staff/api.server';
import { loadCompanies } from '@/features/staff/people/api.server';
import { Companies } from '@/features/staff/people/Companies';
import { readListQuery, type SearchParams } from '@/features/staff/people/listQuery';

export const generateMetadata = staffMetadata('Companies');

export default async function CompaniesPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { input, raw, problems } = readListQuery(companiesSchema, await searchParams, ['keyword', 'country', 'sort'], PEOPLE_LIMITS.pageSize);
  const result = await loadCompanies(input);
  return <Companies page={result.ok ? result.data : null} raw={raw} problems={problems} failure={result.ok ? null : errorMessage(result)} />;
}
