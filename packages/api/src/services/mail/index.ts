/**
 * The face of the mail domain: what other domains, workflows/ and queries/ may use of it (docs/architecture.md,
 * The back-end's layers). Its other files are its own.
 */
export { branded, type BrandedMail, brandOf, buyerOf, deskLink, detailsLink, lines, mailBuyer, mailStaff, type ThemeName } from './compose';
export { fileNames, mailThreadMessage, newThreadMessage, nickOf, threadAuthors, type ThreadSide, toThreadMessage } from './thread';
export { listOutbox, outboxEntry, requeueForResend } from './desk';
