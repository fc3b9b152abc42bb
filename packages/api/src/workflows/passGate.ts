import { RES, type OrderGate } from '@sw/protocol';
import { ApiError } from '../lib/errors';
import type { Member } from '../lib/member';
import { GATE_STEPS, gateRefusals } from '../queries/orderGates';
import { recordAudit } from '../services/audit';
import type { OrderRow } from '../services/order';
import type { UseCase } from '../services/useCase';

/** The step of a workflow that passes one of the order's gates (queries/orderGates.ts lists what each asks). */

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

