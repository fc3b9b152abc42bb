import { and, asc, count, desc, eq, getTableColumns, inArray, isNotNull, isNull, max, or, sql, type SQL } from 'drizzle-orm';
import {
  formatMinor, PEOPLE_LIMITS, RES, type AccessRequestView, type Page, type StaffBuyer, type StaffMemberSummary, type StaffMemberView, type StaffRole,
} from '@sw/protocol';
import type { z } from 'zod';
import type { membersSchema, setMemberDisabledSchema } from '@sw/protocol';
import type { Db, Tx } from '../../db/client';
import { companies, inquiries, members, newDesignRequests, orders, sessions } from '../../db/schema';
import { ApiError, notFound } from '../../lib/errors';
import { securityEvent } from '../../lib/log';
import { paging } from '../../lib/paging';
import { prefixQuery } from '../../lib/textSearch';
import { recordAudit } from '../audit';
import { createStaffAccount, endOpenSessions, setAccountDisabled } from '../auth';
import { seenBySalesTeam } from '../order';
import type { Member } from '../../lib/member';
import { runUseCase, type UseCaseDeps } from '../workflow';

/**
 * The console's members (staff/members.do, memberView.do, setMemberDisabled.do, addStaff.do): every account,
 * searched by email, name, company (the indexed `members.search`) and country (indexed); one account with its
 * inquiries, orders and access requests, read straight from their tables; disabling and enabling; staff accounts.
 */

type MembersInput = z.output<typeof membersSchema>;
type DisableInput = z.output<typeof setMemberDisabledSchema>;
type MemberRow = typeof members.$inferSelect;

/**
 * The columns a staff list shows of an account (the access requests join them too): the member's own and their
 * company's, so every query that selects them joins `withCompany`.
 */
export const memberFactColumns = {
  email: members.email,
  nick: members.nick,
  auditFlag: sql<number>`case when ${members.role} = 'staff' then 2 else coalesce(${companies.auditFlag}, 0) end`.mapWith(Number),
  emailConfirmedAt: members.emailConfirmedAt,
  disabledAt: members.disabledAt,
  companyId: members.companyId,
  company: companies.name,
  country: companies.country,
  contactName: companies.contactName,
  phone: companies.phone,
  website: companies.website,
  businessType: companies.businessType,
};

/** The join `memberFactColumns` needs (staff accounts have no company: their company columns are null). */
export const withCompany = eq(companies.id, members.companyId);

interface FactRow {
  email: string;
  nick: string;
  auditFlag: number;
  emailConfirmedAt: Date | null;
  disabledAt: Date | null;
  companyId: string | null;
  company: string | null;
  country: string | null;
  contactName: string | null;
  phone: string | null;
  website: string | null;
  businessType: string | null;
}

/** An account as a staff list shows it: who, the access flag, confirmed and disabled, the company information. */
export function toMemberFacts(memId: string, row: FactRow): AccessRequestView['member'] {
  return {
    memId,
    email: row.email,
    nick: row.nick,
    auditFlag: row.auditFlag,
    emailConfirmed: row.emailConfirmedAt !== null,
    disabled: row.disabledAt !== null,
    companyId: row.companyId,
    company: row.company,
    country: row.country,
    contactName: row.contactName,
    phone: row.phone,
    website: row.website,
    businessType: row.businessType,
  };
}

/**
 * A staff search over accounts (email, name, company: the indexed `members.search`), every word as a prefix.
 * Nothing searchable (only punctuation): nothing matches, rather than everything.
 */
export async function memberSearch(db: Db, keyword: string): Promise<SQL> {
  const query = await prefixQuery(db, keyword);
  if (!query) return sql`false`;
  const byCompany = db.select({ id: companies.id }).from(companies).where(sql`${companies.search} @@ to_tsquery('simple', ${query})`);
  return or(sql`${members.search} @@ to_tsquery('simple', ${query})`, inArray(members.companyId, byCompany))!;
}

/** The ids of the accounts that match `condition` (a `memberSearch`), as a subquery for another table's filter (the order queue's buyer). */
export const memberIdsWhere = (db: Db, condition: SQL) => db.select({ id: members.id }).from(members).where(condition);

/** The buyers of a page of orders, as the desk shows them (the order queue). */
export async function staffBuyersOf(db: Db, memberIds: string[]): Promise<Map<string, StaffBuyer>> {
  const ids = [...new Set(memberIds)];
  if (!ids.length) return new Map();
  const rows = await db
    .select({ memId: members.id, email: members.email, nick: members.nick, companyId: companies.id, company: companies.name, country: companies.country, auditFlag: companies.auditFlag })
    .from(members)
    .innerJoin(companies, eq(companies.id, members.companyId))
    .where(inArray(members.id, ids));
  return new Map(rows.map((row) => [row.memId, row]));
}

/** Whom a document (the proforma) is made out to: the placing member's email with their company's name, contact and country. */
export async function documentBuyerOf(db: Db, memberId: string, companyId: string): Promise<{ company: string | null; contactName: string | null; email: string; country: string | null } | undefined> {
  const [row] = await db
    .select({ company: companies.name, contactName: companies.contactName, email: members.email, country: companies.country })
    .from(members)
    .innerJoin(companies, eq(companies.id, companyId))
    .where(eq(members.id, memberId))
    .limit(1);
  return row;
}

/** An access request's decision as staff read it (the access list, a member's page): when asked, decided, by whom. */
export function toRequestFacts(row: {
  id: number;
  status: number;
  createdAt: Date;
  decidedAt: Date | null;
  decidedBy: string | null;
  note: string | null;
}): Omit<AccessRequestView, 'member' | 'companyId' | 'colleagues'> {
  return {
    requestId: row.id,
    status: row.status as 1 | 2 | 3,
    requestedAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decidedBy: row.decidedBy,
    note: row.note,
  };
}

const summaryColumns = { id: members.id, role: members.role, staffRoles: members.staffRoles, createdAt: members.createdAt, ...memberFactColumns };

type SummaryRow = FactRow & Pick<MemberRow, 'id' | 'role' | 'staffRoles' | 'createdAt'>;

export function toMemberSummary(row: SummaryRow): StaffMemberSummary {
  return { ...toMemberFacts(row.id, row), role: row.role, staffRoles: row.staffRoles, createdAt: row.createdAt.toISOString() };
}

const MEMBER_ORDER = {
  newest: [desc(members.createdAt), desc(members.id)],
  oldest: [asc(members.createdAt), asc(members.id)],
  email: [asc(members.email)],
  company: [sql`${companies.name} asc nulls last`, asc(members.email)],
} as const;

/** staff/members.do: newest first unless `sort` says otherwise. */
export async function listMembers(db: Db, input: MembersInput): Promise<Page<StaffMemberSummary>> {
  const { pageNum, pageSize, offset } = paging(input, PEOPLE_LIMITS.pageSize);
  const conditions: SQL[] = [];
  if (input.keyword) conditions.push(await memberSearch(db, input.keyword));
  if (input.country) conditions.push(eq(companies.country, input.country));
  if (input.role) conditions.push(eq(members.role, input.role));
  if (input.state === 'disabled') conditions.push(isNotNull(members.disabledAt));
  if (input.state === 'active') conditions.push(isNull(members.disabledAt));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db.select(summaryColumns).from(members).leftJoin(companies, withCompany).where(where).orderBy(...MEMBER_ORDER[input.sort ?? 'newest']).limit(pageSize).offset(offset),
    db.select({ n: count() }).from(members).leftJoin(companies, withCompany).where(where),
  ]);
  return { list: rows.map(toMemberSummary), total: total?.n ?? 0, pageNum, pageSize };
}

const LIST_LIMIT = 50;

export async function loadMember(db: Db | Tx, memberId: string, lock = false): Promise<MemberRow & FactRow> {
  const query = db.select({ ...getTableColumns(members), ...memberFactColumns }).from(members).leftJoin(companies, withCompany).where(eq(members.id, memberId)).limit(1);
  const [row] = lock ? await query.for('update', { of: members }) : await query;
  if (!row) throw notFound('This member');
  return row;
}

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

/**
 * staff/setMemberDisabled.do. Disabling ends every open session in the same transaction (each later call with
 * one is refused: 25051501 with MSG.accountDisabled) and sign-in is refused (10022) until enabled again. Staff
 * cannot disable themselves (the console would lock out its last user); asking for the state the account is
 * already in is refused (20009) so that a double click does not write the trail twice.
 */
export async function setMemberDisabled(deps: UseCaseDeps, staff: Member, input: DisableInput): Promise<StaffMemberView> {
  if (input.disabled && input.memberId === staff.id) throw new ApiError(RES.CONFLICT, 'You cannot disable your own account.');
  const view = await runUseCase(deps, async (uc) => {
    const row = await loadMember(uc.tx, input.memberId, true);
    if (input.disabled === (row.disabledAt !== null)) {
      throw new ApiError(RES.CONFLICT, input.disabled ? `${row.email} is already disabled.` : `${row.email} is already enabled.`);
    }
    const reason = input.disabled ? (input.reason ?? null) : null;
    const ended = input.disabled ? await endOpenSessions(uc.tx, row.id, uc.now) : 0;
    await setAccountDisabled(uc.tx, row.id, input.disabled ? uc.now : null, reason);
    await recordAudit(uc.tx, staff, {
      action: input.disabled ? 'member.disable' : 'member.enable',
      targetType: 'member',
      targetId: row.id,
      summary: input.disabled
        ? `${row.email} disabled${reason ? `: ${reason}` : ''} (${ended} open session${ended === 1 ? '' : 's'} ended)`
        : `${row.email} enabled again`,
      before: { disabled: row.disabledAt !== null, disabledReason: row.disabledReason },
      after: { disabled: input.disabled, disabledReason: reason, ...(input.disabled ? { sessionsEnded: ended } : {}) },
    });
    return memberView(uc.tx, row.id, uc.now);
  });
  securityEvent(deps.log, {
    event: input.disabled ? 'account.disabled' : 'account.enabled',
    result: 'ok',
    reason: `by staff ${staff.id}`,
    memberId: input.memberId,
  });
  return view;
}

/** staff/addStaff.do: the shared rule of `npm run staff -- add`, recorded in the audit trail. */
export async function addStaff(deps: UseCaseDeps, staff: Member, input: { email: string; pwd: string; roles?: StaffRole[] }): Promise<StaffMemberSummary> {
  return runUseCase(deps, async (uc) => {
    const row = await createStaffAccount(uc.tx, input.email, input.pwd, uc.now, input.roles);
    await recordAudit(uc.tx, staff, {
      action: 'staff.add',
      targetType: 'member',
      targetId: row.id,
      summary: `Staff account ${row.email} added`,
      before: null,
      after: { email: row.email, role: 'staff', staffRoles: row.staffRoles },
    });
    return toMemberSummary(await loadMember(uc.tx, row.id));
  });
}

