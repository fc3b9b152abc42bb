import { validatePassword } from '@sw/protocol';
import { emailField } from '@sw/protocol/schemas/auth';
import type { Db } from '../../db/client';
import { members } from '../../db/schema';
import { nickFromEmail } from './accounts';
import { hashTypedPassword } from './passwords';

/**
 * `npm run staff -- add <email>`: a staff account with the password a person will type into the sign-in
 * dialog. Refuses an invalid address or password, and an address that already has an account.
 */
export async function addStaffAccount(db: Db, rawEmail: string, password: string, now = new Date()): Promise<{ id: string; email: string }> {
  const parsed = emailField.safeParse(rawEmail);
  if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? 'The email address is not valid.');
  const email = parsed.data;
  const problem = validatePassword(password);
  if (problem) throw new Error(problem);
  const [row] = await db
    .insert(members)
    .values({
      email,
      pwdHash: await hashTypedPassword(email, password),
      nick: nickFromEmail(email),
      role: 'staff',
      auditFlag: 2,
      emailConfirmedAt: now,
    })
    .onConflictDoNothing({ target: members.email })
    .returning({ id: members.id, email: members.email });
  if (!row) throw new Error(`${email} already has an account.`);
  return row;
}
