import { describe, expect, it } from 'vitest';
import { cartChangeRefusal, effectiveQuantityRule, isPlainRule, stepperOf } from './cartQuantity';
import { NO_QUANTITY_RULE, type QuantityRule } from './quantity';

const rule = (over: Partial<QuantityRule>): QuantityRule => ({ ...NO_QUANTITY_RULE, ...over });

describe('the cart\'s quantity rule (issue 51)', () => {
  it('takes the goods\' MOQ as the minimum when the rule sets none', () => {
    expect(effectiveQuantityRule(NO_QUANTITY_RULE, 50)).toEqual(rule({ minQty: 50 }));
    expect(effectiveQuantityRule(rule({ minQty: 12 }), 50)).toEqual(rule({ minQty: 12 }));
    expect(effectiveQuantityRule(NO_QUANTITY_RULE, 1)).toEqual(NO_QUANTITY_RULE);
    expect(isPlainRule(NO_QUANTITY_RULE)).toBe(true);
    expect(isPlainRule(rule({ increment: 12 }))).toBe(false);
  });

  it('checks each line on its own without mix and match, naming the nearest quantities', () => {
    const packs = rule({ increment: 12, maxQty: 500 });
    expect(cartChangeRefusal(packs, 24, 24)).toBeNull();
    expect(cartChangeRefusal(packs, 13, 13)).toBe('Sold in packs of 12: choose 12 or 24.');
    expect(cartChangeRefusal(packs, 504, 504)).toBe('At most 500 pieces per order: choose 492.');
  });

  it('with mix and match lets a line under the minimum be, and refuses only a goods total above the maximum', () => {
    const mixed = rule({ minQty: 12, maxQty: 20, mixAndMatch: true });
    expect(cartChangeRefusal(mixed, 3, 3)).toBeNull();
    expect(cartChangeRefusal(mixed, 3, 12)).toBeNull();
    expect(cartChangeRefusal(mixed, 11, 21)).toBe('At most 20 pieces per order (counted across its specifications; you have 21): choose 20.');
  });

  it('moves the stepper in the pack size, and by one piece with mix and match', () => {
    expect(stepperOf(rule({ minQty: 10, increment: 12 }))).toEqual({ min: 12, step: 12 });
    expect(stepperOf(rule({ minQty: 12, increment: 12, mixAndMatch: true }))).toEqual({ min: 1, step: 1 });
    expect(stepperOf(NO_QUANTITY_RULE)).toEqual({ min: 1, step: 1 });
  });
});
