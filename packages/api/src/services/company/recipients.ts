import type { Reader } from '../../db/client';
import { companyMembers, findCompany } from '../auth';
import type { Mail } from '../../lib/mailer';
import { buyerOf } from '../mail';
import type { UseCase } from '../useCase';

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
  const admins = await companyMembers(db, companyId, { admins: true });
  return admins.map((row) => ({ id: row.id, email: row.email, nick: row.nick }));
}

/** The addresses that get a copy of a mail to `record.memberId`: the other admins, when the company asks for copies. */
export async function adminCopies(db: Reader, record: CompanyRecord): Promise<string[]> {
  const company = await findCompany(db, record.companyId);
  if (!company?.copyAdmins) return [];
  const rows = await companyMembers(db, record.companyId, { admins: true, except: record.memberId });
  return rows.map((row) => row.email);
}

/** A quotation or order mail: to the person, and a copy to each admin who asked for one (see above). */
export async function mailCompany(uc: UseCase, record: CompanyRecord, mail: Omit<Mail, 'to'>): Promise<void> {
  const { email } = await buyerOf(uc.tx, record.memberId);
  if (email) await uc.queueMail({ ...mail, to: email });
  for (const to of await adminCopies(uc.tx, record)) if (to !== email) await uc.queueMail({ ...mail, to });
}
