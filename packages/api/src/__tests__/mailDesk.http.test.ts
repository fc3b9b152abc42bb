import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { API, RES, type AuditTrailPage, type MailOutboxEntry, type MailOutboxPage } from '@sw/protocol';
import { mailOutbox, staffAudit } from '../db/schema';
import { ONCE_NOT_RETRIED } from '../lib/mailer';
import { staffDeskFile } from '../testing/deskFile';
import { inquiryTesting } from '../testing/inquiries';

/**
 * The console's Mail desk over HTTP: pending, failed and dead messages with their last error, filters, and
 * "send again" (audited, same Message-ID); a buyer (20003) and a visitor (21008) are refused.
 */

const { t, smtp, staff } = staffDeskFile(inquiryTesting, { goods: 12, staffNick: 'Mail Desk' });
const { ok, as, refused, person, db } = t;
const S = API.staff;

/** A message written straight into the outbox in a given state. */
async function kept(values: Partial<typeof mailOutbox.$inferInsert> & { to: string }) {
  const [row] = await db()
    .insert(mailOutbox)
    .values({ subject: `Hello ${values.to}`, text: 'Body', messageId: `<${values.to}-${Date.now()}@steelora.example>`, ...values })
    .returning({ id: mailOutbox.id });
  return row!.id;
}

describe('the Mail desk', () => {
  it('refuses a buyer (20003) and a visitor (21008) with no data', async () => {
    const buyer = await person();
    for (const path of [S.mailOutbox, S.resendMail]) {
      refused(await as(buyer)(path, { outboxId: 1 }), RES.FORBIDDEN, 'This is for staff only.');
      refused(await as(null)(path, { outboxId: 1 }), RES.NOT_SIGNED_IN);
    }
  });

  it('lists the messages that need attention with their state and last error, and filters them', async () => {
    const dead = await kept({ to: 'dead@mail.test', error: 'Error: connect ECONNREFUSED', attempts: 8, deadAt: new Date() });
    const failed = await kept({ to: 'failed@mail.test', error: 'Error: 451 try later', attempts: 2 });
    const pending = await kept({ to: 'pending@mail.test' });
    const sent = await kept({ to: 'sent@mail.test', sentAt: new Date(), attempts: 1 });

    const page = await ok<MailOutboxPage>(staff, S.mailOutbox, { pageSize: 100 });
    const ids = page.list.map((entry) => entry.outboxId);
    expect(ids).toEqual(expect.arrayContaining([dead, failed, pending]));
    expect(ids).not.toContain(sent);
    expect(page.delivers).toBe(true);
    expect(page.counts).toMatchObject({ dead: expect.any(Number), failed: expect.any(Number) });
    expect(page.counts.dead).toBeGreaterThanOrEqual(1);
    const byId = new Map(page.list.map((entry) => [entry.outboxId, entry]));
    expect(byId.get(dead)).toMatchObject({ state: 'dead', attempts: 8, lastError: 'Error: connect ECONNREFUSED', canResend: true, nextAttemptAt: null });
    expect(byId.get(failed)).toMatchObject({ state: 'failed', attempts: 2, lastError: 'Error: 451 try later', canResend: true });
    expect(byId.get(pending)).toMatchObject({ state: 'pending', lastError: null });
    expect(JSON.stringify(page)).not.toContain('Body');

    const onlyDead = await ok<MailOutboxPage>(staff, S.mailOutbox, { state: 'dead', keyword: 'dead@mail' });
    expect(onlyDead.list.map((entry) => entry.outboxId)).toEqual([dead]);
    const sentPage = await ok<MailOutboxPage>(staff, S.mailOutbox, { state: 'sent', keyword: 'sent@mail.test' });
    expect(sentPage.list).toMatchObject([{ outboxId: sent, state: 'sent', canResend: false }]);
    refused(await as(staff)(S.mailOutbox, { state: 'lost' }), RES.INVALID_PARAMS);
  });

  it('sends a dead message again with the same Message-ID, and records it in the audit trail', async () => {
    const messageId = '<resend-me@steelora.example>';
    const id = await kept({ to: 'again@mail.test', subject: 'Your quotation', error: 'Error: connect ECONNREFUSED', attempts: 8, deadAt: new Date(), messageId });
    const entry = await ok<MailOutboxEntry>(staff, S.resendMail, { outboxId: id });
    expect(entry).toMatchObject({ outboxId: id, state: 'sent', attempts: 1, canResend: false });
    const received = smtp().messages.filter((m) => m.to.includes('again@mail.test'));
    expect(received.length).toBe(1);
    expect(received[0]!.raw).toContain(`Message-ID: ${messageId}`);

    const [audit] = await db().select().from(staffAudit).where(and(eq(staffAudit.action, 'mail.resend'), eq(staffAudit.targetId, String(id))));
    expect(audit).toMatchObject({ staffEmail: staff.email, targetType: 'mail', summary: 'Mail to again@mail.test sent again: Your quotation' });
    const trail = await ok<AuditTrailPage>(staff, S.auditTrail, { action: 'mail.resend' });
    expect(trail.actions).toContain('mail.resend');
    expect(trail.targetTypes).toContain('mail');

    refused(await as(staff)(S.resendMail, { outboxId: id }), RES.CONFLICT, 'This message was sent already.');
    expect(smtp().count('again@mail.test')).toBe(1);
  });

  it('refuses to send again a message with a one-time code, an unknown one and a bad id', async () => {
    const code = await kept({ to: 'code@mail.test', once: true, deadAt: new Date(), error: ONCE_NOT_RETRIED });
    refused(await as(staff)(S.resendMail, { outboxId: code }), RES.CONFLICT, ONCE_NOT_RETRIED);
    const page = await ok<MailOutboxPage>(staff, S.mailOutbox, { keyword: 'code@mail.test' });
    expect(page.list).toMatchObject([{ outboxId: code, oneTimeCode: true, canResend: false }]);
    refused(await as(staff)(S.resendMail, { outboxId: 99_999_999 }), RES.NOT_FOUND, 'This message was not found.');
    refused(await as(staff)(S.resendMail, { outboxId: 'x' }), RES.INVALID_PARAMS);
    expect(smtp().count('code@mail.test')).toBe(0);
  });
});
