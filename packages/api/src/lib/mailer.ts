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
}

export interface Mailer {
  send: (mail: Mail) => Promise<void>;
}

/**
 * Every message is written to the outbox first (an audit trail and the development inbox);
 * with SMTP_URL it is then delivered through nodemailer.
 */
export function createMailer(options: { db: Db; smtpUrl?: string; from: string; log: Logger }): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  return {
    async send(mail) {
      const [row] = await options.db.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id });
      if (!transport) {
        options.log.info({ to: mail.to, subject: mail.subject, text: mail.text }, 'mail kept in the outbox (no SMTP_URL)');
        return;
      }
      try {
        await transport.sendMail({ from: options.from, ...mail });
        await options.db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, row!.id));
      } catch (error) {
        await options.db.update(mailOutbox).set({ error: String(error) }).where(eq(mailOutbox.id, row!.id));
        throw error;
      }
    },
  };
}
