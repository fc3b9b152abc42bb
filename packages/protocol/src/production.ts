/**
 * Production updates (docs/workflows.md, Production updates): the milestones an order passes in the factory, once
 * for both ends. The sales team posts an update at a milestone while the order is in production; the quality check
 * also records the inspection.
 */
export const PRODUCTION_MILESTONES = ['materials_ready', 'casting', 'polishing', 'plating', 'quality_check', 'packed'] as const;
export type ProductionMilestone = (typeof PRODUCTION_MILESTONES)[number];

/** The one milestone that records an inspection (and only it may). */
export const INSPECTION_MILESTONE = 'quality_check' satisfies ProductionMilestone;

export const PRODUCTION_MILESTONE_LABEL: Record<ProductionMilestone, string> = {
  materials_ready: 'Materials ready',
  casting: 'Casting / stamping',
  polishing: 'Polishing',
  plating: 'Plating',
  quality_check: 'Quality check',
  packed: 'Packed',
};

export const INSPECTION_RESULTS = ['pass', 'fail'] as const;
export type InspectionResult = (typeof INSPECTION_RESULTS)[number];

export const PRODUCTION_LIMITS = {
  /** Photos and short videos per update: enough for every angle of a batch, few enough to page through. */
  maxFiles: 12,
  maxNote: 2000,
  /** An inspection's sample: pieces pulled from the batch (an AQL sample is at most a few thousand). */
  maxSample: 100_000,
} as const;

/** Upload formats of the production/ folder (services/files/formats.ts decides in the end). */
export const PRODUCTION_PICTURES = ['png', 'jpg', 'jpeg', 'gif', 'webp'] as const;
export const PRODUCTION_VIDEOS = ['mp4', 'mov', 'webm'] as const;

/** Whether a production file's key is a video (played with controls) rather than a photo. */
export function isProductionVideo(key: string): boolean {
  const dot = key.lastIndexOf('.');
  return dot > 0 && (PRODUCTION_VIDEOS as readonly string[]).includes(key.slice(dot + 1).toLowerCase());
}

/**
 * The day an order promised to ship: the UTC day it was placed plus the quotation's lead time (YYYY-MM-DD).
 * Kept on the order when placed, so a later quotation edit never moves it.
 */
export function promisedShipDay(placedAt: Date, leadTimeDays: number): string {
  const day = Date.UTC(placedAt.getUTCFullYear(), placedAt.getUTCMonth(), placedAt.getUTCDate());
  return new Date(day + leadTimeDays * 86_400_000).toISOString().slice(0, 10);
}

/** The statuses of an order not yet on its way: one of them past its promised ship day is late. */
export const AWAITING_SHIPMENT_STATUSES = ['placed', 'confirmed', 'in_production'] as const;
