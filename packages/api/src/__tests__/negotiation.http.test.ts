import { describe, expect, it } from 'vitest';
import { and, eq, ne } from 'drizzle-orm';
import {
  API, DOCUMENTS, type InquiryCreated, type LineAnswered, type LineRequest, type Negotiation, type OrderDetail, type OrderPlaced, type QuotationView, RES,
  type StaffInquiryView, TOKEN_HEADER,
} from '@sw/protocol';
import { pdfTextOf } from '../testing/pdfText';
import { inquiries, orders, quotationLineResponses, quotationOffers } from '../db/schema';
import { colleagueIn, companyIdOf } from '../testing/company';
import { staffDeskFile } from '../testing/deskFile';
import type { Person } from '../testing/inquiries';
import { orderTesting } from '../testing/orders';

/**
 * Line-level negotiation over HTTP (docs/decisions/0024-line-negotiation.md): several offers, a substitute and a
 * declined line; a sent version frozen; per-line accept (with "more at this price"), counter and drop; an order of
 * the accepted lines only; version 2's badges; another company, a viewer, other staff roles; the two races.
 */

const { t, api, staff } = staffDeskFile(orderTesting, { goods: 40, staffNick: 'Desk', through: 'use case' });
const { ok, as, refused, person, db, build, sampleGoods, address, dayOffset } = t;

const N = API.negotiation;
const S = API.staff;

/** Three cart lines (goods 0, 1, 2) sent as one precise inquiry; its item ids in the goods' order. */
async function threeLineInquiry(buyer: Person) {
  const goods = [await sampleGoods(0), await sampleGoods(1), await sampleGoods(2)];
  const lineIds: string[] = [];
  for (const g of goods) {
    const put = await build<{ line: { lineId: string } }>(buyer, API.inquiryCart.putIntoCart, { goodsId: g.id, specId: g.specIds[0], qty: Math.max(g.moq, 100) });
    lineIds.push(put.line.lineId);
  }
  const created = await build<InquiryCreated>(buyer, API.inquiryOrder.confirmOrder, { lineIds, address });
  const inquiryId = Number(created.inquiryId);
  const view = await ok<StaffInquiryView>(staff, S.inquiryView, { inquiryId });
  const items = goods.map((g) => Number(view.lines.find((line) => line.goodsId === String(g.id))!.itemId));
  return { inquiryId, inquiryNo: created.inquiryNo, items, goods, lines: view.lines };
}

/** The desk's draft (whole-quotation terms; its lines priced as before) to hang the line answers on. */
async function draftOf(inquiryId: number, lines: StaffInquiryView['lines']) {
  return ok<QuotationView>(staff, S.saveQuotation, {
    inquiryId, currency: 'USD', leadTimeDays: 30, validUntil: dayOffset(30),
    lines: lines.map((line) => ({ itemId: line.itemId, title: line.title, qty: 100, tiers: [{ minQty: 1, unitPrice: 1 }] })),
  });
}

const FAST = { qty: 3000, unitPrice: '0.98', leadTimeDays: 25, spec: '2 µm PVD', moreAtThisPrice: true };
const SLOW = { qty: 3000, unitPrice: '0.92', leadTimeDays: 45, spec: '', moreAtThisPrice: false };

/** The first round: two offers on line 1, a substitute on line 2, line 3 declined; sent as version 1. */
async function firstRound(buyer: Person) {
  const inquiry = await threeLineInquiry(buyer);
  const [one, two, three] = inquiry.items as [number, number, number];
  await ok<LineRequest>(buyer, N.lineRequest, { inquiryId: inquiry.inquiryId, itemId: one, points: [{ qty: 5000, targetPrice: '0.80' }, { qty: 3000, targetPrice: '0.85' }], specNotes: 'IP gold, laser logo, polybag' });
  const draft = await draftOf(inquiry.inquiryId, inquiry.lines);
  const substitute = await sampleGoods(5);
  const saved = await ok<Negotiation>(staff, N.saveLineAnswers, {
    inquiryId: inquiry.inquiryId, quotationId: draft.quotationId,
    lines: [
      { kind: 'offers', itemId: one, offers: [SLOW, FAST] },
      { kind: 'substitute', itemId: two, goodsId: substitute.id, reason: 'Not available in rose gold; we propose this one.', offers: [{ qty: 500, unitPrice: '2.10', leadTimeDays: 30 }] },
      { kind: 'declined', itemId: three, reason: 'We no longer make this chain.' },
    ],
  });
  const sent = await ok<QuotationView>(staff, S.sendQuotation, { inquiryId: inquiry.inquiryId, quotationId: draft.quotationId });
  return { ...inquiry, one, two, three, draft, saved, sent, quotationId: Number(sent.quotationId), substitute };
}

const negotiationOf = (who: Person, inquiryId: number) => ok<Negotiation>(who, N.negotiation, { inquiryId });
const answer = (who: Person, input: Record<string, unknown>) => as(who)<LineAnswered>(N.answerLine, input);
const offerOf = (n: Negotiation, itemId: number, i: number) => n.versions[0]!.lines.find((line) => line.itemId === String(itemId))!.answer!.offers[i]!;
const liveOrders = (quotationId: number) => db().select().from(orders).where(and(eq(orders.quotationId, quotationId), ne(orders.status, 'cancelled')));
const statusOf = async (inquiryId: number) => (await db().select({ status: inquiries.status }).from(inquiries).where(eq(inquiries.id, inquiryId)))[0]!.status;

describe('the desk answers each line', () => {
  it('keeps the draft from the buyer, shows the targets beside the offers, and sends several offers, a substitute and a decline', async () => {
    const buyer = await person();
    const inquiry = await threeLineInquiry(buyer);
    const [one, two, three] = inquiry.items as [number, number, number];
    await ok(buyer, N.lineRequest, { inquiryId: inquiry.inquiryId, itemId: one, points: [{ qty: 3000, targetPrice: '0.85' }], specNotes: 'Logo by laser' });
    const draft = await draftOf(inquiry.inquiryId, inquiry.lines);
    const substitute = await sampleGoods(5);
    const desk = await ok<Negotiation>(staff, N.saveLineAnswers, {
      inquiryId: inquiry.inquiryId, quotationId: draft.quotationId,
      lines: [
        { kind: 'offers', itemId: one, offers: [SLOW, FAST] },
        { kind: 'substitute', itemId: two, goodsId: substitute.id, reason: 'Not available in rose gold.', offers: [{ qty: 500, unitPrice: '2.10', leadTimeDays: 30 }] },
        { kind: 'declined', itemId: three, reason: 'We no longer make this chain.' },
      ],
    });
    expect(desk.versions).toHaveLength(1);
    expect(desk.versions[0]).toMatchObject({ status: 'draft', version: 1 });
    const lineOne = desk.versions[0]!.lines.find((line) => line.itemId === String(one))!;
    expect(lineOne.request).toEqual({ points: [{ qty: 3000, targetPrice: '0.85' }], specNotes: 'Logo by laser' });
    expect(lineOne.answer!.offers.map((offer) => [offer.qty, offer.unitPrice, offer.leadTimeDays, offer.spec, offer.moreAtThisPrice, offer.target])).toEqual([
      [3000, '0.92', 45, '', false, '0.85'],
      [3000, '0.98', 25, '2 µm PVD', true, '0.85'],
    ]);
    // The working copy is the desk's alone.
    expect((await negotiationOf(buyer, inquiry.inquiryId)).versions).toEqual([]);

    await ok(staff, S.sendQuotation, { inquiryId: inquiry.inquiryId, quotationId: draft.quotationId });
    const seen = await negotiationOf(buyer, inquiry.inquiryId);
    expect(seen.versions.map((v) => [v.version, v.status])).toEqual([[1, 'sent']]);
    const byItem = new Map(seen.versions[0]!.lines.map((line) => [Number(line.itemId), line]));
    expect(byItem.get(one)!.answer!.kind).toBe('offers');
    expect(byItem.get(two)!.answer).toMatchObject({ kind: 'substitute', substitute: { goodsId: String(substitute.id), goodsCode: substitute.code, reason: 'Not available in rose gold.' }, offers: [{ qty: 500, unitPrice: '2.10' }] });
    expect(byItem.get(three)!.answer).toMatchObject({ kind: 'declined', declineReason: 'We no longer make this chain.', offers: [] });
    expect(byItem.get(one)!.badge).toBeNull();

    // The PDF lists each line's offers, lead times, specs, the substitute and the declined line.
    const pdf = await api().raw(DOCUMENTS.quotationPdf(draft.quotationId), { headers: { [TOKEN_HEADER]: buyer.token } });
    const printed = pdfTextOf(Buffer.from(await pdf.arrayBuffer())).replace(/\s+/g, ' ').toLowerCase();
    expect(printed).toContain('line by line');
    expect(printed).toContain('3,000 pcs at usd 0.92, 45 days');
    expect(printed).toContain('3,000 pcs or more at usd 0.98, 25 days, 2');
    expect(printed).toContain(`instead ${substitute.title}`.toLowerCase());
    expect(printed).toContain('declined. we no longer make this chain.');
  });

  it('refuses bad answers with 10001 and a readable message, and a line of another inquiry', async () => {
    const buyer = await person();
    const inquiry = await threeLineInquiry(buyer);
    const other = await threeLineInquiry(buyer);
    const draft = await draftOf(inquiry.inquiryId, inquiry.lines);
    const base = { inquiryId: inquiry.inquiryId, quotationId: draft.quotationId };
    refused(await as(staff)(N.saveLineAnswers, { ...base, lines: [{ kind: 'offers', itemId: inquiry.items[0] }] }), RES.INVALID_PARAMS, /at least one offer/);
    refused(await as(staff)(N.saveLineAnswers, { ...base, lines: [{ kind: 'substitute', itemId: inquiry.items[0], reason: 'Better', offers: [SLOW] }] }), RES.INVALID_PARAMS, /goods you propose/);
    refused(await as(staff)(N.saveLineAnswers, { ...base, lines: [{ kind: 'declined', itemId: inquiry.items[0] }] }), RES.INVALID_PARAMS, /reason/);
    refused(await as(staff)(N.saveLineAnswers, { ...base, lines: [{ kind: 'offers', itemId: inquiry.items[0], offers: [{ ...SLOW, unitPrice: '0.925' }] }] }), RES.INVALID_PARAMS, /unit price/);
    refused(await as(staff)(N.saveLineAnswers, { ...base, lines: [{ kind: 'offers', itemId: other.items[0], offers: [SLOW] }] }), RES.INVALID_PARAMS, /not a line of this inquiry/);
    refused(await as(staff)(N.saveLineAnswers, { ...base, lines: [{ kind: 'substitute', itemId: inquiry.items[0], goodsId: 999_999, reason: 'Better one', offers: [SLOW] }] }), RES.INVALID_PARAMS, /not found in the catalogue/);
    refused(await as(staff)(N.saveLineAnswers, { inquiryId: other.inquiryId, quotationId: draft.quotationId, lines: [{ kind: 'offers', itemId: other.items[0], offers: [SLOW] }] }), RES.NOT_FOUND);
  });

  it('refuses staff without the sales role and buyers', async () => {
    const buyer = await person();
    const inquiry = await threeLineInquiry(buyer);
    const draft = await draftOf(inquiry.inquiryId, inquiry.lines);
    const finance = await person({ role: 'staff', staffRoles: ['finance'] });
    const input = { inquiryId: inquiry.inquiryId, quotationId: draft.quotationId, lines: [{ kind: 'offers', itemId: inquiry.items[0], offers: [SLOW] }] };
    refused(await as(finance)(N.saveLineAnswers, input), RES.STAFF_ROLE_REFUSED);
    refused(await as(finance)(N.staffNegotiation, { inquiryId: inquiry.inquiryId }), RES.STAFF_ROLE_REFUSED);
    refused(await as(buyer)(N.saveLineAnswers, input), RES.FORBIDDEN);
  });
});

describe('a sent version is frozen', () => {
  it('refuses any change of its answers with 20040, and the database refuses a change behind the code', async () => {
    const buyer = await person();
    const round = await firstRound(buyer);
    refused(
      await as(staff)(N.saveLineAnswers, { inquiryId: round.inquiryId, quotationId: round.quotationId, lines: [{ kind: 'offers', itemId: round.one, offers: [{ ...SLOW, unitPrice: '0.10' }] }] }),
      RES.VERSION_FROZEN, /version 1 was sent and cannot change/,
    );
    const behind = await db().update(quotationOffers).set({ unitPrice: 10n }).where(eq(quotationOffers.quotationId, round.quotationId)).then(() => null, (error: Error) => error);
    expect(String((behind?.cause as Error | undefined)?.message ?? behind)).toMatch(/its line answers are frozen/);
    const seen = await negotiationOf(buyer, round.inquiryId);
    expect(offerOf(seen, round.one, 0).unitPrice).toBe('0.92');
  });
});

describe('the buyer answers each line', () => {
  it('accepts at the offer\'s quantity, or above it only where more at this price is allowed', async () => {
    const buyer = await person();
    const round = await firstRound(buyer);
    const seen = await negotiationOf(buyer, round.inquiryId);
    const [slow, fast] = [offerOf(seen, round.one, 0), offerOf(seen, round.one, 1)];
    const base = { kind: 'accept', inquiryId: round.inquiryId, quotationId: round.quotationId, itemId: round.one };
    refused(await answer(buyer, { ...base, offerId: fast.offerId, qty: 2999 }), RES.OFFER_QTY_REFUSED, /3,000 pieces or more/);
    refused(await answer(buyer, { ...base, offerId: slow.offerId, qty: 3500 }), RES.OFFER_QTY_REFUSED, /exactly 3,000 pieces/);
    refused(await answer(buyer, { ...base, offerId: offerOf(seen, round.two, 0).offerId }), RES.NOT_FOUND, /offer was not found/);
    refused(await answer(buyer, { ...base, itemId: round.three, offerId: fast.offerId }), RES.LINE_NOT_OFFERED, /declined this line/);
    const accepted = await ok<LineAnswered>(buyer, N.answerLine, { ...base, offerId: fast.offerId, qty: 4200 });
    expect(accepted).toMatchObject({ alreadyAnswered: false, response: { kind: 'accept', offerId: fast.offerId, qty: 4200 }, inquiryStatus: 'quoted' });
    refused(await answer(buyer, { ...base, kind: 'drop' }), RES.LINE_ALREADY_ANSWERED, /already answered this line/);
  });

  it('refuses bad answers with 10001', async () => {
    const buyer = await person();
    const base = { inquiryId: 1, quotationId: 1, itemId: 1 };
    refused(await answer(buyer, { ...base, kind: 'accept' }), RES.INVALID_PARAMS, /offer you accept/);
    refused(await answer(buyer, { ...base, kind: 'counter', targetPrice: '0.9' }), RES.INVALID_PARAMS, /price, lead time, spec or quantity/);
    refused(await answer(buyer, { ...base, kind: 'counter', reason: 'price' }), RES.INVALID_PARAMS, /new target price or quantity/);
    refused(await answer(buyer, { ...base, kind: 'haggle' }), RES.INVALID_PARAMS, /accept, counter or drop/);
    refused(await as(buyer)(N.lineRequest, { inquiryId: 1, itemId: 1, points: [{ qty: 10 }, { qty: 10 }] }), RES.INVALID_PARAMS, /once per line/);
  });

  it('orders the accepted lines only while the countered line goes on, and version 2 shows its change and the counter', async () => {
    const buyer = await person();
    const round = await firstRound(buyer);
    const seen = await negotiationOf(buyer, round.inquiryId);
    const fast = offerOf(seen, round.one, 1);
    const base = { inquiryId: round.inquiryId, quotationId: round.quotationId };
    await ok(buyer, N.answerLine, { ...base, kind: 'accept', itemId: round.one, offerId: fast.offerId });
    refused(await as(buyer)(N.lineRequest, { inquiryId: round.inquiryId, itemId: round.one, points: [] }), RES.LINE_REQUEST_LOCKED, /while it waits for a quotation/);
    const countered = await ok<LineAnswered>(buyer, N.answerLine, { ...base, kind: 'counter', itemId: round.two, targetPrice: '1.90', qty: 800, reason: 'price', text: 'Our customer pays 1.90 at most.' });
    expect(countered).toMatchObject({ inquiryStatus: 'revision_requested', response: { kind: 'counter', targetPrice: '1.90', qty: 800, reason: 'price' } });
    await ok(buyer, N.answerLine, { ...base, kind: 'drop', itemId: round.three });

    const placed = await ok<OrderPlaced>(buyer, N.placeAcceptedLines, { ...base, address });
    expect(placed).toMatchObject({ alreadyPlaced: false, currency: 'USD', total: 2940 });
    const order = await ok<OrderDetail>(buyer, API.erp.viewOrder, { orderId: placed.orderId });
    expect(order.lines.map((line) => [line.itemId, line.qty, line.unitPrice, line.amount])).toEqual([[String(round.one), 3000, 0.98, 2940]]);
    expect(order).toMatchObject({ inquiryId: String(round.inquiryId), quotation: { quotationId: String(round.quotationId), version: 1 } });
    expect(order.history[0]!.note).toBe(`Placed from quotation version 1 of inquiry ${round.inquiryNo}.`);
    expect(await statusOf(round.inquiryId)).toBe('revision_requested');

    // Version 2 answers the countered line only.
    const draft = await draftOf(round.inquiryId, round.lines);
    await ok(staff, N.saveLineAnswers, {
      inquiryId: round.inquiryId, quotationId: draft.quotationId,
      lines: [{ kind: 'substitute', itemId: round.two, goodsId: round.substitute.id, reason: 'Not available in rose gold; we propose this one.', offers: [{ qty: 800, unitPrice: '1.95', leadTimeDays: 30 }] }],
    });
    const sent = await ok<QuotationView>(staff, S.sendQuotation, { inquiryId: round.inquiryId, quotationId: draft.quotationId });
    const v2 = await negotiationOf(buyer, round.inquiryId);
    expect(v2.versions.map((v) => v.version)).toEqual([2, 1]);
    const lines = new Map(v2.versions[0]!.lines.map((line) => [Number(line.itemId), line]));
    expect(lines.get(round.two)).toMatchObject({ badge: 'changed', previous: { offers: [{ qty: 500, unitPrice: '2.10' }] }, counter: { kind: 'counter', targetPrice: '1.90', reason: 'price' } });
    expect(lines.get(round.one)!.badge).toBeNull();
    expect(lines.get(round.three)!.badge).toBe('removed');
    // Version 1 stays readable, with its order.
    expect(v2.versions[1]!.order).toMatchObject({ orderId: placed.orderId });
    expect(v2.versions[1]!.lines.find((line) => line.itemId === String(round.one))!.response).toMatchObject({ kind: 'accept', orderId: placed.orderId });
    // An earlier version takes no more answers.
    refused(await answer(buyer, { ...base, kind: 'drop', itemId: round.two }), RES.NEGOTIATION_CLOSED, /answer the latest, version 2/);

    const offer = lines.get(round.two)!.answer!.offers[0]!;
    await ok(buyer, N.answerLine, { inquiryId: round.inquiryId, quotationId: sent.quotationId, kind: 'accept', itemId: round.two, offerId: offer.offerId });
    const second = await ok<OrderPlaced>(buyer, N.placeAcceptedLines, { inquiryId: round.inquiryId, quotationId: sent.quotationId, address });
    expect(second.orderId).not.toBe(placed.orderId);
    const secondOrder = await ok<OrderDetail>(buyer, API.erp.viewOrder, { orderId: second.orderId });
    expect(secondOrder.lines).toEqual([expect.objectContaining({ qty: 800, unitPrice: 1.95, goodsId: String(round.substitute.id), goodsCode: round.substitute.code })]);
    expect(await statusOf(round.inquiryId)).toBe('accepted');
  });

  it('refuses placing a version with no accepted line (20043)', async () => {
    const buyer = await person();
    const round = await firstRound(buyer);
    await ok(buyer, N.answerLine, { inquiryId: round.inquiryId, quotationId: round.quotationId, kind: 'drop', itemId: round.three });
    refused(await as(buyer)(N.placeAcceptedLines, { inquiryId: round.inquiryId, quotationId: round.quotationId, address }), RES.NOTHING_ACCEPTED, /No line of version 1 is accepted/);
    expect(await liveOrders(round.quotationId)).toHaveLength(0);
  });
});

describe('who may answer', () => {
  it('refuses another company\'s inquiry with 20004 and no data, and a viewer\'s answer with 20011', async () => {
    const buyer = await person();
    const round = await firstRound(buyer);
    const stranger = await person();
    const seen = await negotiationOf(buyer, round.inquiryId);
    const accept = { kind: 'accept', inquiryId: round.inquiryId, quotationId: round.quotationId, itemId: round.one, offerId: offerOf(seen, round.one, 0).offerId };
    refused(await as(stranger)(N.negotiation, { inquiryId: round.inquiryId }), RES.NOT_FOUND);
    refused(await answer(stranger, accept), RES.NOT_FOUND);
    refused(await as(stranger)(N.placeAcceptedLines, { inquiryId: round.inquiryId, quotationId: round.quotationId, address }), RES.NOT_FOUND);
    refused(await as(stranger)(N.lineRequest, { inquiryId: round.inquiryId, itemId: round.one, points: [] }), RES.NOT_FOUND);

    const viewer = await colleagueIn(db(), await companyIdOf(db(), buyer.id), 'viewer');
    expect((await negotiationOf(viewer, round.inquiryId)).versions).toHaveLength(1);
    refused(await answer(viewer, accept), RES.ROLE_REFUSED);
    refused(await as(viewer)(N.placeAcceptedLines, { inquiryId: round.inquiryId, quotationId: round.quotationId, address }), RES.ROLE_REFUSED);
    expect(await db().select().from(quotationLineResponses).where(eq(quotationLineResponses.quotationId, round.quotationId))).toHaveLength(0);

    // A colleague with the buyer role answers for the company.
    const colleague = await colleagueIn(db(), await companyIdOf(db(), buyer.id), 'buyer');
    await ok(colleague, N.answerLine, accept);
  });
});

describe('races', () => {
  it('ten parallel acceptances of one line leave one acceptance', async () => {
    const buyer = await person();
    const round = await firstRound(buyer);
    const seen = await negotiationOf(buyer, round.inquiryId);
    const accept = { kind: 'accept', inquiryId: round.inquiryId, quotationId: round.quotationId, itemId: round.one, offerId: offerOf(seen, round.one, 1).offerId };
    const answers = await Promise.all(Array.from({ length: 10 }, () => answer(buyer, accept)));
    expect(answers.map((envelope) => envelope.meta.res)).toEqual(Array(10).fill(RES.OK));
    expect(answers.filter((envelope) => envelope.data && !envelope.data.alreadyAnswered)).toHaveLength(1);
    expect(await db().select().from(quotationLineResponses).where(eq(quotationLineResponses.quotationId, round.quotationId))).toHaveLength(1);
  });

  it('ten parallel placements of the accepted lines make one order', async () => {
    const buyer = await person();
    const round = await firstRound(buyer);
    const seen = await negotiationOf(buyer, round.inquiryId);
    await ok(buyer, N.answerLine, { kind: 'accept', inquiryId: round.inquiryId, quotationId: round.quotationId, itemId: round.one, offerId: offerOf(seen, round.one, 0).offerId });
    const placed = await Promise.all(Array.from({ length: 10 }, () => as(buyer)<OrderPlaced>(N.placeAcceptedLines, { inquiryId: round.inquiryId, quotationId: round.quotationId, address })));
    expect(placed.map((envelope) => envelope.meta.res)).toEqual(Array(10).fill(RES.OK));
    expect(new Set(placed.map((envelope) => envelope.data!.orderId)).size).toBe(1);
    expect(placed.filter((envelope) => !envelope.data!.alreadyPlaced)).toHaveLength(1);
    expect(await liveOrders(round.quotationId)).toHaveLength(1);
  });
});
