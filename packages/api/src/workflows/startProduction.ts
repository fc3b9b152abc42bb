import type { AppDeps } from '../context';
import type { Member } from '../lib/member';
import { mailStatusStep, moveOrderStatus, type OrderRow } from '../services/order';
import { actorOf, type UseCase } from '../services/useCase';
import { passGate } from './passGate';

/**
 * Starting production (staff/moveOrder.do to in_production), a step of the desk's move (workflows/moveOrder.ts): the
 * order's flow first (a placed order cannot start production, whatever its gate says), then the production gate
 * (queries/orderGates.ts: the deposit the terms ask for, every artwork proof approved), which rolls the step back while
 * it is closed unless staff give a written reason; then the buyer's email.
 */
export async function startProduction(
  uc: UseCase,
  deps: Pick<AppDeps, 'config'>,
  member: Member,
  order: OrderRow,
  input: { note?: string; override?: string },
): Promise<void> {
  await moveOrderStatus(uc, order.id, 'in_production', actorOf(member), input.note);
  await passGate(uc, order, 'production', member, input.override);
  await mailStatusStep(uc, deps, order, 'in_production', input.note ?? null);
}
