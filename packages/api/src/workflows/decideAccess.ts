import type { AccessRequestView } from '@sw/protocol';
import type { z } from 'zod';
import type { decideAccessSchema } from '@sw/protocol';
import type { AppDeps } from '../context';
import type { Member } from '../lib/member';
import { accessRequestView, decideRequest } from '../services/access';
import { runUseCase } from '../services/useCase';
import { writeAccessDecision } from './steps/accessDecisionWrites';

/**
 * staff/decideAccess.do: the access domain decides the request (its rules, its row, the email), the step sets the
 * company's auditFlag and writes the audit entry; one use case, answered with the request as decided.
 */
export function decideAccess(deps: AppDeps, staff: Member, input: z.output<typeof decideAccessSchema>): Promise<AccessRequestView> {
  return runUseCase(deps, async (uc) => {
    const decision = await decideRequest(uc, deps, staff, input);
    await writeAccessDecision(uc, staff, decision);
    return accessRequestView(uc.tx, decision.requestId);
  });
}
