import { staffSearch } from '@sw/protocol';
import { requireStaff } from '@/lib/staff.server';
import { memberCall } from '@/lib/backend/call.server';

/** The console's search page: the synonym pairs and the week's missed searches. */
export async function loadSearchConsole(week: string | undefined) {
  await requireStaff();
  return Promise.all([memberCall(staffSearch.synonyms, {}), memberCall(staffSearch.misses, { week })]);
}
