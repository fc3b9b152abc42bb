import type { AcceptedInvitation } from '@sw/protocol';
import type { Member } from '../lib/member';
import { moveAccessRequestsToCompany } from '../services/access';
import { moveAddressesToCompany } from '../services/addressBook';
import { acceptInvitation, closeOldCompany, type Joining } from '../services/company';
import { moveInquiriesToCompany } from '../services/inquiry';
import { deleteCompany, placeMemberInCompany } from '../services/auth';
import { holdJoinedOrder, joinedOrderAboveAmount, moveOrdersToCompany, type OrderRow } from '../services/order';
import { joinedSamplesOverLimit } from '../queries/samplePlan';
import { runUseCase, type UseCase, type UseCaseDeps } from '../services/useCase';

/**
 * acceptInvitation.do: the signed-in buyer joins the inviting company with the invited role, bringing their own
 * inquiries, orders, new-design requests and addresses; their old (now empty) company goes. One transaction, in this
 * order: the company domain takes the invitation (its row locked first, so of parallel accepts exactly one wins; then
 * the member's row), and auth moves the member; each domain moves its own records; the orders the sales team has not
 * confirmed yet meet the new company's rules (its approval amount, its sample limit) and wait for its admin where they
 * break one; auth deletes the old company and the company domain tells the new company's admins.
 */
export async function joinCompany(deps: UseCaseDeps, member: Member, token: string): Promise<AcceptedInvitation> {
  return runUseCase(deps, async (uc) => {
    const joining = await acceptInvitation(uc, member, token);
    await placeMemberInCompany(uc.tx, member.id, joining.to, joining.role);
    const orders = await bringOwnRecords(uc, joining);
    await holdWhatBreaksTheRules(uc, deps, joining, orders);
    await deleteCompany(uc.tx, joining.from);
    return closeOldCompany(uc, deps, member, joining);
  });
}

/** The step that moves every record of the member's old company into the new one, each by the domain that owns it; the orders as moved. */
async function bringOwnRecords(uc: UseCase, { from, to }: Joining): Promise<OrderRow[]> {
  await moveInquiriesToCompany(uc.tx, from, to);
  const orders = await moveOrdersToCompany(uc.tx, from, to);
  await moveAccessRequestsToCompany(uc.tx, from, to);
  await moveAddressesToCompany(uc.tx, from, to);
  return orders;
}

/**
 * The step that treats each brought order the sales team has not confirmed as if placed in the new company: above its
 * approval amount (the joiner not one of its admins), or a sample order taking it over the goods' sample limit, it
 * waits for the company's admin (approved, it goes on; rejected, it is closed).
 */
async function holdWhatBreaksTheRules(uc: UseCase, deps: UseCaseDeps, joining: Joining, orders: OrderRow[]): Promise<void> {
  for (const order of orders.filter((row) => row.status === 'placed')) {
    const why = (await joinedOrderAboveAmount(uc, order)) ?? (await joinedSamplesOverLimit(uc.tx, order));
    if (why) await holdJoinedOrder(uc, deps, order, joining.nick || 'the buyer', why);
  }
}
