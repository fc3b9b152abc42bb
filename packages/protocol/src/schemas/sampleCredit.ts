import { z } from '../z';
import { inquiryIdField } from './inquiry';
import { optional, wholeNumber } from './fields';
import { dayField } from './formats';

/** sampleCreditPreview.do: the credit an order from the inquiry's accepted quotation would get if placed now. */
export const sampleCreditPreviewSchema = z.object({ inquiryId: inquiryIdField() });

const isoDay = () => optional(dayField('a date'));

/**
 * staff/sampleConversion.do: the sample orders placed in a period (inclusive days; the last 90 days when left out,
 * at most 366 days), a page of them.
 */
export const sampleConversionSchema = z
  .object({
    from: isoDay(),
    to: isoDay(),
    pageNum: optional(wholeNumber(1, 10_000)),
    pageSize: optional(wholeNumber(1, 100)),
  })
  .refine((input) => !input.from || !input.to || input.from <= input.to, { error: 'The first day must not be after the last.', path: ['from'] })
  .refine((input) => !input.from || !input.to || Date.parse(input.to) - Date.parse(input.from) <= 366 * 86_400_000, {
    error: 'Please choose a period of at most a year.',
    path: ['to'],
  });
