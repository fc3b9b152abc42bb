import { eq, max } from 'drizzle-orm';
import { isProofPicture, RES, type OrderProofs, type ProofPin } from '@sw/protocol';
import type { AppDeps } from '../../context';
import type { Reader } from '../../db/client';
import { orderProofs } from '../../db/schema';
import { ApiError, invalid } from '../../lib/errors';
import { mailStaff } from '../mail';
import { findOrder, loadOrder, loadOrderItems } from '../order';
import { runUseCase } from '../useCase';
import { proofDecidedMail } from './mail';
import { assertProofsOpen } from './post';
import { buildOrderProofs } from './view';
import { companyMember, type Member } from '../../lib/member';

type Deps = Pick<AppDeps, 'database' | 'mailer' | 'log' | 'now' | 'config'>;

const proofNotFound = () => new ApiError(RES.NOT_FOUND, 'This proof was not found.');

/** The proof, when it belongs to one of the company's orders (another company's is 20004, as an unknown one). */
async function ownProof(db: Reader, proofId: number, companyId: string) {
  const [proof] = await db.select().from(orderProofs).where(eq(orderProofs.id, proofId)).limit(1);
  if (!proof || !(await findOrder(db, proof.orderId, { companyId }))) throw proofNotFound();
  return proof;
}

const ALREADY: Record<string, string> = {
  approved: 'This proof is already approved.',
  changes_requested: 'You already asked for changes to this proof; our sales team is preparing a new version.',
};

export interface Decision {
  proofId: number;
  approve: boolean;
  comment?: string;
  pins?: ProofPin[];
}

/**
 * approveProof.do and requestProofChanges.do: the buyer decides the latest version of a line's proof, once, while the
 * order is placed or confirmed (under the order's row lock, so a decision and a new version take turns). Pins go on
 * a picture proof only. The sales desk is emailed in the same transaction.
 */
export async function decideProof(deps: Deps, member: Member, decision: Decision): Promise<OrderProofs> {
  const found = await ownProof(deps.database.db, decision.proofId, companyMember(member).companyId);
  return runUseCase(deps, async (uc) => {
    // The order and its lines through the order's face, under the order's lock.
    const order = await loadOrder(uc.tx, found.orderId, companyMember(member), true);
    const proof = await ownProof(uc.tx, decision.proofId, companyMember(member).companyId);
    const title = (await loadOrderItems(uc.tx, order.id)).find((item) => item.id === proof.itemId)?.title ?? '';
    assertProofsOpen(order, 'proofs are decided');
    const [latest] = await uc.tx.select({ version: max(orderProofs.version) }).from(orderProofs).where(eq(orderProofs.itemId, proof.itemId));
    const newest = latest?.version ?? proof.version;
    if (proof.version < newest) {
      throw new ApiError(RES.CONFLICT, `This is version ${proof.version} of the proof of ${title}; only the latest version (${newest}) can be approved or changed.`);
    }
    if (proof.status !== 'pending') throw new ApiError(RES.CONFLICT, ALREADY[proof.status] ?? 'This proof is already decided.');
    const pins = decision.approve ? [] : decision.pins ?? [];
    if (pins.length && !isProofPicture(proof.fileKey)) throw invalid('Pins can be placed on a picture proof only.');
    await uc.tx
      .update(orderProofs)
      .set({ status: decision.approve ? 'approved' : 'changes_requested', comment: decision.comment ?? null, pins, decidedBy: member.id, decidedAt: uc.now })
      .where(eq(orderProofs.id, proof.id));
    await mailStaff(uc, proofDecidedMail({
      publicUrl: deps.config.publicUrl, orderId: order.id, orderNo: order.orderNo, title, version: proof.version,
      buyer: `${member.nick || member.email} (${member.email})`, approved: decision.approve, comment: decision.comment ?? null, pins,
    }));
    return buildOrderProofs(uc.tx, order);
  });
}
