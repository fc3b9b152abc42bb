import type { OrderGate, OrderGateOverride } from '@sw/protocol';
import type { Reader } from '../db/client';
import { auditEntriesOf } from '../services/audit';
import type { GateCheck, OrderRow } from '../services/order';
import { balanceReceived, depositReceived } from '../services/payments';
import { unapprovedProofs } from '../services/proof';

/**
 * The gates of an order (docs/workflows.md, The order's lifecycle): production starts only when the deposit the terms ask for has
 * been received and every artwork proof is approved; goods ship only when the balance has been received, unless the
 * terms are net. Each check says, in a sentence the desk shows beside the disabled button, what is still missing.
 * The sales team may pass a closed gate with a written reason (workflows/passGate.ts): the reason goes into the audit
 * trail ('order.override') and the desk lists it on the order (`gateOverrides`).
 */

/** Each gate's conditions, in the order they are said: one list per transition, each a yes/no question to a domain's face. */
export const GATE_CHECKS: Record<OrderGate, GateCheck[]> = {
  production: [depositReceived, unapprovedProofs],
  shipping: [balanceReceived],
};

export const GATE_STEPS: Record<OrderGate, string> = { production: 'Production cannot start', shipping: 'The order cannot ship' };

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

/** The gates staff have overridden on this order, newest first (from the audit trail). */
export async function gateOverrides(db: Reader, orderId: number): Promise<OrderGateOverride[]> {
  const rows = await auditEntriesOf(db, 'order', orderId, 'order.override');
  return rows.map((row) => ({
    gate: row.after?.gate as OrderGate,
    reason: String(row.after?.reason ?? ''),
    missing: Array.isArray(row.before?.missing) ? (row.before.missing as string[]) : [],
    by: row.staffEmail,
    at: row.createdAt.toISOString(),
  }));
}
