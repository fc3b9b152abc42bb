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
