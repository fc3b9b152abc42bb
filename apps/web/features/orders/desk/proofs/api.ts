'use client';
import { proof, type InputOf } from '@sw/protocol';
import { call } from '@/lib/backend/call';

/** The desk's proof calls (staff/): read an order's proofs, post a new version. */

export const loadDeskProofs = (orderId: string) => call(proof.staffOrderProofs, { orderId });
export const postProof = (input: InputOf<typeof proof.postProof>) => call(proof.postProof, input);

export { refusalText } from '@/lib/refusal';
