import type { OrderStatus } from '@sw/protocol';
import type { AppDeps } from '../../context';
import { mailCompany } from '../company';
import { brandOf } from '../mail';
import type { UseCase } from '../workflow';
import { orderStatusMail } from './mail';
import { toShipment, type OrderRow } from './view';

/** The buyer's email about a status step just made (each step's workflow sends it in its use case). */
export async function mailStatusStep(uc: UseCase, deps: Pick<AppDeps, 'config'>, order: OrderRow, to: OrderStatus, note: string | null): Promise<void> {
  await mailCompany(uc, order, orderStatusMail({
    brand: brandOf(order.theme),
    publicUrl: deps.config.publicUrl,
    orderId: order.id,
    orderNo: order.orderNo,
    to,
    note,
    shipment: toShipment(order),
  }));
}
