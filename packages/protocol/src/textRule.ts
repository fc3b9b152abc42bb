/**
 * What every text field and every free-form JSON value must satisfy: no NUL character and no unpaired UTF-16
 * surrogate (JSON's "\ud800" alone). Neither can be stored (PostgreSQL refuses both in text and jsonb), so both
 * are bad input (10001), refused by the shared schemas (zodParts.ts) before anything reaches the database.
 */
// eslint-disable-next-line no-control-regex
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const TEXT_RULE_MESSAGE = 'Must not contain NUL characters or broken Unicode (unpaired surrogates).';

/** Deepest nesting of a free-form JSON value (arrays and objects); deeper values are refused, never walked. */
export const MAX_JSON_DEPTH = 32;
export const JSON_DEPTH_MESSAGE = `Must be nested at most ${MAX_JSON_DEPTH} levels deep.`;

export function isStorableText(value: string): boolean {
  return !UNSTORABLE.test(value);
}

/** Whether a JSON value nests at most MAX_JSON_DEPTH levels; stops walking past the bound. */
export function jsonDepthWithin(value: unknown, depth = 0): boolean {
  if (value === null || typeof value !== 'object') return true;
  if (depth >= MAX_JSON_DEPTH) return false;
  const children = Array.isArray(value) ? value : Object.values(value);
  return children.every((child) => jsonDepthWithin(child, depth + 1));
}

/** Whether every string and object key in a JSON value is storable text (bounded like jsonDepthWithin). */
export function isStorableJson(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return isStorableText(value);
  if (value === null || typeof value !== 'object' || depth > MAX_JSON_DEPTH) return true;
  if (Array.isArray(value)) return value.every((child) => isStorableJson(child, depth + 1));
  return Object.entries(value).every(([key, child]) => isStorableText(key) && isStorableJson(child, depth + 1));
}

/**
 * Single-line fields (names, places, numbers, file names): what ends or breaks a line (CR, LF, tab, vertical tab, form
 * feed, NEL, the line and paragraph separators) is folded to one space, since a pasted name often carries one; what is
 * left of the C0 and C1 controls, and the text-direction embeddings, overrides and isolates (U+202A–U+202E,
 * U+2066–U+2069, which reorder what the console and the PDFs show), is refused.
 */
// eslint-disable-next-line no-control-regex
const LINE_BREAKS = /[\t\n\v\f\r\u0085\u2028\u2029]+/g;
// eslint-disable-next-line no-control-regex
const NOT_ON_A_LINE = /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;

export const LINE_RULE_MESSAGE = 'Must not contain control characters or text-direction controls (such as a right-to-left override).';

/** A single-line field's text with its line breaks and tabs folded to one space each run. */
export const foldLine = (value: string): string => value.replace(LINE_BREAKS, ' ');

/** Whether folded text holds no control character and no bidirectional embedding, override or isolate. */
export const isPlainLine = (value: string): boolean => !NOT_ON_A_LINE.test(value);
