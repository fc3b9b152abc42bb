import { describe, expect, it } from 'vitest';
import { depositOf, nextStep, orderMoney, type OrderMoneyRow } from './money';
import { paymentTerms } from '@sw/protocol';

/** An order of 1,000.05 CNY, 30 % deposit, confirmed and unpaid, changed by `over`. */
const order = (over: Partial<OrderMoneyRow> = {}): OrderMoneyRow => ({
  orderNo: 'SO-1', status: 'confirmed', currency: 'CNY', total: 100_005n, received: 0n, paymentTerms: { kind: 'deposit_30', depositPercent: 30 }, ...over,
});

const say = (row: OrderMoneyRow) => nextStep(row, orderMoney(row));

describe("the order's money (pure: no database)", () => {
  it('rounds the deposit half-up to the cent, and the deposit and balance add up to the total', () => {
    expect(depositOf(10_005n, paymentTerms('deposit_30'))).toEqual({ deposit: 3_002n, balanceDue: 7_003n });
    for (const total of [1n, 99n, 100_005n, 1_733_860n]) {
      const { deposit, balanceDue } = depositOf(total, paymentTerms('deposit_50'));
      expect(deposit + balanceDue).toBe(total);
    }
    expect(depositOf(100_005n, paymentTerms('prepaid'))).toEqual({ deposit: 100_005n, balanceDue: 0n });
    expect(depositOf(100_005n, paymentTerms('net_30'))).toEqual({ deposit: 0n, balanceDue: 100_005n });
  });

  it('asks for the deposit first, then the balance only once production runs (before-shipment terms)', () => {
    expect(orderMoney(order())).toMatchObject({ deposit: 30_002n, balanceDue: 70_003n, dueNow: 30_002n, balance: 100_005n });
    expect(orderMoney(order({ received: 10_000n })).dueNow).toBe(20_002n);
    expect(orderMoney(order({ received: 30_002n })).dueNow).toBe(0n);
    expect(orderMoney(order({ received: 30_002n, status: 'in_production' })).dueNow).toBe(70_003n);
    expect(orderMoney(order({ received: 100_005n, status: 'shipped' }))).toMatchObject({ dueNow: 0n, balance: 0n });
    expect(orderMoney(order({ status: 'cancelled' })).dueNow).toBe(0n);
  });

  it('on net terms asks for nothing before shipment, and for the whole balance once shipped', () => {
    const net = { paymentTerms: { kind: 'net_30' as const, depositPercent: 0 } };
    expect(orderMoney(order({ ...net, status: 'in_production' })).dueNow).toBe(0n);
    expect(orderMoney(order({ ...net, status: 'shipped', received: 5n })).dueNow).toBe(100_000n);
  });

  it('says the next step in one sentence, with the amounts as sentences write them', () => {
    expect(say(order())).toBe('Please pay the deposit, 300.02 CNY, to start production.');
    expect(say(order({ received: 100n }))).toBe('Please pay the rest of the deposit, 299.02 CNY, to start production.');
    expect(say(order({ received: 30_002n }))).toBe('Deposit received. The balance of 700.03 CNY is due before shipment.');
    expect(say(order({ received: 30_002n, status: 'in_production' }))).toBe('Please pay the balance of 700.03 CNY before shipment.');
    expect(say(order({ received: 100_005n }))).toBe('Paid in full. Thank you.');
    expect(say(order({ status: 'cancelled', received: 30_002n }))).toBe('This order was cancelled; our sales team will arrange the refund of 300.02 CNY.');
    expect(say(order({ paymentTerms: { kind: 'prepaid', depositPercent: 100 } }))).toBe('Please pay the full amount, 1,000.05 CNY, before production starts.');
    expect(say(order({ paymentTerms: { kind: 'net_30', depositPercent: 0 }, status: 'shipped' }))).toBe('The balance of 1,000.05 CNY is due within 30 days after shipment.');
  });
});
