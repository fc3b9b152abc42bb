import { and, asc, count, desc, eq, gte, isNotNull, lt, type SQL } from 'drizzle-orm';
import { PEOPLE_LIMITS, type AuditTrailPage } from '@sw/protocol';
import type { z } from 'zod';
import type { auditTrailSchema } from '@sw/protocol';
import type { Db } from '../../db/client';
import { staffAudit } from '../../db/schema';
import { dayAfter, dayStart, paging } from '../../lib/paging';

type TrailInput = z.output<typeof auditTrailSchema>;

/**
 * staff/auditTrail.do: staff changes newest first, filtered by staff member, action, target (type and id) and a
 * range of days (each filter uses an index of staff_audit). The answer also lists the filters' choices.
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
  const [rows, [total], actions, targetTypes, staff] = await Promise.all([
    db.select().from(staffAudit).where(where).orderBy(desc(staffAudit.createdAt), desc(staffAudit.id)).limit(pageSize).offset(offset),
    db.select({ n: count() }).from(staffAudit).where(where),
    db.selectDistinct({ action: staffAudit.action }).from(staffAudit).orderBy(asc(staffAudit.action)),
    db.selectDistinct({ targetType: staffAudit.targetType }).from(staffAudit).orderBy(asc(staffAudit.targetType)),
    db.selectDistinct({ staffId: staffAudit.staffId, email: staffAudit.staffEmail }).from(staffAudit).where(isNotNull(staffAudit.staffId)).orderBy(asc(staffAudit.staffEmail)),
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
    actions: actions.map((a) => a.action),
    targetTypes: targetTypes.map((t) => t.targetType),
    staff: staff.filter((s): s is { staffId: string; email: string } => s.staffId !== null).map((s) => ({ staffId: s.staffId, email: s.email })),
  };
}
