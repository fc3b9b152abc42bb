import { asc, eq, inArray } from 'drizzle-orm';
import {
  DOCUMENTS, minorToNumber, SHIPMENT_LIMITS, trackingUrl,
  type FreightMode, type LineShipping, type OrderShipping, type ShipmentCarton, type ShipmentFreight, type ShipmentView,
} from '@sw/protocol';
import type { Reader } from '../../db/client';
import { loadOrderItems, type OrderItemRow, type OrderRow } from '../order';
import { orderShipmentCartons, orderShipmentContainers, orderShipmentLines, orderShipments } from '../../db/schema';

/**
 * How an order's shipments read: each shipment with its lines, cartons and documents, and per order line what has
 * shipped and what is left. Sizes are kept in mm and weights in g, so every sum here is an exact integer sum.
 */

export type ShipmentRow = typeof orderShipments.$inferSelect;
type CartonRow = typeof orderShipmentCartons.$inferSelect;
type ContainerRow = typeof orderShipmentContainers.$inferSelect;

const DAY_MS = 86_400_000;
const cm = (mm: number) => minorToNumber(BigInt(mm), 1);
export const kg = (grams: number) => minorToNumber(BigInt(grams), SHIPMENT_LIMITS.weightDigits);

export function toCarton(row: CartonRow): ShipmentCarton {
  return { count: row.count, lengthCm: cm(row.lengthMm), widthCm: cm(row.widthMm), heightCm: cm(row.heightMm), grossKg: kg(row.grossG), netKg: kg(row.netG) };
}

/** Carton count and total gross and net grams of a shipment's carton rows. */
export function cartonTotals(rows: Pick<CartonRow, 'count' | 'grossG' | 'netG'>[]) {
  return rows.reduce((sum, row) => ({
    count: sum.count + row.count,
    grossG: sum.grossG + row.count * row.grossG,
    netG: sum.netG + row.count * row.netG,
  }), { count: 0, grossG: 0, netG: 0 });
}

/** The sea or air details of a shipment row (with its containers); null for a courier parcel. */
export function toFreight(shipment: ShipmentRow, containers: readonly ContainerRow[]): ShipmentFreight | null {
  const route = { portOfLoading: shipment.portOfLoading ?? '', portOfDischarge: shipment.portOfDischarge ?? '', etd: shipment.etd ?? '', eta: shipment.eta ?? '' };
  if (shipment.transportMode === 'sea') {
    return {
      mode: 'sea', billOfLading: shipment.transportDocNo ?? '', vessel: shipment.vessel ?? '', voyage: shipment.voyage ?? '',
      containers: containers.map((row) => ({ containerNo: row.containerNo, sealNo: row.sealNo })), ...route,
    };
  }
  if (shipment.transportMode === 'air') return { mode: 'air', airWaybill: shipment.transportDocNo ?? '', flight: shipment.flight ?? '', ...route };
  return null;
}

/** The shipments of an order with their lines, cartons and containers, oldest first. */
export async function loadShipments(db: Reader, orderId: number) {
  const shipments = await db.select().from(orderShipments).where(eq(orderShipments.orderId, orderId)).orderBy(asc(orderShipments.seq));
  const ids = shipments.map((row) => row.id);
  const [lines, cartons, containers] = ids.length
    ? await Promise.all([
        db.select().from(orderShipmentLines).where(inArray(orderShipmentLines.shipmentId, ids)),
        db.select().from(orderShipmentCartons).where(inArray(orderShipmentCartons.shipmentId, ids)).orderBy(asc(orderShipmentCartons.sort), asc(orderShipmentCartons.id)),
        db.select().from(orderShipmentContainers).where(inArray(orderShipmentContainers.shipmentId, ids)).orderBy(asc(orderShipmentContainers.sort)),
      ])
    : [[], [], []];
  return shipments.map((shipment) => ({
    shipment,
    lines: lines.filter((line) => line.shipmentId === shipment.id),
    cartons: cartons.filter((carton) => carton.shipmentId === shipment.id),
    freight: toFreight(shipment, containers.filter((container) => container.shipmentId === shipment.id)),
  }));
}
export type LoadedShipment = Awaited<ReturnType<typeof loadShipments>>[number];

/** Pieces shipped so far per order item. */
export function shippedByItem(loaded: readonly LoadedShipment[]): Map<number, number> {
  const shipped = new Map<number, number>();
  for (const { lines } of loaded) for (const line of lines) shipped.set(line.orderItemId, (shipped.get(line.orderItemId) ?? 0) + line.qty);
  return shipped;
}

export function toShipmentView(loaded: LoadedShipment, items: readonly OrderItemRow[]): ShipmentView {
  const { shipment, lines, cartons } = loaded;
  const qtyOf = new Map(lines.map((line) => [line.orderItemId, line.qty]));
  const totals = cartonTotals(cartons);
  return {
    shipmentId: String(shipment.id),
    shipmentNo: shipment.shipmentNo,
    carrier: shipment.carrier,
    trackingNo: shipment.trackingNo,
    trackingUrl: trackingUrl(shipment.carrier, shipment.trackingNo),
    shipDate: shipment.shipDate,
    note: shipment.note,
    // In the order's line order.
    lines: items.filter((item) => qtyOf.has(item.id)).map((item) => ({ lineId: String(item.id), title: item.title, goodsCode: item.goodsCode, qty: qtyOf.get(item.id)! })),
    cartons: cartons.map(toCarton),
    cartonCount: totals.count,
    grossKg: kg(totals.grossG),
    netKg: kg(totals.netG),
    invoiceUrl: DOCUMENTS.commercialInvoicePdf(String(shipment.id)),
    packingListUrl: DOCUMENTS.packingListPdf(String(shipment.id)),
    createdAt: shipment.createdAt.toISOString(),
    mode: shipment.transportMode as FreightMode,
    freight: loaded.freight,
  };
}

/** Ordered, shipped and remaining per order line. */
export function lineProgress(items: readonly OrderItemRow[], shipped: Map<number, number>): LineShipping[] {
  return items.map((item) => {
    const done = shipped.get(item.id) ?? 0;
    return { lineId: String(item.id), title: item.title, ordered: item.qty, shipped: done, remaining: Math.max(0, item.qty - done) };
  });
}

/** OrderDetail.shipping: `items` are the order's lines in their order. */
export async function orderShipping(db: Reader, order: Pick<OrderRow, 'id' | 'status' | 'shippedAt' | 'deliveredAt'>, items?: readonly OrderItemRow[]): Promise<OrderShipping> {
  const [loaded, lineRows] = await Promise.all([
    loadShipments(db, order.id),
    items ? Promise.resolve(items) : loadOrderItems(db, order.id),
  ]);
  const lines = lineProgress(lineRows, shippedByItem(loaded));
  return {
    shipments: loaded.map((one) => toShipmentView(one, lineRows)),
    lines,
    shippedQty: lines.reduce((sum, line) => sum + line.shipped, 0),
    remainingQty: lines.reduce((sum, line) => sum + line.remaining, 0),
    deliveredAt: order.deliveredAt?.toISOString() ?? null,
    autoCompleteAt: order.status === 'shipped' && order.shippedAt
      ? new Date(order.shippedAt.getTime() + SHIPMENT_LIMITS.autoCompleteDays * DAY_MS).toISOString()
      : null,
  };
}

/** Whether anything of the order has shipped (an order with shipments can no longer be cancelled). */
export async function hasShipments(db: Reader, orderId: number): Promise<boolean> {
  const [row] = await db.select({ id: orderShipments.id }).from(orderShipments).where(eq(orderShipments.orderId, orderId)).limit(1);
  return row !== undefined;
}
