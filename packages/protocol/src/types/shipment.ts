// Shipments of an order (staff/recordShipment.do, erp/…/confirmReceipt.do) and what the order's answers say of them.

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
