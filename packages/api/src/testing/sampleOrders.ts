import { eq, inArray } from 'drizzle-orm';
import { minorToNumber, sumMinor, times, toMinor } from '@sw/protocol';
import type { Db } from '../db/client';
import { goods, orderItems, orders, orderStatusHistory } from '../db/schema';
import { nextDailyNo } from '../lib/dailyNumber';

/**
 * TEST ONLY: a sample order written straight into the database (orders.kind 'sample' with its lines), for the sample
 * credit and conversion tests while the sample request service (workflows/requestSamples.ts) is built elsewhere.
 * Numbered like every order (SO + day + sequence, on its created day); `paid` records received = total.
 */

export interface SampleOrderInput {
  companyId: string;
  memberId: string;
  lines: { goodsId: number; qty: number; unitPrice: string | number }[];
  paid: boolean;
  /** Default: an hour ago. */
  createdAt?: Date;
  currency?: string;
}

export async function insertSampleOrder(db: Db, input: SampleOrderInput): Promise<{ orderId: number; orderNo: string; total: bigint; itemIds: number[] }> {
  const createdAt = input.createdAt ?? new Date(Date.now() - 3_600_000);
  return db.transaction(async (tx) => {
    const found = await tx.select().from(goods).where(inArray(goods.id, input.lines.map((line) => line.goodsId)));
    const goodsById = new Map(found.map((row) => [row.id, row]));
    const lines = input.lines.map((line, sort) => {
      const row = goodsById.get(line.goodsId);
      if (!row) throw new Error(`insertSampleOrder: no goods ${line.goodsId}`);
      return { row, qty: line.qty, unitPrice: toMinor(line.unitPrice), sort };
    });
    const total = sumMinor(lines.map((line) => times(line.unitPrice, line.qty)));
    const orderNo = await nextDailyNo(tx, createdAt, 'SO', orders, orders.orderNo);
    const first = lines[0]!.row;
    const values: typeof orders.$inferInsert = {
      orderNo,
      kind: 'sample',
      status: 'placed',
      memberId: input.memberId,
      companyId: input.companyId,
      currency: input.currency ?? 'USD',
      total,
      // Sample orders are paid in full before they ship.
      paymentTerms: { kind: 'prepaid', depositPercent: 100, netDays: null },
      depositDue: total,
      received: input.paid ? total : 0n,
      address: { contactName: 'Ana Silva', company: null, phone: '+351 912 345 678', country: 'PT', countryName: 'Portugal', region: null, city: 'Porto', street: 'Rua das Flores 12', postcode: '4050-262' },
      title: lines.length > 1 ? `Samples: ${first.title} and ${lines.length - 1} more` : `Samples: ${first.title}`,
      imageUrl: first.imageUrl,
      lineCount: lines.length,
      totalQty: lines.reduce((sum, line) => sum + line.qty, 0),
      searchText: [orderNo, ...lines.flatMap((line) => [line.row.title, line.row.code])].join(' ').toLowerCase(),
      createdAt,
      updatedAt: createdAt,
    };
    const [order] = await tx.insert(orders).values(values).returning({ id: orders.id });
    const items = await tx
      .insert(orderItems)
      .values(lines.map((line) => ({
        orderId: order!.id,
        goodsId: line.row.id,
        title: line.row.title,
        goodsCode: line.row.code,
        imageUrl: line.row.imageUrl,
        qty: line.qty,
        tiers: [{ minQty: 1, unitPrice: minorToNumber(line.unitPrice) }],
        unitPrice: line.unitPrice,
        sort: line.sort,
      })))
      .returning({ id: orderItems.id });
    await tx.insert(orderStatusHistory).values({ parentId: order!.id, fromStatus: null, toStatus: 'placed', actor: 'buyer', actorMemberId: input.memberId, note: 'Sample order (test fixture).', createdAt });
    return { orderId: order!.id, orderNo, total, itemIds: items.map((item) => item.id) };
  });
}

/** Marks a sample order paid in full (or not) afterwards. */
export async function setSamplePaid(db: Db, orderId: number, paid: boolean): Promise<void> {
  const [row] = await db.select({ total: orders.total }).from(orders).where(eq(orders.id, orderId));
  await db.update(orders).set({ received: paid ? row!.total : 0n }).where(eq(orders.id, orderId));
}
