import { z } from '../z';
import { INSPECTION_MILESTONE, INSPECTION_RESULTS, PRODUCTION_LIMITS, PRODUCTION_MILESTONES } from '../production';
import { PRODUCTION_FOLDER } from '../fileKeys';
import { fileRefSchema } from './customization';
import { optional, text, wholeNumber } from './fields';
import { orderIdField } from './order';

/**
 * staff/postProductionUpdate.do: a milestone, a note and photos or short videos (uploaded to production/). The quality
 * check must carry the inspection (sample size, defects found, pass or fail; defects at most the sample); any other
 * milestone must not.
 */
export const inspectionSchema = z
  .object({
    sampleSize: wholeNumber(1, PRODUCTION_LIMITS.maxSample, `Please enter the sample size as a whole number from 1 to ${PRODUCTION_LIMITS.maxSample.toLocaleString('en-US')}.`),
    defects: wholeNumber(0, PRODUCTION_LIMITS.maxSample, 'Please enter the defects found as a whole number (0 or more).'),
    result: z.enum(INSPECTION_RESULTS, { error: 'Please choose pass or fail.' }),
  })
  .refine((inspection) => inspection.defects <= inspection.sampleSize, {
    error: 'The defects found cannot be more than the sample size.',
    path: ['defects'],
  });

export const productionUpdateSchema = z
  .object({
    orderId: orderIdField(),
    milestone: z.enum(PRODUCTION_MILESTONES, { error: 'Please choose a milestone from the list.' }),
    note: optional(text(PRODUCTION_LIMITS.maxNote)),
    files: z
      .array(fileRefSchema.refine((file) => file.key.startsWith(`${PRODUCTION_FOLDER}/`), { error: 'Production photos and videos belong in the production folder.' }))
      .max(PRODUCTION_LIMITS.maxFiles, { error: `At most ${PRODUCTION_LIMITS.maxFiles} photos or videos per update.` })
      .refine((files) => new Set(files.map((file) => file.key)).size === files.length, { error: 'Each file may appear once.' })
      .default([]),
    inspection: optional(inspectionSchema),
  })
  .refine((input) => input.milestone !== INSPECTION_MILESTONE || input.inspection !== undefined, {
    error: 'Please record the inspection: sample size, defects found, pass or fail.',
    path: ['inspection'],
  })
  .refine((input) => input.milestone === INSPECTION_MILESTONE || input.inspection === undefined, {
    error: 'Only the quality check records an inspection.',
    path: ['inspection'],
  })
  .refine((input) => input.note !== undefined || input.files.length > 0 || input.inspection !== undefined, {
    error: 'Please write a note or add photos.',
    path: ['note'],
  });
export type ProductionUpdateInput = z.input<typeof productionUpdateSchema>;
