import { errorMessage } from '@sw/protocol';
import { loadDueToReorder } from '@/features/orders/desk/api.server';
import { DueToReorder } from '@/features/orders/desk/DueToReorder';
import type { SearchParams } from '@/lib/queueQuery';
import { staffMetadata } from '@/lib/staff.server';

export const generateMetadata = staffMetadata('Due to reorder');

/** /admin/reorders?page=: the call list of companies overdue for their usual reorder. */
export default async function DueToReorderPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const page = Number((await searchParams).page);
  const result = await loadDueToReorder(Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1);
  return <DueToReorder page={result.ok ? result.data : null} failure={result.ok ? null : errorMessage(result)} />;
}
