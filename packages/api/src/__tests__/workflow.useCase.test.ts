import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, count, eq, sql } from 'drizzle-orm';
import { RES, toMinor, type OriginalRequest } from '@sw/protocol';
import { startTestApi, type TestApi } from '../testing/harness';
import { insertAccount } from '../testing/members';
import {
  contactLeads, inquiries, inquiryMessages, inquiryStatusHistory, mailOutbox, orders, orderStatusHistory,
} from '../db/schema';
import { pgErrorCode, PG_CHECK_VIOLATION } from '../db/errors';
import { actorOf, runUseCase, SYSTEM_ACTOR, type ActorRef } from '../services/useCase/useCase';
import { moveInquiryStatus, startInquiryStatus } from '../services/inquiry/statusStep';
import { moveOrderStatus, startOrderStatus } from '../services/order/statusStep';
import { addContact } from '../services/contact/leads';

let api: TestApi;
let buyer: ActorRef;
let staff: ActorRef;
let buyerCompany: string;
const db = () => api.deps.database.db;
const rows = async (table: typeof inquiries | typeof inquiryStatusHistory | typeof mailOutbox | typeof contactLeads) =>
  (await db().select({ n: count() }).from(table))[0]!.n;

beforeAll(async () => {
  api = await startTestApi();
  const b = await insertAccount(db(), { email: 'flow-buyer@shop.example', pwdHash: 'x', nick: 'Buyer' });
  const s = await insertAccount(db(), { email: 'flow-staff@steelora.example', pwdHash: 'x', nick: 'Sales', role: 'staff' });
  buyer = actorOf({ id: b.id, role: 'buyer' });
  staff = actorOf({ id: s.id, role: 'staff' });
  buyerCompany = b.companyId!;
});
afterAll(async () => {
  await api?.close();
});

let inquiryNo = 0;
const ORIGINAL: OriginalRequest = { mode: 0, lines: [], quick: null, address: null, remark: null, submittedAt: '2026-01-01T00:00:00.000Z' };
/** A new inquiry with its first status recorded, through a use case. */
const newInquiry = () =>
  runUseCase(api.deps, async (uc) => {
    const [row] = await uc.tx
      .insert(inquiries)
      .values({ inquiryNo: `IQ-TEST-${++inquiryNo}`, memberId: buyer.memberId!, companyId: buyerCompany, original: ORIGINAL, createdAt: uc.now })
      .returning({ id: inquiries.id });
    await startInquiryStatus(uc, row!.id, buyer);
    await uc.queueMail({ to: 'flow-staff@steelora.example', subject: `New inquiry IQ-TEST-${inquiryNo}`, text: 'A buyer asks.' });
    return row!.id;
  });

const history = async (inquiryId: number) =>
  (
    await db()
      .select({ from: inquiryStatusHistory.fromStatus, to: inquiryStatusHistory.toStatus, actor: inquiryStatusHistory.actor, note: inquiryStatusHistory.note })
      .from(inquiryStatusHistory)
      .where(eq(inquiryStatusHistory.parentId, inquiryId))
      .orderBy(asc(inquiryStatusHistory.id))
  ).map((step) => `${step.from ?? '-'}>${step.to} by ${step.actor}${step.note ? ` (${step.note})` : ''}`);

describe('a use case', () => {
  it('saves the rows, the first status in the history and the queued mail together', async () => {
    const id = await newInquiry();
    expect(await history(id)).toEqual(['->submitted by buyer']);
    const [mail] = await db().select().from(mailOutbox).where(eq(mailOutbox.subject, `New inquiry IQ-TEST-${inquiryNo}`));
    expect(mail).toMatchObject({ to: 'flow-staff@steelora.example', error: null });
  });

  it('leaves nothing written when it fails after writing', async () => {
    const before = [await rows(inquiries), await rows(inquiryStatusHistory), await rows(mailOutbox)];
    const failing = runUseCase(api.deps, async (uc) => {
      const [row] = await uc.tx.insert(inquiries).values({ inquiryNo: 'IQ-ROLLED-BACK', memberId: buyer.memberId!, companyId: buyerCompany, original: ORIGINAL }).returning({ id: inquiries.id });
      await startInquiryStatus(uc, row!.id, buyer);
      await uc.queueMail({ to: 'flow-staff@steelora.example', subject: 'Never sent', text: 'x' });
      throw new Error('the line prices could not be read');
    });
    await expect(failing).rejects.toThrow('the line prices could not be read');
    expect([await rows(inquiries), await rows(inquiryStatusHistory), await rows(mailOutbox)]).toEqual(before);
  });

  it('moves an inquiry along its flow and keeps every step with its actor and note', async () => {
    const id = await newInquiry();
    await runUseCase(api.deps, (uc) => moveInquiryStatus(uc, id, 'quoted', staff));
    await runUseCase(api.deps, (uc) => moveInquiryStatus(uc, id, 'revision_requested', buyer, 'Please quote 500 pieces too.'));
    await runUseCase(api.deps, (uc) => moveInquiryStatus(uc, id, 'quoted', staff));
    expect(await runUseCase(api.deps, (uc) => moveInquiryStatus(uc, id, 'accepted', buyer))).toBe('quoted');
    expect(await history(id)).toEqual([
      '->submitted by buyer',
      'submitted>quoted by staff',
      'quoted>revision_requested by buyer (Please quote 500 pieces too.)',
      'revision_requested>quoted by staff',
      'quoted>accepted by buyer',
    ]);
    const [row] = await db().select({ status: inquiries.status }).from(inquiries).where(eq(inquiries.id, id));
    expect(row!.status).toBe('accepted');
  });

  it('refuses a step the flow does not allow, with a readable message, and changes nothing', async () => {
    const id = await newInquiry();
    const attempts: [Parameters<typeof runUseCase>[1], string][] = [
      [(uc) => moveInquiryStatus(uc, id, 'quoted', buyer), 'Only the sales team can change this inquiry to quoted.'],
      [(uc) => moveInquiryStatus(uc, id, 'accepted', buyer), 'This inquiry is submitted and cannot change to accepted.'],
      [(uc) => moveInquiryStatus(uc, id, 'expired', SYSTEM_ACTOR), 'This inquiry is submitted and cannot change to expired.'],
      [(uc) => moveInquiryStatus(uc, id, 'submitted', staff), 'This inquiry is already submitted.'],
    ];
    for (const [attempt, message] of attempts) {
      await expect(runUseCase(api.deps, attempt)).rejects.toMatchObject({ res: RES.CONFLICT, message });
    }
    await expect(runUseCase(api.deps, (uc) => moveInquiryStatus(uc, 999_999, 'quoted', staff))).rejects.toMatchObject({ res: RES.NOT_FOUND });
    expect(await history(id)).toEqual(['->submitted by buyer']);
  });

  it('moves orders: the buyer may cancel only while placed', async () => {
    const placeOrder = () =>
      runUseCase(api.deps, async (uc) => {
        const [row] = await uc.tx
          .insert(orders)
          .values({ orderNo: `OR-TEST-${Math.random().toString(36).slice(2, 10)}`, memberId: buyer.memberId!, companyId: buyerCompany, total: toMinor(120) })
          .returning({ id: orders.id });
        await startOrderStatus(uc, row!.id, buyer);
        return row!.id;
      });
    const first = await placeOrder();
    await runUseCase(api.deps, (uc) => moveOrderStatus(uc, first, 'cancelled', buyer, 'Ordered twice.'));
    const second = await placeOrder();
    await runUseCase(api.deps, (uc) => moveOrderStatus(uc, second, 'confirmed', staff));
    await expect(runUseCase(api.deps, (uc) => moveOrderStatus(uc, second, 'cancelled', buyer))).rejects.toMatchObject({
      res: RES.CONFLICT,
      message: 'Only the sales team can change this order to cancelled.',
    });
    const steps = await db().select().from(orderStatusHistory).where(eq(orderStatusHistory.parentId, first)).orderBy(asc(orderStatusHistory.id));
    expect(steps.map((step) => [step.fromStatus, step.toStatus, step.actor, step.actorMemberId])).toEqual([
      [null, 'placed', 'buyer', buyer.memberId],
      ['placed', 'cancelled', 'buyer', buyer.memberId],
    ]);
  });
});

/** The SQLSTATE a statement is refused with, or 'written'. */
const refusedBy = async (statement: Promise<unknown>) => {
  try {
    await statement;
  } catch (error) {
    return pgErrorCode(error);
  }
  return 'written';
};

describe('the database holds the rules too', () => {
  it('refuses a status that is not in the protocol', async () => {
    const id = await newInquiry();
    expect(await refusedBy(db().execute(sql`update inquiries set status = 'lost' where id = ${id}`))).toBe(PG_CHECK_VIOLATION);
    expect(await refusedBy(db().execute(sql`insert into order_status_history (order_id, to_status, actor) select id, 'teleported', 'staff' from orders limit 1`))).toBe(PG_CHECK_VIOLATION);
  });

  it('keeps a message thread with a read time per side, and refuses an empty message', async () => {
    const id = await newInquiry();
    await db().insert(inquiryMessages).values([
      { inquiryId: id, authorId: buyer.memberId, authorSide: 'buyer', body: 'Can you do rose gold?', readByBuyerAt: new Date() },
      { inquiryId: id, authorId: staff.memberId, authorSide: 'staff', body: '', fileKeys: ['message/sample1.jpg'], readByStaffAt: new Date() },
    ]);
    const unreadByBuyer = await db()
      .select({ n: count() })
      .from(inquiryMessages)
      .where(sql`${inquiryMessages.inquiryId} = ${id} and ${inquiryMessages.authorSide} = 'staff' and ${inquiryMessages.readByBuyerAt} is null`);
    expect(unreadByBuyer[0]!.n).toBe(1);
    expect(await refusedBy(db().insert(inquiryMessages).values({ inquiryId: id, authorSide: 'buyer', body: '' }))).toBe(PG_CHECK_VIOLATION);
    expect(await refusedBy(db().execute(sql`insert into inquiry_messages (inquiry_id, author_side, body) values (${id}, 'robot', 'hi')`))).toBe(PG_CHECK_VIOLATION);
  });
});

describe('the contact form as a use case', () => {
  const lead = { name: 'Ana Ruiz', email: 'ana@tienda.example', message: 'Do you make custom name necklaces?' };

  it('keeps the lead and queues a notice to every staff member', async () => {
    const receipt = await addContact(api.deps, lead, '198.51.100.7');
    const notices = await db().select().from(mailOutbox).where(eq(mailOutbox.subject, 'New contact message from Ana Ruiz'));
    expect(notices.map((mail) => mail.to)).toEqual(['flow-staff@steelora.example']);
    expect(notices[0]!.text).toContain(`lead ${receipt.contactId}`);
    expect(notices[0]!.text).toContain('Do you make custom name necklaces?');
  });

  it('saves no lead when its notice cannot be written', async () => {
    const before = [await rows(contactLeads), await rows(mailOutbox)];
    // A real failure inside the transaction: the outbox refuses every new row for a moment.
    await db().execute(sql`alter table mail_outbox add constraint outbox_closed check (false) not valid`);
    try {
      await expect(addContact(api.deps, { ...lead, name: 'Lost Lead' }, '198.51.100.8')).rejects.toSatisfy((error) => pgErrorCode(error) === PG_CHECK_VIOLATION);
    } finally {
      await db().execute(sql`alter table mail_outbox drop constraint outbox_closed`);
    }
    expect([await rows(contactLeads), await rows(mailOutbox)]).toEqual(before);
    expect(await db().select().from(contactLeads).where(eq(contactLeads.name, 'Lost Lead'))).toEqual([]);
  });
});
