import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import { PEOPLE_LIMITS, type AuditTrailPage } from '@sw/protocol';
import type { z } from 'zod';
import type { auditTrailSchema } from '@sw/protocol';
import type { Db } from '../../db/client';
import { staffAudit } from '../../db/schema';
import { staffAccounts } from '../auth';
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES } from './record';
import { dayAfter, dayStart, paging } from '../../lib/paging';

type TrailInput = z.output<typeof auditTrailSchema>;

/**
 * staff/auditTrail.do: staff changes newest first, filtered by staff member, action, target (type and id) and a
 * range of days (each filter uses an index of staff_audit). The answer also lists the filters' choices: every action
 * and target type the code records (AUDIT_ACTIONS, AUDIT_TARGET_TYPES) and the staff accounts.
 */
export async function auditTrail(db: Db, input: TrailInput): Promise<AuditTrailPage> {
  const { pageNum, pageSize, offset } = paging(input, PEOPLE_LIMITS.pageSize);
  const conditions: SQL[] = [];
  if (input.staffId) conditions.push(eq(staffAudit.staffId, input.staffId));
  if (input.action) conditions.push(eq(staffAudit.action, input.action));
  if (input.targetType) conditions.push(eq(staffAudit.targetType, input.targetType));
  if (input.targetId) conditions.push(eq(staffAudit.targetId, input.targetId));
  if (input.from) conditions.push(gte(staffAudit.createdAt, dayStart(input.from)));
  if (input.to) conditions.push(lt(staffAudit.createdAt, dayAfter(input.to)));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total], staff] = await Promise.all([
    db.select().from(staffAudit).where(where).orderBy(desc(staffAudit.createdAt), desc(staffAudit.id)).limit(pageSize).offset(offset),
    db.select({ n: count() }).from(staffAudit).where(where),
    // The choices: the staff accounts (not a scan of the trail), the actions and target types from the code.
    staffAccounts(db),
  ]);
  return {
    list: rows.map((row) => ({
      auditId: row.id,
      at: row.createdAt.toISOString(),
      staffId: row.staffId,
      staffEmail: row.staffEmail,
      action: row.action,
      targetType: row.targetType,
      targetId: row.targetId,
      summary: row.summary,
      before: row.before ?? null,
      after: row.after ?? null,
    })),
    total: total?.n ?? 0,
    pageNum,
    pageSize,
    actions: [...AUDIT_ACTIONS].sort(),
    targetTypes: [...AUDIT_TARGET_TYPES].sort(),
    staff: staff.map((row) => ({ staffId: row.id, email: row.email })),
  };
}
