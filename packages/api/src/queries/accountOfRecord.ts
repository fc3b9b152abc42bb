import { eq } from 'drizzle-orm';
import type { AccountKey } from '@sw/protocol';
import type { Reader } from '../db/client';
import { companies, inquiries, members, orderProblems, orders } from '../db/schema';

/**
 * Whose account a staff call reaches (issue 53, part 1): the company of the record its input names, found by the field
 * the contract declares (`account` on the contract), and that company's account manager. Undefined when the record
 * does not exist: the handler then answers its own "not found". A read across domains, so a query.
 */
export async function accountOfRecord(db: Reader, key: Exclude<AccountKey, 'queue'>, value: unknown): Promise<{ companyId: string; managerId: string | null } | undefined> {
  const manager = { companyId: companies.id, managerId: companies.accountManagerId };
  switch (key) {
    case 'companyId': {
      if (typeof value !== 'string') return undefined;
      const [row] = await db.select(manager).from(companies).where(eq(companies.id, value)).limit(1);
      return row;
    }
    case 'memberId':
    case 'email': {
      if (typeof value !== 'string') return undefined;
      const [row] = await db.select(manager).from(members).innerJoin(companies, eq(companies.id, members.companyId))
        .where(key === 'email' ? eq(members.email, value) : eq(members.id, value)).limit(1);
      return row;
    }
    case 'inquiryId': {
      if (typeof value !== 'number') return undefined;
      const [row] = await db.select(manager).from(inquiries).innerJoin(companies, eq(companies.id, inquiries.companyId)).where(eq(inquiries.id, value)).limit(1);
      return row;
    }
    case 'orderId': {
      if (typeof value !== 'number') return undefined;
      const [row] = await db.select(manager).from(orders).innerJoin(companies, eq(companies.id, orders.companyId)).where(eq(orders.id, value)).limit(1);
      return row;
    }
    case 'problemId': {
      if (typeof value !== 'number') return undefined;
      const [row] = await db.select(manager).from(orderProblems).innerJoin(orders, eq(orders.id, orderProblems.orderId))
        .innerJoin(companies, eq(companies.id, orders.companyId)).where(eq(orderProblems.id, value)).limit(1);
      return row;
    }
  }
}
