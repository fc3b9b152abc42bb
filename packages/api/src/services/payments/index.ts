/**
 * The face of the payments domain: what other domains, workflows/ and queries/ may use of it (docs/architecture.md,
 * The back-end's layers). Its other files are its own.
 */
export { balanceReceived, depositReceived } from './gate';
export { instructionsFor, listInstructions, saveInstructions } from './instructions';
export { orderPayments, receiptSoFar } from './view';
export {
  alreadyConfirmed, amountFor, checkNoticeLimits, checkOverpayment, type ConfirmInput, type NoticeInput, openNotice, type ReceiptWritten,
  type RecordInput, type RejectInput, tellConfirmed, tellNoticeSent, tellRecorded, tellRejected, writeConfirmation, writeNotice, writeReceipt,
  writeRejection,
} from './notices';
