import { ORDER_STATUSES, type OrderStatus } from '@sw/protocol';
import { describe, expect, it } from 'vitest';
import { orderMoney, type OrderRow } from '../order';
import { balanceReceived, depositReceived } from './gate';
import { takesNotices } from './view';

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

describe('the payment lists, order state by order state', () => {
  const net = { paymentTerms: { kind: 'net_30' as const, depositPercent: 0, netDays: 30 } };
  // Each state: whether a notice or a receipt is taken, and what is due now with nothing paid, with the deposit paid
  // (30 % terms), and on net terms.
  const table: Record<OrderStatus, { notices: boolean; dueUnpaid: bigint; dueAfterDeposit: bigint; dueNet: bigint }> = {
    awaiting_approval: { notices: false, dueUnpaid: 52_016n, dueAfterDeposit: 0n, dueNet: 0n },
    placed: { notices: true, dueUnpaid: 52_016n, dueAfterDeposit: 0n, dueNet: 0n },
    confirmed: { notices: true, dueUnpaid: 52_016n, dueAfterDeposit: 0n, dueNet: 0n },
    in_production: { notices: true, dueUnpaid: 52_016n, dueAfterDeposit: 121_370n, dueNet: 0n },
    shipped: { notices: true, dueUnpaid: 52_016n, dueAfterDeposit: 121_370n, dueNet: 173_386n },
    completed: { notices: false, dueUnpaid: 52_016n, dueAfterDeposit: 121_370n, dueNet: 173_386n },
    cancelled: { notices: false, dueUnpaid: 0n, dueAfterDeposit: 0n, dueNet: 0n },
    rejected: { notices: false, dueUnpaid: 52_016n, dueAfterDeposit: 0n, dueNet: 0n },
  };

  it.each(ORDER_STATUSES)('%s: takes notices or not, and asks the deposit, then the balance from production (net: from shipping)', (status) => {
    const want = table[status];
    expect(takesNotices({ status }), 'takes notices').toBe(want.notices);
    expect(orderMoney(order({ status })).dueNow, 'due, nothing paid').toBe(want.dueUnpaid);
    expect(orderMoney(order({ status, received: 52_016n })).dueNow, 'due, deposit paid').toBe(want.dueAfterDeposit);
    expect(orderMoney(order({ status, ...net })).dueNow, 'due on net terms').toBe(want.dueNet);
  });

  it.each(ORDER_STATUSES)('%s: the gates read the money, not the status', async (status) => {
    expect(await depositReceived(noDb, order({ status }))).toBe('The deposit of 520.16 USD has not been received (received 0.00 USD).');
    expect(await depositReceived(noDb, order({ status, received: 52_016n }))).toBeNull();
    expect(await balanceReceived(noDb, order({ status, received: 52_016n }))).toBe('The balance of 1,213.70 USD has not been received (received 520.16 USD of 1,733.86 USD).');
    expect(await balanceReceived(noDb, order({ status, received: 173_386n }))).toBeNull();
  });
});
