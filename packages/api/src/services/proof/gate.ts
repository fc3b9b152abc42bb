import type { Reader } from '../../db/client';
import { approvedProofsByLine } from './approved';
import { proofLines } from './view';

/**
 * The production gate's proof condition (queries/orderGates.ts): every line that needs an artwork proof has an
 * approved one. One sentence per line still waiting, or their count when more than three are.
 */
export async function unapprovedProofs(db: Reader, order: { id: number }): Promise<string | null> {
  const [lines, approved] = await Promise.all([proofLines(db, order.id), approvedProofsByLine(db, order.id)]);
  const waiting = lines.filter((line) => !approved.has(line.id));
  if (!waiting.length) return null;
  if (waiting.length > 3) return `The artwork proofs of ${waiting.length} lines are not approved yet.`;
  return waiting.map((line) => `The artwork proof of ${line.title} is not approved yet.`).join(' ');
}
