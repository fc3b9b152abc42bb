import { API } from '../paths';
import { answer, contract } from '../contract';
import { orderRefSchema } from '../schemas/order';
import { approveProofSchema, postProofSchema, requestProofChangesSchema } from '../schemas/proof';
import type { OrderProofs } from '../types/proof';

/**
 * Artwork proofs (docs/workflows.md, Proofs). The buyer reads and decides the proofs of their own orders (another
 * member's is 20004); the sales team reads and posts them (staff sessions only: a buyer is refused with 20003).
 * A step in the wrong state (order past confirmed, an old version, decided twice, a locked line) is 20009 with the reason.
 */

export const orderProofs = contract({ path: API.erp.orderProofs, access: 'member', role: 'viewer', input: orderRefSchema, answer: answer<OrderProofs>() });

/** Approves the latest version; the line's artwork is then locked. The sales desk is emailed. */
export const approveProof = contract({ path: API.erp.approveProof, access: 'member', input: approveProofSchema, answer: answer<OrderProofs>() });

/** Asks for changes to the latest version, with a comment and pins; the sales desk is emailed. */
export const requestProofChanges = contract({
  path: API.erp.requestProofChanges, access: 'member', input: requestProofChangesSchema, answer: answer<OrderProofs>(),
});

export const staffOrderProofs = contract({ path: API.staff.orderProofs, access: 'staff', staffRoles: ['sales', 'finance', 'production'], account: 'orderId', input: orderRefSchema, answer: answer<OrderProofs>() });

/** A new version of a customized line's proof (a file of the proof/ folder) with a note; the buyer is emailed. */
export const postProof = contract({ path: API.staff.postProof, access: 'staff', staffRoles: ['production'], input: postProofSchema, answer: answer<OrderProofs>() });
