import { eq } from 'drizzle-orm';
import { hashPassword, PASSWORD_INPUT_PATTERN, RES, type StaffRole, validatePassword } from '@sw/protocol';
import { emailField } from '@sw/protocol/schemas/auth';
import type { Db, Tx } from '../../db/client';
import { companies, members } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import { nickFromEmail } from './accounts';
import { hashStoredPassword } from './passwords';

/**
 * The one rule for a new staff account, used by `npm run staff -- add` and by the console (staff/addStaff.do):
 * a valid address that has no account yet, the password as the sign-in dialog sends it (hashPassword(email,
 * password)) stored as argon2id of that, the staff role, approved for new designs, the address taken as confirmed
 * (whoever adds the account vouches for it). Refused with 20009 when the address already has an account.
 */
export async function createStaffAccount(
  db: Db | Tx,
  email: string,
  pwd: string,
  now = new Date(),
  /** An administrator unless said: the first account and `npm run staff -- add` must be able to set up the rest. */
  staffRoles: StaffRole[] = ['administrator'],
): Promise<typeof members.$inferSelect> {
  const [row] = await db
    .insert(members)
    .values({
      email,
      pwdHash: await hashStoredPassword(pwd),
      nick: nickFromEmail(email),
      role: 'staff',
      staffRoles,
      emailConfirmedAt: now,
      createdAt: now,
    })
    .onConflictDoNothing({ target: members.email })
    .returning();
  if (!row) {
    const [existing] = await db.select({ role: members.role }).from(members).where(eq(members.email, email)).limit(1);
    throw new ApiError(
      RES.CONFLICT,
      existing?.role === 'buyer' ? `${email} already has a buyer account. Use another address for the staff account.` : `${email} already has an account.`,
    );
  }
  return row;
}

/** A staff member's roles, replaced (services/members/staffRoles checks who may and what). */
export async function writeStaffRoles(tx: Tx, memberId: string, staffRoles: StaffRole[]): Promise<void> {
  await tx.update(members).set({ staffRoles }).where(eq(members.id, memberId));
}

/** A company's account manager, or none (services/members/staffRoles checks who may and whom). */
export async function writeAccountManager(tx: Tx, companyId: string, managerId: string | null): Promise<void> {
  await tx.update(companies).set({ accountManagerId: managerId }).where(eq(companies.id, companyId));
}

/**
 * `npm run staff -- add <email>`: checks the typed password's rules (what the sign-in dialog lets a person type,
 * or the account could never sign in), then applies the shared rule above.
 */
export async function addStaffAccount(db: Db, rawEmail: string, password: string, now = new Date()): Promise<{ id: string; email: string }> {
  const parsed = emailField.safeParse(rawEmail);
  if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? 'The email address is not valid.');
  const email = parsed.data;
  const problem = validatePassword(password);
  if (problem) throw new Error(problem);
  if (!PASSWORD_INPUT_PATTERN.test(password)) {
    throw new Error('The password may hold letters, digits and ! ^ * ~ _ + @ # $ % & ( ), at most 30 characters.');
  }
  try {
    const row = await createStaffAccount(db, email, hashPassword(email, password), now);
    return { id: row.id, email: row.email };
  } catch (error) {
    throw error instanceof ApiError ? new Error(error.message) : error;
  }
}
