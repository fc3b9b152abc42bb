import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { API, RES, type CompanyView, type InquiryDetail, type QuotationView, type StaffInquiryView } from '@sw/protocol';
import { inquiries } from '../db/schema';
import { staffDeskFile } from '../testing/deskFile';
import { orderTesting, QUOTED } from '../testing/orders';
import { colleagueIn, companyIdOf } from '../testing/company';
import type { Person } from '../testing/inquiries';

/**
 * Issue 49: where a quotation's terms start. A company default D rule without a place takes the inquiry's shipping
 * address; the buyer may ask on Confirm inquiry details for a currency and a rule with its place ('CIF Los Angeles,
 * in USD'), kept on the inquiry, shown to the desk, and the rule chooser's start.
 */

const { t, smtp, staff } = staffDeskFile(orderTesting, { goods: 30, staffNick: 'Terms Desk' });
const { ok, as, refused, person, db, dayOffset, mailTo, build, sampleGoods } = t;

const S = API.staff;
const T = API.tradeTerms;
const LOS_ANGELES = { contactName: 'Lee Park', phone: '+1 213 555 0100', country: 'us', region: 'California', city: 'Los Angeles', street: '800 Figueroa St', postcode: '90017' };

/** The desk saves the inquiry's draft with `trade` (the QUOTED lines) and answers the call. */
async function saveDraft(inquiryId: number, trade: Record<string, unknown>) {
  const view = await ok<StaffInquiryView>(staff, S.inquiryView, { inquiryId });
  return as(staff)<QuotationView>(S.saveQuotation, {
    inquiryId, currency: 'USD', leadTimeDays: 25, validUntil: dayOffset(30), ...trade,
    lines: QUOTED.lines.map((line, i) => ({ itemId: view.lines[i]?.itemId, title: 'title' in line ? line.title : view.lines[i]!.title, qty: line.qty, tiers: line.tiers })),
  });
}

async function inquiryOf(buyer: Person, extra: Record<string, unknown> = {}) {
  return (await t.preciseInquiry(buyer, extra)).inquiryId;
}

describe('a company default D rule without a place (point 4)', () => {
  it('takes the inquiry’s shipping address (city, region, country) as the place, for the default’s rule and for another D rule', async () => {
    const buyer = await person();
    const companyId = await companyIdOf(db(), buyer.id);
    await ok(staff, T.saveCompanyTradeDefault, { companyId, incoterm: 'DAP' });
    const inquiryId = await inquiryOf(buyer, { address: LOS_ANGELES });
    const draft = await saveDraft(inquiryId, {});
    expect(draft.meta.res).toBe(RES.OK);
    expect(draft.data!.tradeTerms).toMatchObject({ incoterm: 'DAP', place: 'Los Angeles, California, United States', label: 'DAP Los Angeles, California, United States (Incoterms 2020)' });
    expect((await saveDraft(inquiryId, { incoterm: 'DDP', incotermPlace: '' })).data!.tradeTerms).toMatchObject({ incoterm: 'DDP', place: 'Los Angeles, California, United States' });
    // A place typed wins; a C rule still needs its port.
    expect((await saveDraft(inquiryId, { incotermPlace: 'Long Beach warehouse' })).data!.tradeTerms.place).toBe('Long Beach warehouse');
    refused(await saveDraft(inquiryId, { incoterm: 'CIF' }), RES.INVALID_PARAMS, 'incotermPlace: CIF (Cost, Insurance and Freight) needs the port of destination.');
    // The desk's view carries the address the editor takes its starting place from.
    expect((await ok<StaffInquiryView>(staff, S.inquiryView, { inquiryId })).address).toMatchObject({ city: 'Los Angeles', region: 'California', countryName: 'United States' });
  });
});

describe('the buyer’s request for a currency and an Incoterm (point 11)', () => {
  it('keeps “CIF Los Angeles, in USD” on the inquiry, shows it to the buyer and the desk, mails it, and the rule chooser starts from it', async () => {
    const buyer = await person();
    const deskMails = smtp().messages.filter((message) => message.to.includes(staff.email.toLowerCase())).length;
    const inquiryId = await inquiryOf(buyer, { address: LOS_ANGELES, tradeRequest: { currency: 'USD', incoterm: 'CIF', place: ' Los Angeles ' } });
    const request = { currency: 'USD', incoterm: 'CIF', place: 'Los Angeles' };
    expect((await ok<InquiryDetail>(buyer, API.inquiryOrder.inquiryOrderDetail1562b, { inquiryId })).tradeRequest).toEqual(request);
    expect((await ok<StaffInquiryView>(staff, S.inquiryView, { inquiryId })).tradeRequest).toEqual(request);
    const [row] = await db().select({ tradeRequest: inquiries.tradeRequest }).from(inquiries).where(eq(inquiries.id, inquiryId));
    expect(row?.tradeRequest).toEqual(request);
    expect((await mailTo(staff.email, deskMails)).text).toContain('The buyer asks for: CIF Los Angeles, in USD');
    expect((await saveDraft(inquiryId, {})).data!.tradeTerms).toMatchObject({ incoterm: 'CIF', place: 'Los Angeles' });
  });

  it('asks for a D rule at the shipping address, or a currency alone; nothing asked keeps no request', async () => {
    const buyer = await person();
    const dap = await inquiryOf(buyer, { address: LOS_ANGELES, tradeRequest: { incoterm: 'DAP' } });
    expect((await ok<InquiryDetail>(buyer, API.inquiryOrder.inquiryOrderDetail1562b, { inquiryId: dap })).tradeRequest).toEqual({ currency: null, incoterm: 'DAP', place: null });
    expect((await saveDraft(dap, {})).data!.tradeTerms).toMatchObject({ incoterm: 'DAP', place: 'Los Angeles, California, United States' });
    const eur = await inquiryOf(buyer, { tradeRequest: { currency: 'EUR', incoterm: '', place: '' } });
    expect((await ok<InquiryDetail>(buyer, API.inquiryOrder.inquiryOrderDetail1562b, { inquiryId: eur })).tradeRequest).toEqual({ currency: 'EUR', incoterm: null, place: null });
    const none = await inquiryOf(buyer, { tradeRequest: {} });
    expect((await ok<InquiryDetail>(buyer, API.inquiryOrder.inquiryOrderDetail1562b, { inquiryId: none })).tradeRequest).toBeNull();
  });

  it('refuses an unknown currency or Incoterm, a rule without the place it needs and a place without its rule; nothing is sent', async () => {
    const buyer = await person();
    const g = await sampleGoods(0);
    const line = await build<{ line: { lineId: string } }>(buyer, API.inquiryCart.putIntoCart, { goodsId: g.id, specId: g.specIds[0], qty: g.moq });
    const send = (tradeRequest: Record<string, unknown>) => as(buyer)(API.inquiryOrder.confirmOrder, { lineIds: [line.line.lineId], address: LOS_ANGELES, tradeRequest });
    refused(await send({ currency: 'BTC' }), RES.INVALID_PARAMS, 'tradeRequest.currency: Please choose a currency: USD, EUR, GBP, CNY.');
    refused(await send({ incoterm: 'DDU', place: 'Los Angeles' }), RES.INVALID_PARAMS, 'tradeRequest.incoterm: Please choose an Incoterm: EXW, FCA, FOB, CFR, CIF, DAP, DDP.');
    refused(await send({ incoterm: 'CIF', place: '  ' }), RES.INVALID_PARAMS, 'tradeRequest.place: CIF (Cost, Insurance and Freight) needs the port of destination.');
    refused(await send({ incoterm: 'FOB' }), RES.INVALID_PARAMS, 'tradeRequest.place: FOB (Free On Board) needs the place of handover (a port or city).');
    refused(await send({ place: 'Los Angeles' }), RES.INVALID_PARAMS, 'tradeRequest.incoterm: Please choose the Incoterm the place is for.');
    refused(await send({ incoterm: 'CIF', place: 'L'.repeat(121) }), RES.INVALID_PARAMS, /^tradeRequest\.place: /);
    const cart = await ok<{ lines: { lineId: string }[] }>(buyer, API.inquiryCart.myCart);
    expect(cart.lines.map((entry) => entry.lineId)).toContain(line.line.lineId);
  });
});

describe('the buyer’s Company page: the default Incoterm, and an admin’s request to change it (point 11)', () => {
  it('shows every colleague the default new quotations start from; an admin asks the desk for another, by mail; others may not', async () => {
    const admin = await person();
    const other = await person();
    const companyId = await companyIdOf(db(), admin.id);
    const viewer = await colleagueIn(db(), companyId, 'viewer');
    const page = (who: Person) => ok<CompanyView>(who, API.company.companyView);
    expect((await page(admin)).tradeDefault).toBeNull();
    await ok(staff, T.saveCompanyTradeDefault, { companyId, incoterm: 'CIF', place: 'Hamburg' });
    expect((await page(admin)).tradeDefault).toEqual({ incoterm: 'CIF', place: 'Hamburg' });
    expect((await page(viewer)).tradeDefault).toEqual({ incoterm: 'CIF', place: 'Hamburg' });
    expect((await page(other)).tradeDefault).toBeNull();

    const deskMails = smtp().messages.filter((message) => message.to.includes(staff.email.toLowerCase())).length;
    expect(await ok(admin, API.company.askTradeDefault, { incoterm: 'DAP', note: 'We import through our Chicago warehouse.' })).toEqual({ sent: true });
    const mail = await mailTo(staff.email, deskMails);
    expect(mail.text).toContain('asks for another default Incoterm');
    expect(mail.text).toContain("asks that new quotations start from DAP (Incoterms 2020) at each inquiry's shipping address.");
    expect(mail.text).toContain('Its default now: CIF Hamburg (Incoterms 2020).');
    expect(mail.text).toContain('Note: We import through our Chicago warehouse.');
    expect(mail.text).toContain(`/admin/companies/${companyId}`);
    // Asking changes nothing by itself: the desk sets it on the console.
    expect((await page(admin)).tradeDefault).toEqual({ incoterm: 'CIF', place: 'Hamburg' });

    refused(await as(admin)(API.company.askTradeDefault, { incoterm: 'CIF' }), RES.INVALID_PARAMS,
      "place: CIF needs a place as default (a port or city); only D rules take the buyer's address from each inquiry.");
    refused(await as(admin)(API.company.askTradeDefault, { incoterm: 'DDU', place: 'Chicago' }), RES.INVALID_PARAMS, 'incoterm: Please choose an Incoterm: EXW, FCA, FOB, CFR, CIF, DAP, DDP.');
    refused(await as(viewer)(API.company.askTradeDefault, { incoterm: 'DAP' }), RES.ROLE_REFUSED, /Your role in the company is Viewer/);
    await ok(admin, API.company.askTradeDefault, { incoterm: 'FOB', place: 'Shenzhen' });
    await ok(admin, API.company.askTradeDefault, { incoterm: 'FOB', place: 'Ningbo' });
    refused(await as(admin)(API.company.askTradeDefault, { incoterm: 'FOB', place: 'Xiamen' }), RES.RATE_LIMITED, /asked 3 times today/);
  });
});
