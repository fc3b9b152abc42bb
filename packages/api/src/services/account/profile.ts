import type { MemberInformation } from '@sw/protocol';
import type { Db } from '../../db/client';
import { sessionExpired } from '../../lib/errors';
import { accountInformation } from '../auth';

/** viewInformation.do: the signed-in member's own data, never anyone else's. */
export async function viewInformation(db: Db, memberId: string): Promise<MemberInformation> {
  const row = await accountInformation(db, memberId);
  if (!row) throw sessionExpired();
  const { emailConfirmedAt, role, managerNick, managerDisabledAt, ...rest } = row;
  const accountManager = managerNick && !managerDisabledAt ? { name: managerNick } : null;
  return { ...rest, emailConfirmed: emailConfirmedAt !== null, isStaff: role === 'staff', accountManager };
}
