import type { AccessDecision } from '../../services/access';
import { recordAudit } from '../../services/audit';
import { setAccessFlag } from '../../services/auth';
import type { Member } from '../../lib/member';
import type { UseCase } from '../../services/useCase';

/**
 * The writes a decided access request makes outside the access domain (workflows/decideAccess.ts): the company's
 * auditFlag (auth's row: what every answer's new-design pictures follow) and the audit entry.
 */
export async function writeAccessDecision(uc: UseCase, staff: Member, decision: AccessDecision): Promise<void> {
  const { approved } = decision;
  await setAccessFlag(uc.tx, decision.companyId, decision.target);
  await recordAudit(uc.tx, staff, {
    action: approved ? 'access.approve' : 'access.problem',
    targetType: 'member',
    targetId: decision.memberId,
    summary: approved ? `New-design access approved for ${decision.email}` : `Problem flagged on ${decision.email}'s access request: ${decision.note}`,
    before: { requestId: decision.requestId, ...decision.before },
    after: { requestId: decision.requestId, requestStatus: decision.target, auditFlag: decision.target, ...(decision.note ? { message: decision.note } : {}) },
  });
}
