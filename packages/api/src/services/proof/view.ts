import { asc, desc, eq } from 'drizzle-orm';
import {
  isProofPicture, needsArtworkProof, PROOF_ORDER_STATUSES,
  type LineProofState, type LineProofs, type OrderProofs, type OrderStatus, type ProofVersion,
} from '@sw/protocol';
import type { Reader } from '../../db/client';
import { orderProofs } from '../../db/schema';
import { loadOrderItems, type OrderItemRow, type OrderRow } from '../order';

/** How an order's proofs read, for the buyer and the desk alike: each customized line with its versions, newest first. */

export type ProofRow = typeof orderProofs.$inferSelect;

/** Whether proofs may be posted and decided while the order is in `status`. */
export const proofsOpen = (status: OrderStatus) => (PROOF_ORDER_STATUSES as readonly OrderStatus[]).includes(status);

/** The order's lines that need an artwork proof (a logo, a technique or an engraving font), in the order's line order. */
export async function proofLines(db: Reader, orderId: number): Promise<OrderItemRow[]> {
  const items = await loadOrderItems(db, orderId);
  return items.filter((item) => needsArtworkProof(item.customInfo));
}

export function toProofVersion(row: ProofRow): ProofVersion {
  return {
    proofId: String(row.id),
    version: row.version,
    file: { key: row.fileKey, name: row.fileName },
    picture: isProofPicture(row.fileKey),
    note: row.note,
    status: row.status,
    postedAt: row.createdAt.toISOString(),
    comment: row.comment,
    pins: row.pins,
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

const STATE: Record<ProofRow['status'], LineProofState> = {
  pending: 'pending', approved: 'approved', changes_requested: 'changes_requested', superseded: 'pending',
};

export async function buildOrderProofs(db: Reader, order: OrderRow): Promise<OrderProofs> {
  const [items, rows] = await Promise.all([
    proofLines(db, order.id),
    db.select().from(orderProofs).where(eq(orderProofs.orderId, order.id)).orderBy(asc(orderProofs.itemId), desc(orderProofs.version)),
  ]);
  const lines: LineProofs[] = items.map((item) => {
    const versions = rows.filter((row) => row.itemId === item.id);
    return {
      lineId: String(item.id),
      title: item.title,
      goodsCode: item.goodsCode,
      imageUrl: item.imageUrl,
      state: versions[0] ? STATE[versions[0].status] : 'awaiting_proof',
      versions: versions.map(toProofVersion),
    };
  });
  return { orderId: String(order.id), orderNo: order.orderNo, status: order.status, open: proofsOpen(order.status), lines };
}
