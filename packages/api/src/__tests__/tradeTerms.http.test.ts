import { writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import {
  API, dayText, DOCUMENTS, RES, TOKEN_HEADER,
  toCatalogueCurrency, type DutyRateRow, type ExchangeRateRow, type InquiryDetail, type OrderPayments, type LandedCostEstimate, type OrderPlaced, type OrderPreview, type QuotationView, type StaffCompanyView, type StaffInquiryView, type StaffOrderView,
} from '@sw/protocol';
import { orders, quotations, staffAudit } from '../db/schema';
import { staffDeskFile } from '../testing/deskFile';
import { orderTesting, QUOTED } from '../testing/orders';
import { colleagueIn, companyIdOf } from '../testing/company';
import { pdfTextOf } from '../testing/pdfText';
import { formatDay, formatMoney } from '../services/documents';
import type { Person } from '../testing/inquiries';

/**
 * Trade terms (issue 39; docs/protocol.md, Trade terms): the Incoterm and its place on every quotation, freight,
 * insurance and duties as typed lines in the total, the landed-cost estimate from the staff-kept duty rates, a
 * foreign-currency quotation locked at its rate, each line's HS code and origin on the documents, and the console's
 * rate tables and company defaults (audited).
 */

const { t, api, staff } = staffDeskFile(orderTesting, { goods: 30, staffNick: 'Trade Desk' });
const { ok, as, refused, person, db, quotedInquiry, readyForProduction, dayOffset } = t;

const S = API.staff;
const T = API.tradeTerms;
const pdf = (path: string, who: Person) => api().raw(path, { headers: { [TOKEN_HEADER]: who.token } });
/** A document's text; with PDF_OUT=<folder> its file is kept there too, to look at by eye. */
async function pdfRead(path: string, who: Person, name: string): Promise<string> {
  const bytes = Buffer.from(await (await pdf(path, who)).arrayBuffer());
  if (process.env.PDF_OUT) writeFileSync(`${process.env.PDF_OUT}/${name}.pdf`, bytes);
  return pdfTextOf(bytes);
}
const CIF_HAMBURG = {
  incoterm: 'CIF', incotermPlace: 'Hamburg',
  freight: { mode: 'sea', carrier: 'Hapag-Lloyd FCL', transitDays: 32, cost: '480.00' },
  insurance: '32.60',
};

/** A precise inquiry with its draft saved with `trade` (the QUOTED lines); the draft as answered. */
async function draftWith(buyer: Person, trade: Record<string, unknown>, currency = 'USD') {
  const { inquiryId } = await t.preciseInquiry(buyer);
  const view = await ok<StaffInquiryView>(staff, S.inquiryView, { inquiryId });
  const input = {
    inquiryId, currency, leadTimeDays: 25, validUntil: dayOffset(30), ...trade,
    lines: QUOTED.lines.map((line, i) => ({ itemId: view.lines[i]?.itemId, title: 'title' in line ? line.title : view.lines[i]!.title, qty: line.qty, tiers: line.tiers })),
  };
  return { inquiryId, input, save: (extra: Record<string, unknown> = {}) => as(staff)<QuotationView>(S.saveQuotation, { ...input, ...extra }) };
}

/** A document's text with its lines run together, so a wrapped sentence reads whole. */
const flat = (text: string) => text.replace(/\s+/g, ' ');

const latestAudit = async (action: string) => (await db().select().from(staffAudit).where(eq(staffAudit.action, action)).orderBy(desc(staffAudit.id)).limit(1))[0];

describe('Incoterms and charges on a quotation', () => {
  it('quotes CIF Hamburg with sea freight and insurance: typed lines apart from the goods, in the total, kept when sent', async () => {
    const buyer = await person();
    const { inquiryId, save } = await draftWith(buyer, CIF_HAMBURG);
    const draft = (await save()).data!;
    expect(draft.total).toBe(3772.6);
    expect(draft.tradeTerms).toEqual({
      incoterm: 'CIF', incotermName: 'Cost, Insurance and Freight', place: 'Hamburg', label: 'CIF Hamburg (Incoterms 2020)',
      freight: { mode: 'sea', modeLabel: 'Sea freight', carrier: 'Hapag-Lloyd FCL', transitDays: 32, cost: 480 },
      insurance: 32.6, duties: null, goodsTotal: 3260, chargesTotal: 512.6,
    });
    expect(draft.exchange).toBeNull();
    expect(draft.lines).toHaveLength(3);
    const audit = await latestAudit('quotation.save');
    expect(audit?.after).toMatchObject({ incoterm: 'CIF Hamburg', insurance: '32.60', charges: 512.6 });

    const sent = await ok<QuotationView>(staff, S.sendQuotation, { inquiryId, quotationId: draft.quotationId });
    expect(sent.tradeTerms.label).toBe('CIF Hamburg (Incoterms 2020)');
    const detail = await ok<InquiryDetail>(buyer, API.inquiryOrder.inquiryOrderDetail1562b, { inquiryId });
    expect(detail.quotation?.tradeTerms.freight?.cost).toBe(480);
  });

  it('starts from FOB Guangzhou, or from the company’s default rule set on the console (audited)', async () => {
    const buyer = await person();
    const first = await draftWith(buyer, {});
    expect((await first.save()).data!.tradeTerms).toMatchObject({ incoterm: 'FOB', place: 'Guangzhou', chargesTotal: 0 });

    const companyId = await companyIdOf(db(), buyer.id);
    const saved = await ok(staff, T.saveCompanyTradeDefault, { companyId, incoterm: 'FCA', place: 'Shenzhen airport' });
    expect(saved).toEqual({ companyId, incoterm: 'FCA', place: 'Shenzhen airport' });
    expect((await latestAudit('company.tradeDefault'))?.after).toEqual({ incoterm: 'FCA', place: 'Shenzhen airport' });
    expect((await ok<StaffInquiryView>(staff, S.inquiryView, { inquiryId: first.inquiryId })).buyer.tradeDefault).toEqual({ incoterm: 'FCA', place: 'Shenzhen airport' });
    const second = await draftWith(buyer, {});
    expect((await second.save()).data!.tradeTerms).toMatchObject({ incoterm: 'FCA', place: 'Shenzhen airport' });
    refused(await as(staff)(T.saveCompanyTradeDefault, { companyId, incoterm: 'CIF' }), RES.INVALID_PARAMS, /place: CIF needs a place as default/);
    refused(await as(staff)(T.saveCompanyTradeDefault, { companyId: '00000000-0000-4000-8000-000000000000', incoterm: 'EXW', place: 'Guangzhou' }), RES.NOT_FOUND);
    await ok(staff, T.saveCompanyTradeDefault, { companyId });
    expect((await second.save()).data!.tradeTerms.incoterm).toBe('FOB');
  });

  it('shows the default on the console’s company page; refuses a bad rule or place, a buyer or viewer of the company, and keeps each company’s own', async () => {
    const buyer = await person();
    const other = await person();
    const companyId = await companyIdOf(db(), buyer.id);
    const otherId = await companyIdOf(db(), other.id);
    const page = (id: string) => ok<StaffCompanyView>(staff, S.companyView, { companyId: id });
    expect((await page(companyId)).tradeDefault).toBeNull();

    // A D rule may leave the place out: each inquiry's address is used; the console's page shows it, audited.
    expect(await ok(staff, T.saveCompanyTradeDefault, { companyId, incoterm: 'DAP' })).toEqual({ companyId, incoterm: 'DAP', place: null });
    expect((await page(companyId)).tradeDefault).toEqual({ incoterm: 'DAP', place: null });
    expect(await latestAudit('company.tradeDefault')).toMatchObject({ targetType: 'company', targetId: companyId, before: null, after: { incoterm: 'DAP', place: null } });
    await ok(staff, T.saveCompanyTradeDefault, { companyId, incoterm: 'CIF', place: '  Hamburg ' });
    expect((await page(companyId)).tradeDefault).toEqual({ incoterm: 'CIF', place: 'Hamburg' });
    expect(await latestAudit('company.tradeDefault')).toMatchObject({ before: { incoterm: 'DAP', place: null }, after: { incoterm: 'CIF', place: 'Hamburg' } });
    // Another company's page is untouched.
    expect((await page(otherId)).tradeDefault).toBeNull();

    const auditsBefore = (await db().select().from(staffAudit).where(eq(staffAudit.action, 'company.tradeDefault'))).length;
    refused(await as(staff)(T.saveCompanyTradeDefault, { companyId, incoterm: 'FOB', place: '   ' }), RES.INVALID_PARAMS,
      "place: FOB needs a place as default (a port or city); only D rules take the buyer's address from each inquiry.");
    refused(await as(staff)(T.saveCompanyTradeDefault, { companyId, incoterm: 'DDU', place: 'Hamburg' }), RES.INVALID_PARAMS, 'incoterm: Please choose an Incoterm: EXW, FCA, FOB, CFR, CIF, DAP, DDP.');
    refused(await as(staff)(T.saveCompanyTradeDefault, { companyId, incoterm: 'CIF', place: 'H'.repeat(121) }), RES.INVALID_PARAMS, /^place: /);
    refused(await as(staff)(T.saveCompanyTradeDefault, { companyId: 'not-a-company', incoterm: 'CIF', place: 'Hamburg' }), RES.INVALID_PARAMS, 'companyId: Please choose a company.');
    // The company's own admin and viewer may not set it, for their company or another.
    const admin = buyer;
    const viewer = await colleagueIn(db(), companyId, 'viewer');
    for (const who of [admin, viewer]) {
      for (const id of [companyId, otherId]) refused(await as(who)(T.saveCompanyTradeDefault, { companyId: id, incoterm: 'EXW', place: 'Guangzhou' }), RES.FORBIDDEN, 'This is for staff only.');
    }
    expect((await db().select().from(staffAudit).where(eq(staffAudit.action, 'company.tradeDefault')))).toHaveLength(auditsBefore);
    expect((await page(companyId)).tradeDefault).toEqual({ incoterm: 'CIF', place: 'Hamburg' });
    expect((await page(otherId)).tradeDefault).toBeNull();
  });

  it('refuses negative costs, an unknown Incoterm and a C rule without its port; a D rule without a place takes the shipping address', async () => {
    const { save } = await draftWith(await person(), {});
    refused(await save({ incoterm: 'CIF', incotermPlace: 'Hamburg', insurance: '-1' }), RES.INVALID_PARAMS, 'insurance: Please enter the insurance cost as a number such as 1234.50.');
    refused(await save({ incoterm: 'CIF', incotermPlace: 'Hamburg', insurance: -5 }), RES.INVALID_PARAMS, 'insurance: The insurance cost cannot be negative.');
    refused(await save({ ...CIF_HAMBURG, freight: { ...CIF_HAMBURG.freight, cost: -480 } }), RES.INVALID_PARAMS, 'freight.cost: The freight cost cannot be negative.');
    refused(await save({ incoterm: 'DDU', incotermPlace: 'Hamburg' }), RES.INVALID_PARAMS, 'incoterm: Please choose an Incoterm: EXW, FCA, FOB, CFR, CIF, DAP, DDP.');
    // A D rule without a place takes the inquiry's shipping address (issue 49; the refusal stays for an inquiry without one).
    expect((await save({ incoterm: 'DAP' })).data!.tradeTerms.place).toBe('Porto, Portugal');
    refused(await save({ incoterm: 'CFR', incotermPlace: '  ' }), RES.INVALID_PARAMS, 'incotermPlace: CFR (Cost and Freight) needs the port of destination.');
    refused(await save({ ...CIF_HAMBURG, freight: { ...CIF_HAMBURG.freight, mode: 'rail' } }), RES.INVALID_PARAMS, 'freight.mode: Please choose the freight mode: express courier, air or sea.');
    refused(await save({ ...CIF_HAMBURG, freight: { ...CIF_HAMBURG.freight, transitDays: 0 } }), RES.INVALID_PARAMS, /transit time/);
    expect(await db().select().from(quotations).where(eq(quotations.staffId, '00000000-0000-4000-8000-000000000000'))).toHaveLength(0);
  });

  it('refuses to send a rule whose seller-carried cost is missing, naming it', async () => {
    const buyer = await person();
    const ddp = await draftWith(buyer, { incoterm: 'DDP', incotermPlace: 'Musterstraße 1, 20095 Hamburg', freight: CIF_HAMBURG.freight });
    const draft = (await ddp.save()).data!;
    refused(await as(staff)(S.sendQuotation, { inquiryId: ddp.inquiryId, quotationId: draft.quotationId }), RES.CONFLICT,
      'DDP (Delivered Duty Paid) means the seller pays duties and taxes: please quote the duties and taxes cost before sending this quotation.');
    const cif = await draftWith(buyer, { ...CIF_HAMBURG, insurance: undefined });
    const cifDraft = (await cif.save()).data!;
    refused(await as(staff)(S.sendQuotation, { inquiryId: cif.inquiryId, quotationId: cifDraft.quotationId }), RES.CONFLICT, /CIF \(Cost, Insurance and Freight\) means the seller pays insurance/);
    const fixed = (await ddp.save({ quotationId: draft.quotationId, duties: '151.20' })).data!;
    expect(fixed.tradeTerms.chargesTotal).toBe(631.2);
    expect((await ok<QuotationView>(staff, S.sendQuotation, { inquiryId: ddp.inquiryId, quotationId: fixed.quotationId })).status).toBe('sent');
  });
});

describe('the landed-cost estimate', () => {
  it('shows goods, freight, insurance and duty per line and per piece; switching the country changes the duty; nothing is saved', async () => {
    const buyer = await person();
    const quoted = await quotedInquiry(buyer, staff, { accept: false, trade: CIF_HAMBURG });
    const before = await db().select().from(quotations).where(eq(quotations.id, quoted.quotationId));
    const germany = await ok<LandedCostEstimate>(buyer, T.landedCost, { quotationId: quoted.quotationId, country: 'DE' });
    expect(germany).toMatchObject({ country: 'DE', countryName: 'Germany', incoterm: 'CIF', currency: 'USD' });
    expect(germany.ratesDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // 2520 of 3260 goods takes 371.04 of the 480 freight and 25.20 of the insurance; 4 % EU duty on that CIF value.
    expect(germany.lines[0]).toEqual({
      title: quoted.lines[0]!.title, qty: 600, hsCode: '7117.19', origin: 'CN',
      goods: 2520, freight: 371.04, insurance: 25.2, dutyRate: '4.00', duty: 116.65, additionalDuty: 0, fees: 0, landed: 3032.89, perPiece: 5.05,
    });
    expect(germany.lines[2]).toMatchObject({ title: 'Mould and tooling', hsCode: null, dutyRate: null, duty: 0 });
    expect(germany.totals).toMatchObject({ goods: 3260, freight: 480, insurance: 32.6 });
    expect(germany.note).toMatch(/^Estimate only/);
    expect(germany.note).toContain(`rates kept on ${dayText(germany.ratesDate!)}`);
    expect(germany.countries.map((c) => c.code)).toEqual(expect.arrayContaining(['DE', 'FR', 'GB', 'US']));

    const us = await ok<LandedCostEstimate>(buyer, T.landedCost, { quotationId: quoted.quotationId, country: 'us' });
    // The US values imports FOB: 11 % of the goods alone, Section 301 and the fees per entry; the freight to Hamburg is left out.
    expect(us.lines[0]).toMatchObject({ freight: 0, dutyRate: '11.00', duty: 277.2, additionalDuty: 189, fees: 30.1, landed: 3016.3, perPiece: 5.03 });
    expect(us.lines[0]!.duty).not.toBe(germany.lines[0]!.duty);
    const uk = await ok<LandedCostEstimate>(buyer, T.landedCost, { quotationId: quoted.quotationId, country: 'GB' });
    expect(uk.lines[0]!.dutyRate).toBe('2.00');
    const japan = await ok<LandedCostEstimate>(buyer, T.landedCost, { quotationId: quoted.quotationId, country: 'JP' });
    expect(japan.lines[0]).toMatchObject({ dutyRate: null, duty: 0 });
    expect(japan.note).toContain('No duty rate is kept');
    expect(await db().select().from(quotations).where(eq(quotations.id, quoted.quotationId))).toEqual(before);

    // Without a country: the inquiry's shipping address (Portugal, in the EU).
    expect((await ok<LandedCostEstimate>(buyer, T.landedCost, { quotationId: quoted.quotationId })).country).toBe('PT');
    refused(await as(buyer)(T.landedCost, { quotationId: quoted.quotationId, country: 'XX' }), RES.INVALID_PARAMS, 'country: Please choose a destination country from the list.');
  });

  it('is for the quotation’s company only (a viewer too), never another company’s, and never a draft', async () => {
    const buyer = await person();
    const quoted = await quotedInquiry(buyer, staff, { accept: false, trade: CIF_HAMBURG });
    const viewer = await colleagueIn(db(), await companyIdOf(db(), buyer.id), 'viewer');
    expect((await ok<LandedCostEstimate>(viewer, T.landedCost, { quotationId: quoted.quotationId, country: 'DE' })).lines).toHaveLength(3);
    const stranger = await person();
    refused(await as(stranger)(T.landedCost, { quotationId: quoted.quotationId }), RES.NOT_FOUND, 'This quotation was not found.');
    refused(await as(null)(T.landedCost, { quotationId: quoted.quotationId }), RES.NOT_SIGNED_IN);
    const other = await draftWith(buyer, CIF_HAMBURG);
    const draft = (await other.save()).data!;
    refused(await as(buyer)(T.landedCost, { quotationId: draft.quotationId }), RES.NOT_FOUND);
    expect((await ok<LandedCostEstimate>(staff, T.landedCost, { quotationId: draft.quotationId, country: 'DE' })).incoterm).toBe('CIF');
  });

  it('shares out the quoted duties under DDP instead of estimating them', async () => {
    const buyer = await person();
    const quoted = await quotedInquiry(buyer, staff, { accept: false, trade: { incoterm: 'DDP', incotermPlace: 'Hamburg', freight: CIF_HAMBURG.freight, duties: '326.00' } });
    // DDP Hamburg: the duties quoted are the EU's (the inquiry ships to Portugal); for the US they would be left out.
    const estimate = await ok<LandedCostEstimate>(buyer, T.landedCost, { quotationId: quoted.quotationId });
    expect(estimate.totals.duty).toBe(326);
    expect(estimate.lines[0]).toMatchObject({ dutyRate: null, duty: 252 });
    expect(estimate.ratesDate).toBeNull();
  });
});

describe('a currency locked with its rate', () => {
  it('locks a EUR quotation at the current table rate, shows the catalogue equivalent, and refuses acceptance after the lock', async () => {
    const buyer = await person();
    // The demo keeps today's EUR rate; staff correct it in the table.
    const kept = (await ok<ExchangeRateRow[]>(staff, T.exchangeRates)).find((row) => row.currency === 'EUR' && row.rateDate === dayOffset(0))!;
    expect(kept.rate).toBe('0.9215');
    await ok(staff, T.saveExchangeRate, { id: kept.id, currency: 'EUR', rate: '0.9', rateDate: dayOffset(0) });
    const draft = await draftWith(buyer, { ...CIF_HAMBURG, rateLockedUntil: dayOffset(10) }, 'EUR');
    const saved = (await draft.save()).data!;
    expect(saved.exchange).toEqual({ currency: 'EUR', catalogueCurrency: 'USD', rate: '0.9', rateDate: dayOffset(0), lockedUntil: dayOffset(10), catalogueTotal: '4191.78' });
    refused(await draft.save({ rateLockedUntil: dayOffset(-1) }), RES.INVALID_PARAMS, /rateLockedUntil: The day the rate is locked until .* has passed/);
    refused(await draft.save({ currency: 'CNY' }), RES.CONFLICT, "No CNY exchange rate is kept. Please add one on the console's Exchange rates page, then save the quotation.");
    const sent = await ok<QuotationView>(staff, S.sendQuotation, { inquiryId: draft.inquiryId, quotationId: saved.quotationId });

    // The lock passes: accepting needs a new version at a current rate.
    await db().update(quotations).set({ rateLockedUntil: dayOffset(-1) }).where(eq(quotations.id, Number(sent.quotationId)));
    refused(await as(buyer)(API.inquiryOrder.acceptQuotation, { inquiryId: draft.inquiryId, quotationId: sent.quotationId }), RES.CONFLICT,
      `The rate lock ended on ${dayText(dayOffset(-1))}: ask for a revision at today's rate.`);
    await db().update(quotations).set({ rateLockedUntil: dayOffset(5) }).where(eq(quotations.id, Number(sent.quotationId)));
    await ok(buyer, API.inquiryOrder.acceptQuotation, { inquiryId: draft.inquiryId, quotationId: sent.quotationId });

    // The order keeps the rate and the Incoterm, and its total holds the charges.
    const placed = await ok<OrderPlaced>(buyer, API.erp.placeOrder, { inquiryId: draft.inquiryId, quotationId: sent.quotationId, address: t.address });
    expect(placed.total).toBe(3772.6);
    const [order] = await db().select().from(orders).where(eq(orders.id, Number(placed.orderId)));
    expect(order!.tradeTerms).toMatchObject({ incoterm: 'CIF', place: 'Hamburg', insurance: '32.60', exchange: { currency: 'EUR', rate: '0.9', lockedUntil: dayOffset(5) } });
    expect(order!.charges).toBe(51260n);
  });

  it('refuses to send a draft the day after its rate lock, saying what to do; saved again it takes today’s rate (issue 49)', async () => {
    const buyer = await person();
    const draft = await draftWith(buyer, { ...CIF_HAMBURG, rateLockedUntil: dayOffset(0) }, 'EUR');
    const saved = (await draft.save()).data!;
    const lockDay = dayOffset(0);
    api().advance(86_400_000);
    try {
      refused(await as(staff)(S.sendQuotation, { inquiryId: draft.inquiryId, quotationId: saved.quotationId }), RES.CONFLICT,
        `The rate lock of this draft ended on ${dayText(lockDay)}. Please choose a new "Rate locked until" day, today or later, and save the draft: it then takes today's rate.`);
      expect((await ok<InquiryDetail>(buyer, API.inquiryOrder.inquiryOrderDetail1562b, { inquiryId: draft.inquiryId })).quotation).toBeNull();
      // A lock day in the past is refused on saving, with the day as the site writes it.
      refused(await draft.save({ quotationId: saved.quotationId }), RES.INVALID_PARAMS,
        `rateLockedUntil: The day the rate is locked until (${dayText(lockDay)}) has passed. Please choose today or a later day.`);
      const again = (await draft.save({ quotationId: saved.quotationId, rateLockedUntil: dayOffset(0) })).data!;
      expect(again.exchange).toMatchObject({ currency: 'EUR', lockedUntil: dayOffset(0) });
      const sent = await ok<QuotationView>(staff, S.sendQuotation, { inquiryId: draft.inquiryId, quotationId: saved.quotationId });
      expect(sent.exchange?.lockedUntil).toBe(dayOffset(0));
    } finally {
      api().advance(-86_400_000);
    }
  });
});

describe('the place-order summary (issue 49, point 1)', () => {
  it('previews the goods, each charge, the Incoterm, the locked rate and the total that placing then saves', async () => {
    const buyer = await person();
    const quoted = await quotedInquiry(buyer, staff, { trade: { ...CIF_HAMBURG, rateLockedUntil: dayOffset(10) }, currency: 'EUR' });
    const ids = { inquiryId: quoted.inquiryId, quotationId: quoted.quotationId };
    const preview = await ok<OrderPreview>(buyer, API.erp.orderPreview, ids);
    expect(preview).toMatchObject({ currency: 'EUR', goods: '3260.00', charges: '512.60', total: '3772.60', sampleCredit: null });
    expect(preview.lines.map((line) => [line.qty, line.unitPrice, line.amount])).toEqual([[600, '4.20', '2520.00'], [200, '3.10', '620.00'], [1, '120.00', '120.00']]);
    expect(preview.tradeTerms).toMatchObject({
      incoterm: 'CIF', place: 'Hamburg', freight: { mode: 'sea', carrier: 'Hapag-Lloyd FCL', transitDays: 32, cost: '480.00' }, insurance: '32.60', duties: null,
      exchange: { currency: 'EUR', catalogueCurrency: 'USD', lockedUntil: dayOffset(10) },
    });
    // Another quantity: the next tier, the same charges; placing at it saves the previewed total.
    const chosen = { ...ids, lines: [{ line: 0, qty: 1000 }] };
    expect((await ok<OrderPreview>(buyer, API.erp.orderPreview, chosen)).total).toBe('5002.60');
    refused(await as(buyer)(API.erp.orderPreview, { ...ids, lines: [{ line: 0, qty: 10 }] }), RES.INVALID_PARAMS, /is quoted from 100 pieces/);
    refused(await as(await person())(API.erp.orderPreview, ids), RES.NOT_FOUND);
    const placed = await ok<OrderPlaced>(buyer, API.erp.placeOrder, { ...chosen, address: t.address });
    expect(placed.total).toBe(5002.6);
  });
});

describe('the documents', () => {
  it('the quotation PDF and the commercial invoice print the Incoterm with its place, the freight line, each line’s HS code and origin, and the estimate', async () => {
    const buyer = await person();
    const quoted = await quotedInquiry(buyer, staff, { trade: CIF_HAMBURG });
    const quotation = await pdfRead(DOCUMENTS.quotationPdf(String(quoted.quotationId)), buyer, 'quotation');
    expect(quotation).toContain('CIF Hamburg');
    expect(quotation).toContain('Sea freight, Hapag-Lloyd FCL, 32 days in transit');
    expect(quotation).toContain('$480.00');
    expect(quotation).toContain('7117.19');
    expect(quotation).toContain('CN');
    expect(quotation).toMatch(/Landed-cost estimate for Portugal \(duty rates of/i);
    expect(quotation).toContain('PER PIECE');
    expect(quotation).toContain('Estimate only, not a customs ruling.');

    const placed = await ok<OrderPlaced>(buyer, API.erp.placeOrder, { inquiryId: quoted.inquiryId, quotationId: quoted.quotationId, address: t.address });
    const orderId = Number(placed.orderId);
    const proforma = await pdfRead(DOCUMENTS.proformaPdf(placed.orderId), buyer, 'proforma');
    expect(proforma).toContain('CIF Hamburg');
    expect(proforma).toContain('Sea freight');
    expect(proforma).toContain('$3,772.60');
    await ok(staff, S.moveOrder, { orderId, to: 'confirmed' });
    await readyForProduction(buyer, staff, orderId);
    const view = await ok<StaffOrderView>(staff, S.moveOrder, { orderId, to: 'in_production' });
    const shipped = await ok<StaffOrderView>(staff, S.recordShipment, {
      orderId, lines: view.lines.map((line) => ({ lineId: line.lineId, qty: line.qty })),
      carrier: 'Hapag-Lloyd', trackingNo: 'HLCU1234567', shipDate: dayOffset(0), cartons: [{ count: 2, lengthCm: 40, widthCm: 30, heightCm: 25, grossKg: 12, netKg: 11 }],
    });
    const shipmentId = shipped.shipping.shipments[0]!.shipmentId;
    const invoice = await pdfRead(DOCUMENTS.commercialInvoicePdf(shipmentId), buyer, 'commercial-invoice');
    expect(invoice).toContain('CIF Hamburg');
    expect(invoice).toContain('Sea freight');
    expect(invoice).toContain('Terms of delivery: CIF Hamburg (Incoterms 2020). Freight: Sea freight by Hapag-Lloyd FCL, 32 days in transit.');
    expect(invoice).toContain('$480.00');
    expect(invoice).toContain('7117.19');
    expect(invoice).toContain('CN');
    expect(invoice).not.toContain('origin: China');
    const packing = await pdfRead(DOCUMENTS.packingListPdf(shipmentId), buyer, 'packing-list');
    expect(packing).toContain('7117.19');
  });
});

describe('receipts keep the order’s rate', () => {
  it('a EUR order’s receipt and refund PDFs print the rate kept, its date and the USD equivalents; only the order’s company and staff read them', async () => {
    const buyer = await person();
    const eur = (await ok<ExchangeRateRow[]>(staff, T.exchangeRates)).find((row) => row.currency === 'EUR' && row.rateDate <= dayOffset(0))!;
    const draft = await draftWith(buyer, { ...CIF_HAMBURG, rateLockedUntil: dayOffset(10) }, 'EUR');
    const saved = (await draft.save()).data!;
    expect(saved.exchange).toMatchObject({ rate: eur.rate, rateDate: eur.rateDate });
    await ok(staff, S.sendQuotation, { inquiryId: draft.inquiryId, quotationId: saved.quotationId });
    await ok(buyer, API.inquiryOrder.acceptQuotation, { inquiryId: draft.inquiryId, quotationId: saved.quotationId });
    const placed = await ok<OrderPlaced>(buyer, API.erp.placeOrder, { inquiryId: draft.inquiryId, quotationId: saved.quotationId, address: t.address });
    const orderId = Number(placed.orderId);
    const record = (kind: 'receipt' | 'refund', amount: string) =>
      ok<OrderPayments>(staff, S.recordPayment, { orderId, kind, amount, receivedOn: dayOffset(0), method: 'Bank transfer (T/T)', note: kind === 'refund' ? 'Paid twice by mistake' : undefined });
    await record('receipt', '1000.00');
    const payments = await record('refund', '250.00');
    const [refund, receipt] = payments.receipts;
    expect(receipt).toMatchObject({ kind: 'receipt', amount: 1000, pdfUrl: DOCUMENTS.receiptPdf(receipt!.receiptId) });
    expect(refund).toMatchObject({ kind: 'refund', amount: 250, pdfUrl: DOCUMENTS.receiptPdf(refund!.receiptId) });
    // The buyer's own view of the payments links the same PDF.
    expect((await ok<OrderPayments>(buyer, API.erp.orderPayments, { orderId })).receipts.map((one) => one.pdfUrl)).toEqual([refund!.pdfUrl, receipt!.pdfUrl]);

    const usd = (minor: bigint) => formatMoney(toCatalogueCurrency(minor, eur.rate), 'USD');
    const text = flat(await pdfRead(receipt!.pdfUrl, buyer, 'receipt'));
    expect(text).toContain('Payment receipt');
    expect(text).toContain(`RC-${placed.orderNo}-${receipt!.receiptId}`);
    expect(text).toContain('1,000.00');
    expect(text).toContain(`Exchange rate kept from the quotation: 1 USD = ${eur.rate} EUR (rate of ${formatDay(eur.rateDate)}).`);
    expect(text).toContain(`is ${usd(100000n)} at that rate`);
    expect(text).toContain(`is ${usd(377260n)}.`);
    expect(text).toContain('Bank transfer (T/T)');
    const refundText = flat(await pdfRead(refund!.pdfUrl, buyer, 'refund'));
    expect(refundText).toContain(`RF-${placed.orderNo}-${refund!.receiptId}`);
    expect(refundText).toContain(`This refund of`);
    expect(refundText).toContain(`is ${usd(25000n)} at that rate`);
    expect(refundText).toContain('Paid twice by mistake');
    // The proforma keeps the same rate.
    expect(flat(await pdfRead(DOCUMENTS.proformaPdf(placed.orderId), buyer, 'proforma-eur'))).toContain(`Exchange rate kept from the quotation: 1 USD = ${eur.rate} EUR (rate of ${formatDay(eur.rateDate)}).`);

    // A viewer of the company and staff read it; another company, a visitor and an unknown id get 404.
    const viewer = await colleagueIn(db(), await companyIdOf(db(), buyer.id), 'viewer');
    for (const who of [viewer, staff]) expect((await pdf(receipt!.pdfUrl, who)).status).toBe(200);
    expect((await pdf(receipt!.pdfUrl, await person())).status).toBe(404);
    expect((await api().raw(receipt!.pdfUrl)).status).toBe(404);
    expect((await pdf(DOCUMENTS.receiptPdf('999999999'), staff)).status).toBe(404);
    // The download names the order and the receipt.
    expect((await pdf(receipt!.pdfUrl, buyer)).headers.get('content-disposition')).toContain(`Receipt-${placed.orderNo}-${receipt!.receiptId}.pdf`);
  });

  it('a receipt of a USD order has no rate to print', async () => {
    const buyer = await person();
    const quoted = await quotedInquiry(buyer, staff, { trade: CIF_HAMBURG });
    const placed = await ok<OrderPlaced>(buyer, API.erp.placeOrder, { inquiryId: quoted.inquiryId, quotationId: quoted.quotationId, address: t.address });
    const payments = await ok<OrderPayments>(staff, S.recordPayment, { orderId: Number(placed.orderId), kind: 'receipt', amount: '500.00', receivedOn: dayOffset(0), method: 'Card' });
    const text = await pdfRead(payments.receipts[0]!.pdfUrl, buyer, 'receipt-usd');
    expect(text).toContain('$500.00');
    expect(text).not.toContain('Exchange rate');
  });
});

describe('the console’s rate tables', () => {
  it('keeps duty rates and exchange rates, audits every change, and refuses bad rows', async () => {
    const row = await ok<DutyRateRow>(staff, T.saveDutyRate, { country: 'ch', hsCode: '7117.19', rate: '3.5', ratesDate: dayOffset(0), note: 'Swiss tariff' });
    expect(row).toMatchObject({ country: 'CH', countryName: 'Switzerland', hsCode: '7117.19', rate: '3.50' });
    expect((await latestAudit('dutyRate.save'))?.after).toMatchObject({ country: 'CH', rate: '3.50' });
    const changed = await ok<DutyRateRow>(staff, T.saveDutyRate, { id: row.id, country: 'CH', hsCode: '7117.19', rate: '2', ratesDate: dayOffset(0) });
    expect(changed.rate).toBe('2.00');
    expect((await latestAudit('dutyRate.save'))?.before).toMatchObject({ rate: '3.50' });
    expect((await ok<DutyRateRow[]>(staff, T.dutyRates)).map((r) => `${r.country} ${r.hsCode}`)).toEqual(expect.arrayContaining(['EU 7117.19', 'GB 7117.19', 'US 7117.19', 'CH 7117.19']));
    refused(await as(staff)(T.saveDutyRate, { country: 'CH', hsCode: '7117.19', rate: '1', ratesDate: dayOffset(0) }), RES.CONFLICT, /already kept/);
    refused(await as(staff)(T.saveDutyRate, { country: 'CH', hsCode: '71', rate: '1', ratesDate: dayOffset(0) }), RES.INVALID_PARAMS, /hsCode: Please enter an HS code/);
    refused(await as(staff)(T.saveDutyRate, { country: 'CH', hsCode: '7113', rate: '-1', ratesDate: dayOffset(0) }), RES.INVALID_PARAMS, /rate: Please enter the duty rate/);
    refused(await as(staff)(T.saveDutyRate, { country: 'CH', hsCode: '7113', rate: '101', ratesDate: dayOffset(0) }), RES.INVALID_PARAMS, 'rate: A duty rate is at most 100 %.');
    refused(await as(staff)(T.saveDutyRate, { country: 'ZZ', hsCode: '7113', rate: '1', ratesDate: dayOffset(0) }), RES.INVALID_PARAMS, /country: Please choose a country from the list/);
    await ok(staff, T.deleteDutyRate, { id: row.id });
    expect((await latestAudit('dutyRate.delete'))?.before).toMatchObject({ country: 'CH' });
    refused(await as(staff)(T.deleteDutyRate, { id: row.id }), RES.NOT_FOUND);

    const rate = await ok<ExchangeRateRow>(staff, T.saveExchangeRate, { currency: 'GBP', rate: '0.7812', rateDate: dayOffset(-3) });
    expect(rate).toMatchObject({ currency: 'GBP', catalogueCurrency: 'USD', rate: '0.7812' });
    expect((await latestAudit('exchangeRate.save'))?.summary).toBe(`Exchange rate 1 USD = 0.7812 GBP on ${dayOffset(-3)}`);
    refused(await as(staff)(T.saveExchangeRate, { currency: 'USD', rate: '1', rateDate: dayOffset(0) }), RES.INVALID_PARAMS, /currency: Please choose a currency other than/);
    refused(await as(staff)(T.saveExchangeRate, { currency: 'GBP', rate: '0', rateDate: dayOffset(0) }), RES.INVALID_PARAMS, 'rate: The rate must be more than 0.');
    refused(await as(staff)(T.saveExchangeRate, { currency: 'GBP', rate: '0.7812', rateDate: dayOffset(-3) }), RES.CONFLICT, /already kept/);
    await ok(staff, T.deleteExchangeRate, { id: rate.id });
    expect((await latestAudit('exchangeRate.delete'))?.targetId).toBe(rate.id);
  });

  it('refuses a buyer, a viewer and a visitor on every console path', async () => {
    const buyer = await person();
    const viewer = await colleagueIn(db(), await companyIdOf(db(), buyer.id), 'viewer');
    const writes = [T.saveDutyRate, T.deleteDutyRate, T.saveExchangeRate, T.deleteExchangeRate, T.saveCompanyTradeDefault, T.dutyRates, T.exchangeRates];
    for (const path of writes) {
      refused(await as(viewer)(path, { id: 1, country: 'DE', hsCode: '7117.19', rate: '1', ratesDate: dayOffset(0) }), RES.FORBIDDEN, 'This is for staff only.');
      refused(await as(buyer)(path, {}), RES.FORBIDDEN, 'This is for staff only.');
      refused(await as(null)(path, {}), RES.NOT_SIGNED_IN);
    }
    refused(await as(viewer)(S.saveQuotation, {}), RES.FORBIDDEN, 'This is for staff only.');
    const [audits] = [await db().select().from(staffAudit).where(and(eq(staffAudit.staffId, viewer.id)))];
    expect(audits).toHaveLength(0);
  });
});

describe('HS code and origin in the goods form', () => {
  it('keeps the goods’ own code and origin (blank: the category’s), and the estimate uses them', async () => {
    const buyer = await person();
    const g = await t.sampleGoods(0);
    const view = await ok<Record<string, unknown>>(staff, S.catalogGoodsView, { goodsId: g.id });
    expect(view).toMatchObject({ hsCode: null, originCountry: null });
    refused(await as(staff)(S.catalogGoodsSave, { ...view, hsCode: '71a7' }), RES.INVALID_PARAMS, /hsCode: Please enter an HS code/);
    refused(await as(staff)(S.catalogGoodsSave, { ...view, originCountry: 'ZZ' }), RES.INVALID_PARAMS, 'originCountry: Please choose a country of origin from the list.');
    const saved = await ok<Record<string, unknown>>(staff, S.catalogGoodsSave, { ...view, hsCode: '7117.11', originCountry: 'in' });
    expect(saved).toMatchObject({ hsCode: '7117.11', originCountry: 'IN' });
    try {
      const quoted = await quotedInquiry(buyer, staff, { accept: false, trade: CIF_HAMBURG });
      const estimate = await ok<LandedCostEstimate>(buyer, T.landedCost, { quotationId: quoted.quotationId, country: 'DE' });
      const own = estimate.lines.find((line) => line.title === g.title)!;
      const other = estimate.lines.find((line) => line.title !== g.title && line.hsCode)!;
      // No row for 7117.11 or its heading 7117: no duty is estimated for it.
      expect(own).toMatchObject({ hsCode: '7117.11', origin: 'IN', dutyRate: null, duty: 0 });
      expect(other).toMatchObject({ hsCode: '7117.19', origin: 'CN', dutyRate: '4.00' });
    } finally {
      expect(await ok<Record<string, unknown>>(staff, S.catalogGoodsSave, { ...view, hsCode: '', originCountry: null })).toMatchObject({ hsCode: null, originCountry: null });
    }
  });
});
