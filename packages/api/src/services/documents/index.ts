/** The printed documents' face: the shared letterhead and its pieces (pdfKit.ts). */
export { brandedPdf, formatDay, INK, MUTED, pdfText, SANS, SERIF, type BrandedPdf, type TableColumn } from './pdfKit';
