import { describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import {
  API, DOCUMENTS, RES, TOKEN_HEADER, toMinor, type OrderDetail, type OrderPayments, type OrderPlaced, type SampleConversion, type SampleCredit, type StaffOrderView,
} from '@sw/protocol';
import { members, orders, sampleCredits, sampleSettings } from '../db/schema';
import { staffDeskFile } from '../testing/deskFile';
import type { Person } from '../testing/inquiries';
import { companyOf, updateCompanyOf } from '../testing/members';
import { orderTesting, QUOTED } from '../testing/orders';
import { pdfTextOf } from '../testing/pdfText';
import { insertSampleOrder, setSamplePaid } from '../testing/sampleOrders';

/**
 * The sample fee comes back (docs/protocol.md, Sample credit and conversion): a company's first bulk order of the
 * goods within the credit window takes back the fees of its paid sample orders, once, even under parallel
 * placement; a cancelled or rejected order gives it back; the console's conversion page counts what came of them.
 * Every bulk order here is the quotation of testing/orders.ts (goods 0 and 1, lines 3260.00 USD).
 */

const { t, api, staff } = staffDeskFile(orderTesting, { goods: 40, staffNick: 'Credit Desk' });
const { ok, as, refused, person, db, quotedInquiry, placedOrder, sampleGoods } = t;
const E = API.erp;
const DAY = 86_400_000;

/** A buyer with a company of their own. */
async function buyer(nick = 'Sam Sample') {
  const who = await person({ nick });
  return { who, companyId: (await companyOf(db(), who.id))!.id };
}

/** A sample order of the company: goods 0 (2 × 12.35) and goods 1 (1 × 7.05), fees 31.75. */
async function samples(owner: { who: Person; companyId: string }, options: { paid?: boolean; daysAgo?: number; goods?: number[] } = {}) {
  const goodsIds = await Promise.all((options.goods ?? [0, 1]).map(async (skip) => (await sampleGoods(skip)).id));
  const prices = [['2', '12.35'], ['1', '7.05']] as const;
  return insertSampleOrder(db(), {
    companyId: owner.companyId,
    memberId: owner.who.id,
    lines: goodsIds.map((goodsId, i) => ({ goodsId, qty: Number(prices[i % 2]![0]), unitPrice: prices[i % 2]![1] })),
    paid: options.paid ?? true,
    createdAt: new Date(api().deps.now().getTime() - (options.daysAgo ?? 1) * DAY),
  });
}

const orderRow = async (orderId: number) => (await db().select().from(orders).where(eq(orders.id, orderId)))[0]!;
const creditRows = (bulkOrderId: number) => db().select().from(sampleCredits).where(eq(sampleCredits.bulkOrderId, bulkOrderId)).orderBy(asc(sampleCredits.sampleItemId));
const setWindow = (days: number) => db().update(sampleSettings).set({ creditWindowDays: days }).where(eq(sampleSettings.id, 1));
const placeFrom = (who: Person, quoted: { inquiryId: number; quotationId: number }) =>
  as(who)<OrderPlaced>(E.placeOrder, { inquiryId: quoted.inquiryId, quotationId: quoted.quotationId, address: t.address });

describe('the credit on the first bulk order', () => {
  it('takes back the paid sample fees of the goods: previewed, placed, shown to the buyer and the desk, exact cents', async () => {
    const owner = await buyer();
    const sample = await samples(owner);
    const quoted = await quotedInquiry(owner.who, staff);
    // The place-order screen's preview: the same rule, before the buyer confirms.
    const preview = await ok<SampleCredit>(owner.who, API.erp.sampleCreditPreview, { inquiryId: quoted.inquiryId });
    expect(preview).toMatchObject({ amount: 31.75, currency: 'USD' });
    expect(preview.lines.map((line) => [line.sampleOrderNo, line.amount])).toEqual([[sample.orderNo, 24.7], [sample.orderNo, 7.05]]);

    const placed = (await placeFrom(owner.who, quoted)).data!;
    expect(placed).toMatchObject({ total: 3228.25, sampleCredit: 31.75, alreadyPlaced: false });
    const row = await orderRow(Number(placed.orderId));
    expect(row.sampleCredit).toBe(toMinor('31.75'));
    expect(row.total).toBe(toMinor('3228.25'));
    // The deposit follows the reduced total: 30 % of 3228.25 = 968.475, half up to 968.48.
    expect(row.depositDue).toBe(toMinor('968.48'));
    const money = await ok<OrderPayments>(owner.who, API.erp.orderPayments, { orderId: placed.orderId });
    expect(money).toMatchObject({ total: 3228.25, deposit: 968.48, balanceDue: 2259.77 });
    expect((await creditRows(row.id)).map((credit) => [credit.sampleItemId, credit.sampleOrderId, credit.amount])).toEqual([
      [sample.itemIds[0], sample.orderId, toMinor('24.70')],
      [sample.itemIds[1], sample.orderId, toMinor('7.05')],
    ]);

    const detail = await ok<OrderDetail>(owner.who, E.viewOrder, { orderId: placed.orderId });
    expect(detail.total).toBe(3228.25);
    expect(detail.sampleCredit).toMatchObject({ amount: 31.75, currency: 'USD' });
    expect(detail.sampleCredit!.lines.map((line) => line.sampleOrderNo)).toEqual([sample.orderNo, sample.orderNo]);
    const desk = await ok<StaffOrderView>(staff, API.staff.orderView, { orderId: placed.orderId });
    expect(desk.sampleCredit).toEqual(detail.sampleCredit);

    // Applied once: the company's next bulk order of the goods takes nothing, and the preview says so.
    const next = await quotedInquiry(owner.who, staff);
    expect(await ok<SampleCredit | null>(owner.who, API.erp.sampleCreditPreview, { inquiryId: next.inquiryId })).toBeNull();
    const again = (await placeFrom(owner.who, next)).data!;
    expect(again).toMatchObject({ total: QUOTED.total, sampleCredit: 0 });
    expect((await ok<OrderDetail>(owner.who, E.viewOrder, { orderId: again.orderId })).sampleCredit).toBeNull();
  });

  it('the proforma invoice prints the goods, the sample credit and the reduced total', async () => {
    const owner = await buyer();
    const sample = await samples(owner);
    const { orderId } = await placedOrder(owner.who, staff);
    const pdf = await api().raw(DOCUMENTS.proformaPdf(String(orderId)), { headers: { [TOKEN_HEADER]: owner.who.token } });
    expect(pdf.status).toBe(200);
    const text = pdfTextOf(Buffer.from(await pdf.arrayBuffer()));
    expect(text).toContain('Sample credit');
    expect(text).toContain('-$31.75');
    expect(text).toContain('$3,260.00');
    expect(text).toContain('$3,228.25');
    expect(text).toContain(`31.75 USD of the sample fees paid on ${sample.orderNo}`);
  });

  it('takes nothing outside the window, until staff widen it', async () => {
    const owner = await buyer();
    await samples(owner, { daysAgo: 91 });
    const quoted = await quotedInquiry(owner.who, staff);
    expect(await ok<SampleCredit | null>(owner.who, API.erp.sampleCreditPreview, { inquiryId: quoted.inquiryId })).toBeNull();
    await setWindow(120);
    try {
      expect((await ok<SampleCredit>(owner.who, API.erp.sampleCreditPreview, { inquiryId: quoted.inquiryId })).amount).toBe(31.75);
      expect((await placeFrom(owner.who, quoted)).data).toMatchObject({ sampleCredit: 31.75, total: 3228.25 });
    } finally {
      await setWindow(90);
    }
    // Inside the default window by a day: taken.
    const other = await buyer();
    await samples(other, { daysAgo: 89 });
    expect((await placedOrder(other.who, staff)).placed.sampleCredit).toBe(31.75);
  });

  it('takes nothing for an unpaid or partly paid sample order; the first bulk order after it was the one', async () => {
    const owner = await buyer();
    const sample = await samples(owner, { paid: false });
    expect((await placedOrder(owner.who, staff)).placed.sampleCredit).toBe(0);
    // Paid only after that first bulk order: a later one is not the first, so it takes nothing either.
    await setSamplePaid(db(), sample.orderId, true);
    expect((await placedOrder(owner.who, staff)).placed.sampleCredit).toBe(0);

    const partly = await buyer();
    const part = await samples(partly, { paid: false });
    await db().update(orders).set({ received: part.total - 1n }).where(eq(orders.id, part.orderId));
    expect((await placedOrder(partly.who, staff)).placed.sampleCredit).toBe(0);
  });

  it('takes nothing for other goods or another company\'s samples, and only the lines of the ordered goods', async () => {
    const owner = await buyer();
    await samples(owner, { goods: [5, 6] });
    const stranger = await buyer('Someone Else');
    await samples(stranger);
    expect((await placedOrder(owner.who, staff)).placed.sampleCredit).toBe(0);
    // A sample order of goods 0 and goods 5: the bulk order (goods 0 and 1) takes goods 0's line only.
    const mixed = await buyer();
    const sample = await samples(mixed, { goods: [0, 5] });
    const { orderId, placed } = await placedOrder(mixed.who, staff);
    expect(placed.sampleCredit).toBe(24.7);
    expect((await creditRows(orderId)).map((credit) => credit.sampleItemId)).toEqual([sample.itemIds[0]]);
  });

  it('never takes more than the order: the total is zero, not below', async () => {
    const owner = await buyer();
    const g = await sampleGoods(0);
    await insertSampleOrder(db(), {
      companyId: owner.companyId, memberId: owner.who.id, lines: [{ goodsId: g.id, qty: 2, unitPrice: '2000.01' }], paid: true,
      createdAt: new Date(api().deps.now().getTime() - DAY),
    });
    const { orderId, placed } = await placedOrder(owner.who, staff);
    expect(placed).toMatchObject({ total: 0, sampleCredit: 3260 });
    expect((await creditRows(orderId)).map((credit) => credit.amount)).toEqual([toMinor('3260.00')]);
    expect((await orderRow(orderId)).depositDue).toBe(0n);
  });

  it('applies once when two bulk orders of the goods are placed at the same moment from two quotations', async () => {
    const owner = await buyer();
    const sample = await samples(owner);
    const first = await quotedInquiry(owner.who, staff);
    const second = await quotedInquiry(owner.who, staff);
    const answers = await Promise.all([placeFrom(owner.who, first), placeFrom(owner.who, second)]);
    for (const answer of answers) expect(answer.meta.res).toBe(RES.OK);
    const credits = answers.map((answer) => answer.data!.sampleCredit).sort();
    expect(credits).toEqual([0, 31.75]);
    const taken = await db().select().from(sampleCredits).where(eq(sampleCredits.sampleOrderId, sample.orderId));
    expect(taken).toHaveLength(2);
    expect(new Set(taken.map((credit) => credit.bulkOrderId)).size).toBe(1);
    const totals = await Promise.all(answers.map(async (answer) => (await orderRow(Number(answer.data!.orderId))).total));
    expect(totals.sort()).toEqual([toMinor('3228.25'), toMinor('3260.00')].sort());
  });
});

describe('the credit given back', () => {
  it('a cancelled bulk order gives it back; the next bulk order takes it', async () => {
    const owner = await buyer();
    await samples(owner);
    const { orderId } = await placedOrder(owner.who, staff);
    expect((await orderRow(orderId)).sampleCredit).toBe(toMinor('31.75'));
    const cancelled = await ok<OrderDetail>(owner.who, E.cancelOrder, { orderId, reason: 'Wrong colour.' });
    expect(cancelled).toMatchObject({ status: 'cancelled', total: QUOTED.total, sampleCredit: null });
    expect(await creditRows(orderId)).toEqual([]);
    expect((await orderRow(orderId))).toMatchObject({ sampleCredit: 0n, total: toMinor('3260.00'), depositDue: toMinor('978.00') });
    expect((await placedOrder(owner.who, staff)).placed).toMatchObject({ sampleCredit: 31.75, total: 3228.25 });
  });

  it('an order awaiting approval holds it (and is judged on the reduced total); a rejection gives it back', async () => {
    const admin = await buyer('Ada Admin');
    const colleague = await person({ nick: 'Cole Buyer' });
    await db().update(members).set({ companyId: admin.companyId, companyRole: 'buyer' }).where(eq(members.id, colleague.id));
    await samples(admin);
    // 3228.25 after the credit is at the threshold: placed, where 3260.00 would have waited.
    await updateCompanyOf(db(), admin.who.id, { approvalThreshold: toMinor('3228.25') });
    const direct = await placedOrder(colleague, staff);
    expect(direct.placed).toMatchObject({ status: 'placed', sampleCredit: 31.75 });
    await ok<OrderDetail>(colleague, E.cancelOrder, { orderId: direct.orderId });

    await updateCompanyOf(db(), admin.who.id, { approvalThreshold: toMinor('100') });
    const held = await placedOrder(colleague, staff);
    expect(held.placed).toMatchObject({ status: 'awaiting_approval', sampleCredit: 31.75 });
    const rejected = await ok<OrderDetail>(admin.who, E.rejectOrder, { orderId: held.orderId, reason: 'Not this season.' });
    expect(rejected).toMatchObject({ status: 'rejected', sampleCredit: null, total: QUOTED.total });
    expect(await creditRows(held.orderId)).toEqual([]);
    const approvedLater = await placedOrder(colleague, staff);
    expect(approvedLater.placed).toMatchObject({ status: 'awaiting_approval', sampleCredit: 31.75 });
    const approved = await ok<OrderDetail>(admin.who, E.approveOrder, { orderId: approvedLater.orderId });
    expect(approved).toMatchObject({ status: 'placed', total: 3228.25, sampleCredit: { amount: 31.75 } });
  });
});

describe('sampleCreditPreview.do and staff/sampleConversion.do: who may call', () => {
  it('refuses another company\'s inquiry, and a buyer on the conversion page', async () => {
    const owner = await buyer();
    const quoted = await quotedInquiry(owner.who, staff);
    const stranger = await buyer('Nosy Buyer');
    refused(await as(stranger.who)(API.erp.sampleCreditPreview, { inquiryId: quoted.inquiryId }), RES.NOT_FOUND);
    refused(await as(owner.who)(API.staff.sampleConversion, {}), RES.FORBIDDEN);
    refused(await as(null)(API.erp.sampleCreditPreview, { inquiryId: quoted.inquiryId }), RES.NOT_SIGNED_IN);
    refused(await as(staff)(API.staff.sampleConversion, { from: '2026-05-02', to: '2026-05-01' }), RES.INVALID_PARAMS, /must not be after/);
    refused(await as(staff)(API.staff.sampleConversion, { from: '2024-01-01', to: '2026-01-01' }), RES.INVALID_PARAMS, /at most a year/);
  });
});

describe('the conversion page', () => {
  it('counts the period\'s sample orders, those followed by a bulk order of the goods within the window, the rate and the amounts', async () => {
    // A day of its own, 40 days ago, so other tests' sample orders are not in it.
    const daysAgo = 40;
    const day = new Date(api().deps.now().getTime() - daysAgo * DAY).toISOString().slice(0, 10);
    const converting = await buyer('Conv Ert');
    const a = await samples(converting, { daysAgo });
    const browsing = await buyer('Just Looking');
    const b = await samples(browsing, { daysAgo, paid: false });
    const otherGoods = await buyer('Other Goods');
    const c = await samples(otherGoods, { daysAgo, goods: [7] });
    const cancelled = await buyer('Changed Mind');
    const d = await samples(cancelled, { daysAgo });
    await db().update(orders).set({ status: 'cancelled' }).where(eq(orders.id, d.orderId));
    const bulk = await placedOrder(converting.who, staff);
    await placedOrder(otherGoods.who, staff);

    const page = await ok<SampleConversion>(staff, API.staff.sampleConversion, { from: day, to: day });
    expect(page).toMatchObject({ from: day, to: day, windowDays: 90, sampleOrders: 3, converted: 1, ratePercent: 33.3, total: 3 });
    expect(page.amounts).toEqual([{ currency: 'USD', sampleFees: 31.75 * 2 + 24.7, bulkValue: 3260, credits: 31.75 }]);
    const byNo = new Map(page.list.map((row) => [row.orderNo, row]));
    expect([...byNo.keys()].sort()).toEqual([a.orderNo, b.orderNo, c.orderNo].sort());
    expect(byNo.get(a.orderNo)).toMatchObject({ company: expect.any(String), paid: true, total: 31.75, credited: 31.75, bulk: { orderNo: bulk.placed.orderNo, value: 3260, currency: 'USD' } });
    expect(byNo.get(b.orderNo)).toMatchObject({ paid: false, credited: 0, bulk: null });
    expect(byNo.get(c.orderNo)).toMatchObject({ bulk: null });
    // A shorter window than the 40 days: nothing converted.
    await setWindow(30);
    try {
      expect(await ok<SampleConversion>(staff, API.staff.sampleConversion, { from: day, to: day })).toMatchObject({ windowDays: 30, converted: 0, ratePercent: 0 });
    } finally {
      await setWindow(90);
    }
    // Paging.
    const first = await ok<SampleConversion>(staff, API.staff.sampleConversion, { from: day, to: day, pageSize: 2 });
    expect(first.list).toHaveLength(2);
    expect(first.total).toBe(3);
  });
});
