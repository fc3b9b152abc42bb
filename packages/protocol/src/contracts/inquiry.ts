import { API } from '../paths';
import { answer, contract } from '../contract';
import {
  acceptQuotationSchema, confirmOrderSchema, declineInquirySchema, editCommitSchema, inquiryListSchema, inquiryRefSchema,
  preciseEditSchema, preciseLogoEditSchema, preciseQuantityEditSchema, quicklyEditSchema, quicklyUploadSchema,
  requestRevisionSchema, sendMessageSchema,
} from '../schemas/inquiry';
import type { CategoryNode } from '../types/catalog';
import type { InquiryCreated, InquiryDetail, InquiryMessage, InquiryPage } from '../types/inquiry';
import { noInput } from './noInput';

/**
 * The buyer's inquiries (csite/inquiryOrder/), named for what they do; the spec's wire names stay in `path`
 * (API.inquiryOrder). Only the member's own; another member's inquiry is 20004 with no
 * data. Every status step is checked against INQUIRY_FLOW (20009 with the reason when refused).
 */

/** The category tree a quick inquiry picks from. */
export const catList3 = contract({ path: API.inquiryOrder.catList3, access: 'member', role: 'viewer', input: noInput, answer: answer<CategoryNode[]>() });

/** A quick inquiry: a described request with the member's own files (quicklyUpload.do). */
export const createQuickInquiry = contract({
  path: API.inquiryOrder.quicklyUpload, access: 'member', input: quicklyUploadSchema, answer: answer<InquiryCreated>(),
});

/** A precise inquiry from the chosen cart lines (which leave the cart in the same transaction); confirmOrder.do. */
export const createPreciseInquiry = contract({
  path: API.inquiryOrder.confirmOrder, access: 'member', input: confirmOrderSchema, answer: answer<InquiryCreated>(),
});

export const inquiryOrderList1562 = contract({
  path: API.inquiryOrder.inquiryOrderList1562, access: 'member', role: 'viewer', input: inquiryListSchema, answer: answer<InquiryPage>(),
});

/**
 * Detail of a quick inquiry (mode 0; 1562a); reading it marks nothing. Clients ask through `inquiryDetail()`
 * (../inquiryDetail.ts), which knows both detail paths.
 */
export const quickInquiryDetail = contract({
  path: API.inquiryOrder.inquiryOrderDetail1562a, access: 'member', role: 'viewer', input: inquiryRefSchema, answer: answer<InquiryDetail>(),
});

/** Detail of a precise inquiry (any other mode; 1562b). */
export const preciseInquiryDetail = contract({
  path: API.inquiryOrder.inquiryOrderDetail1562b, access: 'member', role: 'viewer', input: inquiryRefSchema, answer: answer<InquiryDetail>(),
});

/** Edits, while the inquiry is submitted or a revision is open: they change a draft, the commit applies it. */
export const quicklyEdit = contract({
  path: API.inquiryOrder.quicklyEdit, access: 'member', input: quicklyEditSchema, answer: answer<InquiryDetail>(),
});

export const preciseEdit = contract({
  path: API.inquiryOrder.preciseEdit, access: 'member', input: preciseEditSchema, answer: answer<InquiryDetail>(),
});

export const preciseQuantityEdit = contract({
  path: API.inquiryOrder.preciseQuantityEdit, access: 'member', input: preciseQuantityEditSchema, answer: answer<InquiryDetail>(),
});

export const preciseLogoEdit = contract({
  path: API.inquiryOrder.preciseLogoEdit, access: 'member', input: preciseLogoEditSchema, answer: answer<InquiryDetail>(),
});

export const quicklyEditCommit = contract({
  path: API.inquiryOrder.quicklyEditCommit, access: 'member', input: editCommitSchema, answer: answer<InquiryDetail>(),
});

export const preciseEditCommit = contract({
  path: API.inquiryOrder.preciseEditCommit, access: 'member', input: editCommitSchema, answer: answer<InquiryDetail>(),
});

/** Sends a past inquiry's lines back to the cart (merged like any add). */
export const addToInquiryCart = contract({
  path: API.inquiryOrder.addToInquiryCart, access: 'member', input: inquiryRefSchema, answer: answer<{ cartNum: number; added: number }>(),
});

export const acceptQuotation = contract({
  path: API.inquiryOrder.acceptQuotation, access: 'member', input: acceptQuotationSchema, answer: answer<InquiryDetail>(),
});

export const requestRevision = contract({
  path: API.inquiryOrder.requestRevision, access: 'member', input: requestRevisionSchema, answer: answer<InquiryDetail>(),
});

export const declineInquiry = contract({
  path: API.inquiryOrder.declineInquiry, access: 'member', input: declineInquirySchema, answer: answer<InquiryDetail>(),
});

/** The thread, oldest first; reading marks the sales team's messages read for the buyer. */
export const inquiryMessages = contract({
  path: API.inquiryOrder.inquiryMessages, access: 'member', role: 'viewer', input: inquiryRefSchema, answer: answer<InquiryMessage[]>(),
});

export const sendInquiryMessage = contract({
  path: API.inquiryOrder.sendInquiryMessage, access: 'member', input: sendMessageSchema, answer: answer<InquiryMessage>(),
});
