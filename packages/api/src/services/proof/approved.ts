import type { Reader } from '../../db/client';

/**
 * STUB on the shipments branch: the proofs helper's branch writes the real one (each customized order line's approved
 * artwork proof, by order item id). The packing list prints what it answers.
 */
export async function approvedProofsByLine(db: Reader, orderId: number): Promise<Map<number, { proofId: number; version: number; key: string; name: string }>> {
  void db;
  void orderId;
  return new Map();
}
