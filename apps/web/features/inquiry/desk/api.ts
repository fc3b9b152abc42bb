'use client';
import { type InputOf, staffInquiry, staffMargin } from '@sw/protocol';
import { call } from '@/lib/backend/call';

/** The desk's calls from the browser (staff sessions only; the back-end refuses anyone else). */
export const saveQuotation = (input: InputOf<typeof staffInquiry.saveQuotation>) => call(staffInquiry.saveQuotation, input);
export const sendQuotation = (inquiryId: string, quotationId: string) => call(staffInquiry.sendQuotation, { inquiryId, quotationId });
export const declineInquiry = (input: InputOf<typeof staffInquiry.declineInquiry>) => call(staffInquiry.declineInquiry, input);
export const sendStaffMessage = (input: InputOf<typeof staffInquiry.sendInquiryMessage>) => call(staffInquiry.sendInquiryMessage, input);
export const loadStaffMessages = (inquiryId: string) => call(staffInquiry.inquiryMessages, { inquiryId });

// The margin floor (issue 52, point 6): the draft's costs and floors, asking a sales manager, and the manager's decisions.
export const loadQuotationMargins = (inquiryId: string) => call(staffMargin.quotationMargins, { inquiryId });
export const askFloorApproval = (inquiryId: string, quotationId: string, note: string) => call(staffMargin.askApproval, { inquiryId, quotationId, note });
export const loadApprovalQueue = () => call(staffMargin.approvals, {});
export const approveBelowFloor = (approvalId: string, note: string) => call(staffMargin.approve, { approvalId, note });
export const returnToSales = (approvalId: string, note: string) => call(staffMargin.returnToSales, { approvalId, note });
