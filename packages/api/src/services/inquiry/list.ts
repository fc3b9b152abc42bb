import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { INQUIRY_LIMITS, RES, type InquiryDetail, type InquiryPage, type InquiryStatus, type Whose } from '@sw/protocol';
import { inquiries } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import type { CompanyMember, RecordOwner } from '../../lib/member';
import { containing } from '../../lib/textSearch';
import type { UseCaseDeps } from '../useCase';
import { placerOf, placersOf } from '../account';
import { expireDueInquiries, expireIfDue } from './expiry';
import { buildInquiryDetail, flagSummary, latestQuotations, loadInquiry, newDesignPictures, toSummary, unreadCounts } from './view';

/** The buyer's inquiry area: the list (inquiryOrderList1562.do) and the details (1562a/1562b). */

/**
 * inquiryOrderList1562.do: the company's inquiries (every colleague's, or the caller's own with `whose: 'mine'`), newest
 * first, each with who placed it; due quotations expire first. Each scope reads its index (company or member, created_at).
 */
export async function listInquiries(
  deps: UseCaseDeps,
  member: CompanyMember,
  input: { status?: InquiryStatus; keyword?: string; whose?: Whose; pageNum?: number; pageSize?: number },
): Promise<InquiryPage> {
  await expireDueInquiries(deps, member.companyId);
  const db = deps.database.db;
  const pageNum = input.pageNum ?? 1;
  const pageSize = input.pageSize ?? INQUIRY_LIMITS.pageSize;
  const mine = input.whose === 'mine'
    ? and(eq(inquiries.companyId, member.companyId), eq(inquiries.memberId, member.id))
    : eq(inquiries.companyId, member.companyId);
  const keyword = input.keyword?.trim().toLowerCase();
  // The number is matched as typed too (IQ… in capitals); goods titles and codes through search_text.
  const byKeyword: SQL | undefined = keyword
    ? or(ilike(inquiries.inquiryNo, containing(keyword)), ilike(inquiries.searchText, containing(keyword)))
    : undefined;
  const filtered = and(mine, byKeyword, input.status ? eq(inquiries.status, input.status) : undefined);
  const [rows, [total], perStatus] = await Promise.all([
    db
      .select()
      .from(inquiries)
      .where(filtered)
      .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize),
    db.select({ n: count() }).from(inquiries).where(filtered),
    db.select({ status: inquiries.status, n: count() }).from(inquiries).where(and(mine, byKeyword)).groupBy(inquiries.status),
  ]);
  const ids = rows.map((row) => row.id);
  const [latest, unread, pictures, placers] = await Promise.all([
    latestQuotations(db, ids), unreadCounts(db, ids, 'buyer'), newDesignPictures(db, ids), placersOf(db, rows.map((row) => row.memberId)),
  ]);
  return {
    list: rows.map((row) => ({
      ...flagSummary(toSummary(row, latest.get(row.id), unread.get(row.id) ?? 0), pictures.imageUrls),
      placedBy: placerOf(placers, row.memberId),
    })),
    total: total?.n ?? 0,
    pageNum,
    pageSize,
    statusCounts: Object.fromEntries(perStatus.map((row) => [row.status, row.n])),
  };
}

/**
 * inquiryOrderDetail1562a.do (mode 0) / 1562b.do (mode 1): one of the company's inquiries. Each path knows only its
 * own kind: the other kind's id answers 20004, like an unknown id (the list gives every inquiry's mode).
 */
export async function inquiryDetail(deps: UseCaseDeps, owner: RecordOwner, inquiryId: number, mode: 0 | 1): Promise<InquiryDetail> {
  const row = await loadInquiry(deps.database.db, inquiryId, owner);
  if ((row.mode === 0 ? 0 : 1) !== mode) {
    throw new ApiError(RES.NOT_FOUND, mode === 0 ? 'This quick inquiry was not found.' : 'This inquiry was not found among your inquiries from the cart.');
  }
  await expireIfDue(deps, inquiryId);
  return buildInquiryDetail(deps.database.db, inquiryId, 'buyer', owner);
}
