import { randomUUID } from 'node:crypto';
import type { Transporter } from 'nodemailer';
import { and, asc, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { mailOutbox, mailOutboxFiles } from '../db/schema';
import { MAIL_DEAD_QUEUE, MAIL_QUEUE, type Jobs } from './jobs/boss';
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

/** Delivery rules of the outbox (README, configuration: MAIL_MAX_ATTEMPTS, MAIL_RETRY_BASE_MS, MAIL_LEASE_MS). */
export interface DeliveryPolicy {
  /** Tries before a message is dead (kept, shown on the Mail desk, sent again only by staff). */
  maxAttempts: number;
  /** The wait after the first failed try; pg-boss doubles it with each try (with jitter), up to `maxDelayMs`. */
  retryBaseMs: number;
  maxDelayMs: number;
  /**
   * How long the first try after the commit has before the delivery job may run (so the two never overlap), and
   * how long a worker's try may take before pg-boss hands the job to another: longer than one SMTP exchange.
   */
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

/** `retry`: the try failed and pg-boss tries again; `dead`: given up (its job goes to the dead letter queue). */
/** The scheduled pruning (services/jobs): the attachments of messages sent before `sentBefore` go; the messages stay. */
export async function pruneSentAttachments(db: Db, sentBefore: Date): Promise<void> {
  const longSent = db.select({ id: mailOutbox.id }).from(mailOutbox).where(and(isNotNull(mailOutbox.sentAt), lt(mailOutbox.sentAt, sentBefore)));
  await db.delete(mailOutboxFiles).where(inArray(mailOutboxFiles.outboxId, longSent));
}

export type DeliveryOutcome = 'sent' | 'retry' | 'dead' | 'skipped';

export interface Mailer {
  /** Whether SMTP_URL is set: without it messages are only kept in the outbox (and get no delivery job). */
  delivers: boolean;
  /** Keeps the message in the outbox and delivers it now; a delivery failure is thrown. */
  send: (mail: Mail) => Promise<void>;
  /** Keeps the message (without its secret) in the outbox through `db` (a use case's transaction), with its delivery job. */
  queue: (db: Db | Tx, mail: Mail) => Promise<number>;
  /** Gives a kept message a fresh count of tries (no longer dead) and a new delivery job in `into` (the Mail desk's "send again"). */
  requeue: (into: Db | Tx, outboxId: number) => Promise<void>;
  /**
   * Tries one kept message now (right after its commit, or sent again): sends it with its fixed Message-ID and marks
   * it sent, or records the error; then its delivery job is done, or due at the next try. A failure is thrown.
   */
  deliver: (outboxId: number, original?: Mail) => Promise<DeliveryOutcome>;
  /** The delivery job's try (lib/jobs/mail.ts): never throws for a failed send, answers the outcome instead. */
  work: (outboxId: number) => Promise<DeliveryOutcome>;
  /**
   * Gives every waiting message without a delivery job one, due now: those kept before jobs ran on pg-boss, or while
   * SMTP_URL was unset. A working process calls it at start; of several at once, one takes each message.
   */
  adoptWaiting: () => Promise<number>;
}

type OutboxRow = typeof mailOutbox.$inferSelect;

/**
 * A delivery job's retries as pg-boss takes them: more than the outbox's tries (the row says when a message is
 * dead), backoff from MAIL_RETRY_BASE_MS in whole seconds (under a second, as in tests, a failed job is due again at
 * once), handed to another worker when a try outlasts the lease, to `mail.dead` when given up.
 */
function deliveryJobOptions(policy: DeliveryPolicy) {
  const retrySeconds = Math.round(policy.retryBaseMs / 1000);
  return {
    retryLimit: policy.maxAttempts,
    retryDelay: retrySeconds,
    ...(retrySeconds > 0 ? { retryBackoff: true, retryDelayMax: Math.ceil(policy.maxDelayMs / 1000) } : {}),
    expireInSeconds: Math.ceil(policy.leaseMs / 1000),
    deadLetter: MAIL_DEAD_QUEUE,
  };
}

/**
 * Every message is written to the outbox first (an audit trail), without its secret; with SMTP_URL it is then
 * delivered through nodemailer, at least once: a pg-boss job (queue `mail.deliver`) created in the same
 * transaction retries a failed try with exponential backoff and gives up after MAIL_MAX_ATTEMPTS tries (dead
 * letter `mail.dead`). pg-boss hands a job to one worker at a time. Bodies are never logged.
 */
/** What one try of a kept message needs of its mailer (createMailer). */
interface TryParts {
  db: Db;
  transport: Promise<Transporter>;
  from: string;
  /** The domain of the Message-IDs. */
  domain: string;
  policy: DeliveryPolicy;
  now: () => Date;
  log: Logger;
}

/** One try: counts it, sends with the stored Message-ID, records the outcome. Sent or dead messages are skipped. */
async function tryOnce(
  parts: TryParts,
  outboxId: number,
  original?: Mail,
): Promise<{ row?: OutboxRow; outcome: DeliveryOutcome; error?: unknown }> {
  const { db, transport, from, domain, policy, now, log } = parts;
  const [row] = await db
    .update(mailOutbox)
    .set({
      attempts: sql`${mailOutbox.attempts} + 1`,
      // A message kept before Message-IDs were fixed gets its own now, before its first try.
      messageId: sql`coalesce(${mailOutbox.messageId}, '<outbox-' || ${mailOutbox.id} || '-' || extract(epoch from ${mailOutbox.createdAt})::bigint || '@${sql.raw(domain.replace(/'/g, ''))}>')`,
    })
    .where(and(eq(mailOutbox.id, outboxId), isNull(mailOutbox.sentAt), isNull(mailOutbox.deadAt)))
    .returning();
  if (!row) return { outcome: 'skipped' };
  if (row.once && !original) {
    // Its process died before the send: the code is gone, the buyer asks for a new one.
    await db.update(mailOutbox).set({ deadAt: now(), error: ONCE_NOT_RETRIED }).where(eq(mailOutbox.id, row.id));
    return { row, outcome: 'dead' };
  }
  const mail = original ?? row;
  try {
    const files = await db.select().from(mailOutboxFiles).where(eq(mailOutboxFiles.outboxId, row.id)).orderBy(asc(mailOutboxFiles.id));
    const attachments = files.map((file) => ({ filename: file.filename, contentType: file.contentType, content: Buffer.from(file.content) }));
    await (await transport).sendMail({
      from: fromHeader(from, row.fromName), to: row.to, subject: mail.subject, text: mail.text, messageId: row.messageId!,
      ...(mail.html ? { html: mail.html } : {}),
      ...(attachments.length ? { attachments } : {}),
    });
  } catch (error) {
    const dead = row.once || row.attempts >= policy.maxAttempts;
    await db
      .update(mailOutbox)
      .set({ error: row.once ? `${String(error)} — ${ONCE_NOT_RETRIED}` : String(error), deadAt: dead ? now() : null })
      .where(eq(mailOutbox.id, row.id));
    log.warn({ err: error, outboxId: row.id, attempts: row.attempts, dead }, dead ? 'mail delivery gave up' : 'mail delivery failed, will retry');
    return { row, outcome: dead ? 'dead' : 'retry', error };
  }
  await db.update(mailOutbox).set({ sentAt: now() }).where(eq(mailOutbox.id, row.id));
  return { row, outcome: 'sent' };
}

export function createMailer(options: {
  db: Db;
  smtpUrl?: string;
  from: string;
  log: Logger;
  policy?: Partial<DeliveryPolicy>;
  now?: () => Date;
  /** pg-boss (lib/jobs/boss.ts), started before the first message is queued; without it a message gets its first try only. */
  jobs?: Jobs;
}): Mailer {
  const policy: DeliveryPolicy = { ...DEFAULT_DELIVERY, ...options.policy };
  const now = options.now ?? (() => new Date());
  const { db, jobs, log } = options;
  // Bounded waits, so that one exchange always ends well within the lease.
  // nodemailer loads only when there is an SMTP server to talk to: a process without one does not carry it.
  const transport: Promise<Transporter> | null = options.smtpUrl
    ? import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({ url: options.smtpUrl, connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 45_000 }))
    : null;
  const domain = messageDomain(options.from);
  const retryOptions = deliveryJobOptions(policy);
  const tryParts = (smtp: Promise<Transporter>): TryParts => ({ db, transport: smtp, from: options.from, domain, policy, now, log });

  /** Whether a kept message gets a delivery job: with SMTP and a started pg-boss. */
  function jobsReady(outboxId: number | null): boolean {
    if (!transport || !jobs) return false;
    if (!jobs.started) log.warn({ outboxId }, 'pg-boss is not started: this message gets its first try only');
    return jobs.started;
  }

  /**
   * The message's delivery job `id` in `into`, due once the first try's lease has passed, or at once (`null`: due at
   * the database's time of the transaction, so its commit notifies the listening workers).
   */
  async function enqueue(into: Db | Tx, outboxId: number, id: string, startAfter: Date | null = new Date(now().getTime() + policy.leaseMs)) {
    await jobs!.boss.send(MAIL_QUEUE, { outboxId }, { ...retryOptions, id, ...(startAfter ? { startAfter } : {}), db: jobs!.within(into) });
  }

  /** After a try outside the job: the job is done, or due at the next try. A failure here leaves the job as it was. */
  async function settleJob(row: OutboxRow, outcome: DeliveryOutcome) {
    if (!row.jobId || !jobs?.started || outcome === 'skipped') return;
    try {
      if (outcome === 'retry') {
        const startAfter = new Date(now().getTime() + retryDelayMs(policy, row.attempts));
        await jobs.boss.update(MAIL_QUEUE, undefined, { id: row.jobId, startAfter });
        // Not due yet, so no notification: this process's worker is woken at the time instead of its next poll.
        jobs.wake(MAIL_QUEUE, startAfter);
      } else {
        await jobs.boss.complete(MAIL_QUEUE, row.jobId, { outcome }, { includeQueued: true });
      }
    } catch (error) {
      log.warn({ err: error, outboxId: row.id }, 'the delivery job was not updated; it runs when due');
    }
  }

  const mailer: Mailer = {
    delivers: transport !== null,

    async send(mail) {
      await mailer.deliver(await mailer.queue(db, mail), mail);
    },

    async queue(into, mail) {
      const jobId = jobsReady(null) ? randomUUID() : null;
      const [row] = await into
        .insert(mailOutbox)
        .values({ ...withoutSecret(mail), fromName: mail.fromName ?? null, messageId: `<${randomUUID()}@${domain}>`, once: Boolean(mail.secret), jobId })
        .returning({ id: mailOutbox.id });
      if (mail.attachments?.length) {
        await into.insert(mailOutboxFiles).values(
          mail.attachments.map((file) => ({ outboxId: row!.id, filename: file.filename, contentType: file.contentType, content: file.content })),
        );
      }
      if (jobId) await enqueue(into, row!.id, jobId);
      return row!.id;
    },

    async requeue(into, outboxId) {
      const [row] = await into.select({ jobId: mailOutbox.jobId }).from(mailOutbox).where(eq(mailOutbox.id, outboxId));
      const ready = jobsReady(outboxId);
      // The message's earlier job, if it still waits, would only add a try.
      if (row?.jobId && ready) await jobs!.boss.cancel(MAIL_QUEUE, row.jobId, { db: jobs!.within(into) });
      const jobId = ready ? randomUUID() : null;
      await into.update(mailOutbox).set({ deadAt: null, attempts: 0, jobId }).where(eq(mailOutbox.id, outboxId));
      if (jobId) await enqueue(into, outboxId, jobId);
    },

    async deliver(outboxId, original) {
      if (!transport) {
        log.info({ outboxId }, 'mail kept in the outbox, not sent (no SMTP_URL)');
        return 'skipped';
      }
      const { row, outcome, error } = await tryOnce(tryParts(transport), outboxId, original);
      if (row) await settleJob(row, outcome);
      if (error !== undefined) throw error;
      return outcome;
    },

    async work(outboxId) {
      if (!transport) return 'skipped';
      return (await tryOnce(tryParts(transport), outboxId)).outcome;
    },

    async adoptWaiting() {
      if (!jobsReady(null)) return 0;
      return db.transaction(async (tx) => {
        // The update takes each row once: a second process's waits for this commit, then finds job_id set.
        const waiting = await tx
          .update(mailOutbox)
          .set({ jobId: sql`gen_random_uuid()` })
          .where(and(isNull(mailOutbox.sentAt), isNull(mailOutbox.deadAt), isNull(mailOutbox.jobId)))
          .returning({ id: mailOutbox.id, jobId: mailOutbox.jobId });
        for (const row of waiting) await enqueue(tx, row.id, row.jobId!, null);
        return waiting.length;
      });
    },
  };
  return mailer;
}
