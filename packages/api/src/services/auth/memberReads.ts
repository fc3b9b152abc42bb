import { and, asc, count, eq, gt, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { StaffRole } from '@sw/protocol';
import type { Reader } from '../../db/client';
import { companies, members, sessions } from '../../db/schema';

/**
 * The reads other domains make of the accounts (members, companies; auth owns both tables): the owner answers, so a
 * change to these tables is felt here and not in every domain that names a person (issue 50, the read rule).
 */

export type MemberRow = typeof members.$inferSelect;
export type CompanyRow = typeof companies.$inferSelect;

/** One account, or undefined; `lock` holds its row until the transaction ends, `companyId` finds it only in that company. */
export async function findMember(db: Reader, id: string, options: { lock?: boolean; companyId?: string } = {}): Promise<MemberRow | undefined> {
  const where = options.companyId ? and(eq(members.id, id), eq(members.companyId, options.companyId)) : eq(members.id, id);
  const query = db.select().from(members).where(where).limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/** The account with this email (emails are stored lower-case), or undefined. */
export async function findMemberByEmail(db: Reader, email: string): Promise<MemberRow | undefined> {
  const [row] = await db.select().from(members).where(eq(members.email, email)).limit(1);
  return row;
}

/** One company, or undefined; `lock` holds its row (the lock a company's changes serialise on). */
export async function findCompany(db: Reader, id: string, options: { lock?: boolean } = {}): Promise<CompanyRow | undefined> {
  const query = db.select().from(companies).where(eq(companies.id, id)).limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/** The names of these accounts (one query): id, nick and email each; a gone account is simply missing. */
export async function memberNames(db: Reader, ids: string[]): Promise<{ id: string; nick: string; email: string }[]> {
  const distinct = [...new Set(ids)];
  if (!distinct.length) return [];
  return db.select({ id: members.id, nick: members.nick, email: members.email }).from(members).where(inArray(members.id, distinct));
}

/** Every staff account, by email. */
export function staffAccounts(db: Reader): Promise<{ id: string; email: string }[]> {
  return db.select({ id: members.id, email: members.email }).from(members).where(eq(members.role, 'staff')).orderBy(asc(members.email));
}

/** Every enabled staff account holding one of `roles` (the administrator included), by email: whom a request for approval goes to. */
export function staffHolding(db: Reader, roles: readonly StaffRole[]): Promise<{ id: string; email: string; nick: string }[]> {
  const wanted = sql.raw(`array[${[...roles, 'administrator'].map((r) => `'${r}'`).join(', ')}]::text[]`);
  return db
    .select({ id: members.id, email: members.email, nick: members.nick })
    .from(members)
    .where(and(eq(members.role, 'staff'), isNull(members.disabledAt), sql`${members.staffRoles} && ${wanted}`))
    .orderBy(asc(members.email));
}

/**
 * A company's colleagues (members_company_idx): only its admins with `admins`, without `except`. In the order they
 * joined; locked (`lock`) in the order of their ids, so two transactions locking the same colleagues never deadlock.
 */
export async function companyMembers(
  db: Reader,
  companyId: string,
  which: { admins?: boolean; except?: string; lock?: boolean } = {},
): Promise<MemberRow[]> {
  const conditions: SQL[] = [eq(members.companyId, companyId)];
  if (which.admins) conditions.push(eq(members.companyRole, 'admin'));
  if (which.except) conditions.push(ne(members.id, which.except));
  const query = db.select().from(members).where(and(...conditions));
  if (which.lock) return query.orderBy(asc(members.id)).for('update');
  return query.orderBy(asc(members.createdAt), asc(members.email));
}

/** viewInformation.do's account: the member's own data with their company's, never anyone else's. */
export async function accountInformation(db: Reader, memberId: string) {
  const manager = alias(members, 'manager');
  const [row] = await db
    .select({
      memId: members.id,
      email: members.email,
      nick: members.nick,
      headImg: members.headImg,
      auditFlag: sql<number>`coalesce(${companies.auditFlag}, 0)`.mapWith(Number),
      emailConfirmedAt: members.emailConfirmedAt,
      company: companies.name,
      country: companies.country,
      contactName: companies.contactName,
      phone: companies.phone,
      website: companies.website,
      businessType: companies.businessType,
      role: members.role,
      companyRole: members.companyRole,
      staffRoles: members.staffRoles,
      // The company's account manager: the buyer sees the name only (they write through the messages and contact paths).
      managerNick: manager.nick,
      managerDisabledAt: manager.disabledAt,
    })
    .from(members)
    .leftJoin(companies, eq(companies.id, members.companyId))
    .leftJoin(manager, eq(manager.id, companies.accountManagerId))
    .where(eq(members.id, memberId))
    .limit(1);
  return row;
}

/** The account manager of a buyer's company (staff/assignAccountManager.do), if it has one who can still sign in. */
export async function accountManagerOfBuyer(db: Reader, buyerId: string): Promise<{ id: string; email: string; nick: string } | null> {
  const manager = alias(members, 'manager');
  const [row] = await db
    .select({ id: manager.id, email: manager.email, nick: manager.nick, disabledAt: manager.disabledAt })
    .from(members)
    .innerJoin(companies, eq(companies.id, members.companyId))
    .innerJoin(manager, eq(manager.id, companies.accountManagerId))
    .where(eq(members.id, buyerId))
    .limit(1);
  return row && !row.disabledAt ? { id: row.id, email: row.email, nick: row.nick } : null;
}

/** How many colleagues each of these companies has (members_company_idx), by company id; none: missing. */
export async function colleagueCounts(db: Reader, companyIds: string[]): Promise<Map<string, number>> {
  const ids = [...new Set(companyIds)];
  if (!ids.length) return new Map();
  const rows = await db.select({ companyId: members.companyId, n: count() }).from(members).where(inArray(members.companyId, ids)).groupBy(members.companyId);
  return new Map(rows.map((row) => [row.companyId!, row.n]));
}

/** Whether the session with this token hash is the member's and still signed in (not revoked, not expired). */
export async function sessionIsLive(db: Reader, sessionHash: string, memberId: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ memberId: sessions.memberId })
    .from(sessions)
    .where(and(eq(sessions.tokenHash, sessionHash), eq(sessions.memberId, memberId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .limit(1);
  return Boolean(row);
}
