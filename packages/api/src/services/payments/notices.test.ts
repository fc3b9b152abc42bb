import { describe, expect, it } from 'vitest';
import { amountFor, checkOverpayment } from './notices';

/** An order of US$1,000.00 with US$300.00 received. */
const ORDER = { total: 100_000n, received: 30_000n, currency: 'USD' };

describe('the amount a notice or receipt records, and the overpayment check (pure: no database)', () => {
  it('records the amount as typed in minor units, up to twice the order total', () => {
    expect(amountFor(ORDER, 300)).toBe(30_000n);
    expect(amountFor(ORDER, 0.07)).toBe(7n);
    expect(amountFor(ORDER, 2000)).toBe(200_000n);
    expect(() => amountFor(ORDER, 2000.01)).toThrow('amount: 2,000.01 USD is more than twice the order total of 1,000.00 USD. Please check the amount.');
    expect(() => amountFor(ORDER, 2500, 'received')).toThrow(/^received: /);
  });

  it('lets a receipt take the amount paid up to the total, and past it only as an intended overpayment', () => {
    expect(() => checkOverpayment(ORDER, 70_000n, undefined)).not.toThrow();
    expect(() => checkOverpayment(ORDER, 70_001n, undefined)).toThrow('This receipt of 700.01 USD would take the amount paid to 1,000.01 USD, past the order total of 1,000.00 USD. Mark it as an intended overpayment to record it; the overpayment can then be refunded.');
    expect(() => checkOverpayment(ORDER, 70_001n, false)).toThrow(/intended overpayment/);
    expect(() => checkOverpayment(ORDER, 70_001n, true)).not.toThrow();
  });
});
