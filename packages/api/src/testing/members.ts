import { members } from '../db/schema';
import { createSession } from '../services/auth/sessions';
import type { TestApi } from './harness';

let memberCount = 0;

/** A new member with a session of their own (no password to sign in with): each test starts from an empty account. */
export async function signedInMember(api: TestApi, label = 'member'): Promise<{ id: string; token: string }> {
  const db = api.deps.database.db;
  const [row] = await db
    .insert(members)
    .values({ email: `${label}${++memberCount}@buyer.test`, pwdHash: 'not-used', nick: 'Buyer' })
    .returning({ id: members.id });
  return { id: row!.id, token: await createSession(db, row!.id) };
}
