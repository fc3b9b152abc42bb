import { ORDER_STATUSES } from '@sw/protocol';
import { describe, expect, it } from 'vitest';
import type { OrderRow } from '../services/order';
import { balanceReceived, depositReceived } from '../services/payments';
import { unapprovedProofs } from '../services/proof';
import { GATE_CHECKS, GATE_STEPS, gateRefusals } from './orderGates';

/** An order of 1,733.86 USD on 30 % deposit terms, changed by `over` (the money gates read only the row). */
const order = (over: Partial<OrderRow> = {}) =>
  ({ id: 1, orderNo: 'SO-1', status: 'confirmed', currency: 'USD', total: 173_386n, received: 0n, paymentTerms: { kind: 'deposit_30', depositPercent: 30, netDays: null }, ...over }) as OrderRow;
// The shipping gate's one condition reads no database; the production gate's proof condition does (proof's HTTP suites).
const noDb = null as never;

describe("the order's gate lists (queries/orderGates.ts)", () => {
  it('asks production for the deposit, then the proofs; shipping for the balance: in the order the desk says them', () => {
    expect(GATE_CHECKS.production).toEqual([depositReceived, unapprovedProofs]);
    expect(GATE_CHECKS.shipping).toEqual([balanceReceived]);
    expect(GATE_STEPS).toEqual({ production: 'Production cannot start', shipping: 'The order cannot ship' });
  });

  it.each(ORDER_STATUSES)('%s: the shipping gate is closed until the whole total is received, open on net terms', async (status) => {
    expect(await gateRefusals(noDb, order({ status }), 'shipping')).toEqual(['The balance of 1,213.70 USD has not been received (received 0.00 USD of 1,733.86 USD).']);
    expect(await gateRefusals(noDb, order({ status, received: 173_385n }), 'shipping')).toEqual(['The balance of 1,213.70 USD has not been received (received 1,733.85 USD of 1,733.86 USD).']);
    expect(await gateRefusals(noDb, order({ status, received: 173_386n }), 'shipping')).toEqual([]);
    expect(await gateRefusals(noDb, order({ status, paymentTerms: { kind: 'net_30', depositPercent: 0, netDays: 30 } }), 'shipping')).toEqual([]);
    // A sample order (prepaid): the whole total, said as the payment in full.
    expect(await gateRefusals(noDb, order({ status, paymentTerms: { kind: 'prepaid', depositPercent: 100, netDays: null } }), 'shipping')).toEqual([
      'The payment in full of 1,733.86 USD has not been received (received 0.00 USD).',
    ]);
  });
});
