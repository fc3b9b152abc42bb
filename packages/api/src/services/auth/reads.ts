import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Reader, Tx } from '../../db/client';
import { companies, members } from '../../db/schema';
import type { Member } from '../../lib/member';

/**
 * Locks one member's row until the transaction ends: how another domain serializes one member's writes (the cart's
 * line count under parallel adds) without a table of its own to lock.
 */
export async function lockMemberRow(tx: Tx, memberId: string): Promise<void> {
  await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('update');
}

/** Which of `memberIds` are staff accounts. */
export async function staffAmong(db: Reader, memberIds: string[]): Promise<Set<string>> {
  const ids = [...new Set(memberIds)];
  if (!ids.length) return new Set();
  const rows = await db.select({ id: members.id }).from(members).where(and(inArray(members.id, ids), eq(members.role, 'staff')));
  return new Set(rows.map((row) => row.id));
}

/** A buyer as the sales desk sees them: their account and their company. Undefined for a member with no company. */
export async function memberWithCompany(db: Reader, memberId: string) {
  const [row] = await db
    .select({ email: members.email, nick: members.nick, companyId: companies.id, company: companies.name, country: companies.country, auditFlag: companies.auditFlag, netTerms: members.netTerms })
    .from(members)
    .innerJoin(companies, eq(companies.id, members.companyId))
    .where(eq(members.id, memberId))
    .limit(1);
  return row;
}

/**
 * The member as a session would resolve them, by id, or null for a disabled or removed account: what an API key
 * acts as (services/integration/apiKeys.ts), so the key holds its maker's rights of the moment and loses them with them.
 */
export async function activeMemberById(db: Reader, memberId: string): Promise<Member | null> {
  const [row] = await db
    .select({
      id: members.id, email: members.email, nick: members.nick, headImg: members.headImg, role: members.role,
      auditFlag: sql<number>`case when ${members.role} = 'staff' then 2 else coalesce(${companies.auditFlag}, 0) end`.mapWith(Number),
      companyId: members.companyId, companyRole: members.companyRole, staffRoles: members.staffRoles, disabledAt: members.disabledAt,
    })
    .from(members)
    .leftJoin(companies, eq(companies.id, members.companyId))
    .where(eq(members.id, memberId))
    .limit(1);
  if (!row || row.disabledAt) return null;
  const { disabledAt: _d, ...member } = row;
  return member;
}
