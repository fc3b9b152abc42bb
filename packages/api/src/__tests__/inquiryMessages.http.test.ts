import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { API, INQUIRY_LIMITS, RES, type InquiryDetail, type InquiryMessage, type InquiryPage } from '@sw/protocol';
import { inquiryMessages, staffAudit } from '../db/schema';
import { startTestApi, type TestApi } from '../testing/harness';
import { inquiryTesting, refused, type Person } from '../testing/inquiries';
import { startTestSmtp, type TestSmtp } from '../testing/smtp';

let api: TestApi;
let smtp: TestSmtp;
const { ok, as, person, db, mailTo, preciseInquiry, quickInquiry, upload } = inquiryTesting(() => api, () => smtp);
let staff: Person;
let otherStaff: Person;

beforeAll(async () => {
  smtp = await startTestSmtp();
  api = await startTestApi({ seed: { goods: 20 }, smtpUrl: smtp.url });
  staff = await person({ role: 'staff', nick: 'Desk' });
  otherStaff = await person({ role: 'staff', nick: 'Desk 2' });
});
afterAll(async () => {
  await api?.close();
  await smtp?.close();
});

const B = API.inquiryOrder;
const S = API.staff;
const mailsTo = (email: string) => smtp.messages.filter((m) => m.to.includes(email)).length;

describe('the message thread', () => {
  it('carries messages both ways with files, unread markers on both sides and an email for each', async () => {
    const me = await person({ nick: 'Ana' });
    const { inquiryId, created } = await preciseInquiry(me);
    const file = await upload(me, 'message', 'sketch.png');
    const staffBefore = mailsTo(staff.email);
    const otherStaffBefore = mailsTo(otherStaff.email);

    const sent = await ok<InquiryMessage>(me, B.sendInquiryMessage, { inquiryId, body: 'Can the band be 4 mm?', files: [file] });
    expect(sent).toMatchObject({ side: 'buyer', authorName: 'Ana', body: 'Can the band be 4 mm?', files: [file], readByOtherSide: false });
    const toDesk = await mailTo(staff.email, staffBefore);
    expect(toDesk.text).toContain(`New message on inquiry ${created.inquiryNo}`);
    expect(toDesk.text).toContain('Can the band be 4 mm?');
    expect(toDesk.text).toContain('sketch.png');
    expect((await mailTo(otherStaff.email, otherStaffBefore)).text).toContain('Can the band be 4 mm?');

    // Only files, no words.
    await ok(me, B.sendInquiryMessage, { inquiryId, files: [await upload(me, 'message', 'photo.jpg')] });

    // The desk reads: the buyer's messages become read for the sales side.
    const deskThread = await ok<InquiryMessage[]>(staff, S.inquiryMessages, { inquiryId });
    expect(deskThread.map((m) => [m.side, m.body, m.readByOtherSide])).toEqual([
      ['buyer', 'Can the band be 4 mm?', true],
      ['buyer', '', true],
    ]);
    const stored = await db().select().from(inquiryMessages).where(eq(inquiryMessages.inquiryId, inquiryId));
    expect(stored.every((row) => row.readByStaffAt !== null && row.readByBuyerAt !== null)).toBe(true);

    const buyerBefore = mailsTo(me.email);
    const staffFile = await upload(staff, 'message', 'drawing.pdf');
    const reply = await ok<InquiryMessage>(staff, S.sendInquiryMessage, { inquiryId, body: 'Yes, 4 mm is fine.', files: [staffFile] });
    expect(reply).toMatchObject({ side: 'staff', authorName: 'Sales team', files: [staffFile], readByOtherSide: false });
    const toBuyer = await mailTo(me.email, buyerBefore);
    expect(toBuyer.text).toContain(`New message about your inquiry ${created.inquiryNo}`);
    expect(toBuyer.text).toContain('Yes, 4 mm is fine.');
    expect(toBuyer.text).toContain(`/inquiry/details?inquiryId=${inquiryId}`);

    // Unread for the buyer until the buyer reads the thread.
    expect((await ok<InquiryDetail>(me, B.inquiryOrderDetail1562b, { inquiryId })).unread).toBe(1);
    expect((await ok<InquiryPage>(me, B.inquiryOrderList1562, {})).list[0]!.unread).toBe(1);
    const thread = await ok<InquiryMessage[]>(me, B.inquiryMessages, { inquiryId });
    expect(thread.map((m) => m.side)).toEqual(['buyer', 'buyer', 'staff']);
    expect(thread[2]).toMatchObject({ authorName: 'Sales team', readByOtherSide: true });
    expect((await ok<InquiryPage>(me, B.inquiryOrderList1562, {})).list[0]!.unread).toBe(0);

    // The staff side sees its reply read by the buyer.
    const after = await ok<InquiryMessage[]>(staff, S.inquiryMessages, { inquiryId });
    expect(after[2]!.readByOtherSide).toBe(true);
  });

  it('writes an audit row for a staff reply (none for the buyer\'s messages)', async () => {
    const me = await person();
    const { inquiryId, created } = await preciseInquiry(me);
    const rows = () => db().select().from(staffAudit)
      .where(and(eq(staffAudit.targetType, 'inquiry'), eq(staffAudit.targetId, String(inquiryId)), eq(staffAudit.action, 'inquiry.message')));
    await ok(me, B.sendInquiryMessage, { inquiryId, body: 'Is gold plating possible?' });
    expect(await rows()).toEqual([]);
    const file = await upload(staff, 'message', 'plating.pdf');
    const reply = await ok<InquiryMessage>(staff, S.sendInquiryMessage, { inquiryId, body: 'Yes, 18K gold PVD.', files: [file] });
    const audit = await rows();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      staffId: staff.id,
      staffEmail: staff.email,
      summary: `Inquiry ${created.inquiryNo}: message sent to the buyer`,
      after: { messageId: reply.messageId, body: 'Yes, 18K gold PVD.', files: ['plating.pdf'] },
    });
  });

  it('keeps each buyer to their own threads; staff reach every thread', async () => {
    const me = await person();
    const other = await person();
    const { inquiryId } = await quickInquiry(me);
    refused(await as(other)(B.inquiryMessages, { inquiryId }), RES.NOT_FOUND, 'This inquiry was not found.');
    refused(await as(other)(B.sendInquiryMessage, { inquiryId, body: 'Hello' }), RES.NOT_FOUND);
    expect(await db().select().from(inquiryMessages).where(eq(inquiryMessages.inquiryId, inquiryId))).toEqual([]);
    expect(await ok(staff, S.inquiryMessages, { inquiryId })).toEqual([]);
    refused(await as(staff)(S.inquiryMessages, { inquiryId: 999_999 }), RES.NOT_FOUND);
  });

  it('refuses the staff paths to a buyer and a visitor, and the buyer paths to a visitor', async () => {
    const me = await person();
    const { inquiryId } = await quickInquiry(me);
    refused(await as(me)(S.inquiryMessages, { inquiryId }), RES.FORBIDDEN);
    refused(await as(me)(S.sendInquiryMessage, { inquiryId, body: 'I am staff' }), RES.FORBIDDEN);
    refused(await as(null)(S.inquiryMessages, { inquiryId }), RES.NOT_SIGNED_IN);
    refused(await as(null)(S.sendInquiryMessage, { inquiryId, body: 'x' }), RES.NOT_SIGNED_IN);
    refused(await as(null)(B.sendInquiryMessage, { inquiryId, body: 'x' }), RES.NOT_SIGNED_IN);
  });

  it('refuses an empty message, another member\'s file, a file outside message/ and a message too long', async () => {
    const me = await person();
    const other = await person();
    const { inquiryId } = await quickInquiry(me);
    refused(await as(me)(B.sendInquiryMessage, { inquiryId, body: '   ' }), RES.INVALID_PARAMS, 'Please write a message or attach a file.');
    refused(await as(me)(B.sendInquiryMessage, { inquiryId, body: 'See file', files: [await upload(other, 'message')] }), RES.NOT_FOUND, 'This file was not found. Please upload it again.');
    refused(await as(staff)(S.sendInquiryMessage, { inquiryId, body: 'See file', files: [await upload(me, 'message')] }), RES.NOT_FOUND);
    refused(await as(me)(B.sendInquiryMessage, { inquiryId, body: 'See file', files: [await upload(me, 'logo')] }), RES.INVALID_PARAMS, /message folder/);
    refused(await as(me)(B.sendInquiryMessage, { inquiryId, body: 'x'.repeat(INQUIRY_LIMITS.maxMessage + 1) }), RES.INVALID_PARAMS);
    expect(await db().select().from(inquiryMessages).where(eq(inquiryMessages.inquiryId, inquiryId))).toEqual([]);
  });
});
