import { describe, expect, it } from 'vitest';
import { errorField, errorMessage, fail } from './envelope';

const refusal = (msg: string) => ({ error: fail('10001', msg) });

describe('a refusal shown to a person (issue 49)', () => {
  it('never shows the schema path the back-end puts before a field’s sentence; the path names the field to mark', () => {
    const lock = refusal('rateLockedUntil: The day the rate is locked until (1 Dec 2026) has passed. Please choose today or a later day.');
    expect(errorMessage(lock)).toBe('The day the rate is locked until (1 Dec 2026) has passed. Please choose today or a later day.');
    expect(errorField(lock)).toEqual({ path: 'rateLockedUntil', message: 'The day the rate is locked until (1 Dec 2026) has passed. Please choose today or a later day.' });
    expect(errorField(refusal('lines.0.tiers.1.unitPrice: Please enter a price.'))).toEqual({ path: 'lines.0.tiers.1.unitPrice', message: 'Please enter a price.' });
    expect(errorMessage(refusal('freight.cost: The freight cost cannot be negative.'))).toBe('The freight cost cannot be negative.');
  });

  it('keeps a sentence without a path whole, and has no field for it', () => {
    const sentence = refusal('Inquiry IQ1 is accepted: it takes no more quotations.');
    expect(errorMessage(sentence)).toBe('Inquiry IQ1 is accepted: it takes no more quotations.');
    expect(errorField(sentence)).toBeNull();
    expect(errorMessage({ error: new Error('Request timed out') })).toBe('Request timed out');
  });
});
