import nodemailer from 'nodemailer';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { mailOutbox } from '../db/schema';
import type { Logger } from './log';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** A one-time code or link in the message: delivered, but never stored in the outbox or logged. */
  secret?: string;
  /**
   * Files sent with the message (a quotation PDF). Delivered from the original only: the outbox keeps the
   * text of the message, not the bytes, so a message is delivered with its files right after it is queued.
   */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Uint8Array;
}

const REMOVED = '[removed]';

/** The outbox copy: the message without its secret. */
function withoutSecret(mail: Mail) {
  const strip = (value: string) => (mail.secret ? value.split(mail.secret).join(REMOVED) : value);
  return { to: mail.to, subject: strip(mail.subject), text: strip(mail.text), html: mail.html === undefined ? undefined : strip(mail.html) };
}

export interface Mailer {
  /** Keeps the message in the outbox and delivers it now; a delivery failure is thrown. */
  send: (mail: Mail) => Promise<void>;
  /** Keeps the message (without its secret) in the outbox through `db` (a use case's transaction), to be delivered once that commits. */
  queue: (db: Db | Tx, mail: Mail) => Promise<number>;
  /** Delivers a kept message (SMTP when configured) and marks it sent, or records the error and throws. */
  deliver: (outboxId: number, original?: Mail) => Promise<void>;
}

/**
 * Every message is written to the outbox first (an audit trail), without its secret; with SMTP_URL it is
 * then delivered through nodemailer. Bodies are never logged.
 */
export function createMailer(options: { db: Db; smtpUrl?: string; from: string; log: Logger }): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  const mailer: Mailer = {
    async send(mail) {
      await mailer.deliver(await mailer.queue(options.db, mail), mail);
    },

    async queue(db, mail) {
      const [row] = await db.insert(mailOutbox).values(withoutSecret(mail)).returning({ id: mailOutbox.id });
      return row!.id;
    },

    async deliver(outboxId, original) {
      // The outbox copy lacks any secret: a message with one is delivered from the original.
      const mail = original ?? (await options.db.select().from(mailOutbox).where(eq(mailOutbox.id, outboxId)).limit(1))[0];
      if (!mail) throw new Error(`mailer: no outbox message ${outboxId}`);
      if (!transport) {
        options.log.info({ outboxId }, 'mail kept in the outbox, not sent (no SMTP_URL)');
        return;
      }
      try {
        const attachments = original?.attachments?.map((file) => ({ filename: file.filename, contentType: file.contentType, content: Buffer.from(file.content) }));
        await transport.sendMail({
          from: options.from, to: mail.to, subject: mail.subject, text: mail.text,
          ...(mail.html ? { html: mail.html } : {}),
          ...(attachments?.length ? { attachments } : {}),
        });
        await options.db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, outboxId));
      } catch (error) {
        await options.db.update(mailOutbox).set({ error: String(error) }).where(eq(mailOutbox.id, outboxId));
        throw error;
      }
    },
  };
  return mailer;
}
