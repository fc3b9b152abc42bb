import { and, eq, ne } from 'drizzle-orm';
import type { Reader } from '../../db/client';
import { companies, members } from '../../db/schema';
import type { Mail } from '../../lib/mailer';
import { buyerOf } from '../mail';
import type { UseCase } from '../workflow';

/**
 * Who else reads a company's quotation and order mail: the mail goes to the person who acted (who sent the inquiry,
 * placed the order), and a copy to each of the company's admins when the company asks for that (companies.copy_admins).
 * Each recipient gets a separate outbox row, so no address sees another's.
 */

export interface CompanyRecord {
  /** The person the mail is about: who sent the inquiry or placed the order. */
  memberId: string;
  companyId: string;
}

/** The company's admins, oldest first: who approves its orders. */
export async function companyAdmins(db: Reader, companyId: string): Promise<{ id: string; email: string; nick: string }[]> {
  return db
    .select({ id: members.id, email: members.email, nick: members.nick })
    .from(members)
    .where(and(eq(members.companyId, companyId), eq(members.companyRole, 'admin')))
    .orderBy(members.createdAt);
}

/** The addresses that get a copy of a mail to `record.memberId`: the other admins, when the company asks for copies. */
export async function adminCopies(db: Reader, record: CompanyRecord): Promise<string[]> {
  const [company] = await db.select({ copyAdmins: companies.copyAdmins }).from(companies).where(eq(companies.id, record.companyId)).limit(1);
  if (!company?.copyAdmins) return [];
  const rows = await db
    .select({ email: members.email })
    .from(members)
    .where(and(eq(members.companyId, record.companyId), eq(members.companyRole, 'admin'), ne(members.id, record.memberId)));
  return rows.map((row) => row.email);
}

/** A quotation or order mail: to the person, and a copy to each admin who asked for one (see above). */
export async function mailCompany(uc: UseCase, record: CompanyRecord, mail: Omit<Mail, 'to'>): Promise<void> {
  const { email } = await buyerOf(uc.tx, record.memberId);
  if (email) await uc.queueMail({ ...mail, to: email });
  for (const to of await adminCopies(uc.tx, record)) if (to !== email) await uc.queueMail({ ...mail, to });
}
