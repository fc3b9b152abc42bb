// The Mail desk (staff/mailOutbox.do, resendMail.do).
import type { Page } from './page';

/**
 * Where a message of the outbox stands: `pending` (waiting for its first try), `failed` (a try failed; the job
 * runner tries again at `nextAttemptAt`), `dead` (given up: only "send again" revives it) or `sent`.
 */
export type MailState = 'pending' | 'failed' | 'dead' | 'sent';

/** One message of the outbox, without its body. */
export interface MailOutboxEntry {
  outboxId: number;
  to: string;
  subject: string;
  state: MailState;
  attempts: number;
  lastError: string | null;
  messageId: string | null;
  createdAt: string;
  sentAt: string | null;
  nextAttemptAt: string | null;
  deadAt: string | null;
  /** It held a one-time code, which is never stored: it cannot be sent again (the buyer asks for a new code). */
  oneTimeCode: boolean;
  /** Whether "send again" is offered: not sent yet, and no one-time code. */
  canResend: boolean;
}

export interface MailOutboxPage extends Page<MailOutboxEntry> {
  /** Messages in each state that needs attention, whatever the filter. */
  counts: { pending: number; failed: number; dead: number };
  /** False when the back-end has no SMTP_URL: messages are only kept, never sent. */
  delivers: boolean;
}
