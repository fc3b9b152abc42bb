import { and, eq } from 'drizzle-orm';
import type { Reader } from '../../db/client';
import { orderProofs } from '../../db/schema';

/** An order line's approved artwork proof: the version production and the packing documents work from. */
export interface ApprovedProof {
  proofId: number;
  version: number;
  key: string;
  name: string;
}

/** The approved proof of each line of the order that has one, by order_items.id (at most one per line: a unique index). */
export async function approvedProofsByLine(db: Reader, orderId: number): Promise<Map<number, ApprovedProof>> {
  const rows = await db
    .select({ itemId: orderProofs.itemId, proofId: orderProofs.id, version: orderProofs.version, key: orderProofs.fileKey, name: orderProofs.fileName })
    .from(orderProofs)
    .where(and(eq(orderProofs.orderId, orderId), eq(orderProofs.status, 'approved')));
  return new Map(rows.map(({ itemId, ...proof }) => [itemId, proof]));
}

/** The approved artwork of an order's lines in words, for its documents ('Line title: proof v2 (file), approved …'); null when none. */
export async function approvedArtworkText(db: Reader, orderId: number, lines: readonly { lineId: string; title: string }[]): Promise<string | null> {
  const approved = await approvedProofsByLine(db, orderId);
  const rows = lines.flatMap((line) => {
    const proof = approved.get(Number(line.lineId));
    return proof ? [`${line.title}: artwork proof v${proof.version} (${proof.name}), approved by you.`] : [];
  });
  return rows.length ? rows.join('\n') : null;
}
