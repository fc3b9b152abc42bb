import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, serial, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { members } from './accounts';
import { orderItems, orders } from './orders';

/**
 * The shipments of an order (docs/workflows.md, Shipments): each with its lines and quantities, carrier, tracking
 * number, ship date and cartons. Measures are whole millimetres and grams, so sums are exact integer sums.
 */
export const orderShipments = pgTable('order_shipments', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
  /** 1, 2 … per order; the shipment's number is the order's with it: SO…-1. */
  seq: integer('seq').notNull(),
  shipmentNo: text('shipment_no').notNull(),
  carrier: text('carrier').notNull(),
  trackingNo: text('tracking_no').notNull(),
  shipDate: date('ship_date', { mode: 'string' }).notNull(),
  note: text('note'),
  /** The staff member who recorded it. */
  createdBy: uuid('created_by').references(() => members.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  /** FREIGHT_MODES: 'express' (a courier parcel, none of the freight columns below), 'air' or 'sea'. */
  transportMode: text('transport_mode').notNull().default('express'),
  /** The bill of lading (sea) or air waybill (air) number. */
  transportDocNo: text('transport_doc_no'),
  vessel: text('vessel'),
  voyage: text('voyage'),
  flight: text('flight'),
  portOfLoading: text('port_of_loading'),
  portOfDischarge: text('port_of_discharge'),
  etd: date('etd', { mode: 'string' }),
  eta: date('eta', { mode: 'string' }),
}, (t) => [
  uniqueIndex('order_shipments_order_seq_idx').on(t.orderId, t.seq),
  check('order_shipments_seq_check', sql`${t.seq} > 0`),
  check('order_shipments_transport_mode_check', sql`${t.transportMode} in ('express', 'air', 'sea')`),
  check('order_shipments_freight_check', sql`${t.transportMode} = 'express' or (${t.transportDocNo} is not null and ${t.portOfLoading} is not null and ${t.portOfDischarge} is not null and ${t.etd} is not null and ${t.eta} >= ${t.etd})`),
]);

/** A sea shipment's containers, each with the seal on its doors, in the order they were entered. */
export const orderShipmentContainers = pgTable('order_shipment_containers', {
  shipmentId: integer('shipment_id').notNull().references(() => orderShipments.id, { onDelete: 'cascade' }),
  sort: integer('sort').notNull(),
  containerNo: text('container_no').notNull(),
  sealNo: text('seal_no').notNull(),
}, (t) => [
  primaryKey({ columns: [t.shipmentId, t.sort] }),
  uniqueIndex('order_shipment_containers_no_idx').on(t.shipmentId, t.containerNo),
]);

/** How many pieces of one order line a shipment carries. */
export const orderShipmentLines = pgTable('order_shipment_lines', {
  shipmentId: integer('shipment_id').notNull().references(() => orderShipments.id, { onDelete: 'cascade' }),
  orderItemId: integer('order_item_id').notNull().references(() => orderItems.id, { onDelete: 'cascade' }),
  qty: integer('qty').notNull(),
}, (t) => [
  primaryKey({ columns: [t.shipmentId, t.orderItemId] }),
  index('order_shipment_lines_item_idx').on(t.orderItemId),
  check('order_shipment_lines_qty_check', sql`${t.qty} > 0`),
]);

/** A row of identical cartons: how many, each one's outer size (mm) and gross and net weight (g). */
export const orderShipmentCartons = pgTable('order_shipment_cartons', {
  id: serial('id').primaryKey(),
  shipmentId: integer('shipment_id').notNull().references(() => orderShipments.id, { onDelete: 'cascade' }),
  sort: integer('sort').notNull().default(0),
  count: integer('count').notNull(),
  lengthMm: integer('length_mm').notNull(),
  widthMm: integer('width_mm').notNull(),
  heightMm: integer('height_mm').notNull(),
  grossG: integer('gross_g').notNull(),
  netG: integer('net_g').notNull(),
}, (t) => [
  index('order_shipment_cartons_shipment_idx').on(t.shipmentId, t.sort),
  check('order_shipment_cartons_count_check', sql`${t.count} > 0`),
  check('order_shipment_cartons_size_check', sql`${t.lengthMm} > 0 and ${t.widthMm} > 0 and ${t.heightMm} > 0`),
  check('order_shipment_cartons_weight_check', sql`${t.netG} > 0 and ${t.netG} <= ${t.grossG}`),
]);
