import { API } from '../paths';
import { answer, contract } from '../contract';
import {
  declineInquirySchema, inquiryRefSchema, saveQuotationSchema, sendMessageSchema, sendQuotationSchema, staffInquiryQueueSchema,
} from '../schemas/inquiry';
import type { InquiryMessage, QuotationView, StaffInquirySummary, StaffInquiryView } from '../types/inquiry';
import type { Page } from '../types/page';

/** The sales team's quotation desk (staff/): staff sessions only; a buyer is refused with 20003, a visitor with 21008. */

/** The queue: unread buyer messages first, then newest. */
export const inquiryQueue = contract({
  path: API.staff.inquiryQueue, access: 'staff', staffRoles: ['sales'], account: 'queue', input: staffInquiryQueueSchema, answer: answer<Page<StaffInquirySummary>>(),
});

/** One inquiry in full; reading marks the buyer's messages read for the sales side. */
export const inquiryView = contract({
  path: API.staff.inquiryView, access: 'staff', staffRoles: ['sales'], account: 'inquiryId', input: inquiryRefSchema, answer: answer<StaffInquiryView>(),
});

/** A draft quotation, saved (new or replacing the draft); the inquiry must be submitted or in revision. */
export const saveQuotation = contract({
  path: API.staff.saveQuotation, access: 'staff', staffRoles: ['sales'], account: 'inquiryId', input: saveQuotationSchema, answer: answer<QuotationView>(),
});

/** Sends a draft: it becomes the next version, the inquiry moves to quoted, the buyer gets an email with the PDF. */
export const sendQuotation = contract({
  path: API.staff.sendQuotation, access: 'staff', staffRoles: ['sales'], account: 'inquiryId', input: sendQuotationSchema, answer: answer<QuotationView>(),
});

export const declineInquiry = contract({
  path: API.staff.declineInquiry, access: 'staff', staffRoles: ['sales'], account: 'inquiryId', input: declineInquirySchema, answer: answer<StaffInquiryView>(),
});

export const inquiryMessages = contract({
  path: API.staff.inquiryMessages, access: 'staff', staffRoles: ['sales'], account: 'inquiryId', input: inquiryRefSchema, answer: answer<InquiryMessage[]>(),
});

export const sendInquiryMessage = contract({
  path: API.staff.sendInquiryMessage, access: 'staff', staffRoles: ['sales'], account: 'inquiryId', input: sendMessageSchema, answer: answer<InquiryMessage>(),
});
