import { API } from '../paths';
import { answer, contract } from '../contract';
import { mailOutboxSchema, resendMailSchema } from '../schemas/staffMail';
import type { MailOutboxEntry, MailOutboxPage } from '../types/mail';

/**
 * The console's Mail desk (staff/): the outbox's messages that wait, fail or were given up, with their last error,
 * and "send again". Staff sessions only: a buyer is refused with 20003, a visitor with 21008. Sending again is
 * recorded in the audit trail.
 */

/** Messages newest first, with the number in each state that needs attention. */
export const mailOutbox = contract({ path: API.staff.mailOutbox, access: 'staff', staffRoles: ['administrator'], input: mailOutboxSchema, answer: answer<MailOutboxPage>() });

/** Tries a pending, failed or dead message again now; answers it as it stands after the try. */
export const resendMail = contract({ path: API.staff.resendMail, access: 'staff', staffRoles: ['administrator'], input: resendMailSchema, answer: answer<MailOutboxEntry>() });
