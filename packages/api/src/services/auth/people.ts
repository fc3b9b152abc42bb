import { and, eq, inArray } from 'drizzle-orm';
import type { Reader, Tx } from '../../db/client';
import { companies, members } from '../../db/schema';

/**
 * Reads of the accounts auth owns (members, companies) for the domains above it, so none of them imports these
 * tables (issue 50: a service reads only its own domain's tables).
 */

/** A member's name and email, or undefined (the account is gone). */
export async function personOf(db: Reader, memberId: string): Promise<{ nick: string; email: string } | undefined> {
  return (await db.select({ nick: members.nick, email: members.email }).from(members).where(eq(members.id, memberId)).limit(1))[0];
}

/** The emails of these members, by id (unknown ids left out). */
export async function emailsOf(db: Reader, memberIds: (string | null)[]): Promise<Map<string, string>> {
  const ids = [...new Set(memberIds.filter((id): id is string => id !== null))];
  if (!ids.length) return new Map();
  const rows = await db.select({ id: members.id, email: members.email }).from(members).where(inArray(members.id, ids));
  return new Map(rows.map((row) => [row.id, row.email]));
}

/** The member's role in the company as stored now (a role changed since the session began counts), or undefined. */
export async function companyRoleOf(db: Reader, memberId: string, companyId: string): Promise<string | null | undefined> {
  const [row] = await db.select({ role: members.companyRole }).from(members).where(and(eq(members.id, memberId), eq(members.companyId, companyId)));
  return row?.role;
}

/** The company's row locked for the caller's transaction, with its approval amount and name; undefined when it is gone. */
export async function lockCompany(tx: Tx, companyId: string): Promise<{ id: string; name: string | null; approvalThreshold: bigint | null } | undefined> {
  const [row] = await tx
    .select({ id: companies.id, name: companies.name, approvalThreshold: companies.approvalThreshold })
    .from(companies)
    .where(eq(companies.id, companyId))
    .for('update');
  return row;
}

/** The company's id and name, or undefined. */
export async function companyNameOf(db: Reader, companyId: string): Promise<{ id: string; name: string | null } | undefined> {
  return (await db.select({ id: companies.id, name: companies.name }).from(companies).where(eq(companies.id, companyId)).limit(1))[0];
}


/** The company's country, or null (none given, or the company is gone). */
export async function companyCountryOf(db: Reader, companyId: string): Promise<string | null> {
  return (await db.select({ country: companies.country }).from(companies).where(eq(companies.id, companyId)).limit(1))[0]?.country ?? null;
}
