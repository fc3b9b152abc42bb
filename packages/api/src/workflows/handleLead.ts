import type { LeadView } from '@sw/protocol';
import type { z } from 'zod';
import type { handleLeadSchema } from '@sw/protocol';
import type { Member } from '../lib/member';
import { recordAudit } from '../services/audit';
import { changeLead, leadView } from '../services/contact';
import { runUseCase, type UseCaseDeps } from '../services/useCase';

/** staff/handleLead.do: the contact domain changes its lead, the audit trail records it, one use case. */
export function handleLead(deps: UseCaseDeps, staff: Member, input: z.output<typeof handleLeadSchema>): Promise<LeadView> {
  return runUseCase(deps, async (uc) => {
    const entry = await changeLead(uc, staff, input);
    await recordAudit(uc.tx, staff, entry);
    return leadView(uc.tx, input.leadId);
  });
}
