import {
  AWAITING_SHIPMENT_STATUSES, type Inspection, isProductionVideo, type OrderStatus, PRODUCTION_MILESTONE_LABEL, type ProductionMilestone,
} from '@sw/protocol';
import { dateText } from '@/lib/format';

/** Production's words for both sides: milestones, the inspection, the promised ship date. */

export const milestoneLabel = (milestone: ProductionMilestone) => PRODUCTION_MILESTONE_LABEL[milestone];

/** '2 defective of 80 sampled' (the verdict is the badge beside it). */
export function inspectionText(inspection: Inspection): string {
  return `${inspection.defects.toLocaleString('en-US')} defective of ${inspection.sampleSize.toLocaleString('en-US')} sampled`;
}

/** The promised ship day ('12 Dec 2026') while the order is not yet on its way; null once shipped, or when none was promised. */
export function promisedDayText(order: { status: OrderStatus; promisedShipDate: string | null }): string | null {
  if (!order.promisedShipDate || !(AWAITING_SHIPMENT_STATUSES as readonly string[]).includes(order.status)) return null;
  return dateText(order.promisedShipDate);
}

export const isVideo = (key: string) => isProductionVideo(key);
