/**
 * The face of the samples domain: what other domains, workflows/ and queries/ may use of it (docs/architecture.md,
 * The back-end's layers). Its other files are its own.
 */
export { creditWindowDays, type CreditLine, type CreditPlan, recordSampleCredit, releaseSampleCredit, toSampleCredit } from './credit';
export { goodsSamples, samplePricePerPiece } from './price';
export { loadSampleSettings, saveSampleSettings, viewSampleSettings } from './settings';
