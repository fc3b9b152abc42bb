/**
 * The compliance domain's face (docs/protocol.md, Compliance documents): test reports and declarations in the
 * console's library, the standards that cover goods (the goods page and the goods list's facet), the documents an
 * order's lines carry (the compliance pack, packages/api/src/workflows/compliancePack.ts), the Prop 65 warning of a
 * packing list, and the expiry reminder job.
 */
export { complianceLibrary, saveComplianceDocument, withdrawComplianceDocument } from './library';
export { coveredByStandard, currentDocumentsOf, goodsStandards, isCalifornia, needsProp65Warning, standardFacets, standardsFor } from './coverage';
export { complianceReportFor, mayDownloadReports, openReport, reportFileName, reportSize } from './download';
export { remindExpiringComplianceDocuments } from './reminders';
export { limitOf, nameOf, type DocumentRow } from './rows';
