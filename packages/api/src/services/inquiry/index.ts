/**
 * The face of the inquiry domain: what other domains, workflows/ and queries/ may use of it (docs/architecture.md,
 * The back-end's layers). Its other files are its own.
 */
export { expireDueInquiries, expireIfDue, isPastValidity } from './expiry';
export { listMessages, postMessage, readThread, sendMessage } from './messages';
export { orderableQuotation, quotedItems } from './ordering';
export { shippingAddress } from './requestParts';
export { buildInquiryDetail, EDITABLE_STATUSES, type InquiryRow, type ItemRow, latestQuotations, loadInquiry, loadItems, type QuotationRow, toQuotationView, toSummary, unreadCounts } from './view';
export { moveInquiryStatus, startInquiryStatus } from './statusStep';
export { moveInquiriesToCompany } from './moveCompany';
export { inquiriesWaitingSince, lockQuotedInquiry, quotedInquiryIds } from './jobReads';
export { openInquiryCount } from './reads';
export { checkRequester, createQuickInquiry, type PreciseRequest, preciseRequestFromCart, type QuickInquiryInput, type RequestCaller, savePreciseInquiry, saveQuickInquiry } from './create';
export { commitEdit, preciseEdit, preciseLogoEdit, preciseQuantityEdit, quicklyEdit } from './edits';
export { inquiryDetail, listInquiries } from './list';
export { acceptQuotation, declineInquiry, requestRevision } from './steps';
export { setLineRequest } from './lineRequest';
