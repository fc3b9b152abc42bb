// Production updates (staff/postProductionUpdate.do, the timelines of both sides).
import type { FileRef } from '../schemas/customization';
import type { InspectionResult, ProductionMilestone } from '../production';

export interface Inspection {
  sampleSize: number;
  defects: number;
  result: InspectionResult;
}

/** One update of the factory: a milestone, a note, photos or videos, and for the quality check the inspection. */
export interface ProductionUpdate {
  updateId: string;
  milestone: ProductionMilestone;
  note: string | null;
  /** Photos and videos (keys in production/), readable by the order's buyer and staff. */
  files: FileRef[];
  inspection: Inspection | null;
  at: string;
}

/** productionUpdates.do (buyer and staff): oldest first, with the order's promised ship day. */
export interface ProductionTimeline {
  orderId: string;
  /** YYYY-MM-DD; null for orders placed before the promise was kept. */
  promisedShipDate: string | null;
  updates: ProductionUpdate[];
  /** Whether the sales team may post now (the order is in production); always false for the buyer. */
  canPost: boolean;
}
