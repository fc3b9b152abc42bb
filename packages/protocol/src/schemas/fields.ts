import { foldLine, isPlainLine, LINE_RULE_MESSAGE } from '../textRule';
import { z } from '../z';

/**
 * Field builders shared by every input schema. Values often come from URL query parameters or
 * form inputs, so numbers may arrive as strings and an empty value means "not given".
 */

export const MAX_ID = 2_147_483_647;

const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

export const digitsToNumber = (value: unknown) =>
  typeof value === 'string' && /^\s*-?\d+\s*$/.test(value) ? Number(value) : value;

/** A database id, sent as a number or as a string of digits. */
export function idField(message = 'Must be a positive whole number.') {
  return z.preprocess(
    digitsToNumber,
    z.number({ error: message }).int({ error: message }).min(1, { error: message }).max(MAX_ID, { error: message }),
  );
}

/** The field may be left out, null or blank. */
export function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess(blankToUndefined, schema.optional());
}

export function wholeNumber(min: number, max: number, message = `Must be a whole number from ${min} to ${max}.`) {
  return z.preprocess(
    digitsToNumber,
    z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message }),
  );
}

/** Trimmed text of at most `max` characters. */
export function text(max: number) {
  return z
    .string({ error: 'Must be text.' })
    .trim()
    .max(max, { error: `Must be at most ${max} characters.` });
}

/**
 * A single-line field (a name, a place, a number, a file name): a string whose line breaks and tabs are folded to a
 * space and whose other control and text-direction characters are refused (textRule.ts), then trimmed. Every
 * single-line field of every schema is built on it, so the rule holds in one place.
 */
export function lineString(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).overwrite(foldLine).refine(isPlainLine, { error: LINE_RULE_MESSAGE, abort: true }).trim();
}

/** Trimmed single-line text of at most `max` characters. */
export function lineText(max: number) {
  return lineString({ error: 'Must be text.' }).max(max, { error: `Must be at most ${max} characters.` });
}
