import type { AccessRequestView } from '@sw/protocol';

/** An access request's decision as staff read it (the access list, a member's page): when asked, decided, by whom. */
export function toRequestFacts(row: {
  id: number;
  status: number;
  createdAt: Date;
  decidedAt: Date | null;
  decidedBy: string | null;
  note: string | null;
}): Omit<AccessRequestView, 'member' | 'companyId' | 'colleagues'> {
  return {
    requestId: row.id,
    status: row.status as 1 | 2 | 3,
    requestedAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decidedBy: row.decidedBy,
    note: row.note,
  };
}
