/**
 * The face of the quotation domain: what other domains, workflows/ and queries/ may use of it (docs/architecture.md,
 * The back-end's layers). Its other files are its own.
 */
export { declineByDesk, saveQuotation, sendDraft, staffBuyer, staffInquiryView } from './desk';
export { quotationPdfFor, type RenderedPdf } from './document';
export { priceLines } from './pricing';
export { estimateQuotation } from './landedCost';
export { findQuotation } from './lookup';
export { inquiryQueue } from './queue';
export { agreementAtQty } from './agreements';
export { answersOf, type AnswerRow, type OfferRow, saveLineAnswers, versionFrozen } from './lineAnswers';
export { acceptedLinesOf, answerLine, type ResponseRow, responsesOf, toLineResponse } from './lineResponses';
export { preSendChecks } from './preSend';
export { assertNoPendingApproval, decideApproval, lockPendingApproval, openApproval } from './approval';
