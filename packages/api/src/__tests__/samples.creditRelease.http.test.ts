import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { API, toMinor, type OrderDetail } from '@sw/protocol';
import { orders, sampleCredits } from '../db/schema';
import { staffDeskFile } from '../testing/deskFile';
import { companyOf } from '../testing/members';
import { orderTesting } from '../testing/orders';
import { insertSampleOrder } from '../testing/sampleOrders';

/** Issue 40, defect 6: a released sample credit goes to the next bulk order of the goods (docs/workflows.md). */
const { t, api, staff } = staffDeskFile(orderTesting, { goods: 12, staffNick: 'Credit Release Desk' });
const { ok, person, db, placedOrder, sampleGoods } = t;

const creditOf = async (orderId: number) => (await db().select({ credit: orders.sampleCredit }).from(orders).where(eq(orders.id, orderId)))[0]!.credit;

describe('a released sample credit', () => {
  it('the issue sequence: paid 10.00 sample, three bulk orders, the one with the credit cancelled, the next one takes it', async () => {
    const buyer = await person({ nick: 'Rel Ease' });
    const companyId = (await companyOf(db(), buyer.id))!.id;
    const goodsId = (await sampleGoods(0)).id;
    await insertSampleOrder(db(), {
      companyId, memberId: buyer.id, lines: [{ goodsId, qty: 1, unitPrice: '10.00' }], paid: true,
      createdAt: new Date(api().deps.now().getTime() - 86_400_000),
    });
    const [first, second, third] = [await placedOrder(buyer, staff), await placedOrder(buyer, staff), await placedOrder(buyer, staff)];
    expect([first.placed.sampleCredit, second.placed.sampleCredit, third.placed.sampleCredit]).toEqual([10, 0, 0]);

    await ok<OrderDetail>(buyer, API.erp.cancelOrder, { orderId: first.orderId, reason: 'Changed the colour.' });
    expect(await creditOf(first.orderId)).toBe(0n);

    const next = await placedOrder(buyer, staff);
    expect(next.placed.sampleCredit).toBe(10);
    expect(await creditOf(next.orderId)).toBe(toMinor('10.00'));
    // The live orders placed before the release keep none, and the credit is taken once.
    expect([await creditOf(second.orderId), await creditOf(third.orderId)]).toEqual([0n, 0n]);
    expect((await placedOrder(buyer, staff)).placed.sampleCredit).toBe(0);
    expect(await db().select().from(sampleCredits).where(eq(sampleCredits.bulkOrderId, next.orderId))).toHaveLength(1);
  });
});
