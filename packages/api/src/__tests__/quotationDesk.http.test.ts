import { describe, expect, it } from 'vitest';
import { updateCompanyOf } from '../testing/members';
import { eq } from 'drizzle-orm';
import {
  API, DOCUMENTS, RES, SESSION_COOKIE, TOKEN_HEADER,
  type InquiryDetail, type Page, type QuotationView, type StaffInquirySummary, type StaffInquiryView,
} from '@sw/protocol';
import { inquiries, inquiryMessages, inquiryStatusHistory, mailOutbox, quotations } from '../db/schema';
import { staffDeskFile } from '../testing/deskFile';
import { inquiryTesting, type Person } from '../testing/inquiries';
import { priceLines } from '../services/quotation/pricing';

const { t, api, smtp, staff } = staffDeskFile(inquiryTesting, { goods: 40, staffNick: 'Desk' });
const { ok, as, refused, person, db, mailTo, statusOf, preciseInquiry, quickInquiry } = t;

const S = API.staff;
const dayOffset = (days: number) => new Date(api().deps.now().getTime() + days * 86_400_000).toISOString().slice(0, 10);
const view = (inquiryId: number) => ok<StaffInquiryView>(staff, S.inquiryView, { inquiryId });
const queue = (filters: Record<string, unknown> = {}) => ok<Page<StaffInquirySummary>>(staff, S.inquiryQueue, { pageSize: 50, ...filters });

/** A draft for a precise inquiry: its two lines priced by tiers, and an extra tooling line. */
async function draftFor(inquiryId: number, extra: Record<string, unknown> = {}) {
  const detail = await view(inquiryId);
  return {
    inquiryId,
    currency: 'USD',
    lines: [
      { itemId: detail.lines[0]!.itemId, title: detail.lines[0]!.title, qty: 600, tiers: [{ minQty: 100, unitPrice: 4.8 }, { minQty: 500, unitPrice: 4.2 }, { minQty: 1000, unitPrice: 3.75 }] },
      { itemId: detail.lines[1]!.itemId, title: detail.lines[1]!.title, qty: 50, tiers: [{ minQty: 100, unitPrice: '3.10' }, { minQty: 300, unitPrice: 2.65 }] },
      { title: 'Mould and tooling', qty: 1, tiers: [{ minQty: 1, unitPrice: 120 }] },
    ],
    leadTimeDays: 25,
    validUntil: dayOffset(30),
    remarks: 'Velvet pouches included.',
    ...extra,
  };
}

const idsOf = (page: Page<StaffInquirySummary>) => page.list.map((row) => Number(row.inquiryId));

/** A PDF as the browser downloads it, with the caller's session. */
const pdf = (quotationId: string, who: Person | null) =>
  api().raw(DOCUMENTS.quotationPdf(quotationId), { headers: who ? { [TOKEN_HEADER]: who.token } : {} });

describe('pricing', () => {
  it('prices each line at the tier its quantity reaches and adds amounts to the cent', () => {
    const priced = priceLines([{ title: 'a', qty: 3, tiers: [{ minQty: 1, unitPrice: 0.1 }] }, { title: 'b', qty: 7, tiers: [{ minQty: 1, unitPrice: 0.7 }] }]);
    expect(priced.lines.map((line) => line.amount)).toEqual([0.3, 4.9]);
    expect(priced.total).toBe(520n);
  });
});

describe('every staff path', () => {
  it('refuses a buyer (20003) and a visitor (21008)', async () => {
    const buyer = await person();
    for (const path of Object.values(S)) {
      refused(await as(buyer)(path, { inquiryId: 1 }), RES.FORBIDDEN, 'This is for staff only.');
      refused(await as(null)(path, { inquiryId: 1 }), RES.NOT_SIGNED_IN);
    }
  });
});

describe('inquiryQueue.do', () => {
  it('lists every buyer’s inquiries with their buyer, unread buyer messages first, then newest, and filters', async () => {
    const anna = await person({ nick: 'Anna Queue' });
    await updateCompanyOf(db(), anna.id, { name: 'Queue Boutique Ltd' });
    const ben = await person({ nick: 'Ben Queue' });
    const first = await preciseInquiry(anna);
    const quick = await quickInquiry(ben);
    const newest = await preciseInquiry(ben);
    // Two unread buyer messages on the oldest, one on the quick one.
    await ok(anna, API.inquiryOrder.sendInquiryMessage, { inquiryId: first.inquiryId, body: 'Any news?' });
    await ok(anna, API.inquiryOrder.sendInquiryMessage, { inquiryId: first.inquiryId, body: 'Please hurry.' });
    await ok(ben, API.inquiryOrder.sendInquiryMessage, { inquiryId: quick.inquiryId, body: 'Hello.' });

    const all = await queue();
    const ids = all.list.map((row) => Number(row.inquiryId));
    expect(ids.indexOf(first.inquiryId)).toBe(0);
    expect(ids.indexOf(quick.inquiryId)).toBe(1);
    expect(ids.indexOf(newest.inquiryId)).toBe(2);
    expect(all.list[0]).toMatchObject({ unread: 2, buyer: { memId: anna.id, email: anna.email, nick: 'Anna Queue', company: 'Queue Boutique Ltd' }, status: 'submitted' });
    expect(all.total).toBeGreaterThanOrEqual(3);

    expect(idsOf(await queue({ buyer: 'queue boutique' }))).toEqual([first.inquiryId]);
    expect(idsOf(await queue({ buyer: ben.email }))).toEqual([quick.inquiryId, newest.inquiryId]);
    expect(idsOf(await queue({ buyer: 'Ben Queue', mode: 0 }))).toEqual([quick.inquiryId]);
    expect(idsOf(await queue({ buyer: 'Ben Queue', mode: '1' }))).toEqual([newest.inquiryId]);
    expect(idsOf(await queue({ buyer: newest.created.inquiryNo }))).toEqual([newest.inquiryId]);
    expect(idsOf(await queue({ buyer: 'Queue', status: 'quoted' }))).toEqual([]);
    expect(idsOf(await queue({ buyer: 'Queue', from: dayOffset(0), to: dayOffset(0) }))).toHaveLength(3);
    expect(idsOf(await queue({ buyer: 'Queue', from: dayOffset(1) }))).toEqual([]);
    expect(idsOf(await queue({ buyer: 'Queue', to: dayOffset(-1) }))).toEqual([]);
    expect((await queue({ buyer: 'Queue', pageSize: 2, pageNum: 2 })).list).toHaveLength(1);
    expect(idsOf(await queue({ buyer: '100%_' }))).toEqual([]);

    // Opening it reads the buyer's messages: it drops back to its place by date.
    await view(first.inquiryId);
    const after = idsOf(await queue({ buyer: 'Queue' }));
    expect(after).toEqual([quick.inquiryId, newest.inquiryId, first.inquiryId]);
  });

  it('refuses bad filters', async () => {
    refused(await as(staff)(S.inquiryQueue, { status: 'lost' }), RES.INVALID_PARAMS, 'status: Please choose a status from the list.');
    refused(await as(staff)(S.inquiryQueue, { mode: 3 }), RES.INVALID_PARAMS);
    refused(await as(staff)(S.inquiryQueue, { from: '23/11/2026' }), RES.INVALID_PARAMS, 'from: Please enter a date as YYYY-MM-DD.');
  });
});

describe('inquiryView.do', () => {
  it('shows the inquiry in full with its buyer, thread and draft, and marks the buyer’s messages read', async () => {
    const buyer = await person({ nick: 'Viewer' });
    const { inquiryId, created } = await preciseInquiry(buyer);
    await ok(buyer, API.inquiryOrder.sendInquiryMessage, { inquiryId, body: 'Can you do rose gold?' });
    const seen = await view(inquiryId);
    expect(seen).toMatchObject({
      inquiryId: String(inquiryId), inquiryNo: created.inquiryNo, status: 'submitted', unread: 0, draftQuotation: null, quotation: null,
      buyer: { memId: buyer.id, email: buyer.email, nick: 'Viewer' }, actions: ['quoted', 'declined'],
    });
    expect(seen.lines).toHaveLength(2);
    expect(seen.original.lines).toHaveLength(2);
    expect(seen.messages).toMatchObject([{ side: 'buyer', body: 'Can you do rose gold?', readByOtherSide: true }]);
    const [message] = await db().select().from(inquiryMessages).where(eq(inquiryMessages.inquiryId, inquiryId));
    expect(message!.readByStaffAt).not.toBeNull();
  });

  it('answers 20004 for an unknown inquiry', async () => {
    refused(await as(staff)(S.inquiryView, { inquiryId: 999_999 }), RES.NOT_FOUND, 'This inquiry was not found.');
  });
});

describe('saveQuotation.do', () => {
  it('prices every line by its tiers and keeps one draft, replaced on each save', async () => {
    const buyer = await person();
    const { inquiryId } = await preciseInquiry(buyer);
    const draft = await ok<QuotationView>(staff, S.saveQuotation, await draftFor(inquiryId));
    expect(draft).toMatchObject({ status: 'draft', version: 1, currency: 'USD', total: 2520 + 155 + 120, leadTimeDays: 25, remarks: 'Velvet pouches included.', terms: null, sentAt: null, pdfUrl: null });
    expect(draft.lines.map((line) => [line.unitPrice, line.amount])).toEqual([[4.2, 2520], [3.1, 155], [120, 120]]);
    expect(draft.lines[2]!.itemId).toBeNull();

    const again = await ok<QuotationView>(staff, S.saveQuotation, { ...(await draftFor(inquiryId, { leadTimeDays: 30, currency: 'EUR' })), quotationId: draft.quotationId });
    expect(again).toMatchObject({ quotationId: draft.quotationId, leadTimeDays: 30, currency: 'EUR' });
    // Saved without naming it, the draft is still replaced: one draft per inquiry.
    const third = await ok<QuotationView>(staff, S.saveQuotation, await draftFor(inquiryId, { terms: 'Our terms.' }));
    expect(third.quotationId).toBe(draft.quotationId);
    expect(await db().select().from(quotations).where(eq(quotations.inquiryId, inquiryId))).toHaveLength(1);
    expect((await view(inquiryId)).draftQuotation).toMatchObject({ quotationId: draft.quotationId, terms: 'Our terms.', version: 1 });
    // A buyer never sees the draft.
    const detail = await ok<InquiryDetail>(buyer, API.inquiryOrder.inquiryOrderDetail1562b, { inquiryId });
    expect(detail.quotation).toBeNull();
  });

  it('refuses bad lines, tiers, dates and another inquiry’s lines', async () => {
    const buyer = await person();
    const { inquiryId } = await preciseInquiry(buyer);
    const other = await preciseInquiry(buyer);
    const good = await draftFor(inquiryId);
    const otherLine = (await view(other.inquiryId)).lines[0]!.itemId;
    const cases: [Record<string, unknown>, string, string | RegExp][] = [
      [{ ...good, lines: [] }, RES.INVALID_PARAMS, 'lines: A quotation needs at least one line.'],
      [{ ...good, lines: [{ ...good.lines[0], tiers: [] }] }, RES.INVALID_PARAMS, 'lines.0.tiers: Each line needs at least one price.'],
      [{ ...good, lines: [{ ...good.lines[0], tiers: [{ minQty: 500, unitPrice: 1 }, { minQty: 100, unitPrice: 2 }] }] }, RES.INVALID_PARAMS, 'lines.0.tiers: Price tiers must go up in quantity.'],
      [{ ...good, lines: [{ ...good.lines[0], tiers: [{ minQty: 1, unitPrice: 0 }] }] }, RES.INVALID_PARAMS, /unit price must be more than 0/],
      [{ ...good, lines: [{ ...good.lines[0], tiers: [{ minQty: 1, unitPrice: 1.234 }] }] }, RES.INVALID_PARAMS, /at most 2 decimals/],
      [{ ...good, lines: [{ ...good.lines[0], qty: 0 }] }, RES.INVALID_PARAMS, /lines\.0\.qty/],
      [{ ...good, lines: [{ ...good.lines[0], itemId: otherLine }] }, RES.INVALID_PARAMS, 'lines.0.itemId: Line 1 is not a line of this inquiry.'],
      [{ ...good, validUntil: dayOffset(-1) }, RES.INVALID_PARAMS, /validUntil: The validity date .* has passed/],
      [{ ...good, validUntil: '2026-13-01' }, RES.INVALID_PARAMS, 'validUntil: Please enter the validity date as YYYY-MM-DD.'],
      [{ ...good, leadTimeDays: 0 }, RES.INVALID_PARAMS, /leadTimeDays/],
      [{ ...good, currency: 'BTC' }, RES.INVALID_PARAMS, 'currency: Please choose a currency.'],
      [{ ...good, inquiryId: 999_999 }, RES.NOT_FOUND, 'This inquiry was not found.'],
      [{ ...good, quotationId: 999_999 }, RES.NOT_FOUND, /draft quotation was not found/],
    ];
    for (const [input, res, msg] of cases) refused(await as(staff)(S.saveQuotation, input), res, msg);
    // Today is still a valid last day.
    await ok(staff, S.saveQuotation, { ...good, validUntil: dayOffset(0) });
    expect(await db().select().from(quotations).where(eq(quotations.inquiryId, inquiryId))).toHaveLength(1);
  });

  it('is refused (20009) unless the inquiry waits for a quotation', async () => {
    const buyer = await person();
    const { inquiryId, created } = await preciseInquiry(buyer);
    const draft = await ok<QuotationView>(staff, S.saveQuotation, await draftFor(inquiryId));
    await ok(staff, S.sendQuotation, { inquiryId, quotationId: draft.quotationId });
    refused(await as(staff)(S.saveQuotation, await draftFor(inquiryId)), RES.CONFLICT,
      `Inquiry ${created.inquiryNo} is already quoted: a new quotation can be written once the buyer asks for a revision.`);
    await ok(buyer, API.inquiryOrder.declineInquiry, { inquiryId, reason: 'Too late.' });
    refused(await as(staff)(S.saveQuotation, await draftFor(inquiryId)), RES.CONFLICT, `Inquiry ${created.inquiryNo} is declined: it takes no more quotations.`);
  });
});

describe('sendQuotation.do', () => {
  it('sends version 1, then version 2 after the buyer asks for a revision, each emailed with its PDF', async () => {
    const buyer = await person({ nick: 'Round Trip' });
    const { inquiryId, created } = await preciseInquiry(buyer);
    const mailsBefore = smtp().count(buyer.email);
    const draft = await ok<QuotationView>(staff, S.saveQuotation, await draftFor(inquiryId));
    const sent = await ok<QuotationView>(staff, S.sendQuotation, { inquiryId, quotationId: draft.quotationId });
    expect(sent).toMatchObject({ quotationId: draft.quotationId, status: 'sent', version: 1, total: 2795, pdfUrl: DOCUMENTS.quotationPdf(draft.quotationId) });
    expect(sent.sentAt).not.toBeNull();
    expect(await statusOf(inquiryId)).toBe('quoted');
    const steps = await db().select().from(inquiryStatusHistory).where(eq(inquiryStatusHistory.parentId, inquiryId));
    expect(steps.at(-1)).toMatchObject({ fromStatus: 'submitted', toStatus: 'quoted', actor: 'staff', actorMemberId: staff.id, note: 'Quotation version 1 sent.' });

    const mail = await mailTo(buyer.email, mailsBefore);
    expect(mail.text).toContain(`Subject: Steelora: your quotation for inquiry ${created.inquiryNo}`);
    expect(mail.text).toContain(`/inquiry/quotation?inquiryId=${inquiryId}`);
    expect(mail.text).toContain('Total: $2,795.00');
    expect(mail.raw).toMatch(/Content-Type: application\/pdf;\s*name=(3D)?"?Quotation-IQ\w+-v1\.pdf/i);
    expect(mail.raw).toContain('JVBERi0'); // "%PDF-" in base64
    // The outbox keeps the message, never the bytes of the file.
    const [kept] = await db().select().from(mailOutbox).where(eq(mailOutbox.to, buyer.email)).orderBy(mailOutbox.id);
    expect(kept!.text).not.toContain('%PDF');

    // A sent quotation is sent once.
    refused(await as(staff)(S.sendQuotation, { inquiryId, quotationId: draft.quotationId }), RES.CONFLICT, 'This quotation was already sent as version 1.');

    // The buyer asks for a revision; the desk re-quotes.
    await ok(buyer, API.inquiryOrder.requestRevision, { inquiryId, message: 'Can you do 4.00 at 600 pcs?' });
    const view2 = await view(inquiryId);
    expect(view2).toMatchObject({ status: 'revision_requested', quotation: { version: 1 } });
    expect(view2.messages.at(-1)).toMatchObject({ side: 'buyer', body: 'Can you do 4.00 at 600 pcs?' });
    const draft2 = await ok<QuotationView>(staff, S.saveQuotation, await draftFor(inquiryId, { remarks: 'Revised as asked.' }));
    expect(draft2).toMatchObject({ version: 2, status: 'draft' });
    expect(draft2.quotationId).not.toBe(draft.quotationId);
    const mails2 = smtp().count(buyer.email);
    const sent2 = await ok<QuotationView>(staff, S.sendQuotation, { inquiryId, quotationId: draft2.quotationId });
    expect(sent2).toMatchObject({ version: 2, status: 'sent' });
    const mail2 = await mailTo(buyer.email, mails2);
    expect(mail2.text).toContain(`revised quotation (version 2) for inquiry ${created.inquiryNo}`);
    expect(mail2.raw).toMatch(/Quotation-IQ\w+-v2\.pdf/);

    const detail = await ok<InquiryDetail>(buyer, API.inquiryOrder.inquiryOrderDetail1562b, { inquiryId });
    expect(detail).toMatchObject({ status: 'quoted', quotation: { version: 2, remarks: 'Revised as asked.' }, earlierQuotations: [{ version: 1 }] });
    await ok(buyer, API.inquiryOrder.acceptQuotation, { inquiryId, quotationId: sent2.quotationId });
    expect(await statusOf(inquiryId)).toBe('accepted');
  });

  it('refuses a passed validity date, an unknown quotation and another inquiry’s draft', async () => {
    const buyer = await person();
    const { inquiryId } = await preciseInquiry(buyer);
    const other = await preciseInquiry(buyer);
    const draft = await ok<QuotationView>(staff, S.saveQuotation, await draftFor(inquiryId, { validUntil: dayOffset(0) }));
    refused(await as(staff)(S.sendQuotation, { inquiryId: other.inquiryId, quotationId: draft.quotationId }), RES.NOT_FOUND, 'This quotation was not found.');
    refused(await as(staff)(S.sendQuotation, { inquiryId, quotationId: 999_999 }), RES.NOT_FOUND, 'This quotation was not found.');
    refused(await as(staff)(S.sendQuotation, { inquiryId }), RES.INVALID_PARAMS, 'quotationId: Please choose a quotation.');
    api().advance(2 * 86_400_000);
    try {
      refused(await as(staff)(S.sendQuotation, { inquiryId, quotationId: draft.quotationId }), RES.CONFLICT, /has passed/);
      expect(await statusOf(inquiryId)).toBe('submitted');
    } finally {
      api().advance(-2 * 86_400_000);
    }
  });
});

describe('declineInquiry.do (staff)', () => {
  it('declines with the reason in the history and the thread, and emails the buyer', async () => {
    const buyer = await person();
    const { inquiryId, created } = await quickInquiry(buyer);
    await ok(staff, S.saveQuotation, { ...(await draftFor((await preciseInquiry(buyer)).inquiryId)), inquiryId, lines: [{ title: 'Ring', qty: 500, tiers: [{ minQty: 100, unitPrice: 1 }] }] });
    const before = smtp().count(buyer.email);
    const declined = await ok<StaffInquiryView>(staff, S.declineInquiry, { inquiryId, reason: 'We do not make this style.' });
    expect(declined).toMatchObject({ status: 'declined', actions: [], draftQuotation: null });
    expect(declined.history.at(-1)).toMatchObject({ from: 'submitted', to: 'declined', actor: 'staff', note: 'We do not make this style.' });
    expect(declined.messages.at(-1)).toMatchObject({ side: 'staff', authorName: 'Sales team', body: expect.stringContaining('Reason: We do not make this style.') });
    const mail = await mailTo(buyer.email, before);
    expect(mail.text).toContain(`about your inquiry ${created.inquiryNo}`);
    expect(mail.text).toContain('We do not make this style.');
    refused(await as(staff)(S.declineInquiry, { inquiryId }), RES.CONFLICT, 'This inquiry is already declined.');
    refused(await as(staff)(S.declineInquiry, { inquiryId: 999_999 }), RES.NOT_FOUND);
  });
});

describe('GET /documents/quotation/<id>.pdf', () => {
  it('serves a sent quotation to its buyer and to staff only; a draft to staff only', async () => {
    const buyer = await person();
    const stranger = await person();
    const { inquiryId, created } = await preciseInquiry(buyer);
    const draft = await ok<QuotationView>(staff, S.saveQuotation, await draftFor(inquiryId));
    expect((await pdf(draft.quotationId, buyer)).status).toBe(404);
    expect((await pdf(draft.quotationId, staff)).status).toBe(200);
    await ok(staff, S.sendQuotation, { inquiryId, quotationId: draft.quotationId });

    const own = await pdf(draft.quotationId, buyer);
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('application/pdf');
    expect(own.headers.get('content-disposition')).toContain(`attachment; filename="Quotation-${created.inquiryNo}-v1.pdf"`);
    expect(own.headers.get('x-content-type-options')).toBe('nosniff');
    expect(own.headers.get('cache-control')).toBe('private, no-cache');
    const body = Buffer.from(await own.arrayBuffer());
    expect(body.subarray(0, 5).toString()).toBe('%PDF-');

    expect((await pdf(draft.quotationId, staff)).status).toBe(200);
    expect((await pdf(draft.quotationId, stranger)).status).toBe(404);
    expect((await pdf(draft.quotationId, null)).status).toBe(404);
    expect((await pdf('999999', staff)).status).toBe(404);
    expect((await api().raw('/documents/quotation/abc.pdf', { headers: { [TOKEN_HEADER]: staff.token } })).status).toBe(404);
    // The session cookie works like the header (a browser download).
    const byCookie = await api().raw(DOCUMENTS.quotationPdf(draft.quotationId), { headers: { cookie: `${SESSION_COOKIE}=${buyer.token}` } });
    expect(byCookie.status).toBe(200);
    expect((await db().select({ status: inquiries.status }).from(inquiries).where(eq(inquiries.id, inquiryId)))[0]!.status).toBe('quoted');
  });
});
