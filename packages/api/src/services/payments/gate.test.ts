import { describe, expect, it } from 'vitest';
import type { OrderRow } from '../order';
import { balanceReceived, depositReceived } from './gate';

/** The gates read only the order row's kept money: an order of 1,733.86 USD, 30 % deposit, changed by `over`. */
const order = (over: Partial<OrderRow> = {}) =>
  ({ orderNo: 'SO-1', status: 'confirmed', currency: 'USD', total: 173_386n, received: 0n, paymentTerms: { kind: 'deposit_30', depositPercent: 30, netDays: null }, ...over }) as OrderRow;
// A gate is given the database for conditions that read more; the money gates read none.
const noDb = null as never;

describe("the payment gates (pure: the order row's money)", () => {
  it('production waits for the deposit, and says what was received', async () => {
    expect(await depositReceived(noDb, order())).toBe('The deposit of 520.16 USD has not been received (received 0.00 USD).');
    expect(await depositReceived(noDb, order({ received: 52_015n }))).toBe('The deposit of 520.16 USD has not been received (received 520.15 USD).');
    expect(await depositReceived(noDb, order({ received: 52_016n }))).toBeNull();
  });

  it('production on 100 % before production waits for the payment in full', async () => {
    const prepaid = { paymentTerms: { kind: 'prepaid' as const, depositPercent: 100, netDays: null } };
    expect(await depositReceived(noDb, order({ ...prepaid, received: 52_016n }))).toBe('The payment in full of 1,733.86 USD has not been received (received 520.16 USD).');
    expect(await depositReceived(noDb, order({ ...prepaid, received: 173_386n }))).toBeNull();
  });

  it('shipping waits for the whole total, except on net terms', async () => {
    expect(await balanceReceived(noDb, order({ received: 52_016n }))).toBe('The balance of 1,213.70 USD has not been received (received 520.16 USD of 1,733.86 USD).');
    expect(await balanceReceived(noDb, order({ received: 173_386n }))).toBeNull();
    expect(await balanceReceived(noDb, order({ paymentTerms: { kind: 'net_30', depositPercent: 0, netDays: 30 } }))).toBeNull();
    expect(await balanceReceived(noDb, order({ paymentTerms: { kind: 'prepaid', depositPercent: 100, netDays: null } }))).toBe('The payment in full of 1,733.86 USD has not been received (received 0.00 USD).');
  });
});
