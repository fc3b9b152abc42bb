'use client';
import { type InputOf, staffInquiry } from '@sw/protocol';
import { call } from '@/lib/backend/call';

/** The desk's calls from the browser (staff sessions only; the back-end refuses anyone else). */
export const saveQuotation = (input: InputOf<typeof staffInquiry.saveQuotation>) => call(staffInquiry.saveQuotation, input);
export const sendQuotation = (inquiryId: string, quotationId: string) => call(staffInquiry.sendQuotation, { inquiryId, quotationId });
export const declineInquiry = (input: InputOf<typeof staffInquiry.declineInquiry>) => call(staffInquiry.declineInquiry, input);
export const sendStaffMessage = (input: InputOf<typeof staffInquiry.sendInquiryMessage>) => call(staffInquiry.sendInquiryMessage, input);
export const loadStaffMessages = (inquiryId: string) => call(staffInquiry.inquiryMessages, { inquiryId });
