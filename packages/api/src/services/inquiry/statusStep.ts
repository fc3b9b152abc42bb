import { eq } from 'drizzle-orm';
import { INQUIRY_FLOW, INQUIRY_INITIAL_STATUS, type InquiryStatus } from '@sw/protocol';
import { inquiries, inquiryStatusHistory } from '../../db/schema';
import { type ActorRef, moveStatus, startStatus, type StatusParts, type UseCase } from '../useCase';

/**
 * The inquiry's status steps: the inquiry domain owns `inquiries` and its status history, so it gives the use case's
 * step machinery (services/useCase/useCase.ts: the flow check, the refusal in words, the history row) its table parts.
 */
const INQUIRY_PARTS: StatusParts<InquiryStatus> = {
  what: 'Inquiry',
  flow: INQUIRY_FLOW,
  history: inquiryStatusHistory,
  lockStatus: async (tx, id) =>
    (await tx.select({ status: inquiries.status }).from(inquiries).where(eq(inquiries.id, id)).for('update'))[0]?.status,
  setStatus: async (tx, id, status, now) => {
    await tx.update(inquiries).set({ status, updatedAt: now }).where(eq(inquiries.id, id));
  },
};

/** Records the first status of a new inquiry (written with its default status). */
export function startInquiryStatus(uc: UseCase, inquiryId: number, by: ActorRef, note?: string): Promise<void> {
  return startStatus(uc, INQUIRY_PARTS, inquiryId, INQUIRY_INITIAL_STATUS, by, note);
}

/** Moves an inquiry when its flow lets `by` make that step; refused with 20009 and a readable message otherwise. Answers the status it left. */
export function moveInquiryStatus(uc: UseCase, inquiryId: number, to: InquiryStatus, by: ActorRef, note?: string): Promise<InquiryStatus> {
  return moveStatus(uc, INQUIRY_PARTS, inquiryId, to, by, note);
}
