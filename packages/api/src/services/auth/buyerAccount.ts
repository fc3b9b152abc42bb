import { eq } from 'drizzle-orm';
import type { CompanyRole } from '@sw/protocol';
import type { Db, Tx } from '../../db/client';
import { companies, members } from '../../db/schema';

type MemberValues = Omit<typeof members.$inferInsert, 'companyId' | 'companyRole' | 'role'>;
export type CompanyValues = Omit<typeof companies.$inferInsert, 'id' | 'createdAt' | 'search'>;

/** A new, empty company (a buyer who registers, or who is removed from a company, starts one of their own). */
export async function createCompany(tx: Db | Tx, values: CompanyValues = {}): Promise<string> {
  const [row] = await tx.insert(companies).values(values).returning({ id: companies.id });
  return row!.id;
}

/**
 * A buyer account with a company of its own, as its admin: every buyer belongs to exactly one company. An address
 * already registered (a parallel registration) answers null and leaves no company behind.
 */
export async function createBuyer(
  db: Db | Tx,
  values: MemberValues,
  company: CompanyValues = {},
  role: CompanyRole = 'admin',
): Promise<typeof members.$inferSelect | null> {
  const write = async (tx: Tx) => {
    const companyId = await createCompany(tx, company);
    const [row] = await tx
      .insert(members)
      .values({ ...values, role: 'buyer', companyId, companyRole: role })
      .onConflictDoNothing({ target: members.email })
      .returning();
    if (!row) await tx.delete(companies).where(eq(companies.id, companyId));
    return row ?? null;
  };
  return db.transaction(write);
}
