import { AUDIT_FLAG, type HeaderData } from '@sw/protocol';
import type { Db } from '../db/client';
import type { Member } from '../lib/member';
import { countLines } from '../services/cart';
import { catalogHeader } from '../services/catalog';
import { popularSearchTerms } from '../services/catalogAdmin';
import { openInquiryCount } from '../services/inquiry';
import { openOrderCount } from '../services/order';

/**
 * csite/headerData.do: the catalog's menus with the member's counters (cart lines, the company's open inquiries and
 * orders) and the staff's popular searches. A query, so the catalog reads no cart, inquiry or order table: those
 * domains build on the catalog (issue 50).
 */
export async function headerData(db: Db, member: Member | null, now: Date): Promise<HeaderData> {
  const auditFlag = member?.auditFlag ?? 0;
  const companyId = member?.companyId;
  const [catalog, searches, cartTotal, openInquiries, openOrders] = await Promise.all([
    catalogHeader(db, auditFlag === AUDIT_FLAG.approved, now),
    popularSearchTerms(db),
    member ? countLines(db, member.id) : Promise.resolve(0),
    companyId ? openInquiryCount(db, companyId) : Promise.resolve(0),
    companyId ? openOrderCount(db, companyId) : Promise.resolve(0),
  ]);
  const { newArrivals, ...menus } = catalog;
  return {
    inquiryCartTotal: cartTotal,
    openInquiries,
    openOrders,
    isStaff: member?.role === 'staff',
    acting: Boolean(member?.acting),
    // Who the buyer is in their company: the screens offer a viewer no writes (the back-end refuses them with 20011).
    seat: member?.companyId && member.companyRole ? { memId: member.id, companyRole: member.companyRole } : null,
    ...menus,
    searchInfo: {
      popularSearch: searches,
      newArrivals: { auditFlag, dataList: newArrivals },
    },
  };
}
