import { and, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import { INQUIRY_LIMITS, type InquiryStatus, type Page, type StaffInquirySummary } from '@sw/protocol';
import { companies, inquiries, inquiryMessages, members } from '../../db/schema';
import { expireDueInquiries, latestQuotations, toSummary, unreadCounts } from '../inquiry';
import { containing } from '../../lib/textSearch';
import type { UseCaseDeps } from '../useCase';

export interface QueueFilters {
  status?: InquiryStatus;
  mode?: 0 | 1;
  buyer?: string;
  from?: string;
  to?: string;
  /** Only the companies this staff member is the account manager of ("my accounts"). */
  managedBy?: string;
  pageNum?: number;
  pageSize?: number;
}

/** The day after a YYYY-MM-DD day, so 'to' includes the whole day. */
const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000);

/**
 * staff/inquiryQueue.do: every inquiry, those with buyer messages the sales team has not read first (most unread
 * first), then newest. The unread count is one lookup per inquiry on the partial index of unread buyer messages.
 */
export async function inquiryQueue(deps: UseCaseDeps, filters: QueueFilters): Promise<Page<StaffInquirySummary>> {
  await expireDueInquiries(deps, null);
  const db = deps.database.db;
  const pageNum = filters.pageNum ?? 1;
  const pageSize = filters.pageSize ?? INQUIRY_LIMITS.pageSize;
  const buyer = filters.buyer?.trim();
  const byBuyer: SQL | undefined = buyer
    ? or(
        ilike(members.email, containing(buyer)),
        ilike(members.nick, containing(buyer)),
        ilike(companies.name, containing(buyer)),
        ilike(inquiries.inquiryNo, containing(buyer)),
      )
    : undefined;
  const where = and(
    filters.status ? eq(inquiries.status, filters.status) : undefined,
    // Mode 0 is quick; any other number is precise.
    filters.mode === undefined ? undefined : filters.mode === 0 ? eq(inquiries.mode, 0) : sql`${inquiries.mode} <> 0`,
    filters.from ? gte(inquiries.createdAt, new Date(`${filters.from}T00:00:00Z`)) : undefined,
    filters.to ? lt(inquiries.createdAt, dayAfter(filters.to)) : undefined,
    byBuyer,
    filters.managedBy ? eq(companies.accountManagerId, filters.managedBy) : undefined,
  );
  const unread = sql<number>`(select count(*) from ${inquiryMessages} where ${inquiryMessages.inquiryId} = ${inquiries.id}
    and ${inquiryMessages.authorSide} = 'buyer' and ${inquiryMessages.readByStaffAt} is null)`;
  const [rows, [total]] = await Promise.all([
    db
      .select({ inquiry: inquiries, buyer: { email: members.email, nick: members.nick, companyId: companies.id, company: companies.name, country: companies.country, auditFlag: companies.auditFlag } })
      .from(inquiries)
      .innerJoin(members, eq(members.id, inquiries.memberId))
      .innerJoin(companies, eq(companies.id, inquiries.companyId))
      .where(where)
      .orderBy(desc(unread), desc(inquiries.createdAt), desc(inquiries.id))
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize),
    db.select({ n: count() }).from(inquiries).innerJoin(members, eq(members.id, inquiries.memberId)).innerJoin(companies, eq(companies.id, inquiries.companyId)).where(where),
  ]);
  const ids = rows.map((row) => row.inquiry.id);
  const [latest, unreadById] = await Promise.all([latestQuotations(db, ids), unreadCounts(db, ids, 'staff')]);
  return {
    list: rows.map(({ inquiry, buyer: who }) => ({
      ...toSummary(inquiry, latest.get(inquiry.id), unreadById.get(inquiry.id) ?? 0),
      buyer: { memId: inquiry.memberId, ...who },
    })),
    total: total?.n ?? 0,
    pageNum,
    pageSize,
  };
}
