import { PASSWORD_INPUT_PATTERN, validatePassword } from '@sw/protocol';
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
  // What the sign-in dialog lets a person type, or the account could never sign in.
  if (!PASSWORD_INPUT_PATTERN.test(password)) {
    throw new Error('The password may hold letters, digits and ! ^ * ~ _ + @ # $ % & ( ), at most 30 characters.');
  }
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
