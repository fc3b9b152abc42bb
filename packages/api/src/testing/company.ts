import { eq } from 'drizzle-orm';
import type { CompanyRole } from '@sw/protocol';
import { members } from '../db/schema';
import type { Db } from '../db/client';
import { createSession } from '../services/auth/sessions';
import type { Person } from './inquiries';
import { insertAccount } from './members';

let colleagues = 0;

/**
 * A colleague of `companyId` with `role`, signed in (the invitation path is another suite's): an account made as
 * registration makes it, then moved into the company. The company of their own that registration gave them stays empty.
 */
export async function colleagueIn(db: Db, companyId: string, role: CompanyRole, nick = `Colleague ${colleagues + 1}`): Promise<Person & { nick: string }> {
  const email = `colleague${++colleagues}-${Date.now()}@company.test`;
  const row = await insertAccount(db, { email, pwdHash: 'not-used', nick, emailConfirmedAt: new Date() });
  await db.update(members).set({ companyId, companyRole: role }).where(eq(members.id, row.id));
  return { id: row.id, token: await createSession(db, row.id), email, nick };
}

/** The company a member belongs to. */
export async function companyIdOf(db: Db, memberId: string): Promise<string> {
  const [row] = await db.select({ companyId: members.companyId }).from(members).where(eq(members.id, memberId));
  if (!row?.companyId) throw new Error(`${memberId} has no company`);
  return row.companyId;
}
