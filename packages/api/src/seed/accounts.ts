import { randomInt } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { hashPassword, type StaffRole } from '@sw/protocol';
import type { Db } from '../db/client';
import { members } from '../db/schema';
import { hashTypedPassword, verifyStoredPassword } from '../services/auth/passwords';
import { createBuyer } from '../services/auth/buyerAccount';

/**
 * The demo accounts made on the first start; their passwords are random and exist only in the file. The first
 * staff account is the administrator (readDemoAccount(dir, 'staff') finds it); then one member per staff role.
 */
export const DEMO_ACCOUNT_PROFILES: readonly DemoProfile[] = [
  { role: 'buyer', email: 'buyer@demo.test', nick: 'Demo Buyer', auditFlag: 2 },
  // Two companies with agreements (issue 51, seed/agreements.ts): one in EUR by a rule, one in USD with fixed tiers
  // and a private-label design of its own.
  { role: 'buyer', email: 'eu-buyer@demo.test', nick: 'C. Moreau', auditFlag: 2, company: { name: 'Maison Lumière SARL', country: 'FR' } },
  { role: 'buyer', email: 'us-buyer@demo.test', nick: 'J. Alvarez', auditFlag: 2, company: { name: 'Harbor & Pine Retail', country: 'US' } },
  { role: 'staff', email: 'staff@demo.test', nick: 'Sales Desk', staffRoles: ['administrator'] },
  { role: 'staff', email: 'sales@demo.test', nick: 'R. Chen', staffRoles: ['sales'] },
  { role: 'staff', email: 'sales-manager@demo.test', nick: 'M. Okafor', staffRoles: ['sales_manager'] },
  { role: 'staff', email: 'finance@demo.test', nick: 'L. Weber', staffRoles: ['finance'] },
  { role: 'staff', email: 'production@demo.test', nick: 'K. Tan', staffRoles: ['production'] },
  { role: 'staff', email: 'catalogue@demo.test', nick: 'S. Rossi', staffRoles: ['catalogue'] },
];

type DemoProfile =
  | { role: 'buyer'; email: string; nick: string; auditFlag: number; company?: { name: string; country: string } }
  | { role: 'staff'; email: string; nick: string; staffRoles: StaffRole[] };

export interface DemoAccount {
  role: 'buyer' | 'staff';
  email: string;
  nick: string;
  /** What a person types into the sign-in dialog. */
  password: string;
  /** A staff account's roles (the file's fourth column). */
  staffRoles?: StaffRole[];
}

/** Where the first start leaves the demo passwords, readable by the owner only. */
export const DEMO_ACCOUNTS_FILE = 'demo-accounts.txt';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** 20 letters and digits (about 119 bits): characters the sign-in dialog's password field accepts. */
const randomPassword = () => Array.from({ length: 20 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/**
 * Creates the demo buyer and staff account with new random passwords. Call it only on the first start:
 * an existing address is left as it is (its password is not reset) and not returned.
 */
export async function createDemoAccounts(db: Db, now = new Date()): Promise<DemoAccount[]> {
  const created: DemoAccount[] = [];
  for (const profile of DEMO_ACCOUNT_PROFILES) {
    const password = randomPassword();
    const values = { email: profile.email, pwdHash: await hashTypedPassword(profile.email, password), nick: profile.nick, emailConfirmedAt: now };
    const row = profile.role === 'buyer'
      ? await createBuyer(db, values, { name: 'Demo Trading Co.', country: 'US', ...profile.company, auditFlag: profile.auditFlag })
      : (await db.insert(members).values({ ...values, role: 'staff', staffRoles: profile.staffRoles })
        .onConflictDoNothing({ target: members.email }).returning({ id: members.id }))[0];
    if (row) created.push({ role: profile.role, email: profile.email, nick: profile.nick, password, ...(profile.role === 'staff' ? { staffRoles: profile.staffRoles } : {}) });
  }
  return created;
}

/** The passwords earlier versions published for the demo accounts. */
const PUBLISHED_PASSWORDS: Record<string, string> = { 'buyer@demo.test': 'buyer123', 'staff@demo.test': 'staff123' };

/**
 * A database made by an earlier version may still hold a demo account with its published password: that one
 * (and only that one; a password someone chose is never touched) gets a random password like a new one.
 */
export async function replacePublishedPasswords(db: Db): Promise<DemoAccount[]> {
  const replaced: DemoAccount[] = [];
  for (const profile of DEMO_ACCOUNT_PROFILES) {
    const [row] = await db.select({ id: members.id, pwdHash: members.pwdHash }).from(members).where(eq(members.email, profile.email));
    const published = PUBLISHED_PASSWORDS[profile.email];
    if (!row || !published || !(await verifyStoredPassword(row.pwdHash, hashPassword(profile.email, published)))) continue;
    const password = randomPassword();
    await db.update(members).set({ pwdHash: await hashTypedPassword(profile.email, password) }).where(eq(members.id, row.id));
    replaced.push({ role: profile.role, email: profile.email, nick: profile.nick, password });
  }
  return replaced;
}

/** One line per account: `role email password`, and a staff account's roles (comma-separated). */
export function formatDemoAccounts(accounts: DemoAccount[]): string {
  return accounts.map((a) => `${a.role.padEnd(6)} ${a.email}  ${a.password}${a.staffRoles ? `  ${a.staffRoles.join(',')}` : ''}`).join('\n');
}

/** Writes (or replaces) DATA_DIR/demo-accounts.txt with owner-only permissions (0600). */
export function writeDemoAccountsFile(dataDir: string, accounts: DemoAccount[]): string {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, DEMO_ACCOUNTS_FILE);
  const text = `# Demo sign-in accounts, made on the first start. Keep this file private; change the passwords in My Account.\n${formatDemoAccounts(accounts)}\n`;
  fs.rmSync(file, { force: true });
  fs.writeFileSync(file, text, { mode: 0o600, flag: 'wx' });
  return file;
}

/** Reads the file back (what tests and scripts use to sign in as a demo account). */
export function readDemoAccountsFile(file: string): Pick<DemoAccount, 'role' | 'email' | 'password' | 'staffRoles'>[] {
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => {
      const [role, email, password, staffRoles] = line.trim().split(/\s+/);
      return { role: role as DemoAccount['role'], email: email!, password: password!, ...(staffRoles ? { staffRoles: staffRoles.split(',') as StaffRole[] } : {}) };
    });
}

/** A demo account's credentials from DATA_DIR/demo-accounts.txt (how tests and the bench sign in). */
export function readDemoAccount(dataDir: string, role: DemoAccount['role'], staffRole?: StaffRole): Pick<DemoAccount, 'email' | 'password'> {
  const file = path.join(dataDir, DEMO_ACCOUNTS_FILE);
  const account = fs.existsSync(file)
    ? readDemoAccountsFile(file).find((entry) => entry.role === role && (!staffRole || entry.staffRoles?.length === 1 && entry.staffRoles[0] === staffRole))
    : undefined;
  if (!account?.email || !account.password) throw new Error(`no demo ${role} in ${file}`);
  return { email: account.email, password: account.password };
}
