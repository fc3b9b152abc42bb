import { describe, expect, it } from 'vitest';
import { offerRefusal, targetFor, versionBadge, type LineAnswerFacts } from './negotiation';

describe('targetFor', () => {
  const points = [{ qty: 5000, targetPrice: '0.80' }, { qty: 3000, targetPrice: '0.85' }, { qty: 10000, targetPrice: null }];
  it('reads the target of the largest quantity the offer reaches', () => {
    expect(targetFor(points, 3000)).toBe('0.85');
    expect(targetFor(points, 4999)).toBe('0.85');
    expect(targetFor(points, 12000)).toBe('0.80');
  });
  it('reads an offer below every point against the smallest, and none without targets', () => {
    expect(targetFor(points, 100)).toBe('0.85');
    expect(targetFor([{ qty: 100, targetPrice: null }], 100)).toBeNull();
    expect(targetFor([], 100)).toBeNull();
  });
});

describe('offerRefusal', () => {
  it('takes the offer\'s quantity, and more only where more at this price is allowed', () => {
    expect(offerRefusal({ qty: 3000, moreAtThisPrice: false }, 3000)).toBeNull();
    expect(offerRefusal({ qty: 3000, moreAtThisPrice: true }, 4500)).toBeNull();
    expect(offerRefusal({ qty: 3000, moreAtThisPrice: false }, 4500)).toMatch(/exactly 3,000 pieces/);
    expect(offerRefusal({ qty: 3000, moreAtThisPrice: true }, 2999)).toMatch(/3,000 pieces or more/);
    expect(offerRefusal({ qty: 3000, moreAtThisPrice: false }, 2999)).toMatch(/exactly 3,000 pieces/);
  });
});

const offers = (unitPrice: string): LineAnswerFacts => ({ kind: 'offers', offers: [{ qty: 100, unitPrice, leadTimeDays: 30, spec: '', moreAtThisPrice: false }], substitute: null, declineReason: null });

describe('versionBadge', () => {
  it('gives no badge on the first version', () => expect(versionBadge(null, offers('1.00'), true)).toBeNull());
  it('says added, removed, changed or the same', () => {
    expect(versionBadge(null, offers('1.00'), false)).toBe('added');
    expect(versionBadge(offers('1.00'), null, false)).toBe('removed');
    expect(versionBadge(offers('1.00'), offers('0.95'), false)).toBe('changed');
    expect(versionBadge(offers('1.00'), offers('1.0'), false)).toBe('same');
    expect(versionBadge(offers('1.00'), { kind: 'declined', offers: [], substitute: null, declineReason: 'No.' }, false)).toBe('changed');
    expect(versionBadge(null, null, false)).toBeNull();
  });
});
