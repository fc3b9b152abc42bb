import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { MemberInformation } from '@sw/protocol';
import type { Db } from '../../db/client';
import { companies, members } from '../../db/schema';
import { sessionExpired } from '../../lib/errors';

/** viewInformation.do: the signed-in member's own data, never anyone else's. */
export async function viewInformation(db: Db, memberId: string): Promise<MemberInformation> {
  const manager = alias(members, 'manager');
  const [row] = await db
    .select({
      memId: members.id,
      email: members.email,
      nick: members.nick,
      headImg: members.headImg,
      auditFlag: sql<number>`coalesce(${companies.auditFlag}, 0)`.mapWith(Number),
      emailConfirmedAt: members.emailConfirmedAt,
      company: companies.name,
      country: companies.country,
      contactName: companies.contactName,
      phone: companies.phone,
      website: companies.website,
      businessType: companies.businessType,
      role: members.role,
      companyRole: members.companyRole,
      staffRoles: members.staffRoles,
      // The company's account manager: the buyer sees the name only (they write through the messages and contact paths).
      managerNick: manager.nick,
      managerDisabledAt: manager.disabledAt,
    })
    .from(members)
    .leftJoin(companies, eq(companies.id, members.companyId))
    .leftJoin(manager, eq(manager.id, companies.accountManagerId))
    .where(eq(members.id, memberId))
    .limit(1);
  if (!row) throw sessionExpired();
  const { emailConfirmedAt, role, managerNick, managerDisabledAt, ...rest } = row;
  const accountManager = managerNick && !managerDisabledAt ? { name: managerNick } : null;
  return { ...rest, emailConfirmed: emailConfirmedAt !== null, isStaff: role === 'staff', accountManager };
}
