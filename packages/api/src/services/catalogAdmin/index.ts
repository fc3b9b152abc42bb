/**
 * The face of the catalogAdmin domain (the staff's catalogue setup: categories, facet values, factories, banners and
 * popular searches): what workflows/ and queries/ may use of it (docs/architecture.md, The back-end's layers).
 */
export { popularSearchTerms } from './reads';
