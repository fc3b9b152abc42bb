// Shipments of an order (staff/recordShipment.do, erp/…/confirmReceipt.do) and what the order's answers say of them.
import type { FreightMode } from '../tradeTerms';

/** A sea container and the seal on its doors: 'MSKU9070323' (ISO 6346, check digit included). */
export interface ShipmentContainer {
  containerNo: string;
  sealNo: string;
}

/** Where sea or air freight goes and when: ports (airports) of loading and discharge, estimated days YYYY-MM-DD. */
interface FreightRoute {
  portOfLoading: string;
  portOfDischarge: string;
  etd: string;
  eta: string;
}

export interface SeaFreight extends FreightRoute {
  mode: 'sea';
  billOfLading: string;
  vessel: string;
  voyage: string;
  containers: ShipmentContainer[];
}

export interface AirFreight extends FreightRoute {
  mode: 'air';
  /** '176-12345675'. */
  airWaybill: string;
  flight: string;
}

/** A sea or air shipment's transport details; null for a courier parcel. */
export type ShipmentFreight = SeaFreight | AirFreight;

/** A row of identical cartons: each one's outer size in cm and its gross and net weight in kg. */
export interface ShipmentCarton {
  count: number;
  lengthCm: number;
  widthCm: number;
  heightCm: number;
  grossKg: number;
  netKg: number;
}

/** How many pieces of one order line a shipment carries. */
export interface ShipmentLine {
  lineId: string;
  title: string;
  goodsCode: string;
  qty: number;
}

export interface ShipmentView {
  shipmentId: string;
  /** The order's number and the shipment's place: SO202611230001-2. */
  shipmentNo: string;
  carrier: string;
  trackingNo: string;
  /** The carrier's tracking page when the carrier is known. */
  trackingUrl: string | null;
  /** YYYY-MM-DD. */
  shipDate: string;
  note: string | null;
  lines: ShipmentLine[];
  cartons: ShipmentCarton[];
  /** Sums over the cartons (exact: computed from grams). */
  cartonCount: number;
  grossKg: number;
  netKg: number;
  /** DOCUMENTS.commercialInvoicePdf and DOCUMENTS.packingListPdf. */
  invoiceUrl: string;
  packingListUrl: string;
  createdAt: string;
  /** How it travels: 'express' (a courier parcel), 'air' or 'sea' (FREIGHT_MODES). */
  mode: FreightMode;
  freight: ShipmentFreight | null;
}

/** One order line's progress: ordered, shipped so far, still to ship. */
export interface LineShipping {
  lineId: string;
  title: string;
  ordered: number;
  shipped: number;
  remaining: number;
}

/** Every shipment of an order (oldest first) and what is still in production. */
export interface OrderShipping {
  shipments: ShipmentView[];
  lines: LineShipping[];
  shippedQty: number;
  remainingQty: number;
  /** When the order completed (receipt confirmed, closed by staff, or by itself); null before. */
  deliveredAt: string | null;
  /** While shipped: when it completes by itself unless the buyer confirms receipt first. */
  autoCompleteAt: string | null;
}
