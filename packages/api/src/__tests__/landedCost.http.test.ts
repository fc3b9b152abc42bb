import { describe, expect, it } from 'vitest';
import { API, DOCUMENTS, landedPartDetail, RES, TOKEN_HEADER, type DutyRateRow, type LandedCostEstimate, type QuotationView, type StaffInquiryView } from '@sw/protocol';
import { staffDeskFile } from '../testing/deskFile';
import { orderTesting, QUOTED } from '../testing/orders';
import { pdfTextOf } from '../testing/pdfText';
import { formatMoney } from '../services/documents';
import type { Person } from '../testing/inquiries';

/**
 * The landed-cost estimate as a US importer checks it (issue 49, points 5, 6 and 10): additional duties by origin and
 * per-entry fees from the duty table, the quoted freight only for the named place's country, a note that follows the
 * rule, the catalogue-currency figure at the locked rate, the PDF's table, and the console's Note.
 */

const { t, api, staff } = staffDeskFile(orderTesting, { goods: 30, staffNick: 'Landed Desk' });
const { ok, as, refused, person, dayOffset } = t;
const S = API.staff;
const T = API.tradeTerms;

const US_ADDRESS = { contactName: 'Dana Reyes', phone: '+1 310 555 0100', country: 'us', region: 'CA', city: 'Los Angeles', street: '200 S Grand Ave', postcode: '90012' };
const CIF_LOS_ANGELES = {
  incoterm: 'CIF', incotermPlace: 'Los Angeles',
  freight: { mode: 'sea', carrier: 'COSCO FCL', transitDays: 18, cost: '480.00' },
  insurance: '32.60',
};

/** A precise inquiry to Los Angeles, quoted and sent with `trade` (the QUOTED lines). */
async function quotedTo(buyer: Person, trade: Record<string, unknown>, currency = 'USD') {
  const { inquiryId } = await t.preciseInquiry(buyer, { address: US_ADDRESS });
  const view = await ok<StaffInquiryView>(staff, S.inquiryView, { inquiryId });
  const draft = await ok<QuotationView>(staff, S.saveQuotation, {
    inquiryId, currency, leadTimeDays: 25, validUntil: dayOffset(30), ...trade,
    lines: QUOTED.lines.map((line, i) => ({ itemId: view.lines[i]?.itemId, title: 'title' in line ? line.title : view.lines[i]!.title, qty: line.qty, tiers: line.tiers })),
  });
  return ok<QuotationView>(staff, S.sendQuotation, { inquiryId, quotationId: draft.quotationId });
}

const estimateOf = (who: Person, quotationId: string, country?: string) =>
  ok<LandedCostEstimate>(who, T.landedCost, { quotationId, ...(country ? { country } : {}) });
const pdfLines = async (quotationId: string, who: Person) =>
  pdfTextOf(Buffer.from(await (await api().raw(DOCUMENTS.quotationPdf(quotationId), { headers: { [TOKEN_HEADER]: who.token } })).arrayBuffer())).split('\n');

describe('a US importer’s landed cost', () => {
  it('lists the general duty, Section 301 on goods of Chinese origin, the MPF within its minimum and the HMF on sea freight', async () => {
    const buyer = await person();
    const quoted = await quotedTo(buyer, CIF_LOS_ANGELES);
    const us = await estimateOf(buyer, quoted.quotationId);
    expect(us).toMatchObject({ country: 'US', countryName: 'United States', freightLeftOut: false });
    expect(us.parts.map((part) => [part.kind, part.label, part.amount])).toEqual([
      ['duty', 'Import duty', 345.4],
      ['additional', 'Section 301 (goods of Chinese origin)', 235.5],
      // 0.3464 % of the 3,140.00 entry is 10.88: the minimum per entry applies.
      ['fee', 'Merchandise Processing Fee', 33.58],
      ['fee', 'Harbor Maintenance Fee', 3.93],
    ]);
    const detail = (i: number) => landedPartDetail(us.parts[i]!, (amount) => formatMoney(amount, 'USD'));
    expect(detail(0)).toBe('11.00 % of the goods value');
    expect(detail(2)).toBe('0.3464 % of the entry, at least $33.58 and at most $651.50 per entry');
    expect(detail(3)).toBe('0.125 % of the entry, sea freight only');
    expect(us.parts.every((part) => part.note)).toBe(true);
    expect(us.lines[0]).toMatchObject({ goods: 2520, freight: 371.04, insurance: 25.2, dutyRate: '11.00', duty: 277.2, additionalDuty: 189, fees: 30.1, landed: 3412.54, perPiece: 5.69 });
    expect(us.totals).toMatchObject({ duty: 345.4, additionalDuty: 235.5, fees: 37.51 });
    expect(us.note).toContain('Import duty for the United States at the rates kept on ');
    expect(us.note).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(us.note).toMatch(/ \d{1,2} [A-Z][a-z]{2} \d{4}/);

    // Air freight: no Harbor Maintenance Fee.
    const air = await quotedTo(buyer, { ...CIF_LOS_ANGELES, freight: { ...CIF_LOS_ANGELES.freight, mode: 'air', carrier: 'Cathay Cargo', transitDays: 4 } });
    expect((await estimateOf(buyer, air.quotationId)).parts.map((part) => part.label)).not.toContain('Harbor Maintenance Fee');
  });

  it('leaves out the freight quoted to Los Angeles for Germany, and says so', async () => {
    const buyer = await person();
    const quoted = await quotedTo(buyer, CIF_LOS_ANGELES);
    const germany = await estimateOf(buyer, quoted.quotationId, 'DE');
    expect(germany.freightLeftOut).toBe(true);
    expect(germany.totals).toMatchObject({ freight: 0, insurance: 0 });
    expect(germany.lines[0]).toMatchObject({ freight: 0, insurance: 0, duty: 100.8, landed: 2620.8 });
    expect(germany.note).toContain('The freight and insurance quoted are to Los Angeles (CIF Los Angeles), not to Germany: they are left out. Add the cost of carriage to Germany.');
  });

  it('under DDP the note follows the rule; a CNY quotation shows its landed cost in US$ at the locked rate', async () => {
    const buyer = await person();
    await ok(staff, T.saveExchangeRate, { currency: 'CNY', rate: '7.1', rateDate: dayOffset(0) });
    const ddp = await quotedTo(buyer, { incoterm: 'DDP', incotermPlace: 'Los Angeles', freight: CIF_LOS_ANGELES.freight, duties: '600.00' }, 'CNY');
    const estimate = await estimateOf(buyer, ddp.quotationId);
    expect(estimate.note).not.toContain('not included');
    expect(estimate.note).toContain('Under DDP we deliver to Los Angeles with import duties, taxes and customs clearance paid: they are in the quotation.');
    expect(estimate.catalogue).toEqual({ currency: 'USD', rate: '7.1', landed: Number((estimate.totals.landed / 7.1).toFixed(2)) });
  });
});

describe('the quotation PDF’s landed-cost table', () => {
  it('keeps an 8-digit HS code, the duty and the per-piece figure on one line; a CIF without duties sums “Freight and insurance”', async () => {
    const buyer = await person();
    const g = await t.sampleGoods(0);
    const view = await ok<Record<string, unknown>>(staff, S.catalogGoodsView, { goodsId: g.id });
    await ok(staff, S.catalogGoodsSave, { ...view, hsCode: '7117.19.90', originCountry: 'CN' });
    try {
      const quoted = await quotedTo(buyer, CIF_LOS_ANGELES);
      const estimate = await estimateOf(buyer, quoted.quotationId);
      const lines = await pdfLines(quoted.quotationId, buyer);
      expect(lines).toContain('7117.19.90');
      const own = estimate.lines.find((line) => line.hsCode === '7117.19.90')!;
      expect(lines).toContain(`$${own.perPiece.toFixed(2)}`);
      expect(lines).toContain(`$${(own.duty + own.additionalDuty + own.fees).toFixed(2)}`);
      expect(lines).toContain('Freight and insurance');
      expect(lines).not.toContain('Freight, insurance and duties');
    } finally {
      await ok(staff, S.catalogGoodsSave, { ...view, hsCode: '', originCountry: null });
    }
  });
});

describe('the console’s duty table', () => {
  it('keeps a rate’s note, an additional duty by origin and a fee with its minimum, maximum and mode; refuses bad rows', async () => {
    const row = await ok<DutyRateRow>(staff, T.saveDutyRate, { country: 'CA', hsCode: '7117.19', rate: '6.5', ratesDate: dayOffset(0), note: 'Customs Tariff 7117.19.00, MFN' });
    expect(row).toMatchObject({ kind: 'duty', note: 'Customs Tariff 7117.19.00, MFN' });
    expect((await ok<DutyRateRow[]>(staff, T.dutyRates)).find((r) => r.id === row.id)?.note).toBe('Customs Tariff 7117.19.00, MFN');
    const fee = await ok<DutyRateRow>(staff, T.saveDutyRate, { kind: 'fee', country: 'CA', label: 'Test fee', mode: 'sea', rate: '0.3464', minimum: '10', maximum: '500', ratesDate: dayOffset(0) });
    expect(fee).toMatchObject({ kind: 'fee', hsCode: null, mode: 'sea', rate: '0.3464', minimum: '10.00', maximum: '500.00' });
    const extra = await ok<DutyRateRow>(staff, T.saveDutyRate, { kind: 'additional', country: 'CA', hsCode: '7117', origin: 'cn', label: 'Surtax', rate: '25', ratesDate: dayOffset(0) });
    expect(extra).toMatchObject({ kind: 'additional', origin: 'CN', label: 'Surtax' });
    refused(await as(staff)(T.saveDutyRate, { kind: 'additional', country: 'CA', hsCode: '7117', label: 'Surtax', rate: '25', ratesDate: dayOffset(0) }), RES.INVALID_PARAMS, 'origin: An additional duty applies to goods of one origin: please choose the country of origin.');
    refused(await as(staff)(T.saveDutyRate, { kind: 'fee', country: 'CA', label: 'Test fee', rate: '1', minimum: '50', maximum: '10', ratesDate: dayOffset(0) }), RES.INVALID_PARAMS, 'maximum: The maximum must not be below the minimum.');
    refused(await as(staff)(T.saveDutyRate, { kind: 'fee', country: 'CA', rate: '1', ratesDate: dayOffset(0) }), RES.INVALID_PARAMS, 'label: Please name the fee or additional duty (as the estimate lists it).');
    for (const id of [row.id, fee.id, extra.id]) await ok(staff, T.deleteDutyRate, { id });
  });
});
