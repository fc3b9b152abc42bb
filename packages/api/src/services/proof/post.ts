import { and, desc, eq } from 'drizzle-orm';
import { needsArtworkProof, PROOF_FOLDER, RES, type FileRef, type OrderProofs } from '@sw/protocol';
import type { AppDeps } from '../../context';
import { orderProofs } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import { recordAudit } from '../audit';
import { attachOrderFiles, checkStaffFiles } from '../files';
import { human, loadOrder, loadOrderItems, type OrderRow, orderTheme } from '../order';
import { runUseCase } from '../useCase';
import { proofPostedMail } from './mail';
import { buildOrderProofs, proofsOpen } from './view';
import { type Member, type RecordOwner } from '../../lib/member';
import { mailCompany } from '../company';

type Deps = Pick<AppDeps, 'database' | 'mailer' | 'log' | 'now' | 'config'>;

/** Refused (20009) unless the order still takes proofs: while placed or confirmed. */
export function assertProofsOpen(order: OrderRow, what: string): void {
  if (!proofsOpen(order.status)) {
    throw new ApiError(RES.CONFLICT, `Order ${order.orderNo} is ${human(order.status)}: ${what} only while an order is placed or confirmed.`);
  }
}

export const orderProofsOf = async (deps: Deps, orderId: number, owner?: RecordOwner): Promise<OrderProofs> =>
  buildOrderProofs(deps.database.db, await loadOrder(deps.database.db, orderId, owner));

/**
 * staff/postProof.do: a new version of a customized line's proof (a file of the proof/ folder) with a note. Under the
 * order's row lock: the version is the line's next one, a version still waiting for the buyer is superseded, an
 * approved line is locked. The file is registered with the order (order_files), so its buyer may read it; the audit
 * row and the buyer's email are written in the same transaction.
 */
export async function postProof(deps: Deps, member: Member, input: { orderId: number; lineId: number; file: FileRef; note?: string }): Promise<OrderProofs> {
  await loadOrder(deps.database.db, input.orderId);
  await checkStaffFiles(deps.database.db, [input.file], PROOF_FOLDER);
  return runUseCase(deps, async (uc) => {
    const order = await loadOrder(uc.tx, input.orderId, undefined, true);
    assertProofsOpen(order, 'proofs are posted');
    const item = (await loadOrderItems(uc.tx, order.id)).find((line) => line.id === input.lineId);
    if (!item) throw new ApiError(RES.NOT_FOUND, 'This line of the order was not found.');
    if (!needsArtworkProof(item.customInfo)) {
      throw new ApiError(RES.CONFLICT, `${item.title} has no logo, technique or engraving: it needs no artwork proof.`);
    }
    const versions = await uc.tx.select().from(orderProofs).where(eq(orderProofs.itemId, item.id)).orderBy(desc(orderProofs.version));
    const approved = versions.find((row) => row.status === 'approved');
    if (approved) {
      throw new ApiError(RES.CONFLICT, `The artwork of ${item.title} is approved (proof v${approved.version}) and locked: it takes no new version.`);
    }
    const version = (versions[0]?.version ?? 0) + 1;
    await uc.tx.update(orderProofs).set({ status: 'superseded' }).where(and(eq(orderProofs.itemId, item.id), eq(orderProofs.status, 'pending')));
    const [row] = await uc.tx
      .insert(orderProofs)
      .values({
        orderId: order.id, itemId: item.id, version, fileKey: input.file.key, fileName: input.file.name,
        note: input.note ?? null, postedBy: member.id, createdAt: uc.now,
      })
      .returning({ id: orderProofs.id });
    await attachOrderFiles(uc.tx, order.id, `proof:${row!.id}`, [input.file]);
    await recordAudit(uc.tx, member, {
      action: 'order.proof',
      targetType: 'order',
      targetId: order.id,
      summary: `Order ${order.orderNo}: artwork proof v${version} of ${item.title} posted`,
      after: { lineId: item.id, version, file: input.file.key, ...(input.note ? { note: input.note } : {}) },
    });
    await mailCompany(uc, order, proofPostedMail({
      brand: orderTheme(order).brand, publicUrl: deps.config.publicUrl, orderId: order.id, orderNo: order.orderNo,
      title: item.title, version, note: input.note ?? null,
    }));
    return buildOrderProofs(uc.tx, order);
  });
}
