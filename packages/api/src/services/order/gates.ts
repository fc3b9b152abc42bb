import { and, desc, eq } from 'drizzle-orm';
import { RES, type OrderGate, type OrderGateOverride } from '@sw/protocol';
import type { Reader } from '../../db/client';
import { staffAudit } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import { recordAudit } from '../audit';
import { balanceReceived, depositReceived } from '../payments/gate';
import type { Member } from '../auth/sessions';
import { unapprovedProofs } from '../proof/gate';
import type { UseCase } from '../workflow/useCase';
import type { OrderRow } from './view';

/**
 * The gates of an order (docs/workflows.md, The order's lifecycle): production starts only when the deposit the terms ask for has
 * been received and every artwork proof is approved; goods ship only when the balance has been received, unless the
 * terms are net. Each check says, in a sentence the desk shows beside the disabled button, what is still missing.
 * The sales team may pass a closed gate with a written reason: the reason goes into the audit trail
 * ('order.override') and the desk lists it on the order.
 */

/** One condition of a gate: null when it holds, else what is missing. Each domain writes its own (payments/gate.ts, proof/gate.ts). */
export type GateCheck = (db: Reader, order: OrderRow) => Promise<string | null>;

/** Each gate's conditions, in the order they are said. */
const GATE_CHECKS: Record<OrderGate, GateCheck[]> = {
  production: [depositReceived, unapprovedProofs],
  shipping: [balanceReceived],
};

const GATE_STEPS: Record<OrderGate, string> = { production: 'Production cannot start', shipping: 'The order cannot ship' };

/** What keeps `gate` closed for this order; [] when it is open. */
export async function gateRefusals(db: Reader, order: OrderRow, gate: OrderGate): Promise<string[]> {
  const found = await Promise.all(GATE_CHECKS[gate].map((check) => check(db, order)));
  return found.filter((reason): reason is string => reason !== null);
}

/** Both gates' refusals, for the desk's buttons. */
export async function orderGates(db: Reader, order: OrderRow): Promise<Record<OrderGate, string[]>> {
  const [production, shipping] = await Promise.all([gateRefusals(db, order, 'production'), gateRefusals(db, order, 'shipping')]);
  return { production, shipping };
}

/**
 * Lets the step through `gate`, in the use case's transaction: refused with 20009 and what is missing while the gate is
 * closed, unless staff give `override` (a written reason), which is kept in the audit trail with what was missing.
 */
export async function passGate(uc: UseCase, order: OrderRow, gate: OrderGate, by: Member | null, override?: string): Promise<void> {
  const refusals = await gateRefusals(uc.tx, order, gate);
  if (!refusals.length) return;
  const reason = override?.trim();
  if (!reason || !by || by.role !== 'staff') throw new ApiError(RES.CONFLICT, `${GATE_STEPS[gate]} yet: ${refusals.join(' ')}`);
  await recordAudit(uc.tx, by, {
    action: 'order.override',
    targetType: 'order',
    targetId: order.id,
    summary: `Order ${order.orderNo}: ${gate} gate overridden`,
    before: { missing: refusals },
    after: { gate, reason },
  });
}

/** The gates staff have overridden on this order, newest first (from the audit trail). */
export async function gateOverrides(db: Reader, orderId: number): Promise<OrderGateOverride[]> {
  const rows = await db
    .select()
    .from(staffAudit)
    .where(and(eq(staffAudit.targetType, 'order'), eq(staffAudit.targetId, String(orderId)), eq(staffAudit.action, 'order.override')))
    .orderBy(desc(staffAudit.createdAt), desc(staffAudit.id));
  return rows.map((row) => ({
    gate: row.after?.gate as OrderGate,
    reason: String(row.after?.reason ?? ''),
    missing: Array.isArray(row.before?.missing) ? (row.before.missing as string[]) : [],
    by: row.staffEmail,
    at: row.createdAt.toISOString(),
  }));
}
