import { z } from '../z';
import { idField, optional, text, wholeNumber } from './fields';

/** Inputs of the console's Mail desk (staff/mailOutbox.do, resendMail.do). */
export const MAIL_LIMITS = { pageSize: 20, maxPageSize: 100, maxKeyword: 100 } as const;

/** Which messages: those that need attention (pending, failed and dead; the default), one state, or all. */
export const MAIL_STATES = ['attention', 'pending', 'failed', 'dead', 'sent', 'all'] as const;
export type MailStateFilter = (typeof MAIL_STATES)[number];

/** staff/mailOutbox.do: newest first. `keyword`: the recipient's address or the subject (contains). */
export const mailOutboxSchema = z.object({
  state: optional(z.enum(MAIL_STATES, { error: 'Please choose attention, pending, failed, dead, sent or all.' })),
  keyword: optional(text(MAIL_LIMITS.maxKeyword)),
  pageNum: optional(wholeNumber(1, 10_000)),
  pageSize: optional(wholeNumber(1, MAIL_LIMITS.maxPageSize)),
});

/** staff/resendMail.do: a message not sent yet is tried again now, with its retries counted afresh (audited). */
export const resendMailSchema = z.object({ outboxId: idField('Please choose a message.') });

export type MailOutboxInput = z.input<typeof mailOutboxSchema>;
