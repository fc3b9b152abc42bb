import { describe, expect, it } from 'vitest';
import { API, EXCHANGE_RATE_BOUNDS_MESSAGE, RES, type ExchangeRateRow, type QuotationView, type StaffInquiryView } from '@sw/protocol';
import { formatDay } from '../services/documents';
import { staffDeskFile } from '../testing/deskFile';
import { orderTesting, QUOTED } from '../testing/orders';

/**
 * The console's exchange rates (issue 49, point 19): a rate outside what any currency is worth is refused in words, a
 * move of more than 10 % from the currency's last rate is saved only once staff confirm it (20012 carries the question
 * the form asks), and the catalogue-currency equivalent of a quotation is a decimal string, never a JSON number.
 */

const { t, staff } = staffDeskFile(orderTesting, { goods: 30, staffNick: 'Rates Desk' });
const { ok, as, refused, person, dayOffset } = t;
const T = API.tradeTerms;
const save = (input: Record<string, unknown>) => as(staff)<ExchangeRateRow>(T.saveExchangeRate, input);

describe('exchange rates', () => {
  it('refuses a rate no currency has, naming the bounds', async () => {
    for (const rate of ['0.000001', '0.0009', '999999.999999', '100000.000001']) {
      refused(await save({ currency: 'CNY', rate, rateDate: dayOffset(-5) }), RES.INVALID_PARAMS, `rate: ${EXCHANGE_RATE_BOUNDS_MESSAGE}`);
    }
    expect((await save({ currency: 'GBP', rate: '0.001', rateDate: dayOffset(-9), confirmMove: true })).meta.res).toBe(RES.OK);
  });

  it('asks staff to confirm a move of more than 10 % from the last rate, and saves it once confirmed', async () => {
    await ok(staff, T.saveExchangeRate, { currency: 'CNY', rate: '7.2', rateDate: dayOffset(-2) });
    refused(
      await save({ currency: 'CNY', rate: '9', rateDate: dayOffset(-1) }),
      RES.CONFIRM_REQUIRED,
      `1 USD = 9 CNY is 25.0 % away from the last rate, 7.2 CNY of ${formatDay(dayOffset(-2))} (more than 10 %). Is it right?`,
    );
    const confirmed = await ok<ExchangeRateRow>(staff, T.saveExchangeRate, { currency: 'CNY', rate: '9', rateDate: dayOffset(-1), confirmMove: true });
    expect(confirmed).toMatchObject({ currency: 'CNY', rate: '9' });
    // Within 10 % of the last one (now 9): saved at once; so is a change of the same row that stays near its neighbour.
    const near = await ok<ExchangeRateRow>(staff, T.saveExchangeRate, { currency: 'CNY', rate: '9.5', rateDate: dayOffset(0) });
    expect((await save({ id: near.id, currency: 'CNY', rate: '9.4', rateDate: dayOffset(0) })).meta.res).toBe(RES.OK);
    refused(await save({ id: near.id, currency: 'CNY', rate: '0.94', rateDate: dayOffset(0) }), RES.CONFIRM_REQUIRED, /is 89\.6 % away from the last rate, 9 CNY of/);
  });

  it('gives a quotation’s catalogue-currency total as a decimal string', async () => {
    const buyer = await person();
    const { inquiryId } = await t.preciseInquiry(buyer);
    const view = await ok<StaffInquiryView>(staff, API.staff.inquiryView, { inquiryId });
    const draft = await ok<QuotationView>(staff, API.staff.saveQuotation, {
      inquiryId, currency: 'CNY', leadTimeDays: 25, validUntil: dayOffset(30),
      lines: QUOTED.lines.map((line, i) => ({ itemId: view.lines[i]?.itemId, title: 'title' in line ? line.title : view.lines[i]!.title, qty: line.qty, tiers: line.tiers })),
    });
    expect(draft.exchange?.currency).toBe('CNY');
    expect(draft.exchange?.catalogueTotal).toMatch(/^\d+\.\d{2}$/);
  });
});
