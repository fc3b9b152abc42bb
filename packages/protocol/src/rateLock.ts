import { dayText } from './format';

/**
 * A foreign-currency quotation's rate lock (issue 49): the last day it may be accepted at its rate. The texts name the
 * day as the site writes it ('1 Dec 2026'), never as ISO; both ends check the day the same way.
 */

/** Whether a lock's last day (YYYY-MM-DD) is behind `today` (YYYY-MM-DD, UTC). */
export const rateLockEnded = (lockedUntil: string | null | undefined, today: string): boolean => !!lockedUntil && lockedUntil < today;

/** On the buyer's quotation once the lock passed, and (with a full stop) the refusal to accept or order it. */
export const rateLockEndedText = (lockedUntil: string) => `The rate lock ended on ${dayText(lockedUntil)}: ask for a revision at today's rate`;

/** sendQuotation.do on a draft whose lock passed: saving it again takes today's rate. */
export const rateLockEndedSendMessage = (lockedUntil: string) =>
  `The rate lock of this draft ended on ${dayText(lockedUntil)}. Please choose a new "Rate locked until" day, today or later, and save the draft: it then takes today's rate.`;

/** A lock day chosen in the past: the editor as it is entered, and saveQuotation.do. */
export const rateLockPassedMessage = (day: string) => `The day the rate is locked until (${dayText(day)}) has passed. Please choose today or a later day.`;
