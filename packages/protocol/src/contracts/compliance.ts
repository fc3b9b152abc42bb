import { API } from '../paths';
import { answer, contract } from '../contract';
import { complianceLibrarySchema, complianceSaveSchema, complianceWithdrawSchema, orderComplianceSchema } from '../schemas/compliance';
import type { ComplianceDocument, ComplianceLibraryPage, OrderCompliance } from '../types/compliance';

/**
 * Compliance documents (docs/protocol.md, Compliance documents): the console's library (staff), and an order's
 * compliance pack (its company's members). The goods page's standards come with the goods detail.
 */

export const complianceLibrary = contract({ path: API.staff.complianceLibrary, access: 'staff', staffRoles: ['catalogue', 'production', 'sales'], input: complianceLibrarySchema, answer: answer<ComplianceLibraryPage>() });

export const saveComplianceDocument = contract({ path: API.staff.complianceSave, access: 'staff', staffRoles: ['catalogue'], input: complianceSaveSchema, answer: answer<ComplianceDocument>() });

export const withdrawComplianceDocument = contract({ path: API.staff.complianceWithdraw, access: 'staff', staffRoles: ['catalogue'], input: complianceWithdrawSchema, answer: answer<{ documentId: string }>() });

export const orderCompliance = contract({ path: API.erp.orderCompliance, access: 'member', role: 'viewer', input: orderComplianceSchema, answer: answer<OrderCompliance>() });
