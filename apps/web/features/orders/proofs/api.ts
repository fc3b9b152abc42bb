'use client';
import { proof, type InputOf } from '@sw/protocol';
import { call } from '@/lib/backend/call';

/** An order's proof calls from the browser: the buyer's (erp/) and the order desk's (staff/). */

/** The buyer: read the order's proofs, approve one, ask for changes. */
export const loadOrderProofs = (orderId: string) => call(proof.orderProofs, { orderId });
export const approveProof = (proofId: string) => call(proof.approveProof, { proofId });
export const requestProofChanges = (input: InputOf<typeof proof.requestProofChanges>) => call(proof.requestProofChanges, input);

/** The desk: read an order's proofs, post a new version. */
export const loadDeskProofs = (orderId: string) => call(proof.staffOrderProofs, { orderId });
export const postProof = (input: InputOf<typeof proof.postProof>) => call(proof.postProof, input);

export { refusalText } from '@/lib/refusal';
