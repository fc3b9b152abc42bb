/**
 * The face of the production domain: what other domains, workflows/ and queries/ may use of it (docs/architecture.md,
 * The back-end's layers). Its other files are its own.
 */
export { isLate, lateCondition } from './promise';
export { buyerTimeline, postProductionUpdate, staffTimeline } from './updates';
