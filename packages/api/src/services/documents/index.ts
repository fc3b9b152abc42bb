/**
 * The face of the documents domain: what other domains, workflows/ and queries/ may use of it (docs/architecture.md,
 * The back-end's layers). Its other files are its own.
 */
export { type BrandedPdf, brandedPdf, type DocumentBuyer, formatDay, formatMoney, INK, MUTED, pdfText, SANS, SERIF, type TableColumn } from './pdfKit';
