import type { AcceptedInvitation } from '@sw/protocol';
import type { Member } from '../lib/member';
import { moveAccessRequestsToCompany } from '../services/access';
import { moveAddressesToCompany } from '../services/addressBook';
import { acceptInvitation, closeOldCompany, type Joining } from '../services/company';
import { moveInquiriesToCompany } from '../services/inquiry';
import { moveOrdersToCompany } from '../services/order';
import { runUseCase, type UseCase, type UseCaseDeps } from '../services/workflow';

/**
 * acceptInvitation.do: the signed-in buyer joins the inviting company with the invited role, bringing their own
 * inquiries, orders, new-design requests and addresses; their old (now empty) company goes. One transaction, in this
 * order: the company domain takes the invitation (its row locked first, so of parallel accepts exactly one wins; then
 * the member's row) and moves the member; each domain moves its own records; the company domain deletes the old
 * company and tells the new company's admins.
 */
export async function joinCompany(deps: UseCaseDeps, member: Member, token: string): Promise<AcceptedInvitation> {
  return runUseCase(deps, async (uc) => {
    const joining = await acceptInvitation(uc, member, token);
    await bringOwnRecords(uc, joining);
    return closeOldCompany(uc, deps, member, joining);
  });
}

/** The step that moves every record of the member's old company into the new one, each by the domain that owns it. */
async function bringOwnRecords(uc: UseCase, { from, to }: Joining): Promise<void> {
  await moveInquiriesToCompany(uc.tx, from, to);
  await moveOrdersToCompany(uc.tx, from, to);
  await moveAccessRequestsToCompany(uc.tx, from, to);
  await moveAddressesToCompany(uc.tx, from, to);
}
