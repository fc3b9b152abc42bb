import { eq, getTableColumns, inArray } from 'drizzle-orm';
import { companies, members } from '../db/schema';
import type { Db } from '../db/client';
import { createSession } from '../services/auth/sessions';
import { createBuyer, type CompanyValues } from '../services/auth/buyerAccount';
import type { TestApi } from './harness';

let memberCount = 0;

type AccountValues = Omit<typeof members.$inferInsert, 'companyId' | 'companyRole'> & { company?: CompanyValues };

/**
 * An account as a test needs it: a buyer gets a company of their own (as its admin, with `company`'s fields, the
 * new-design access among them); staff get none. Answers the member's id and company.
 */
export async function insertAccount(db: Db, { company, role = 'buyer', ...values }: AccountValues): Promise<{ id: string; companyId: string | null }> {
  if (role === 'staff') {
    const [row] = await db.insert(members).values({ ...values, role }).returning({ id: members.id });
    return { id: row!.id, companyId: null };
  }
  const row = await createBuyer(db, values, company);
  if (!row) throw new Error(`${values.email} is already registered`);
  return { id: row.id, companyId: row.companyId };
}

/** A new member with a session of their own (no password to sign in with): each test starts from an empty account. */
export async function signedInMember(api: TestApi, label = 'member'): Promise<{ id: string; token: string }> {
  const db = api.deps.database.db;
  const row = await insertAccount(db, { email: `${label}${++memberCount}@buyer.test`, pwdHash: 'not-used', nick: 'Buyer' });
  return { id: row.id, token: await createSession(db, row.id) };
}

/** Changes the member's company (its information, its new-design access …) as a test sets the scene. */
export async function updateCompanyOf(db: Db, memberId: string, values: Partial<CompanyValues>): Promise<void> {
  await db.update(companies).set(values).where(inArray(companies.id, db.select({ id: members.companyId }).from(members).where(eq(members.id, memberId))));
}

/** The member's company as stored. */
export async function companyOf(db: Db, memberId: string): Promise<typeof companies.$inferSelect | undefined> {
  const [row] = await db.select(getTableColumns(companies)).from(companies).innerJoin(members, eq(members.companyId, companies.id)).where(eq(members.id, memberId));
  return row;
}
