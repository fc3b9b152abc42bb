/**
 * The face of the samples domain: what other domains, workflows/ and queries/ may use of it (docs/architecture.md,
 * The back-end's layers). Its other files are its own.
 */
export { creditOfOrder, lockCompanyForCredit, planSampleCredit, recordSampleCredit, releaseSampleCredit, toSampleCredit } from './credit';
export { goodsSamples } from './price';
export { joinedSamplesOverLimit, planSampleOrder } from './request';
export { loadSampleSettings, saveSampleSettings, viewSampleSettings } from './settings';
export { sampleConversion } from './conversion';
export { sampleCreditPreview } from './creditPreview';
