import nodemailer from 'nodemailer';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';
import type { Logger } from './log';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** A one-time code or link in the message: delivered, but never stored in the outbox or logged. */
  secret?: string;
}

const REMOVED = '[removed]';

/** The outbox copy: the message without its secret. */
function withoutSecret(mail: Mail) {
  const strip = (value: string) => (mail.secret ? value.split(mail.secret).join(REMOVED) : value);
  return { to: mail.to, subject: strip(mail.subject), text: strip(mail.text), html: mail.html === undefined ? undefined : strip(mail.html) };
}

export interface Mailer {
  send: (mail: Mail) => Promise<void>;
}

/**
 * Every message is written to the outbox first (an audit trail), without its secret; with SMTP_URL it is
 * then delivered through nodemailer. Bodies are never logged.
 */
export function createMailer(options: { db: Db; smtpUrl?: string; from: string; log: Logger }): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  return {
    async send(mail) {
      const [row] = await options.db.insert(mailOutbox).values(withoutSecret(mail)).returning({ id: mailOutbox.id });
      if (!transport) {
        options.log.info({ outboxId: row!.id }, 'mail kept in the outbox, not sent (no SMTP_URL)');
        return;
      }
      try {
        const { secret: _secret, ...message } = mail;
        await transport.sendMail({ from: options.from, ...message });
        await options.db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, row!.id));
      } catch (error) {
        await options.db.update(mailOutbox).set({ error: String(error) }).where(eq(mailOutbox.id, row!.id));
        throw error;
      }
    },
  };
}
