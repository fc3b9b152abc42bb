/**
 * The parts of zod the schemas use, as one namespace (`z` in ./z.ts). Taking zod's own `z` would carry all of it
 * into the browser, its forty-odd translations included (about 90 kB gzipped on every page that validates, 30 kB
 * this way); a namespace of named parts lets the bundler leave the rest out. A schema needing another part adds it here.
 */
export { array, boolean, enum, iso, literal, number, object, preprocess, string, union, unknown, uuid, ZodError, ZodType } from 'zod';
export type { infer, input, output, RefinementCtx } from 'zod';
