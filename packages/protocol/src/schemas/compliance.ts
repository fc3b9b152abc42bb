import { z } from '../z';
import { COMPLIANCE_EXPIRY_FILTERS, COMPLIANCE_SCOPES, COMPLIANCE_STANDARD_CODES, MAX_OTHER_STANDARD_NAME, parseStandardFacetKey } from '../compliance';
import { idField, lineText, optional, wholeNumber } from './fields';
import { dayField } from './formats';

/** Inputs of compliance documents (docs/protocol.md, Compliance documents). */
export const COMPLIANCE_LIMITS = {
  pageSize: 20,
  maxPageSize: 100,
  maxLab: 120,
  maxReportNo: 60,
  maxOtherName: MAX_OTHER_STANDARD_NAME,
  maxMaterial: 80,
  maxFileName: 200,
} as const;

const standardField = () => z.enum(COMPLIANCE_STANDARD_CODES, { error: 'Please choose a standard: EN 1811, REACH SVHC, CPSIA, Prop 65 or another named one.' });

/** A stored compliance PDF: an upload in the compliance/ folder (staff only, PDF only). */
export const complianceFileKeyField = () =>
  z.string({ error: 'Please upload the report as a PDF.' }).trim().regex(/^compliance\/[A-Za-z0-9][A-Za-z0-9_-]{0,127}\.pdf$/i, { error: 'Please upload the report as a PDF.' });

/** Nickel release as measured: a decimal of µg/cm²/week, up to 3 decimals. */
const nickelResult = () =>
  optional(z.string({ error: 'Please enter the result as a number, like 0.05.' }).trim().regex(/^\d{1,2}(\.\d{1,3})?$/, { error: 'Please enter the result as a number, like 0.05.' }));

/**
 * staff/compliance/save.do: a new document (no documentId) or a change to one. It covers one thing: a material, a
 * plating or one goods. The dates: issued on or before today, valid until on or after the issue date; a document that
 * is already expired is refused by the back-end (it would be offered as valid).
 */
export const complianceSaveSchema = z
  .object({
    documentId: optional(idField('Please choose a document.')),
    standard: standardField(),
    otherName: optional(lineText(COMPLIANCE_LIMITS.maxOtherName)),
    lab: lineText(COMPLIANCE_LIMITS.maxLab).min(2, { error: 'Please enter the lab that issued the report.' }),
    reportNo: lineText(COMPLIANCE_LIMITS.maxReportNo).min(1, { error: 'Please enter the report number.' }),
    issuedOn: dayField('the issue date'),
    validUntil: dayField('the valid-until date'),
    scope: z.enum(COMPLIANCE_SCOPES, { error: 'Please say what the document covers: a material, a plating or one goods.' }),
    material: optional(lineText(COMPLIANCE_LIMITS.maxMaterial)),
    platingId: optional(idField('Please choose a plating.')),
    goodsId: optional(idField('Please choose goods.')),
    pierced: z.boolean({ error: 'Please say whether the result is for pierced parts.' }).optional().default(false),
    result: nickelResult(),
    fileKey: complianceFileKeyField(),
    fileName: optional(lineText(COMPLIANCE_LIMITS.maxFileName)),
  })
  .refine((input) => input.standard !== 'OTHER' || Boolean(input.otherName), { error: 'Please name the standard.', path: ['otherName'] })
  .refine((input) => input.validUntil >= input.issuedOn, { error: 'The valid-until date cannot be before the issue date.', path: ['validUntil'] })
  .refine((input) => input.scope !== 'material' || Boolean(input.material), { error: 'Please choose the material it covers.', path: ['material'] })
  .refine((input) => input.scope !== 'plating' || input.platingId !== undefined, { error: 'Please choose the plating it covers.', path: ['platingId'] })
  .refine((input) => input.scope !== 'goods' || input.goodsId !== undefined, { error: 'Please choose the goods it covers.', path: ['goodsId'] });
export type ComplianceSaveInput = z.input<typeof complianceSaveSchema>;

/** staff/compliance/library.do: filtered by standard and expiry, soonest to end first. */
export const complianceLibrarySchema = z.object({
  standard: optional(standardField()),
  expiry: optional(z.enum(COMPLIANCE_EXPIRY_FILTERS, { error: 'Please choose all, valid, expiring or expired.' })),
  pageNum: optional(wholeNumber(1, 10_000)),
  pageSize: optional(wholeNumber(1, COMPLIANCE_LIMITS.maxPageSize)),
});
export type ComplianceLibraryInput = z.input<typeof complianceLibrarySchema>;

/** staff/compliance/withdraw.do: the document leaves the library (its file stays in the store for the audit trail). */
export const complianceWithdrawSchema = z.object({ documentId: idField('Please choose a document.') });

/** erp/orderCompliance.do */
export const orderComplianceSchema = z.object({ orderId: idField('Please choose an order.') });

/** The goods list's standard facet: a key of standardFacetKey (one of the four codes, or 'OTHER:' and a named standard). */
export const standardFacetField = () =>
  optional(z.string({ error: 'Please choose a standard from the list.' }).trim().refine((key) => parseStandardFacetKey(key) !== null, { error: 'Please choose a standard from the list.' }));
