import type { Db, Tx } from '../../db/client';
import { staffAudit } from '../../db/schema';
import type { Member } from '../auth/sessions';

/** One staff change for the audit trail: what was done to what, and the values before and after. */
export interface AuditEntry {
  action: string;
  targetType: string;
  targetId: number | string;
  summary: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/**
 * Records a staff change. Call it with the transaction that makes the change (`uc.tx` in a use case),
 * so the trail holds exactly the changes that were saved.
 */
export async function recordAudit(tx: Tx | Db, staff: Pick<Member, 'id' | 'email'>, entry: AuditEntry): Promise<void> {
  await tx.insert(staffAudit).values({
    staffId: staff.id,
    staffEmail: staff.email,
    action: entry.action,
    targetType: entry.targetType,
    targetId: String(entry.targetId),
    summary: entry.summary,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
