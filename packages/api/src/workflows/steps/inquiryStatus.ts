import type { InquiryStatus } from '@sw/protocol';
import type { Member } from '../../lib/member';
import { moveInquiryStatus } from '../../services/inquiry';
import { actorOf, type UseCase } from '../../services/useCase';

/** The inquiry's side of a quotation desk step (workflows/quotationDesk.ts), through the inquiry's face: its status moves, with its history. */
export async function moveInquiryByDesk(uc: UseCase, member: Member, inquiryId: number, to: InquiryStatus, note: string): Promise<void> {
  await moveInquiryStatus(uc, inquiryId, to, actorOf(member), note);
}

/** The inquiry's side of a buyer's negotiation step (workflows/negotiation.ts): a counter asks for version n+1, a settled version accepts. */
export async function moveInquiryByBuyer(uc: UseCase, member: Member, inquiryId: number, to: InquiryStatus, note: string): Promise<void> {
  await moveInquiryStatus(uc, inquiryId, to, actorOf(member), note);
}
