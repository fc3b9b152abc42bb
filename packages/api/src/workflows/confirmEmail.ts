import type { Db } from '../db/client';
import { securityEvent } from '../lib/log';
import { checkCode, confirmMemberEmail, consumeCode, type RequestMeta } from '../services/auth';

/**
 * confirmEmail.do: the code mailed by sendConfirmMail.do proves the member's address. The code and the member's row
 * are auth's: checked, then used up and marked in one transaction (moved here from services/account, which owns no
 * table, issue 50).
 */
export async function confirmEmail(db: Db, member: { id: string; email: string }, veriCode: string, meta: RequestMeta): Promise<void> {
  const codeId = await checkCode(db, member.email, veriCode, meta, 'confirm');
  await db.transaction(async (tx) => {
    await consumeCode(tx, codeId, meta.now);
    await confirmMemberEmail(tx, member.id, meta.now);
  });
  securityEvent(meta.log, { event: 'email.confirmed', result: 'ok', ip: meta.ip, memberId: member.id });
}
