import { and, desc, eq } from 'drizzle-orm';
import type { Db, Reader, Tx } from '../../db/client';
import { staffAudit } from '../../db/schema';
import type { Member } from '../../lib/member';

/**
 * Every action the audit trail records, named once here: recordAudit takes only these, and the audit page offers
 * them as its choices (no scan of staff_audit for them).
 */
export const AUDIT_ACTIONS = [
  'access.approve', 'access.problem',
  'banners.save',
  'company.tradeDefault',
  'dutyRate.save', 'dutyRate.delete',
  'exchangeRate.save', 'exchangeRate.delete',
  'category.create', 'category.update', 'category.delete',
  'compliance.create', 'compliance.update', 'compliance.withdraw',
  'facet.create', 'facet.update', 'facet.delete',
  'factory.create', 'factory.update', 'factory.delete',
  'goods.create', 'goods.update', 'goods.online', 'goods.offline',
  'inquiry.decline', 'inquiry.message',
  'lead.handle', 'lead.reopen',
  'mail.resend',
  'member.disable', 'member.enable', 'member.netTerms',
  'order.move', 'order.override', 'order.production', 'order.proof', 'order.shipment', 'order.message', 'order.resolveProblem',
  'payment.confirm', 'payment.reject', 'payment.receipt', 'payment.refund', 'payments.instructions',
  'popularSearches.save',
  'priceList.save', 'priceList.lines', 'priceList.assign',
  'quotation.save', 'quotation.send', 'quotation.lineAnswers',
  'samples.settings',
  'staff.add', 'staff.roles', 'company.accountManager',
  // Acting for a buyer (issue 53): the start, every write and the end, with both ids and the reason.
  'acting.start', 'acting.write', 'acting.end',
  'synonym.create', 'synonym.delete',
  // A company's own catalogue (issue 51).
  'goods.exclusive', 'company.assortment',
  // The margin floor (issue 52, point 6).
  'margin.cost', 'margin.floor', 'quotation.askApproval', 'quotation.approve', 'quotation.return',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Every kind of record an audit entry points at. */
export const AUDIT_TARGET_TYPES = ['banners', 'category', 'company', 'complianceDocument', 'dutyRate', 'exchangeRate', 'facet', 'factory', 'goods', 'inquiry', 'lead', 'mail', 'marginFloor', 'member', 'order', 'payments', 'popularSearches', 'priceList', 'samples', 'searchSynonym'] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

/** One staff change for the audit trail: what was done to what, and the values before and after. */
export interface AuditEntry {
  action: AuditAction;
  targetType: AuditTargetType;
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

/** The entries of one action on one record, newest first (the order's gate overrides, queries/orderGates.ts). */
export function auditEntriesOf(db: Reader, targetType: AuditTargetType, targetId: number | string, action: AuditAction): Promise<(typeof staffAudit.$inferSelect)[]> {
  return db
    .select()
    .from(staffAudit)
    .where(and(eq(staffAudit.targetType, targetType), eq(staffAudit.targetId, String(targetId)), eq(staffAudit.action, action)))
    .orderBy(desc(staffAudit.createdAt), desc(staffAudit.id));
}
