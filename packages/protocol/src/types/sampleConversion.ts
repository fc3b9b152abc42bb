// The console's sample → bulk conversion page (staff/sampleConversion.do).
import type { OrderStatus } from '../statuses';
import type { Page } from './page';

/** A bulk order that followed a sample order: the company's first live one of the same goods within the window. */
export interface ConversionBulkOrder {
  orderId: string;
  orderNo: string;
  status: OrderStatus;
  createdAt: string;
  /** Its lines' value (its total plus the sample credit it took). */
  value: number;
  currency: string;
}

/** One sample order of the period and what came of it. */
export interface ConversionRow {
  orderId: string;
  orderNo: string;
  status: OrderStatus;
  /** The company's name, or its buyer's nick or email when the company has no name yet. */
  company: string;
  title: string;
  createdAt: string;
  /** The sample fees, and whether they were paid in full. */
  total: number;
  paid: boolean;
  currency: string;
  bulk: ConversionBulkOrder | null;
  /** The fees of this sample order credited on bulk orders. */
  credited: number;
}

/** Sums of one currency. */
export interface ConversionAmount {
  currency: string;
  /** The sample fees of the period's sample orders. */
  sampleFees: number;
  /** The value of the bulk orders that followed (each counted once). */
  bulkValue: number;
  /** The sample fees credited back on them. */
  credits: number;
}

/** staff/sampleConversion.do: the sample orders placed from `from` to `to` (inclusive days, UTC), newest first. */
export interface SampleConversion extends Page<ConversionRow> {
  from: string;
  to: string;
  /** The credit window (sample_settings.credit_window_days) the conversion is counted in. */
  windowDays: number;
  sampleOrders: number;
  converted: number;
  /** converted / sampleOrders in per cent, one decimal (0 with no sample orders). */
  ratePercent: number;
  amounts: ConversionAmount[];
}
