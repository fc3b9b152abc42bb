import { describe, expect, it } from 'vitest';
import type { StaffInquiryView } from '@sw/protocol';
import { tierPriceFor } from './format';
import { checkDraft, draftTotal, initialDraft, linePreview, recheckDraft, type QuotationDraft } from './quotationDraft';
import { queueHref, readQueueQuery } from './queueQuery';

const NOW = new Date('2026-11-23T10:00:00Z');

describe('the queue URL', () => {
  it('reads good filters and builds the same URL back', () => {
    const { input, raw, problems } = readQueueQuery({ status: 'submitted', mode: '0', buyer: ' ada ', from: '2026-11-01', to: '2026-11-30', page: '2' });
    expect(problems).toEqual([]);
    expect(input).toMatchObject({ status: 'submitted', mode: 0, buyer: 'ada', from: '2026-11-01', to: '2026-11-30', pageNum: 2, pageSize: 20 });
    expect(queueHref(raw, 3)).toBe('/admin/inquiries?status=submitted&mode=0&buyer=ada&from=2026-11-01&to=2026-11-30&page=3');
    expect(queueHref({}, 1)).toBe('/admin/inquiries');
  });

  it('drops and names a bad filter, keeping the others', () => {
    const { input, problems } = readQueueQuery({ status: 'nope', from: '2026-13-45', buyer: 'ada' });
    expect(input).toEqual({ buyer: 'ada', pageSize: 20 });
    expect(problems).toEqual(['Please choose a status from the list.', 'Please enter a date as YYYY-MM-DD.']);
  });

  it('drops "to" when it comes before "from"', () => {
    const { input, problems } = readQueueQuery({ from: '2026-11-20', to: '2026-11-01' });
    expect(input).toEqual({ from: '2026-11-20', pageSize: 20 });
    expect(problems).toEqual(['The "from" date is after the "to" date.']);
  });
});

describe('tier prices', () => {
  const tiers = [{ minQty: 100, unitPrice: 2.5 }, { minQty: 500, unitPrice: 2.1 }, { minQty: 1000, unitPrice: 1.9 }];
  it('takes the highest tier the quantity reaches, else the first', () => {
    expect(tierPriceFor(tiers, 50)).toBe(2.5);
    expect(tierPriceFor(tiers, 499)).toBe(2.5);
    expect(tierPriceFor(tiers, 500)).toBe(2.1);
    expect(tierPriceFor(tiers, 5000)).toBe(1.9);
    expect(tierPriceFor([], 10)).toBeNull();
  });
});

const view = {
  inquiryId: '7', mode: 1, status: 'submitted', lines: [
    { itemId: '11', title: 'Ring', qty: 240 }, { itemId: '12', title: 'Chain', qty: 100 },
  ], quick: null, quotation: null, draftQuotation: null, buyer: { memId: 'm', email: 'ada@example.com', nick: 'Ada', company: null, country: 'DE', auditFlag: 0, tradeDefault: null },
} as unknown as StaffInquiryView;

describe('the quotation draft', () => {
  it('starts with one line per inquiry line, 30 days of lead time and validity, USD', () => {
    const draft = initialDraft(view, NOW);
    expect(draft).toMatchObject({ quotationId: null, currency: 'USD', leadTimeDays: '30', validUntil: '2026-12-23' });
    expect(draft.lines.map((l) => [l.itemId, l.title, l.qty, l.tiers])).toEqual([
      ['11', 'Ring', '240', [{ minQty: '240', unitPrice: '' }]],
      ['12', 'Chain', '100', [{ minQty: '100', unitPrice: '' }]],
    ]);
  });

  it('works out unit prices, amounts and the total as typed', () => {
    const draft: QuotationDraft = initialDraft(view, NOW);
    draft.lines[0]!.tiers = [{ minQty: '100', unitPrice: '2.50' }, { minQty: '200', unitPrice: '2.10' }];
    draft.lines[1]!.tiers = [{ minQty: '100', unitPrice: '1.2' }];
    expect(linePreview(draft.lines[0]!)).toEqual({ unitPrice: 2.1, amount: 504 });
    expect(draftTotal(draft)).toBe(624);
    draft.lines[1]!.tiers = [{ minQty: '100', unitPrice: '' }];
    expect(draftTotal(draft)).toBeNull();
  });

  it('names every problem by its field, in words', () => {
    const draft = initialDraft(view, NOW);
    draft.lines[0]!.tiers = [{ minQty: '300', unitPrice: '2' }, { minQty: '200', unitPrice: '1.5' }];
    draft.leadTimeDays = '0';
    const checked = checkDraft('7', draft, { sending: true, now: NOW });
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors['lines.0.tiers']).toBe('Price tiers must go up in quantity.');
    expect(checked.errors['lines.1.tiers.0.unitPrice']).toMatch(/unit price/);
    expect(checked.errors.leadTimeDays).toMatch(/lead time/);
  });

  it('refuses to send with a validity date that is not in the future, and passes a good draft', () => {
    const draft = initialDraft(view, NOW);
    draft.lines.forEach((line) => (line.tiers = [{ minQty: line.qty, unitPrice: '3' }]));
    draft.validUntil = '2026-11-23';
    const late = checkDraft('7', draft, { sending: true, now: NOW });
    expect(late.ok ? null : late.errors.validUntil).toBe('The validity date must be in the future to send the quotation.');
    draft.validUntil = '2026-12-01';
    const good = checkDraft('7', draft, { sending: true, now: NOW });
    expect(good.ok && good.input).toMatchObject({ inquiryId: '7', leadTimeDays: 30, lines: [{ itemId: '11', qty: 240 }, { itemId: '12', qty: 100 }] });
  });

  it('starts from FOB Guangzhou or the company default, adds the charges to the total, and refuses to send CIF without insurance', () => {
    expect(initialDraft(view, NOW)).toMatchObject({ incoterm: 'FOB', incotermPlace: 'Guangzhou', freightMode: '' });
    const withDefault = { ...view, buyer: { ...view.buyer, tradeDefault: { incoterm: 'DAP', place: null } } } as StaffInquiryView;
    expect(initialDraft(withDefault, NOW)).toMatchObject({ incoterm: 'DAP', incotermPlace: '' });
    const draft = initialDraft(view, NOW);
    draft.lines.forEach((line) => (line.tiers = [{ minQty: line.qty, unitPrice: '3' }]));
    Object.assign(draft, { incoterm: 'CIF', incotermPlace: 'Hamburg', freightMode: 'sea', freightCarrier: 'Maersk', freightTransitDays: '30', freightCost: '180.10', insurance: '' });
    expect(draftTotal(draft)).toBe(1200.1);
    const refused = checkDraft('7', draft, { sending: true, now: NOW });
    expect(refused.ok ? null : refused.errors.insurance).toMatch(/the seller pays insurance/);
    draft.insurance = '12.5';
    const good = checkDraft('7', draft, { sending: true, now: NOW });
    expect(good.ok && good.input).toMatchObject({ incoterm: 'CIF', incotermPlace: 'Hamburg', freight: { mode: 'sea', carrier: 'Maersk', transitDays: 30, cost: '180.10' }, insurance: '12.5' });
    expect(draftTotal(draft)).toBe(1212.6);
  });

  it('checks a rate lock day in the past as it is entered, in the site’s day format, and clears it once corrected (issue 49)', () => {
    const draft = { ...initialDraft(view, NOW), currency: 'EUR' as const };
    draft.lines.forEach((line) => (line.tiers = [{ minQty: line.qty, unitPrice: '3' }]));
    const past = { ...draft, rateLockedUntil: '2026-11-22' };
    const checked = checkDraft('7', past, { now: NOW });
    expect(checked.ok ? null : checked.errors).toEqual({ rateLockedUntil: 'The day the rate is locked until (22 Nov 2026) has passed. Please choose today or a later day.' });
    const marked = recheckDraft('7', draft, past, {}, NOW);
    expect(marked).toEqual({ rateLockedUntil: 'The day the rate is locked until (22 Nov 2026) has passed. Please choose today or a later day.' });
    expect(recheckDraft('7', past, { ...past, rateLockedUntil: '2026-11-23' }, marked, NOW)).toEqual({});
  });

  it('clears a field’s mark when the field is corrected, and keeps the marks of fields not yet touched', () => {
    const draft = initialDraft(view, NOW);
    draft.lines.forEach((line) => (line.tiers = [{ minQty: line.qty, unitPrice: '3' }]));
    Object.assign(draft, { incoterm: 'CIF', incotermPlace: 'Hamburg', freightMode: 'sea', freightCarrier: 'Maersk', freightTransitDays: '30', freightCost: '180', insurance: '' });
    const refused = checkDraft('7', draft, { sending: true, now: NOW });
    const marks: Record<string, string> = { ...(refused.ok ? {} : refused.errors), incotermPlace: 'A mark the back-end gave.' };
    expect(Object.keys(marks).sort()).toEqual(['incotermPlace', 'insurance']);
    expect(recheckDraft('7', draft, { ...draft, insurance: '12.50' }, marks, NOW)).toEqual({ incotermPlace: 'A mark the back-end gave.' });
    expect(recheckDraft('7', draft, { ...draft, incotermPlace: 'Bremen' }, marks, NOW)).toEqual({ insurance: marks.insurance });
  });

  const shipTo = { contactName: 'Lee', company: null, phone: '1', country: 'US', countryName: 'United States', region: 'California', city: 'Los Angeles', street: '800 Figueroa St', postcode: '90017' };

  it('starts a D rule default without a place at the inquiry’s shipping address (issue 49)', () => {
    const withDefault = { ...view, address: shipTo, buyer: { ...view.buyer, tradeDefault: { incoterm: 'DDP', place: null } } } as StaffInquiryView;
    expect(initialDraft(withDefault, NOW)).toMatchObject({ incoterm: 'DDP', incotermPlace: 'Los Angeles, California, United States', currency: 'USD' });
  });

  it('starts from the buyer’s request (“CIF Los Angeles, in CNY”) before the company default; a D rule asked without a place takes the address', () => {
    const asked = { ...view, address: shipTo, tradeRequest: { currency: 'CNY', incoterm: 'CIF', place: 'Los Angeles' }, buyer: { ...view.buyer, tradeDefault: { incoterm: 'FCA', place: 'Shenzhen' } } } as StaffInquiryView;
    expect(initialDraft(asked, NOW)).toMatchObject({ incoterm: 'CIF', incotermPlace: 'Los Angeles', currency: 'CNY' });
    const dap = { ...asked, tradeRequest: { currency: null, incoterm: 'DAP', place: null } } as StaffInquiryView;
    expect(initialDraft(dap, NOW)).toMatchObject({ incoterm: 'DAP', incotermPlace: 'Los Angeles, California, United States', currency: 'USD' });
    const currencyOnly = { ...asked, tradeRequest: { currency: 'EUR', incoterm: null, place: null } } as StaffInquiryView;
    expect(initialDraft(currencyOnly, NOW)).toMatchObject({ incoterm: 'FCA', incotermPlace: 'Shenzhen', currency: 'EUR' });
  });
});
