'use client';
import { proof, type InputOf } from '@sw/protocol';
import { call } from '@/lib/backend/call';

/** The buyer's proof calls (erp/inquiryOrder/csite/): read the order's proofs, approve one, ask for changes. */

export const loadOrderProofs = (orderId: string) => call(proof.orderProofs, { orderId });
export const approveProof = (proofId: string) => call(proof.approveProof, { proofId });
export const requestProofChanges = (input: InputOf<typeof proof.requestProofChanges>) => call(proof.requestProofChanges, input);

export { refusalText } from '@/lib/refusal';
