import { and, asc, count, desc, eq, inArray, max, or, sql, type SQL } from 'drizzle-orm';
import {
  formatMinor, OPEN_ORDER_STATUSES, PEOPLE_LIMITS, STAFF_ROLES, type Page, type StaffCompanyPerson, type StaffCompanySummary, type StaffCompanyView, type StaffTeamMember,
  type StaffMemberView,
} from '@sw/protocol';
import type { z } from 'zod';
import type { companiesSchema } from '@sw/protocol';
import type { Db, Reader, Tx } from '../db/client';
import { companies, inquiries, members, newDesignRequests, orders, paymentNotices, sessions } from '../db/schema';
import { notFound } from '../lib/errors';
import { paging } from '../lib/paging';
import { prefixQuery } from '../lib/textSearch';
import { toRequestFacts } from '../services/access';
import { loadMember, toMemberSummary } from '../services/auth';
import { seenBySalesTeam } from '../services/order';
import { companyTradeDefault } from '../services/tradeTerms';

/**
 * The console's people pages read across domains (issue 50: a read that spans domains is a query): one account with
 * its inquiries, orders and access requests (staff/memberView.do), and the companies (staff/companies.do,
 * companyView.do): every company, searched by its name or contact (the indexed `companies.search`) or a colleague's
 * email or name (`members.search`, through members_company_idx), filtered by country (companies_country_idx); one
 * company's page read straight from its tables, each list by its company index, newest first, limited, with its count.
 */

const LIST_LIMIT = 50;

/** staff/memberView.do: the account with its inquiries, orders and access requests (newest first). */
export async function memberView(db: Db | Tx, memberId: string, now: Date): Promise<StaffMemberView> {
  const row = await loadMember(db, memberId);
  const decider = sql<string | null>`(select email from members d where d.id = ${newDesignRequests.decidedBy})`;
  const [inquiryRows, [inquiryCount], orderRows, [orderCount], requestRows, [sessionFacts]] = await Promise.all([
    db
      .select({ id: inquiries.id, no: inquiries.inquiryNo, status: inquiries.status, title: inquiries.title, lineCount: inquiries.lineCount, createdAt: inquiries.createdAt })
      .from(inquiries)
      .where(eq(inquiries.memberId, memberId))
      .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
      .limit(LIST_LIMIT),
    db.select({ n: count() }).from(inquiries).where(eq(inquiries.memberId, memberId)),
    db
      .select({ id: orders.id, no: orders.orderNo, status: orders.status, total: orders.total, currency: orders.currency, createdAt: orders.createdAt })
      .from(orders)
      .where(and(eq(orders.memberId, memberId), seenBySalesTeam()))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(LIST_LIMIT),
    db.select({ n: count() }).from(orders).where(and(eq(orders.memberId, memberId), seenBySalesTeam())),
    db
      .select({ id: newDesignRequests.id, status: newDesignRequests.status, createdAt: newDesignRequests.createdAt, decidedAt: newDesignRequests.decidedAt, decidedBy: decider, note: newDesignRequests.note })
      .from(newDesignRequests)
      .where(eq(newDesignRequests.memberId, memberId))
      .orderBy(desc(newDesignRequests.createdAt), desc(newDesignRequests.id))
      .limit(LIST_LIMIT),
    db
      .select({
        open: sql<number>`count(*) filter (where ${sessions.revokedAt} is null and ${sessions.expiresAt} > ${now.toISOString()}::timestamptz)`.mapWith(Number),
        last: max(sessions.createdAt),
      })
      .from(sessions)
      .where(eq(sessions.memberId, memberId)),
  ]);
  return {
    ...toMemberSummary(row),
    disabledAt: row.disabledAt?.toISOString() ?? null,
    disabledReason: row.disabledReason,
    netTerms: row.netTerms,
    openSessions: row.disabledAt ? 0 : (sessionFacts?.open ?? 0),
    lastSignInAt: sessionFacts?.last ? new Date(sessionFacts.last).toISOString() : null,
    inquiries: inquiryRows.map((r) => ({ inquiryId: r.id, inquiryNo: r.no, status: r.status, title: r.title, lineCount: r.lineCount, createdAt: r.createdAt.toISOString() })),
    inquiryCount: inquiryCount?.n ?? 0,
    orders: orderRows.map((r) => ({ orderId: r.id, orderNo: r.no, status: r.status, total: formatMinor(r.total), currency: r.currency, createdAt: r.createdAt.toISOString() })),
    orderCount: orderCount?.n ?? 0,
    accessRequests: requestRows.map(toRequestFacts),
  };
}

type CompaniesInput = z.output<typeof companiesSchema>;

/** The list names this many admins of a company. */
const ADMINS_SHOWN = 3;

const COMPANY_ORDER = {
  newest: [desc(companies.createdAt), desc(companies.id)],
  oldest: [asc(companies.createdAt), asc(companies.id)],
  name: [sql`${companies.name} asc nulls last`, asc(companies.id)],
} as const;

/** Companies whose name or contact, or a colleague's email or name, has every word (as a prefix); punctuation only: none. */
async function companySearch(db: Db, keyword: string): Promise<SQL> {
  const query = await prefixQuery(db, keyword);
  if (!query) return sql`false`;
  const byPeople = db.select({ id: members.companyId }).from(members).where(sql`${members.search} @@ to_tsquery('simple', ${query})`);
  return or(sql`${companies.search} @@ to_tsquery('simple', ${query})`, inArray(companies.id, byPeople))!;
}

/** People, admins and orders of a page's companies: one grouped query each, by members_company_idx and orders_company_idx. */
async function companyCounts(db: Reader, ids: string[]) {
  if (!ids.length) return { people: new Map<string, { n: number; admins: string[] }>(), orders: new Map<string, { n: number; open: number }>() };
  const [peopleRows, orderRows] = await Promise.all([
    db
      .select({
        companyId: members.companyId,
        n: count(),
        admins: sql<string[]>`coalesce((array_agg(${members.email} order by ${members.createdAt}) filter (where ${members.companyRole} = 'admin'))[1:${sql.raw(String(ADMINS_SHOWN))}], '{}')`,
      })
      .from(members)
      .where(inArray(members.companyId, ids))
      .groupBy(members.companyId),
    db
      .select({
        companyId: orders.companyId,
        n: count(),
        open: sql<number>`count(*) filter (where ${inArray(orders.status, [...OPEN_ORDER_STATUSES])})`.mapWith(Number),
      })
      .from(orders)
      .where(and(inArray(orders.companyId, ids), seenBySalesTeam()))
      .groupBy(orders.companyId),
  ]);
  return {
    people: new Map(peopleRows.map((r) => [r.companyId!, { n: r.n, admins: r.admins }])),
    orders: new Map(orderRows.map((r) => [r.companyId, { n: r.n, open: r.open }])),
  };
}

type CompanyRow = typeof companies.$inferSelect;

/** The account managers of a page's companies, by id (one query). */
async function managersOf(db: Reader, rows: CompanyRow[]): Promise<Map<string, StaffTeamMember>> {
  const ids = [...new Set(rows.map((r) => r.accountManagerId).filter((id): id is string => id !== null))];
  if (!ids.length) return new Map();
  const found = await db
    .select({ memId: members.id, email: members.email, nick: members.nick, staffRoles: members.staffRoles, disabledAt: members.disabledAt })
    .from(members).where(inArray(members.id, ids));
  return new Map(found.map(({ disabledAt, ...m }) => [m.memId, { ...m, disabled: disabledAt !== null }]));
}

async function summaries(db: Reader, rows: CompanyRow[]): Promise<StaffCompanySummary[]> {
  const [counts, managers] = await Promise.all([companyCounts(db, rows.map((r) => r.id)), managersOf(db, rows)]);
  return rows.map((row) => {
    const people = counts.people.get(row.id);
    const placed = counts.orders.get(row.id);
    return {
      companyId: row.id,
      name: row.name,
      country: row.country,
      auditFlag: row.auditFlag,
      peopleCount: people?.n ?? 0,
      admins: people?.admins ?? [],
      accountManager: (row.accountManagerId && managers.get(row.accountManagerId)) || null,
      orderCount: placed?.n ?? 0,
      openOrderCount: placed?.open ?? 0,
      createdAt: row.createdAt.toISOString(),
    };
  });
}

/** staff/companies.do: newest first unless `sort` says otherwise. */
export async function listCompanies(db: Db, input: CompaniesInput): Promise<Page<StaffCompanySummary>> {
  const { pageNum, pageSize, offset } = paging(input, PEOPLE_LIMITS.pageSize);
  const conditions: SQL[] = [];
  if (input.keyword) conditions.push(await companySearch(db, input.keyword));
  if (input.country) conditions.push(eq(companies.country, input.country));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db.select().from(companies).where(where).orderBy(...COMPANY_ORDER[input.sort ?? 'newest']).limit(pageSize).offset(offset),
    db.select({ n: count() }).from(companies).where(where),
  ]);
  return { list: await summaries(db, rows), total: total?.n ?? 0, pageNum, pageSize };
}

/** The colleagues, admins first then by when they joined, with their last sign-in (sessions_member_idx). */
async function companyPeople(db: Reader, companyId: string): Promise<StaffCompanyPerson[]> {
  const lastSignIn = db
    .select({ memberId: sessions.memberId, last: max(sessions.createdAt).as('last') })
    .from(sessions)
    .where(inArray(sessions.memberId, db.select({ id: members.id }).from(members).where(eq(members.companyId, companyId))))
    .groupBy(sessions.memberId)
    .as('last_sign_in');
  const rows = await db
    .select({
      id: members.id, email: members.email, nick: members.nick, companyRole: members.companyRole, emailConfirmedAt: members.emailConfirmedAt,
      disabledAt: members.disabledAt, createdAt: members.createdAt, last: lastSignIn.last,
    })
    .from(members)
    .leftJoin(lastSignIn, eq(lastSignIn.memberId, members.id))
    .where(eq(members.companyId, companyId))
    .orderBy(sql`${members.companyRole} = 'admin' desc`, asc(members.createdAt), asc(members.id));
  return rows.map((r) => ({
    memId: r.id,
    email: r.email,
    nick: r.nick,
    companyRole: r.companyRole ?? 'viewer',
    emailConfirmed: r.emailConfirmedAt !== null,
    disabled: r.disabledAt !== null,
    lastSignInAt: r.last ? new Date(r.last).toISOString() : null,
    createdAt: r.createdAt.toISOString(),
  }));
}

const placedBy = sql<string>`(select email from members p where p.id = ${inquiries.memberId})`;
const orderedBy = sql<string>`(select email from members p where p.id = ${orders.memberId})`;

/** The company's inquiries and orders, newest first (inquiries_company_idx, orders_company_idx), with who placed each. */
async function companyRecords(db: Reader, companyId: string) {
  const [inquiryRows, [inquiryCount], orderRows] = await Promise.all([
    db
      .select({ id: inquiries.id, no: inquiries.inquiryNo, status: inquiries.status, title: inquiries.title, lineCount: inquiries.lineCount, createdAt: inquiries.createdAt, by: placedBy })
      .from(inquiries)
      .where(eq(inquiries.companyId, companyId))
      .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
      .limit(LIST_LIMIT),
    db.select({ n: count() }).from(inquiries).where(eq(inquiries.companyId, companyId)),
    db
      .select({
        id: orders.id, no: orders.orderNo, status: orders.status, total: orders.total, received: orders.received, depositDue: orders.depositDue,
        currency: orders.currency, createdAt: orders.createdAt, by: orderedBy,
      })
      .from(orders)
      .where(and(eq(orders.companyId, companyId), seenBySalesTeam()))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(LIST_LIMIT),
  ]);
  return {
    inquiries: inquiryRows.map((r) => ({
      inquiryId: r.id, inquiryNo: r.no, status: r.status, title: r.title, lineCount: r.lineCount, createdAt: r.createdAt.toISOString(), placedBy: r.by,
    })),
    inquiryCount: inquiryCount?.n ?? 0,
    orders: orderRows.map((r) => ({
      orderId: r.id, orderNo: r.no, status: r.status, total: formatMinor(r.total), received: formatMinor(r.received), depositDue: formatMinor(r.depositDue),
      currency: r.currency, createdAt: r.createdAt.toISOString(), placedBy: r.by,
    })),
  };
}

/** Payment notices on the company's orders, newest first (orders_company_idx, then payment_notices_order_idx). */
async function companyPayments(db: Reader, companyId: string) {
  const sentBy = sql<string>`(select email from members p where p.id = ${paymentNotices.memberId})`;
  const onCompany = eq(orders.companyId, companyId);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: paymentNotices.id, orderId: orders.id, orderNo: orders.orderNo, amount: paymentNotices.amount, currency: orders.currency,
        paidOn: paymentNotices.paidOn, status: paymentNotices.status, createdAt: paymentNotices.createdAt, by: sentBy,
      })
      .from(paymentNotices)
      .innerJoin(orders, eq(orders.id, paymentNotices.orderId))
      .where(onCompany)
      .orderBy(desc(paymentNotices.createdAt), desc(paymentNotices.id))
      .limit(LIST_LIMIT),
    db.select({ n: count() }).from(paymentNotices).innerJoin(orders, eq(orders.id, paymentNotices.orderId)).where(onCompany),
  ]);
  return {
    payments: rows.map((r) => ({
      noticeId: r.id, orderId: r.orderId, orderNo: r.orderNo, amount: formatMinor(r.amount), currency: r.currency, paidOn: r.paidOn,
      status: r.status, sentBy: r.by, createdAt: r.createdAt.toISOString(),
    })),
    paymentCount: total?.n ?? 0,
  };
}

/** The company's new-design requests, newest first (new_design_requests_company_idx), with who asked and who decided. */
async function companyRequests(db: Reader, companyId: string): Promise<StaffCompanyView['accessRequests']> {
  const decider = sql<string | null>`(select email from members d where d.id = ${newDesignRequests.decidedBy})`;
  const asker = sql<string>`(select email from members a where a.id = ${newDesignRequests.memberId})`;
  const rows = await db
    .select({
      id: newDesignRequests.id, status: newDesignRequests.status, createdAt: newDesignRequests.createdAt, decidedAt: newDesignRequests.decidedAt,
      decidedBy: decider, note: newDesignRequests.note, requestedBy: asker,
    })
    .from(newDesignRequests)
    .where(eq(newDesignRequests.companyId, companyId))
    .orderBy(desc(newDesignRequests.createdAt), desc(newDesignRequests.id))
    .limit(LIST_LIMIT);
  return rows.map((r) => ({ ...toRequestFacts(r), requestedBy: r.requestedBy }));
}

/** staff/companyView.do: unknown company: 20004. */
export async function companyView(db: Reader, companyId: string): Promise<StaffCompanyView> {
  const [row] = await db.select().from(companies).where(eq(companies.id, companyId)).limit(1);
  if (!row) throw notFound('This company');
  const [[summary], people, records, payments, accessRequests, tradeDefault] = await Promise.all([
    summaries(db, [row]),
    companyPeople(db, companyId),
    companyRecords(db, companyId),
    companyPayments(db, companyId),
    companyRequests(db, companyId),
    companyTradeDefault(db, companyId),
  ]);
  return {
    ...summary!,
    company: row.name,
    contactName: row.contactName,
    phone: row.phone,
    website: row.website,
    businessType: row.businessType,
    approvalThreshold: row.approvalThreshold === null ? null : formatMinor(row.approvalThreshold),
    copyAdmins: row.copyAdmins,
    tradeDefault,
    people,
    accessRequests,
    ...records,
    ...payments,
  };
}

const roleOrder = sql`array_position(array[${sql.raw(STAFF_ROLES.map((r) => `'${r}'`).join(', '))}]::text[], ${members.staffRoles}[1])`;

/** staff/staffTeam.do: every staff member with their roles, by their first role's rank (administrators first), then email. */
export async function staffTeam(db: Reader): Promise<StaffTeamMember[]> {
  const rows = await db
    .select({ memId: members.id, email: members.email, nick: members.nick, staffRoles: members.staffRoles, disabledAt: members.disabledAt })
    .from(members)
    .where(eq(members.role, 'staff'))
    .orderBy(sql`${roleOrder} desc nulls last`, asc(members.email));
  return rows.map(({ disabledAt, ...row }) => ({ ...row, disabled: disabledAt !== null }));
}
