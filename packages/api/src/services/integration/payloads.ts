import { DOCUMENTS, formatMinor, type IntegrationEventType } from '@sw/protocol';
import type { IntegrationEvent } from './events';

/**
 * The events' payloads (docs/integration.md, Events; docs/protocol.md, Integration): the record's new state as its
 * buyer may read it, the same for a company's endpoint and the manufacturer's: no notes, no staff, no secrets.
 * Amounts are exact decimal strings. The shapes are structural, so the domains that emit need not be imported here.
 */

const day = (at: Date | null | undefined) => at?.toISOString() ?? null;

export interface OrderFacts {
  id: number;
  orderNo: string;
  companyId: string;
  status: string;
  currency: string;
  total: bigint;
  received: bigint;
  poNumber: string | null;
  createdAt: Date;
  deliveredAt?: Date | null;
}

export const orderData = (order: OrderFacts) => ({
  orderId: String(order.id), orderNo: order.orderNo, status: order.status, currency: order.currency,
  total: formatMinor(order.total), received: formatMinor(order.received), poNumber: order.poNumber, placedAt: day(order.createdAt),
});

export const orderEvent = (type: IntegrationEventType, order: OrderFacts): IntegrationEvent => ({
  type, companyId: order.companyId, data: { order: { ...orderData(order), ...(type === 'order.delivered' ? { deliveredAt: day(order.deliveredAt) } : {}) } },
});

export interface InquiryFacts {
  id: number;
  inquiryNo: string;
  companyId: string;
  status: string;
  title: string;
  lineCount: number;
  totalQty: number;
}

export const inquiryData = (inquiry: InquiryFacts) => ({
  inquiryId: String(inquiry.id), inquiryNo: inquiry.inquiryNo, status: inquiry.status, title: inquiry.title, lineCount: inquiry.lineCount, totalQty: inquiry.totalQty,
});

export interface QuotationFacts {
  quotationId: string | number;
  version: number | null;
  currency: string;
  total: bigint | number | string;
  validUntil: string;
}

const decimal = (value: bigint | number | string) => (typeof value === 'bigint' ? formatMinor(value) : String(value));

export const quotationEvent = (type: 'quotation.sent' | 'quotation.accepted', inquiry: InquiryFacts, quotation: QuotationFacts): IntegrationEvent => ({
  type,
  companyId: inquiry.companyId,
  data: {
    inquiry: { ...inquiryData(inquiry), status: type === 'quotation.sent' ? 'quoted' : 'accepted' },
    quotation: { quotationId: String(quotation.quotationId), version: quotation.version, currency: quotation.currency, total: decimal(quotation.total), validUntil: quotation.validUntil },
  },
});

export const inquiryEvent = (inquiry: InquiryFacts): IntegrationEvent => ({ type: 'inquiry.created', companyId: inquiry.companyId, data: { inquiry: inquiryData(inquiry) } });

export interface ReceiptFacts {
  id: number;
  kind: string;
  amount: bigint;
  receivedOn: string;
}

/** payment.received: a receipt (a refund is no such event); the order with what it has received so far. */
export const paymentEvent = (order: OrderFacts, receipt: ReceiptFacts): IntegrationEvent => ({
  type: 'payment.received',
  companyId: order.companyId,
  data: { order: orderData(order), payment: { paymentId: String(receipt.id), amount: formatMinor(receipt.amount), currency: order.currency, receivedOn: receipt.receivedOn } },
});

export interface ShipmentFacts {
  id: number;
  shipmentNo: string;
  carrier: string;
  trackingNo: string;
  shipDate: string;
}

/** shipment.dispatched with links to its documents (paths on the storefront, for the order's company and staff). */
export const shipmentEvent = (order: OrderFacts, shipment: ShipmentFacts, origin: string): IntegrationEvent => ({
  type: 'shipment.dispatched',
  companyId: order.companyId,
  data: {
    order: orderData(order),
    shipment: {
      shipmentId: String(shipment.id), shipmentNo: shipment.shipmentNo, carrier: shipment.carrier, trackingNo: shipment.trackingNo, shipDate: shipment.shipDate,
      documents: {
        commercialInvoice: `${origin}${DOCUMENTS.commercialInvoicePdf(String(shipment.id))}`,
        packingList: `${origin}${DOCUMENTS.packingListPdf(String(shipment.id))}`,
      },
    },
  },
});
