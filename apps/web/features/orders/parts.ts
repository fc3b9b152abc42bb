import type { ComponentType, ReactNode } from 'react';
import type { OrderTradeTerms } from '@sw/protocol';

/**
 * The pieces of other domains that the order's screens draw, handed in by their pages (app/), since a feature never
 * imports another: the trade terms' lines (features/tradeTerms) and the compliance pack (features/compliance).
 */
export type TradeTermsLines = ComponentType<{ terms: OrderTradeTerms | null | undefined; currency: string }>;

/** The buyer's order page: its trade terms, its compliance panel and a shipment's pack button. */
export interface OrderParts {
  TradeTerms: TradeTermsLines;
  Compliance: ComponentType<{ orderId: string; orderNo: string }>;
  CompliancePack: ComponentType<{ orderId: string; orderNo: string; compact?: boolean; testId?: string }>;
}

/** The desk's order page: the renewal reminder, and the pack's path for the shipments' rows (asked once for them all). */
export interface DeskOrderParts {
  ShipDayNotice: ComponentType<{ orderId: string }>;
  PackPath: ComponentType<{ orderId: string; enabled: boolean; children: (packPath: string | null) => ReactNode }>;
}
