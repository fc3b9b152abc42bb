import { describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import {
  API, RES, staffRoleRefusal,
  type ApprovalQueueRow, type MarginSettings, type QuotationApproval, type QuotationMargins, type QuotationView, type StaffInquiryView,
} from '@sw/protocol';
import { quotationApprovals, quotations, staffAudit } from '../db/schema';
import { companyIdOf } from '../testing/company';
import { staffDeskFile } from '../testing/deskFile';
import { inquiryTesting, type Person } from '../testing/inquiries';

/**
 * The margin floor (issue 52, point 6) over HTTP: costs and floors by their roles, the send refused below the floor
 * for a sales person (20050), the request a sales manager approves (which sends it) or returns with a note, and no
 * cost or floor in any buyer's answer.
 */
const { t, api, staff: admin } = staffDeskFile(inquiryTesting, { goods: 20, staffNick: 'Admin' });
const { ok, as, refused, person, db, mailTo, statusOf, preciseInquiry } = t;

const M = API.staffMargin;
const S = API.staff;
const dayOffset = (days: number) => new Date(api().deps.now().getTime() + days * 86_400_000).toISOString().slice(0, 10);

let people: Record<'sales' | 'manager' | 'catalogue' | 'finance' | 'production', Person> | undefined;
async function team() {
  people ??= {
    sales: await person({ role: 'staff', nick: 'Sam Sales', staffRoles: ['sales'] }),
    manager: await person({ role: 'staff', nick: 'Mia Manager', staffRoles: ['sales_manager'] }),
    catalogue: await person({ role: 'staff', nick: 'Cat Catalogue', staffRoles: ['catalogue'] }),
    finance: await person({ role: 'staff', nick: 'Fin Finance', staffRoles: ['finance'] }),
    production: await person({ role: 'staff', nick: 'Pat Production', staffRoles: ['production'] }),
  };
  return people;
}

/**
 * Goods g (line 1) costs 2.00 with its category's floor at 20 % (lowest price 2.50); goods h (line 2) costs 1.00
 * but one of its specifications 3.00, with its own floor of 10 % (lowest 3.34).
 */
let costsSet = false;
async function withCosts(g: { id: number; categoryId: number }, h: { id: number; specIds: number[] }) {
  const { catalogue, manager } = await team();
  if (costsSet) return;
  await ok(catalogue, M.saveCost, { goodsId: g.id, cost: '2.00' });
  await ok(catalogue, M.saveCost, { goodsId: h.id, cost: 1 });
  await ok(catalogue, M.saveCost, { goodsId: h.id, specId: h.specIds[1], cost: '3' });
  await ok(manager, M.saveFloor, { scope: 'category', categoryId: g.categoryId, percent: '20' });
  await ok(manager, M.saveFloor, { scope: 'goods', goodsId: h.id, percent: 10 });
  costsSet = true;
}

/** An inquiry with costs kept and a saved draft: line 1 at `price` from 100 pcs, line 2 at 4.00, a tooling line at 0.01. */
async function draftAt(price: string, by: Person) {
  const buyer = await person({ nick: 'Floor buyer' });
  // A sales person reaches only their own accounts (issue 53): the team's is this company's account manager.
  const { manager, sales } = await team();
  await ok(manager, S.assignAccountManager, { companyId: await companyIdOf(db(), buyer.id), managerId: sales.id });
  const inquiry = await preciseInquiry(buyer);
  await withCosts(inquiry.g, inquiry.h);
  const view = await ok<StaffInquiryView>(by, S.inquiryView, { inquiryId: inquiry.inquiryId });
  // Line 1 is goods g's, line 2 goods h's, whatever order the view gives.
  const detail = { lines: [String(inquiry.g.id), String(inquiry.h.id)].map((id) => view.lines.find((line) => line.goodsId === id)!) };
  const draft = await ok<QuotationView>(by, S.saveQuotation, {
    inquiryId: inquiry.inquiryId, currency: 'USD', leadTimeDays: 25, validUntil: dayOffset(30),
    lines: [
      { itemId: detail.lines[0]!.itemId, title: detail.lines[0]!.title, qty: 600, tiers: [{ minQty: 100, unitPrice: '3.00' }, { minQty: 500, unitPrice: price }] },
      { itemId: detail.lines[1]!.itemId, title: detail.lines[1]!.title, qty: 100, tiers: [{ minQty: 1, unitPrice: '4.00' }] },
      { title: 'Mould and tooling', qty: 1, tiers: [{ minQty: 1, unitPrice: '0.01' }] },
    ],
  });
  return { buyer, inquiryId: inquiry.inquiryId, quotationId: Number(draft.quotationId), detail };
}

const send = (who: Person, d: { inquiryId: number; quotationId: number }) => as(who)<QuotationView>(S.sendQuotation, { inquiryId: d.inquiryId, quotationId: d.quotationId });
const auditOf = async (action: string) => db().select().from(staffAudit).where(eq(staffAudit.action, action)).orderBy(desc(staffAudit.id));

describe('costs and floors', () => {
  it('catalogue and finance keep costs; a sales manager sets floors; each refused to the other roles and audited', async () => {
    const { catalogue, finance, manager, sales, production } = await team();
    const { g, h } = await preciseInquiry(await person());
    await withCosts(g, h);
    const settings = await ok<MarginSettings>(finance, M.settings, { goodsId: h.id });
    expect(settings.goods).toMatchObject({ goodsId: String(h.id), cost: '1.00', percent: '10', floor: { percent: '10', source: 'goods' } });
    expect(settings.goods!.specs.find((s) => s.specId === String(h.specIds[1]))!.cost).toBe('3.00');
    expect(settings.defaultPercent).toBe('15');
    expect(settings.categories.find((c) => c.categoryId === String(g.categoryId))!.percent).toBe('20');
    const ofG = await ok<MarginSettings>(manager, M.settings, { goodsId: g.id });
    expect(ofG.goods).toMatchObject({ cost: '2.00', percent: null, floor: { percent: '20', source: 'category' } });

    // The default floor changes; removing a goods' own floor falls back to its category's, then the default.
    expect((await ok<MarginSettings>(manager, M.saveFloor, { scope: 'default', percent: '12.50' })).defaultPercent).toBe('12.5');
    await ok(finance, M.saveCost, { goodsId: g.id, cost: '2.10' });
    expect((await ok<MarginSettings>(finance, M.saveCost, { goodsId: g.id, cost: '2.00' })).goods!.cost).toBe('2.00');
    const [entry] = await auditOf('margin.cost');
    expect(entry).toMatchObject({ staffEmail: finance.email, before: { cost: '2.10' }, after: { cost: '2.00' } });
    expect((await auditOf('margin.floor'))[0]).toMatchObject({ staffEmail: manager.email, after: { scope: 'default', percent: '12.5' } });

    // Bad input, mismatched targets and other roles are refused with words.
    refused(await as(catalogue)(M.saveCost, { goodsId: g.id, specId: h.specIds[0], cost: '1' }), RES.MARGIN_SETTING_REFUSED, /not one of/);
    refused(await as(catalogue)(M.saveCost, { goodsId: g.id, cost: '-1' }), RES.INVALID_PARAMS, /cost/);
    refused(await as(catalogue)(M.saveCost, { goodsId: g.id, cost: '1.234' }), RES.INVALID_PARAMS);
    refused(await as(catalogue)(M.saveCost, { goodsId: 999_999, cost: '1' }), RES.NOT_FOUND, 'These goods was not found.');
    refused(await as(manager)(M.saveFloor, { scope: 'category', categoryId: g.categoryId, percent: '100' }), RES.INVALID_PARAMS, /0 to 99.99/);
    refused(await as(manager)(M.saveFloor, { scope: 'category', percent: '10' }), RES.INVALID_PARAMS, 'categoryId: Please choose a category.');
    refused(await as(manager)(M.saveFloor, { scope: 'default', percent: null }), RES.INVALID_PARAMS, /cannot be removed/);
    refused(await as(manager)(M.saveFloor, { scope: 'category', categoryId: 999_999, percent: '10' }), RES.NOT_FOUND);
    refused(await as(manager)(M.saveCost, { goodsId: g.id, cost: '1' }), RES.STAFF_ROLE_REFUSED, staffRoleRefusal(['catalogue', 'finance']));
    refused(await as(catalogue)(M.saveFloor, { scope: 'default', percent: '5' }), RES.STAFF_ROLE_REFUSED, staffRoleRefusal(['sales_manager']));
    refused(await as(sales)(M.settings, {}), RES.STAFF_ROLE_REFUSED);
    refused(await as(production)(M.settings, {}), RES.STAFF_ROLE_REFUSED);
    await ok(manager, M.saveFloor, { scope: 'default', percent: '15' });
  });
});

describe('sending below the floor', () => {
  it('is refused for a sales person with the line named (20050); asked, a manager approves it, which sends it to the buyer', async () => {
    const { sales, manager, finance, production } = await team();
    const d = await draftAt('2.40', sales);
    const margins = await ok<QuotationMargins>(sales, M.quotationMargins, { inquiryId: d.inquiryId });
    expect(margins).toMatchObject({ approval: null, mayPassFloor: false });
    expect(Object.fromEntries(margins.lines.map((l) => [l.itemId, [l.cost, l.floor]]))).toEqual({
      [d.detail.lines[0]!.itemId]: ['2.00', { percent: '20', source: 'category' }],
      [d.detail.lines[1]!.itemId]: ['3.00', { percent: '10', source: 'goods' }],
    });

    refused(await send(sales, d), RES.BELOW_MARGIN_FLOOR,
      'Line 1 from 500 pcs has a margin of 16.7 %, below the category floor of 20 %. A sales manager must approve it: choose Ask for approval.');
    expect(await statusOf(d.inquiryId)).toBe('submitted');

    const asked = await ok<QuotationApproval>(sales, M.askApproval, { inquiryId: d.inquiryId, quotationId: d.quotationId, note: 'Large repeat buyer; 2.40 agreed by phone.' });
    expect(asked).toMatchObject({ status: 'pending', askedBy: { memId: sales.id, nick: 'Sam Sales' }, note: 'Large repeat buyer; 2.40 agreed by phone.', decidedBy: null });
    const toManager = await mailTo(manager.email);
    expect(toManager.text).toMatch(/Subject: .*Approval asked: quotation for inquiry IQ\d+/);
    expect(toManager.text).toContain('Line 1 from 500 pcs at 2.40: margin 16.7 %, floor 20 % (category)');

    // While it waits, the draft cannot change, be sent or be asked again.
    refused(await send(sales, d), RES.APPROVAL_PENDING, /waits for a sales manager/);
    refused(await send(manager, d), RES.APPROVAL_PENDING);
    refused(await as(sales)(M.askApproval, { inquiryId: d.inquiryId, quotationId: d.quotationId }), RES.APPROVAL_PENDING);
    refused(await as(sales)(S.saveQuotation, {
      inquiryId: d.inquiryId, quotationId: d.quotationId, currency: 'USD', leadTimeDays: 25, validUntil: dayOffset(30), lines: [{ title: 'x', qty: 1, tiers: [{ minQty: 1, unitPrice: 9 }] }],
    }), RES.APPROVAL_PENDING);

    // The queue is the manager's: finance, production and sales are refused.
    const queue = await ok<ApprovalQueueRow[]>(manager, M.approvals, {});
    const row = queue.find((r) => r.approvalId === asked.approvalId)!;
    expect(row).toMatchObject({ inquiryId: String(d.inquiryId), currency: 'USD', below: [{ lineIndex: 0, minQty: 500, unitPrice: 2.4, margin: '16.7', floor: { percent: '20', source: 'category' } }] });
    for (const who of [sales, finance, production]) {
      refused(await as(who)(M.approvals, {}), RES.STAFF_ROLE_REFUSED);
      refused(await as(who)(M.approve, { approvalId: asked.approvalId }), RES.STAFF_ROLE_REFUSED);
    }
    refused(await as(finance)(M.askApproval, { inquiryId: d.inquiryId, quotationId: d.quotationId }), RES.STAFF_ROLE_REFUSED);

    const approved = await ok<QuotationApproval>(manager, M.approve, { approvalId: asked.approvalId, note: 'Fine this once.' });
    expect(approved).toMatchObject({ status: 'approved', decidedBy: { memId: manager.id }, decisionNote: 'Fine this once.' });
    expect(await statusOf(d.inquiryId)).toBe('quoted');
    const [sent] = await db().select().from(quotations).where(eq(quotations.id, d.quotationId));
    expect(sent).toMatchObject({ status: 'sent', version: 1 });
    // The buyer receives it with its PDF; the sales person hears it was approved.
    const toBuyer = await mailTo(d.buyer.email);
    expect(toBuyer.text).toMatch(/quotation/i);
    expect((await mailTo(sales.email)).text).toMatch(/Approved and sent: quotation for inquiry/);
    expect((await ok<{ quotation: QuotationView | null }>(d.buyer, API.inquiryOrder.inquiryOrderDetail1562b, { inquiryId: d.inquiryId })).quotation).toMatchObject({ version: 1, status: 'sent' });
    expect((await auditOf('quotation.approve'))[0]).toMatchObject({ staffEmail: manager.email, targetId: String(d.inquiryId) });
    const [sendEntry] = (await auditOf('quotation.send')).filter((e) => e.targetId === String(d.inquiryId));
    expect(sendEntry!.after).toMatchObject({ marginFloor: { approvalId: Number(asked.approvalId), askedBy: sales.id, approvedBy: manager.id } });

    // Decided once: a second approval or a return is refused.
    refused(await as(manager)(M.approve, { approvalId: asked.approvalId }), RES.APPROVAL_DECIDED, /already approved/);
    refused(await as(manager)(M.returnToSales, { approvalId: asked.approvalId, note: 'No' }), RES.APPROVAL_DECIDED);
    expect((await ok<ApprovalQueueRow[]>(manager, M.approvals, {})).some((r) => r.approvalId === asked.approvalId)).toBe(false);
  });

  it('counts each per-line offer as a price, a substitute against its own goods\' cost: refused, asked for and approved by its line', async () => {
    const { sales, manager, catalogue } = await team();
    const d = await draftAt('2.60', sales);
    const substitute = await t.sampleGoods(9);
    await ok(catalogue, M.saveCost, { goodsId: substitute.id, cost: '5.00' });
    const answer = (lines: unknown[]) => ok(sales, API.negotiation.saveLineAnswers, { inquiryId: d.inquiryId, quotationId: d.quotationId, lines });
    const [one, two] = d.detail.lines.map((line) => Number(line.itemId)) as [number, number];

    // Every tier of the draft is above its floor; an offer on line 1 is not.
    await answer([{ kind: 'offers', itemId: one, offers: [{ qty: 1000, unitPrice: '2.40', leadTimeDays: 30 }] }]);
    refused(await send(sales, d), RES.BELOW_MARGIN_FLOOR, /^Line 1 from 1000 pcs has a margin of 16.7 %, below the category floor of 20 %\./);

    // Goods proposed instead of line 2 are priced against their own cost (5.00), not the line's (3.00).
    await answer([
      { kind: 'offers', itemId: one, offers: [{ qty: 1000, unitPrice: '2.60', leadTimeDays: 30 }] },
      { kind: 'substitute', itemId: two, goodsId: substitute.id, reason: 'Not made in this size any more.', offers: [{ qty: 200, unitPrice: '5.50', leadTimeDays: 30 }] },
    ]);
    refused(await send(sales, d), RES.BELOW_MARGIN_FLOOR, /^Line 2 from 200 pcs has a margin of 9.1 %, below the default floor of 15 %\./);
    const asked = await ok<QuotationApproval>(sales, M.askApproval, { inquiryId: d.inquiryId, quotationId: d.quotationId });
    const row = (await ok<ApprovalQueueRow[]>(manager, M.approvals, {})).find((r) => r.approvalId === asked.approvalId)!;
    expect(row.below).toEqual([{ lineIndex: 1, title: d.detail.lines[1]!.title, minQty: 200, unitPrice: 5.5, margin: '9.1', floor: { percent: '15', source: 'default' } }]);
    expect((await ok<QuotationApproval>(manager, M.approve, { approvalId: asked.approvalId })).status).toBe('approved');
    expect(await statusOf(d.inquiryId)).toBe('quoted');
  });

  it('a manager returns it with a note: the sales person is mailed, the draft opens again and sends at the floor', async () => {
    const { sales, manager } = await team();
    const d = await draftAt('2.49', sales);
    const asked = await ok<QuotationApproval>(sales, M.askApproval, { inquiryId: d.inquiryId, quotationId: d.quotationId });
    refused(await as(manager)(M.returnToSales, { approvalId: asked.approvalId, note: ' ' }), RES.INVALID_PARAMS, /Please write a note/);
    const returned = await ok<QuotationApproval>(manager, M.returnToSales, { approvalId: asked.approvalId, note: 'Please hold 2.50 at 500 pcs.' });
    expect(returned).toMatchObject({ status: 'returned', decisionNote: 'Please hold 2.50 at 500 pcs.' });
    const mail = await mailTo(sales.email, 0);
    expect(mail.text).toMatch(/Returned: quotation for inquiry/);
    expect(mail.text).toContain('Please hold 2.50 at 500 pcs.');
    expect((await ok<QuotationMargins>(sales, M.quotationMargins, { inquiryId: d.inquiryId })).approval).toMatchObject({ status: 'returned', decisionNote: 'Please hold 2.50 at 500 pcs.' });
    expect(await statusOf(d.inquiryId)).toBe('submitted');
    expect((await auditOf('quotation.return'))[0]).toMatchObject({ staffEmail: manager.email, after: { status: 'returned', note: 'Please hold 2.50 at 500 pcs.' } });

    // At the floor exactly it needs no approval (20053) and the sales person sends it alone.
    const fixed = await ok<QuotationView>(sales, S.saveQuotation, {
      inquiryId: d.inquiryId, quotationId: d.quotationId, currency: 'USD', leadTimeDays: 25, validUntil: dayOffset(30),
      lines: [
        { itemId: d.detail.lines[0]!.itemId, title: 'Line 1', qty: 600, tiers: [{ minQty: 500, unitPrice: '2.50' }] },
        { itemId: d.detail.lines[1]!.itemId, title: 'Line 2', qty: 100, tiers: [{ minQty: 1, unitPrice: '3.34' }] },
      ],
    });
    refused(await as(sales)(M.askApproval, { inquiryId: d.inquiryId, quotationId: Number(fixed.quotationId) }), RES.NOT_BELOW_FLOOR, /needs no approval/);
    expect((await send(sales, d)).meta.res).toBe(RES.OK);
  });

  it('names the dearest specification’s cost; a manager sends below the floor alone, recorded in the audit', async () => {
    const { manager, sales } = await team();
    const d = await draftAt('2.60', manager);
    // Line 2 at 3.30 against its specification's 3.00 and the goods' 10 %: below (3.34 keeps it).
    await ok(manager, S.saveQuotation, {
      inquiryId: d.inquiryId, quotationId: d.quotationId, currency: 'USD', leadTimeDays: 25, validUntil: dayOffset(30),
      lines: [{ itemId: d.detail.lines[1]!.itemId, title: 'Line 2', qty: 100, tiers: [{ minQty: 1, unitPrice: '3.30' }] }],
    });
    expect((await ok<QuotationMargins>(manager, M.quotationMargins, { inquiryId: d.inquiryId })).mayPassFloor).toBe(true);
    refused(await send(sales, d), RES.BELOW_MARGIN_FLOOR, /^Line 1 from 1 pcs has a margin of 9.1 %, below the goods floor of 10 %/);
    expect((await send(manager, d)).meta.res).toBe(RES.OK);
    const [entry] = (await auditOf('quotation.send')).filter((e) => e.targetId === String(d.inquiryId));
    expect(entry!.after).toMatchObject({ marginFloor: { passedBy: manager.id, below: [{ lineIndex: 0, margin: '9.1' }] } });
    const pending = await db().select().from(quotationApprovals).where(and(eq(quotationApprovals.inquiryId, d.inquiryId)));
    expect(pending).toEqual([]);
  });

  it('a buyer never reads a cost, a floor or an approval, and is refused every margin path', async () => {
    const { sales, manager } = await team();
    const d = await draftAt('2.40', sales);
    const asked = await ok<QuotationApproval>(sales, M.askApproval, { inquiryId: d.inquiryId, quotationId: d.quotationId });
    await ok(manager, M.approve, { approvalId: asked.approvalId });
    const other = await person({ nick: 'Other company' });
    for (const path of Object.values(M)) {
      refused(await as(d.buyer)(path, { inquiryId: d.inquiryId, approvalId: asked.approvalId, goodsId: 1 }), RES.FORBIDDEN, 'This is for staff only.');
      refused(await as(other)(path, { inquiryId: d.inquiryId }), RES.FORBIDDEN);
      refused(await as(null)(path, {}), RES.NOT_SIGNED_IN);
    }
    const answers = [
      await as(d.buyer)(API.inquiryOrder.inquiryOrderDetail1562b, { inquiryId: d.inquiryId }),
      await as(d.buyer)(API.csite.onlineGoodsDetail, { goodsId: d.detail.lines[0]!.goodsId }),
      await as(null)(API.csite.onlineGoodsDetail, { goodsId: d.detail.lines[1]!.goodsId }),
    ];
    for (const [i, envelope] of answers.entries()) {
      expect(envelope.meta.res, `answer ${i}: ${envelope.meta.msg}`).toBe(RES.OK);
      expect(JSON.stringify(envelope.data)).not.toMatch(/"(cost|costs|margin|floor|percent|approval|below|marginFloor)"/i);
    }
    // Another company's buyer does not see the inquiry at all.
    refused(await as(other)(API.inquiryOrder.inquiryOrderDetail1562b, { inquiryId: d.inquiryId }), RES.NOT_FOUND);
    void admin;
  });
});
