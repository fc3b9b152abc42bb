import { RES, SHIPMENT_LIMITS, toMinor, type ShipmentCartonInput, type ShipmentFreight } from '@sw/protocol';
import type { AppDeps } from '../../context';
import { orderShipmentCartons, orderShipmentContainers, orderShipmentLines, orderShipments } from '../../db/schema';
import { utcDay } from '../../lib/dailyNumber';
import { ApiError } from '../../lib/errors';
import { recordAudit } from '../audit';
import type { Member } from '../../lib/member';
import { human, loadOrder, loadOrderItems, type OrderRow, orderTheme } from '../order';
import type { UseCase } from '../useCase';
import { shipmentMail } from './mail';
import { lineProgress, loadShipments, shippedByItem, toShipmentView } from './view';
import { mailCompany } from '../company';

/**
 * Recording a shipment (staff/recordShipment.do, workflows/shipPart.ts; docs/workflows.md, Shipments): under the
 * order's row lock, through the shipping gate, each line's quantity checked against what is still unshipped of it; the shipment is numbered per
 * order (SO…-1, SO…-2). It answers whether it sent the last pieces: the workflow's step then moves the order to shipped
 * (workflows/steps/orderShipped.ts: the order's status and carrier are the order domain's). The buyer is emailed, the
 * audit trail keeps it.
 */

type Deps = Pick<AppDeps, 'database' | 'mailer' | 'log' | 'now' | 'config'>;

export interface ShipmentData {
  /** Order item id → pieces; 0 or absent: none of it. */
  lines: { lineId: number; qty: number }[];
  carrier: string;
  /** Sea and air freight may leave it out: the bill of lading or air waybill stands in. */
  trackingNo?: string | undefined;
  shipDate: string;
  cartons: ShipmentCartonInput[];
  note?: string;
  /** Sea or air freight's details (validated by recordShipmentSchema); none for a courier parcel. */
  freight?: ShipmentFreight | undefined;
}

const DAY_MS = 86_400_000;
const mm = (cm: unknown) => Number(toMinor(cm as number, SHIPMENT_LIMITS.dimensionDigits));
const grams = (kg: unknown) => Number(toMinor(kg as number, SHIPMENT_LIMITS.weightDigits));

/** What a written shipment tells the order: whether it sent the last pieces, and its carrier and tracking number. */
export interface ShipmentWritten {
  complete: boolean;
  shipmentNo: string;
  carrier: string;
  trackingNo: string;
}

/** Writes one shipment of `order` (locked by the caller, in a state that ships); the caller moves the order on when it is complete. */
export async function writeShipment(uc: UseCase, deps: Deps, order: OrderRow, member: Member, data: ShipmentData): Promise<ShipmentWritten> {
  if (data.shipDate > utcDay(new Date(uc.now.getTime() + DAY_MS))) throw new ApiError(RES.INVALID_PARAMS, 'The ship date cannot be in the future.');
  const [items, loaded] = await Promise.all([
    loadOrderItems(uc.tx, order.id),
    loadShipments(uc.tx, order.id),
  ]);
  const shipped = shippedByItem(loaded);
  const sending = data.lines.filter((line) => line.qty > 0);
  if (!sending.length) throw new ApiError(RES.INVALID_PARAMS, 'Please ship at least one piece.');
  for (const line of sending) {
    const index = items.findIndex((item) => item.id === line.lineId);
    if (index < 0) throw new ApiError(RES.INVALID_PARAMS, 'This line is not part of the order.');
    const item = items[index]!;
    const left = item.qty - (shipped.get(item.id) ?? 0);
    if (line.qty > left) {
      throw new ApiError(RES.CONFLICT, left === 0
        ? `Line ${index + 1} (${item.title}) has shipped in full already.`
        : `Line ${index + 1} (${item.title}): only ${left.toLocaleString('en-US')} pcs are left to ship, not ${line.qty.toLocaleString('en-US')}.`);
    }
  }
  const seq = loaded.length + 1;
  const { freight } = data;
  const transportDocNo = freight ? (freight.mode === 'sea' ? freight.billOfLading : freight.airWaybill) : null;
  const [row] = await uc.tx.insert(orderShipments).values({
    orderId: order.id,
    seq,
    shipmentNo: `${order.orderNo}-${seq}`,
    carrier: data.carrier.trim(),
    trackingNo: (data.trackingNo || transportDocNo || '').trim(),
    shipDate: data.shipDate,
    note: data.note ?? null,
    createdBy: member.id,
    createdAt: uc.now,
    ...(freight ? {
      transportMode: freight.mode, transportDocNo,
      vessel: freight.mode === 'sea' ? freight.vessel : null,
      voyage: freight.mode === 'sea' ? freight.voyage : null,
      flight: freight.mode === 'air' ? freight.flight : null,
      portOfLoading: freight.portOfLoading, portOfDischarge: freight.portOfDischarge, etd: freight.etd, eta: freight.eta,
    } : {}),
  }).returning();
  await uc.tx.insert(orderShipmentLines).values(sending.map((line) => ({ shipmentId: row!.id, orderItemId: line.lineId, qty: line.qty })));
  if (freight?.mode === 'sea') {
    await uc.tx.insert(orderShipmentContainers).values(freight.containers.map((container, sort) => ({ shipmentId: row!.id, sort, ...container })));
  }
  if (data.cartons.length) {
    await uc.tx.insert(orderShipmentCartons).values(data.cartons.map((carton, sort) => ({
      shipmentId: row!.id, sort, count: Number(carton.count),
      lengthMm: mm(carton.lengthCm), widthMm: mm(carton.widthCm), heightMm: mm(carton.heightCm), grossG: grams(carton.grossKg), netG: grams(carton.netKg),
    })));
  }

  for (const line of sending) shipped.set(line.lineId, (shipped.get(line.lineId) ?? 0) + line.qty);
  const progress = lineProgress(items, shipped);
  const complete = progress.every((line) => line.remaining === 0);
  const [written] = await loadShipments(uc.tx, order.id).then((all) => all.filter((one) => one.shipment.id === row!.id));
  const view = toShipmentView(written!, items);
  await recordAudit(uc.tx, member, {
    action: 'order.shipment',
    targetType: 'order',
    targetId: order.id,
    summary: `Order ${order.orderNo}: shipment ${view.shipmentNo}${complete ? `, ${human(order.status)} → shipped` : ''}`,
    before: { status: order.status },
    after: {
      status: complete ? 'shipped' : order.status,
      shipmentNo: view.shipmentNo,
      carrier: view.carrier,
      trackingNo: view.trackingNo,
      shipDate: view.shipDate,
      lines: view.lines.map((line) => ({ lineId: line.lineId, qty: line.qty })),
      cartons: view.cartonCount,
      ...(view.freight ? { freight: view.freight } : {}),
    },
  });
  await mailCompany(uc, order, shipmentMail({
    brand: orderTheme(order).brand,
    publicUrl: deps.config.publicUrl,
    orderId: order.id,
    orderNo: order.orderNo,
    shipment: view,
    complete,
    remaining: progress,
  }));
  return { complete, shipmentNo: view.shipmentNo, carrier: view.carrier, trackingNo: view.trackingNo };
}

/** The order locked, refused unless it is in production (partly shipped orders stay in production). */
export async function lockShippable(uc: UseCase, orderId: number): Promise<OrderRow> {
  const order = await loadOrder(uc.tx, orderId, undefined, true);
  if (order.status !== 'in_production') {
    const why = order.status === 'placed' || order.status === 'confirmed'
      ? `This order is ${human(order.status)}; it ships once production has started.`
      : `This order is ${human(order.status)} and takes no more shipments.`;
    throw new ApiError(RES.CONFLICT, why);
  }
  return order;
}

export interface RecordShipmentInput extends Omit<ShipmentData, 'lines'> {
  orderId: number;
  lines: { lineId: number; qty: number }[];
  override?: string;
}
