import { errorMessage, membersSchema, PEOPLE_LIMITS } from '@sw/protocol';
import { staffMetadata } from '@/features/staff/api.server';
import { loadMembers } from '@/features/staff/people/api.server';
import { readListQuery, type SearchParams } from '@/features/staff/people/listQuery';
import { Members } from '@/features/staff/people/Members';

export const generateMetadata = staffMetadata('Members');

export default async function MembersPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { input, raw, problems } = readListQuery(membersSchema, await searchParams, ['keyword', 'country', 'role', 'state', 'sort'], PEOPLE_LIMITS.pageSize);
  const result = await loadMembers(input);
  return <Members page={result.ok ? result.data : null} raw={raw} problems={problems} failure={result.ok ? null : errorMessage(result)} />;
}
