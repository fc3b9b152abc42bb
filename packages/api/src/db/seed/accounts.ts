import { hash } from '@node-rs/argon2';
import { hashPassword } from '@sw/protocol';
import type { Db } from '../client';
import { members } from '../schema';

/** Printed by `npm start`; the passwords are what a person types into the sign-in dialog. */
export const DEMO_ACCOUNTS = [
  { role: 'buyer', email: 'buyer@demo.test', password: 'buyer123', nick: 'Demo Buyer', auditFlag: 2 },
  { role: 'staff', email: 'staff@demo.test', password: 'staff123', nick: 'Sales Desk', auditFlag: 2 },
] as const;

/** Passwords are stored as argon2id of the hash the browser sends. */
export async function storedPassword(email: string, password: string): Promise<string> {
  return hash(hashPassword(email, password));
}

export async function seedAccounts(db: Db): Promise<void> {
  for (const account of DEMO_ACCOUNTS) {
    await db
      .insert(members)
      .values({
        email: account.email,
        pwdHash: await storedPassword(account.email, account.password),
        nick: account.nick,
        role: account.role,
        auditFlag: account.auditFlag,
        company: 'Demo Trading Co.',
        country: 'US',
      })
      .onConflictDoNothing({ target: members.email });
  }
}
