import { describe, expect, it } from 'vitest';
import { toMinor } from '@sw/protocol';
import { goodsSamples, samplePricePerPiece } from '../services/samples/price';

/** The sample price rule (services/samples/price.ts), in exact minor units. */
describe('the sample price per piece', () => {
  const rule = { rulePercent: 200, ruleMinimum: toMinor('5.00') };

  it('is the goods\' own price when set, whatever the rule says', () => {
    expect(samplePricePerPiece({ samplePrice: toMinor('7.77'), maxPrice: toMinor('100') }, rule)).toBe(toMinor('7.77'));
    expect(samplePricePerPiece({ samplePrice: toMinor('0.01'), maxPrice: toMinor('100') }, { rulePercent: 200, ruleMinimum: toMinor('50') })).toBe(1n);
  });

  it('is rule percent of the highest tier price, rounded half-up to the cent', () => {
    expect(samplePricePerPiece({ samplePrice: null, maxPrice: toMinor('4.20') }, rule)).toBe(toMinor('8.40'));
    // 150 % of 3.35 is 5.025: half-up gives 5.03; 150 % of 3.33 is 4.995: 5.00 (equal to the minimum).
    expect(samplePricePerPiece({ samplePrice: null, maxPrice: toMinor('3.35') }, { rulePercent: 150, ruleMinimum: 0n })).toBe(toMinor('5.03'));
    expect(samplePricePerPiece({ samplePrice: null, maxPrice: toMinor('3.33') }, { rulePercent: 150, ruleMinimum: 0n })).toBe(toMinor('5.00'));
    expect(samplePricePerPiece({ samplePrice: null, maxPrice: toMinor('0.07') }, { rulePercent: 15, ruleMinimum: 0n })).toBe(1n);
  });

  it('is never less than the minimum', () => {
    expect(samplePricePerPiece({ samplePrice: null, maxPrice: toMinor('1.10') }, rule)).toBe(toMinor('5.00'));
    expect(samplePricePerPiece({ samplePrice: null, maxPrice: toMinor('2.50') }, rule)).toBe(toMinor('5.00'));
    expect(samplePricePerPiece({ samplePrice: null, maxPrice: toMinor('2.51') }, rule)).toBe(toMinor('5.02'));
  });

  it('tells the goods page the price, its source and the limit; no price when samples are not offered', () => {
    const settings = { id: 1, rulePercent: 200, ruleMinimum: toMinor('5'), leadDays: 7, creditWindowDays: 90, updatedAt: new Date() };
    expect(goodsSamples({ sampleOffered: true, samplePrice: null, maxPrice: toMinor('4.2'), sampleMaxPieces: 3 }, settings)).toEqual({
      offered: true, pricePerPiece: 8.4, priceSource: 'rule', maxPiecesPerSpec: 3, leadDays: 7, currency: 'USD',
    });
    expect(goodsSamples({ sampleOffered: false, samplePrice: toMinor('9'), maxPrice: toMinor('4.2'), sampleMaxPieces: 2 }, settings)).toMatchObject({
      offered: false, pricePerPiece: null, priceSource: 'goods',
    });
  });
});
