import { and, asc, count, desc, eq, getTableColumns, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { PEOPLE_LIMITS, type AccessRequestView, type Page, type StaffBuyer, type StaffMemberSummary } from '@sw/protocol';
import type { z } from 'zod';
import type { membersSchema } from '@sw/protocol';
import type { Db, Reader, Tx } from '../../db/client';
import { companies, members } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { paging } from '../../lib/paging';
import { prefixQuery } from '../../lib/textSearch';

/**
 * The accounts as the staff console lists them (staff/members.do, the access requests, the order queue's buyer, a
 * document's buyer): an account's facts with its company's, searched by email, name, company (the indexed
 * `members.search`) and country (indexed). Auth owns both tables, so these reads live here (issue 50).
 */

type MembersInput = z.output<typeof membersSchema>;
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
export async function documentBuyerOf(db: Reader, memberId: string, companyId: string): Promise<{ company: string | null; contactName: string | null; email: string; country: string | null } | undefined> {
  const [row] = await db
    .select({ company: companies.name, contactName: companies.contactName, email: members.email, country: companies.country })
    .from(members)
    .innerJoin(companies, eq(companies.id, companyId))
    .where(eq(members.id, memberId))
    .limit(1);
  return row;
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

export async function loadMember(db: Db | Tx, memberId: string, lock = false): Promise<MemberRow & FactRow> {
  const query = db.select({ ...getTableColumns(members), ...memberFactColumns }).from(members).leftJoin(companies, withCompany).where(eq(members.id, memberId)).limit(1);
  const [row] = lock ? await query.for('update', { of: members }) : await query;
  if (!row) throw notFound('This member');
  return row;
}


/** The facts of these accounts as a staff list shows them (one query), by member id; a gone account is missing. */
export async function memberFactsOf(db: Reader, memberIds: string[]): Promise<Map<string, AccessRequestView['member']>> {
  const ids = [...new Set(memberIds)];
  if (!ids.length) return new Map();
  const rows = await db.select({ id: members.id, ...memberFactColumns }).from(members).leftJoin(companies, withCompany).where(inArray(members.id, ids));
  return new Map(rows.map((row) => [row.id, toMemberFacts(row.id, row)]));
}
