import type { AppDeps } from '../context';
import type { StaffOrderView } from '@sw/protocol';
import type { Reader } from '../db/client';
import { findOrder } from '../services/order';
import { isLate } from '../services/production';
import { staffBuyer } from '../services/quotation';
import { gateOverrides, orderGates } from './orderGates';
import { buildOrderDetail } from './orderDetail';

/** staff/orderView.do's answer (and every desk step's), in the caller's transaction. */
export async function staffView(db: Reader, orderId: number, now: Date): Promise<StaffOrderView> {
  const detail = await buildOrderDetail(db, orderId, 'staff');
  const row = await findOrder(db, orderId);
  const [buyer, gates, overrides] = await Promise.all([staffBuyer(db, row!.memberId), orderGates(db, row!), gateOverrides(db, orderId)]);
  return { ...detail, buyer, gates, overrides, late: isLate(row!, now) };
}

/** staff/orderView.do. */
export const orderView = (deps: Pick<AppDeps, 'database' | 'now'>, orderId: number): Promise<StaffOrderView> => staffView(deps.database.db, orderId, deps.now());
