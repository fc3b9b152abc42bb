/**
 * The parts of zod the schemas use, as one namespace (`z` in ./z.ts). Taking zod's own `z` would carry all of it
 * into the browser, its forty-odd translations included (about 90 kB gzipped on every page that validates, 30 kB
 * this way); a namespace of named parts lets the bundler leave the rest out. A schema needing another part adds it here.
 */
import { string as zodString, unknown as zodUnknown } from 'zod';
import { isStorableJson, isStorableText, JSON_DEPTH_MESSAGE, jsonDepthWithin, TEXT_RULE_MESSAGE } from './textRule';

export { array, bigint, boolean, enum, iso, literal, number, object, preprocess, union, uuid, ZodError, ZodType } from 'zod';
export type { infer, input, output, RefinementCtx } from 'zod';

/**
 * Every text field of every schema: zod's string, refusing NUL and unpaired surrogates first (textRule.ts), so the
 * rule holds in one place for all of them.
 */
export function string(params?: Parameters<typeof zodString>[0]) {
  return zodString(params).refine(isStorableText, { error: TEXT_RULE_MESSAGE, abort: true });
}

/** A free-form JSON value: bounded nesting, and the text rule on every string and key inside it. */
export function unknown() {
  return zodUnknown()
    .refine((value) => jsonDepthWithin(value), { error: JSON_DEPTH_MESSAGE, abort: true })
    .refine((value) => isStorableJson(value), { error: TEXT_RULE_MESSAGE, abort: true });
}
