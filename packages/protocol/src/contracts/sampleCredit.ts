import { API } from '../paths';
import { answer, contract } from '../contract';
import { sampleConversionSchema, sampleCreditPreviewSchema } from '../schemas/sampleCredit';
import type { SampleCredit } from '../types/order';
import type { SampleConversion } from '../types/sampleConversion';

/**
 * Sample credit and conversion (docs/protocol.md): the sample fees a company's first bulk order of the goods takes
 * back, and the console's sample → bulk conversion page.
 */

/** The credit an order from the inquiry's accepted quotation would get if placed now (null: none). Another company's inquiry is 20004. */
export const sampleCreditPreview = contract({
  path: API.erp.sampleCreditPreview, access: 'member', input: sampleCreditPreviewSchema, answer: answer<SampleCredit | null>(),
});

/** The sample orders of a period, how many became bulk orders of the same goods within the credit window, and the amounts. */
export const sampleConversion = contract({ path: API.staff.sampleConversion, access: 'staff', staffRoles: ['sales'], input: sampleConversionSchema, answer: answer<SampleConversion>() });
