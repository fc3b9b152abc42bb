import { API } from '../paths';
import { answer, contract } from '../contract';
import {
  approvalsSchema, approveSchema, askApprovalSchema, marginSettingsSchema, quotationMarginsSchema, returnToSalesSchema, saveCostSchema, saveFloorSchema,
} from '../schemas/margin';
import type { StaffRole } from '../staffRoles';
import type { ApprovalQueueRow, MarginSettings, QuotationApproval, QuotationMargins } from '../types/margin';

/**
 * The margin floor on the console (issue 52, point 6; docs/protocol.md, Margin floor). Catalogue and finance keep
 * costs; a sales manager sets floors and decides approvals; sales reads its draft's margins and asks for approval.
 * Every write is audited.
 */
const S = API.staffMargin;
const SETTINGS_READ: readonly StaffRole[] = ['catalogue', 'finance', 'sales_manager'];
const COSTS: readonly StaffRole[] = ['catalogue', 'finance'];
const MANAGER: readonly StaffRole[] = ['sales_manager'];

export const marginSettings = contract({ path: S.settings, access: 'staff', staffRoles: SETTINGS_READ, input: marginSettingsSchema, answer: answer<MarginSettings>() });
export const saveCost = contract({ path: S.saveCost, access: 'staff', staffRoles: COSTS, input: saveCostSchema, answer: answer<MarginSettings>() });
export const saveFloor = contract({ path: S.saveFloor, access: 'staff', staffRoles: MANAGER, input: saveFloorSchema, answer: answer<MarginSettings>() });
export const quotationMargins = contract({ path: S.quotationMargins, access: 'staff', staffRoles: ['sales'], input: quotationMarginsSchema, answer: answer<QuotationMargins>() });
export const askApproval = contract({ path: S.askApproval, access: 'staff', staffRoles: ['sales'], input: askApprovalSchema, answer: answer<QuotationApproval>() });
export const approvals = contract({ path: S.approvals, access: 'staff', staffRoles: MANAGER, input: approvalsSchema, answer: answer<ApprovalQueueRow[]>() });
/** Approving sends the draft as the next version (as staff/sendQuotation.do does) and tells the sales person. */
export const approve = contract({ path: S.approve, access: 'staff', staffRoles: MANAGER, input: approveSchema, answer: answer<QuotationApproval>() });
export const returnToSales = contract({ path: S.returnToSales, access: 'staff', staffRoles: MANAGER, input: returnToSalesSchema, answer: answer<QuotationApproval>() });
