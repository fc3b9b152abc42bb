import { z } from '../z';
import { lineCustomizationSchema } from './customization';
import { idField, optional, text, wholeNumber } from './fields';
import { moneyField } from './formats';
import { shipTo } from './inquiry';

/**
 * Inputs of samples (docs/protocol.md, Samples): the buyer's request (erp/requestSamples.do), the goods form's sample
 * fields and the console's catalogue-wide sample rules. Prices are never taken from the browser: the request names
 * only specifications and pieces; the back-end prices them (services/samples/price.ts).
 */

export const SAMPLE_LIMITS = {
  /** The most sample pieces of one specification a goods may allow (goods.sample_max_pieces). */
  maxPiecesLimit: 100,
  defaultMaxPieces: 2,
  /** Specifications in one request (the goods' own count bounds it further). */
  maxSpecs: 50,
  maxNotes: 1000,
  rulePercent: { min: 1, max: 1000 },
  maxRuleMinimum: 100_000,
  leadDays: { min: 1, max: 365 },
  creditWindowDays: { min: 1, max: 730 },
} as const;

const samplePrice = (what: string, least: 'positive' | 0) => moneyField(what, { least, max: SAMPLE_LIMITS.maxRuleMinimum });

/** One specification's pieces (`specId` left out for goods without specifications). */
export const samplePiecesSchema = z.object({
  specId: optional(idField('Please choose a specification.')),
  qty: wholeNumber(1, SAMPLE_LIMITS.maxPiecesLimit, 'Please enter the sample pieces as a whole number of at least 1.'),
});

/**
 * requestSamples.do: samples of one goods, each specification once, with an optional customization (a logo sample)
 * and the shipping address (one of the book, or a new one saved to the book). Creates the sample order at once.
 */
export const requestSamplesSchema = z
  .object({
    goodsId: idField('Please choose goods.'),
    pieces: z
      .array(samplePiecesSchema)
      .min(1, { error: 'Please choose at least one specification.' })
      .max(SAMPLE_LIMITS.maxSpecs, { error: `At most ${SAMPLE_LIMITS.maxSpecs} specifications.` })
      .refine((pieces) => new Set(pieces.map((p) => p.specId ?? 0)).size === pieces.length, { error: 'Each specification may appear once.' }),
    customization: lineCustomizationSchema.optional(),
    ...shipTo,
    notes: optional(text(SAMPLE_LIMITS.maxNotes)),
  })
  .refine((input) => input.addressId !== undefined || input.address !== undefined, {
    error: 'Please choose a shipping address.',
    path: ['addressId'],
  });
export type RequestSamplesInput = z.input<typeof requestSamplesSchema>;

/** The sample fields of the goods form (staff/catalog/goodsSave.do); left out, an edit keeps them. */
export const goodsSampleFields = {
  sampleOffered: z.boolean({ error: 'Please say whether samples are offered.' }).optional(),
  /** Blank or null: the catalogue rule; else the price per piece, more than 0. */
  samplePrice: z
    .preprocess(
      (value) => (value === null || (typeof value === 'string' && value.trim() === '') ? null : value),
      moneyField('sample price', { max: SAMPLE_LIMITS.maxRuleMinimum, notPositive: 'The sample price must be more than 0 (leave it blank for the catalogue rule).' }).nullable(),
    )
    .optional(),
  sampleMaxPieces: optional(
    wholeNumber(1, SAMPLE_LIMITS.maxPiecesLimit, `Please enter the sample pieces per specification as a whole number from 1 to ${SAMPLE_LIMITS.maxPiecesLimit}.`),
  ),
};

/** staff/samples/saveSettings.do: the catalogue-wide sample rules (every field; the page sends them all). */
export const sampleSettingsSchema = z.object({
  rulePercent: wholeNumber(SAMPLE_LIMITS.rulePercent.min, SAMPLE_LIMITS.rulePercent.max, 'Please enter the rule as a whole percentage from 1 to 1000.'),
  ruleMinimum: samplePrice('minimum sample price', 0),
  leadDays: wholeNumber(SAMPLE_LIMITS.leadDays.min, SAMPLE_LIMITS.leadDays.max, 'Please enter the sample lead time as whole days from 1 to 365.'),
  creditWindowDays: wholeNumber(
    SAMPLE_LIMITS.creditWindowDays.min, SAMPLE_LIMITS.creditWindowDays.max, 'Please enter the credit window as whole days from 1 to 730.',
  ),
});
export type SampleSettingsInput = z.input<typeof sampleSettingsSchema>;

