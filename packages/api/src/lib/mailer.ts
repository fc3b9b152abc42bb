import { randomUUID } from 'node:crypto';
import type { Transporter } from 'nodemailer';
import { and, asc, eq, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { mailOutbox, mailOutboxFiles } from '../db/schema';
import type { Logger } from './log';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /**
   * A one-time code or link in the message: delivered, but never stored in the outbox or logged. Such a message
   * is delivered from its original, right after it is queued, and never retried: the buyer asks for a new code.
   */
  secret?: string;
  /** Files sent with the message (a quotation PDF), kept with the outbox row so that a retry sends them too. */
  attachments?: MailAttachment[];
  /** The sender's display name (the brand of the site the mail is about); the address stays MAIL_FROM's. */
  fromName?: string;
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Uint8Array;
}

const REMOVED = '[removed]';

/** Delivery rules of the outbox (README, configuration: MAIL_MAX_ATTEMPTS, MAIL_RETRY_BASE_MS). */
export interface DeliveryPolicy {
  /** Tries before a message is dead (kept, shown on the Mail desk, sent again only by staff). */
  maxAttempts: number;
  /** The wait after the first failed try; it doubles with each try, up to `maxDelayMs`. */
  retryBaseMs: number;
  maxDelayMs: number;
  /** How long a claim on a message lasts: longer than one SMTP exchange may take (see the transport's timeouts). */
  leaseMs: number;
}

export const DEFAULT_DELIVERY: DeliveryPolicy = { maxAttempts: 8, retryBaseMs: 60_000, maxDelayMs: 6 * 3600_000, leaseMs: 120_000 };

/** The wait before try number `attempts + 1`, after `attempts` failed tries. */
export const retryDelayMs = (policy: DeliveryPolicy, attempts: number) => Math.min(policy.maxDelayMs, policy.retryBaseMs * 2 ** Math.max(0, attempts - 1));

export const ONCE_NOT_RETRIED = 'Not retried: this message held a one-time code, which is never stored. The buyer can ask for a new code.';

/** The outbox copy: the message without its secret. */
function withoutSecret(mail: Mail) {
  const strip = (value: string) => (mail.secret ? value.split(mail.secret).join(REMOVED) : value);
  return { to: mail.to, subject: strip(mail.subject), text: strip(mail.text), html: mail.html === undefined ? undefined : strip(mail.html) };
}

/** MAIL_FROM's address under another display name ('Velmora <no-reply@…>'); MAIL_FROM itself without one. */
function fromHeader(from: string, name: string | null | undefined): string | { name: string; address: string } {
  if (!name) return from;
  return { name, address: /<([^>]+)>/.exec(from)?.[1] ?? from.trim() };
}

/** The domain of the From address, for Message-IDs. */
function messageDomain(from: string): string {
  const match = /@([^>\s]+)>?\s*$/.exec(from);
  return match?.[1] ?? 'localhost';
}

export type DeliveryOutcome = 'sent' | 'retry' | 'dead' | 'skipped';

export interface Mailer {
  /** Whether SMTP_URL is set: without it messages are only kept in the outbox. */
  delivers: boolean;
  /** Keeps the message in the outbox and delivers it now; a delivery failure is thrown. */
  send: (mail: Mail) => Promise<void>;
  /** Keeps the message (without its secret) in the outbox through `db` (a use case's transaction), to be delivered once that commits. */
  queue: (db: Db | Tx, mail: Mail) => Promise<number>;
  /**
   * Delivers one kept message when no other process holds it: claims it, sends it with its fixed Message-ID and
   * marks it sent, or records the error and schedules the next try (dead after the last). A failure is thrown.
   */
  deliver: (outboxId: number, original?: Mail) => Promise<DeliveryOutcome>;
  /** The job runner's pass: delivers up to `limit` due messages (every process may run it at once). */
  deliverDue: (limit?: number) => Promise<{ sent: number; failed: number }>;
}

type OutboxRow = typeof mailOutbox.$inferSelect;

/**
 * Every message is written to the outbox first (an audit trail), without its secret; with SMTP_URL it is then
 * delivered through nodemailer, at least once: a claim with FOR UPDATE SKIP LOCKED and a lease (`locked_until`)
 * keeps two processes from sending it at the same time, and a failed try is retried with exponential backoff.
 * Bodies are never logged.
 */
export function createMailer(options: {
  db: Db;
  smtpUrl?: string;
  from: string;
  log: Logger;
  policy?: Partial<DeliveryPolicy>;
  now?: () => Date;
}): Mailer {
  const policy: DeliveryPolicy = { ...DEFAULT_DELIVERY, ...options.policy };
  const now = options.now ?? (() => new Date());
  const db = options.db;
  // Bounded waits, so that one exchange always ends well within the lease.
  // nodemailer loads only when there is an SMTP server to talk to: a process without one does not carry it.
  const transport: Promise<Transporter> | null = options.smtpUrl
    ? import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({ url: options.smtpUrl, connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 45_000 }))
    : null;
  const domain = messageDomain(options.from);

  /** Claims the due messages `where` picks (skipping those another process holds) and counts the try. */
  async function claim(where: SQL, limit: number): Promise<OutboxRow[]> {
    const at = now();
    return db.transaction(async (tx) => {
      const free = and(isNull(mailOutbox.sentAt), isNull(mailOutbox.deadAt), or(isNull(mailOutbox.lockedUntil), lt(mailOutbox.lockedUntil, at)), where);
      const picked = await tx
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(free)
        .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
        .limit(limit)
        .for('update', { skipLocked: true });
      if (!picked.length) return [];
      return tx
        .update(mailOutbox)
        .set({
          lockedUntil: new Date(at.getTime() + policy.leaseMs),
          attempts: sql`${mailOutbox.attempts} + 1`,
          // A message kept before Message-IDs were fixed gets its own now, before its first try.
          messageId: sql`coalesce(${mailOutbox.messageId}, '<outbox-' || ${mailOutbox.id} || '-' || extract(epoch from ${mailOutbox.createdAt})::bigint || '@${sql.raw(domain.replace(/'/g, ''))}>')`,
        })
        .where(inArray(mailOutbox.id, picked.map((row) => row.id)))
        .returning();
    });
  }

  /** Sends a claimed message and records the outcome. */
  async function sendClaimed(row: OutboxRow, original?: Mail): Promise<DeliveryOutcome> {
    const mail = original ?? row;
    try {
      const files = await db.select().from(mailOutboxFiles).where(eq(mailOutboxFiles.outboxId, row.id)).orderBy(asc(mailOutboxFiles.id));
      const attachments = files.map((file) => ({ filename: file.filename, contentType: file.contentType, content: Buffer.from(file.content) }));
      await (await transport!).sendMail({
        from: fromHeader(options.from, row.fromName), to: row.to, subject: mail.subject, text: mail.text, messageId: row.messageId!,
        ...(mail.html ? { html: mail.html } : {}),
        ...(attachments.length ? { attachments } : {}),
      });
    } catch (error) {
      const at = now();
      const dead = row.once || row.attempts >= policy.maxAttempts;
      await db
        .update(mailOutbox)
        .set({
          error: row.once ? `${String(error)} — ${ONCE_NOT_RETRIED}` : String(error),
          lockedUntil: null,
          deadAt: dead ? at : null,
          nextAttemptAt: new Date(at.getTime() + retryDelayMs(policy, row.attempts)),
        })
        .where(eq(mailOutbox.id, row.id));
      options.log.warn({ err: error, outboxId: row.id, attempts: row.attempts, dead }, dead ? 'mail delivery gave up' : 'mail delivery failed, will retry');
      throw error;
    }
    await db.update(mailOutbox).set({ sentAt: now(), lockedUntil: null }).where(eq(mailOutbox.id, row.id));
    return 'sent';
  }

  const mailer: Mailer = {
    delivers: transport !== null,

    async send(mail) {
      await mailer.deliver(await mailer.queue(db, mail), mail);
    },

    async queue(into, mail) {
      const [row] = await into
        .insert(mailOutbox)
        .values({ ...withoutSecret(mail), fromName: mail.fromName ?? null, messageId: `<${randomUUID()}@${domain}>`, once: Boolean(mail.secret) })
        .returning({ id: mailOutbox.id });
      if (mail.attachments?.length) {
        await into.insert(mailOutboxFiles).values(
          mail.attachments.map((file) => ({ outboxId: row!.id, filename: file.filename, contentType: file.contentType, content: file.content })),
        );
      }
      return row!.id;
    },

    async deliver(outboxId, original) {
      if (!transport) {
        options.log.info({ outboxId }, 'mail kept in the outbox, not sent (no SMTP_URL)');
        return 'skipped';
      }
      const [row] = await claim(eq(mailOutbox.id, outboxId), 1);
      // Sent already, dead, or being sent by another process.
      if (!row) return 'skipped';
      if (row.once && !original) {
        await db.update(mailOutbox).set({ deadAt: now(), lockedUntil: null, error: ONCE_NOT_RETRIED }).where(eq(mailOutbox.id, row.id));
        return 'dead';
      }
      return sendClaimed(row, original);
    },

    async deliverDue(limit = 20) {
      const at = now();
      // A message with a one-time code left unsent (its process died before the send) is never retried.
      await db
        .update(mailOutbox)
        .set({ deadAt: at, error: ONCE_NOT_RETRIED })
        .where(and(
          eq(mailOutbox.once, true), isNull(mailOutbox.sentAt), isNull(mailOutbox.deadAt),
          lt(mailOutbox.createdAt, new Date(at.getTime() - policy.leaseMs)), or(isNull(mailOutbox.lockedUntil), lt(mailOutbox.lockedUntil, at)),
        ));
      if (!transport) return { sent: 0, failed: 0 };
      const rows = await claim(and(eq(mailOutbox.once, false), lte(mailOutbox.nextAttemptAt, at))!, limit);
      let sent = 0;
      let failed = 0;
      for (const row of rows) {
        await sendClaimed(row).then(() => sent++, () => failed++);
      }
      return { sent, failed };
    },
  };
  return mailer;
}
