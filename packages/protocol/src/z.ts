import { config } from 'zod';

/**
 * The one place schemas take zod from. In the browser zod must not compile its parsers: it would first probe
 * `new Function('')`, and the pages' policy forbids eval, so the browser reports the probe as a violation even
 * though zod catches it. The setting is read when an object schema is built, hence this module comes first.
 * The server keeps the compiled parsers. package.json lists this module under sideEffects, so bundlers keep the
 * setting even where only `z` is used. `z` holds only the parts ./zodParts.ts names, so bundles leave the rest of zod out.
 */
if (typeof window !== 'undefined') config({ jitless: true });

export * as z from './zodParts';
