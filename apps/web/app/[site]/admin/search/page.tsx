import { errorMessage } from '@sw/protocol';
import { staffMetadata } from '@/features/staff/api.server';
import { loadSearchConsole } from '@/features/search/desk/api.server';
import { SearchScreen } from '@/features/search/desk/SearchScreen';
import { Alert } from '@/ui/form';

export const generateMetadata = staffMetadata('Search');

export default async function SearchPage({ searchParams }: { searchParams: Promise<{ week?: string | string[] }> }) {
  const { week } = await searchParams;
  const [synonyms, misses] = await loadSearchConsole(typeof week === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(week) ? week : undefined);
  if (!synonyms.ok) return <Alert message={errorMessage(synonyms)} />;
  if (!misses.ok) return <Alert message={errorMessage(misses)} />;
  return <SearchScreen synonyms={synonyms.data} misses={misses.data} />;
}
