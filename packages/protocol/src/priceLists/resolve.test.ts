import { describe, expect, it } from 'vitest';
import { toMinor } from '../money';
import { listAppliesOn, priceSourceText, resolvePrice, type PriceListLine, type ResolvableGoods, type ResolvableList } from './resolve';

const m = (text: string) => toMinor(text);
const goods: ResolvableGoods = {
  goodsId: 7, specId: 70, categoryPath: [30, 3],
  catalogueTiers: [{ minQty: 12, price: m('4.00') }, { minQty: 1, price: m('4.72') }],
};
const tiersLine = (id: number, scope: PriceListLine['scope'], targetId: number | null, price: string): PriceListLine => ({
  id, scope, targetId, how: { kind: 'tiers', tiers: [{ minQty: 1, price: m(price) }] },
});
const ruleLine = (id: number, scope: PriceListLine['scope'], targetId: number | null, adjustPercent: string): PriceListLine => ({
  id, scope, targetId, how: { kind: 'rule', adjustPercent, rounding: 'minor' },
});
const list = (over: Partial<ResolvableList> & Pick<ResolvableList, 'id' | 'lines'>): ResolvableList => ({
  name: `List ${over.id}`, version: 1, currency: 'USD', priority: 0, validFrom: null, validUntil: null, ...over,
});
const DAY = '2027-03-10';

describe('listAppliesOn', () => {
  it.each([
    [null, null, '2027-01-01', true],
    ['2027-03-01', '2027-03-15', '2027-03-01', true],
    ['2027-03-01', '2027-03-15', '2027-03-15', true],
    ['2027-03-01', '2027-03-15', '2027-02-28', false],
    ['2027-03-01', '2027-03-15', '2027-03-16', false],
    ['2027-03-01', null, '2099-12-31', true],
    [null, '2027-03-15', '2000-01-01', true],
  ])('from %s until %s on %s: %s', (validFrom, validUntil, day, applies) => {
    expect(listAppliesOn({ validFrom, validUntil }, day)).toBe(applies);
  });
});

describe('resolvePrice', () => {
  it('keeps the catalogue price when no list prices the goods, tiers sorted', () => {
    const other = list({ id: 1, lines: [tiersLine(1, 'goods', 8, '1.00'), tiersLine(2, 'category', 99, '1.00')] });
    const r = resolvePrice([other], goods, DAY, {});
    expect(r.source).toEqual({ kind: 'catalogue' });
    expect(r.currency).toBe('USD');
    expect(r.tiers).toEqual([{ minQty: 1, price: m('4.72') }, { minQty: 12, price: m('4.00') }]);
    expect(resolvePrice([], goods, DAY, {}).source.kind).toBe('catalogue');
  });

  it('takes the highest priority list that prices the goods', () => {
    const low = list({ id: 1, priority: 1, lines: [tiersLine(1, 'goods', 7, '3.00')] });
    const high = list({ id: 2, priority: 5, lines: [tiersLine(2, 'goods', 7, '3.50')] });
    const highOther = list({ id: 3, priority: 9, lines: [tiersLine(3, 'goods', 8, '1.00')] });
    const r = resolvePrice([low, high, highOther], goods, DAY, {});
    expect(r.source).toMatchObject({ kind: 'list', listId: 2, lineId: 2, scope: 'goods', how: { kind: 'tiers' } });
    expect(r.tiers).toEqual([{ minQty: 1, price: m('3.50') }]);
  });

  it('breaks a priority tie by the more specific line, then by the lower list id, whatever the order', () => {
    const all = list({ id: 1, priority: 5, lines: [ruleLine(1, 'all', null, '-10')] });
    const cat = list({ id: 2, priority: 5, lines: [ruleLine(2, 'category', 3, '-5')] });
    expect(resolvePrice([all, cat], goods, DAY, {}).source).toMatchObject({ listId: 2 });
    expect(resolvePrice([cat, all], goods, DAY, {}).source).toMatchObject({ listId: 2 });
    const twinA = list({ id: 4, priority: 5, lines: [tiersLine(4, 'goods', 7, '2.00')] });
    const twinB = list({ id: 3, priority: 5, lines: [tiersLine(5, 'goods', 7, '2.50')] });
    expect(resolvePrice([twinA, twinB], goods, DAY, {}).source).toMatchObject({ listId: 3 });
    expect(resolvePrice([twinB, twinA], goods, DAY, {}).source).toMatchObject({ listId: 3 });
  });

  it('uses the most specific line within a list: specification, goods, nearest category, all', () => {
    const lines = [ruleLine(1, 'all', null, '-1'), ruleLine(2, 'category', 3, '-2'), ruleLine(3, 'category', 30, '-3'), tiersLine(4, 'goods', 7, '2.00'), tiersLine(5, 'spec', 70, '1.50')];
    const l = list({ id: 1, lines });
    expect(resolvePrice([l], goods, DAY, {}).source).toMatchObject({ lineId: 5, scope: 'spec' });
    expect(resolvePrice([l], { ...goods, specId: 71 }, DAY, {}).source).toMatchObject({ lineId: 4, scope: 'goods' });
    expect(resolvePrice([list({ id: 1, lines: lines.slice(0, 3) })], goods, DAY, {}).source).toMatchObject({ lineId: 3, targetId: 30 });
    expect(resolvePrice([list({ id: 1, lines: lines.slice(0, 2) })], goods, DAY, {}).source).toMatchObject({ lineId: 2, targetId: 3 });
    expect(resolvePrice([list({ id: 1, lines: lines.slice(0, 1) })], goods, DAY, {}).source).toMatchObject({ lineId: 1, scope: 'all' });
  });

  it('honours the schedule: a list out of its days does not price', () => {
    const spring = list({ id: 1, priority: 9, validFrom: '2027-03-01', validUntil: '2027-03-15', name: 'Spring fair', lines: [ruleLine(1, 'all', null, '-8')] });
    expect(resolvePrice([spring], goods, '2027-03-15', {}).source).toMatchObject({ listId: 1 });
    expect(resolvePrice([spring], goods, '2027-03-16', {}).source.kind).toBe('catalogue');
    expect(resolvePrice([spring], goods, '2027-02-28', {}).source.kind).toBe('catalogue');
    const always = list({ id: 2, priority: 1, lines: [ruleLine(2, 'all', null, '-2')] });
    expect(resolvePrice([spring, always], goods, '2027-03-20', {}).source).toMatchObject({ listId: 2 });
  });

  it('applies a rule to every catalogue tier, and says how', () => {
    const l = list({ id: 1, name: 'Spring agreement 2027', version: 3, lines: [{ id: 9, scope: 'all', targetId: null, how: { kind: 'rule', adjustPercent: '-12', rounding: '.x9' } }] });
    const r = resolvePrice([l], goods, DAY, {});
    expect(r.tiers).toEqual([{ minQty: 1, price: m('4.19') }, { minQty: 12, price: m('3.59') }]);
    expect(r.catalogueTiers[0]).toEqual({ minQty: 1, price: m('4.72') });
    expect(r.source).toEqual({
      kind: 'list', listId: 1, listName: 'Spring agreement 2027', version: 3, lineId: 9, scope: 'all', targetId: null,
      how: { kind: 'rule', adjustPercent: '-12', rounding: '.x9', exchangeRate: null },
    });
    expect(priceSourceText(r.source, r.currency)).toBe('Your price (Spring agreement 2027, version 3): catalogue −12 % on all goods, rounded up to .x9');
  });

  it('converts a rule in another currency at its rate, and passes a list over without one', () => {
    const eur = list({ id: 1, priority: 9, currency: 'EUR', lines: [ruleLine(1, 'all', null, '-12')] });
    const usd = list({ id: 2, priority: 1, lines: [tiersLine(2, 'goods', 7, '4.50')] });
    const r = resolvePrice([eur, usd], goods, DAY, { EUR: '0.9215' });
    expect(r.currency).toBe('EUR');
    // 4.72 × 0.88 × 0.9215 = 3.8275… → 3.83; 4.00 × 0.88 × 0.9215 = 3.24368 → 3.24
    expect(r.tiers).toEqual([{ minQty: 1, price: m('3.83') }, { minQty: 12, price: m('3.24') }]);
    expect(priceSourceText(r.source, r.currency)).toBe('Your price (List 1, version 1): catalogue −12 % on all goods, rounded to the cent, at 1 USD = 0.9215 EUR');
    const none = resolvePrice([eur, usd], goods, DAY, {});
    expect(none.source).toMatchObject({ listId: 2 });
    expect(none.passedOver).toEqual([{ listId: 1, reason: 'No exchange rate for EUR' }]);
  });

  it('takes fixed tiers in the list currency as they are, without a rate', () => {
    const eur = list({ id: 1, currency: 'EUR', name: 'Key account', lines: [tiersLine(1, 'goods', 7, '3.10')] });
    const r = resolvePrice([eur], goods, DAY, {});
    expect(r).toMatchObject({ currency: 'EUR', tiers: [{ minQty: 1, price: m('3.10') }] });
    expect(priceSourceText(r.source, r.currency)).toBe('Your price (Key account, version 1): fixed tiers for this design');
    expect(priceSourceText({ kind: 'catalogue' }, 'USD')).toBe('Catalogue price');
  });
});
