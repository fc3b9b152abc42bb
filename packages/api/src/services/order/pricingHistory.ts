import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { minorToNumber, UNPLACED_ORDER_STATUSES, type PricePoint, type PricingHistory } from '@sw/protocol';
import type { Db } from '../../db/client';
import { inquiries, inquiryItems, orderItems, orders, quotations } from '../../db/schema';
import type { RecordOwner } from '../../lib/member';

/**
 * pricingHistory.do: what this member's company was quoted (every sent quotation version) and ordered (orders not cancelled)
 * for one goods, oldest first. The quoted prices are the quotation lines that name one of the company's inquiry
 * lines of the goods; the ordered ones are the order lines of the goods. Both start from the goods indexes
 * (inquiry_items_goods_idx, order_items_goods_idx) and keep to the company's rows.
 */
export async function pricingHistory(db: Db, owner: RecordOwner, goodsId: number): Promise<PricingHistory> {
  const [quotedItems, ordered] = await Promise.all([
    db
      .select({ itemId: inquiryItems.id, inquiryId: inquiries.id, inquiryNo: inquiries.inquiryNo })
      .from(inquiryItems)
      .innerJoin(inquiries, eq(inquiries.id, inquiryItems.inquiryId))
      .where(and(eq(inquiryItems.goodsId, goodsId), eq(inquiries.companyId, owner.companyId))),
    db
      .select({
        at: orders.createdAt, qty: orderItems.qty, unitPrice: orderItems.unitPrice, currency: orders.currency,
        orderId: orders.id, orderNo: orders.orderNo, inquiryId: orders.inquiryId, inquiryNo: inquiries.inquiryNo,
      })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .leftJoin(inquiries, eq(inquiries.id, orders.inquiryId))
      .where(and(eq(orderItems.goodsId, goodsId), eq(orders.companyId, owner.companyId),
          // What the company ordered: not a cancelled order, nor one its admins have not approved (yet).
          notInArray(orders.status, ['cancelled', ...UNPLACED_ORDER_STATUSES]))),
  ]);
  const points: PricePoint[] = ordered.map((row) => ({
    at: row.at.toISOString(),
    qty: row.qty,
    unitPrice: minorToNumber(row.unitPrice),
    currency: row.currency,
    source: 'order',
    inquiryId: row.inquiryId === null ? null : String(row.inquiryId),
    inquiryNo: row.inquiryNo,
    quotationVersion: null,
    orderId: String(row.orderId),
    orderNo: row.orderNo,
  }));
  const itemIds = new Map(quotedItems.map((item) => [String(item.itemId), item]));
  const inquiryIds = [...new Set(quotedItems.map((item) => item.inquiryId))];
  const sent = inquiryIds.length
    ? await db
        .select({ lines: quotations.lines, version: quotations.version, currency: quotations.currency, sentAt: quotations.sentAt })
        .from(quotations)
        .where(and(inArray(quotations.inquiryId, inquiryIds), eq(quotations.status, 'sent')))
    : [];
  for (const quotation of sent) {
    for (const line of quotation.lines) {
      const item = line.itemId === null ? undefined : itemIds.get(line.itemId);
      if (!item) continue;
      points.push({
        at: quotation.sentAt!.toISOString(),
        qty: line.qty,
        unitPrice: line.unitPrice,
        currency: quotation.currency,
        source: 'quotation',
        inquiryId: String(item.inquiryId),
        inquiryNo: item.inquiryNo,
        quotationVersion: quotation.version,
        orderId: null,
        orderNo: null,
      });
    }
  }
  // Oldest first; at the same moment the quotation before the order placed from it.
  points.sort((a, b) => a.at.localeCompare(b.at) || (a.source === b.source ? 0 : a.source === 'quotation' ? -1 : 1));
  return { goodsId: String(goodsId), points };
}
