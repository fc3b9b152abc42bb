import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import { AUDIT_FLAG, OPEN_INQUIRY_STATUSES, OPEN_ORDER_STATUSES, type HeaderData, type NewArrival, type ProductMenu } from '@sw/protocol';
import type { Db } from '../../db/client';
import { cartLines, goods, inquiries, orders, popularSearches } from '../../db/schema';
import type { Member } from '../../lib/member';
import { loadCategoryIndex } from './categories';
import { loadShopByBlocks, shopByFields } from './facets';
import { onSale } from './goodsList';

/** How many new designs the search dialog pages through (4 per page). */
export const NEW_ARRIVALS_IN_HEADER = 16;

async function cartLineCount(db: Db, memberId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(cartLines).where(eq(cartLines.memberId, memberId));
  return row?.n ?? 0;
}

/** The account menu's counters (spec §2): the company's inquiries and orders that still need someone to act. */
async function openCounts(db: Db, companyId: string): Promise<{ openInquiries: number; openOrders: number }> {
  const [[inquiryRow], [orderRow]] = await Promise.all([
    db.select({ n: count() }).from(inquiries).where(and(eq(inquiries.companyId, companyId), inArray(inquiries.status, OPEN_INQUIRY_STATUSES))),
    db.select({ n: count() }).from(orders).where(and(eq(orders.companyId, companyId), inArray(orders.status, OPEN_ORDER_STATUSES))),
  ]);
  return { openInquiries: inquiryRow?.n ?? 0, openOrders: orderRow?.n ?? 0 };
}

async function newestNewArrivals(db: Db): Promise<NewArrival[]> {
  const rows = await db
    .select({ id: goods.id, imageUrl: goods.imageUrl })
    .from(goods)
    .where(and(eq(goods.newFlag, 1), onSale))
    .orderBy(desc(goods.id))
    .limit(NEW_ARRIVALS_IN_HEADER);
  return rows.map((row) => ({ poGoodsId: String(row.id), imgUrl: row.imageUrl }));
}

/**
 * csite/headerData.do. New-design images are a privilege: they leave the server only for a
 * member whose access was approved (auditFlag 2); everybody else gets the flag and an empty list.
 */
export async function headerData(db: Db, member: Member | null, now: Date): Promise<HeaderData> {
  const auditFlag = member?.auditFlag ?? 0;
  const approved = auditFlag === AUDIT_FLAG.approved;
  const [index, blocks, searches, cartTotal, arrivals, counters] = await Promise.all([
    loadCategoryIndex(db),
    loadShopByBlocks(db, now),
    db.select({ term: popularSearches.term }).from(popularSearches).orderBy(asc(popularSearches.sort), asc(popularSearches.id)),
    member ? cartLineCount(db, member.id) : Promise.resolve(0),
    approved ? newestNewArrivals(db) : Promise.resolve([]),
    member?.companyId ? openCounts(db, member.companyId) : Promise.resolve({ openInquiries: 0, openOrders: 0 }),
  ]);
  return {
    inquiryCartTotal: cartTotal,
    ...counters,
    isStaff: member?.role === 'staff',
    // Who the buyer is in their company: the screens offer a viewer no writes (the back-end refuses them with 20011).
    seat: member?.companyId && member.companyRole ? { memId: member.id, companyRole: member.companyRole } : null,
    categoryList: index.topLevel.map((row) => ({ cateId: String(row.id), cateName: row.name, imageUrl: row.imageUrl })),
    ...shopByFields(blocks),
    searchInfo: {
      popularSearch: searches.map((row) => row.term),
      newArrivals: { auditFlag, dataList: arrivals },
    },
  };
}

/** csite01/productMenuNavigation.do: the Products hover dialog. */
export async function productMenu(db: Db, now: Date): Promise<ProductMenu> {
  const [index, blocks] = await Promise.all([loadCategoryIndex(db), loadShopByBlocks(db, now)]);
  return {
    categoryList: index.tree(),
    ...shopByFields(blocks),
  };
}
