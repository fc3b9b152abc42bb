import { asc, eq } from 'drizzle-orm';
import {
  PRODUCTION_FOLDER, PRODUCTION_MILESTONE_LABEL, RES, type ProductionTimeline, type ProductionUpdate, type productionUpdateSchema,
} from '@sw/protocol';
import type { z } from 'zod';
import type { AppDeps } from '../../context';
import type { Reader } from '../../db/client';
import { productionUpdates } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import { recordAudit } from '../audit';
import { attachOrderFiles, checkStaffFiles } from '../files';
import { human, loadOrder, type OrderRow, orderTheme } from '../order';
import { runUseCase } from '../useCase';
import { productionUpdateMail } from './mail';
import { type Member, type RecordOwner } from '../../lib/member';
import { mailCompany } from '../company';

/**
 * Production updates (docs/workflows.md, Production updates): the sales team posts a milestone with a note, photos or
 * short videos and, for the quality check, the inspection, while the order is in production. The update, its files'
 * order_files rows, the audit row and the buyer's email are one use case. Both sides read the timeline, oldest first.
 */

type Deps = Pick<AppDeps, 'database' | 'mailer' | 'log' | 'now' | 'config'>;
type UpdateRow = typeof productionUpdates.$inferSelect;
type Input = z.output<typeof productionUpdateSchema>;

const toUpdate = (row: UpdateRow): ProductionUpdate => ({
  updateId: String(row.id),
  milestone: row.milestone,
  note: row.note,
  files: row.files,
  inspection: row.sampleSize !== null && row.defects !== null && row.result !== null
    ? { sampleSize: row.sampleSize, defects: row.defects, result: row.result }
    : null,
  at: row.createdAt.toISOString(),
});

async function timeline(db: Reader, order: OrderRow, side: 'buyer' | 'staff'): Promise<ProductionTimeline> {
  const rows = await db
    .select()
    .from(productionUpdates)
    .where(eq(productionUpdates.orderId, order.id))
    .orderBy(asc(productionUpdates.createdAt), asc(productionUpdates.id));
  return {
    orderId: String(order.id),
    promisedShipDate: order.promisedShipDate,
    updates: rows.map(toUpdate),
    canPost: side === 'staff' && order.status === 'in_production',
  };
}

/** productionUpdates.do: the buyer's own order's timeline (another member's order is 20004). */
export async function buyerTimeline(db: Reader, owner: RecordOwner, orderId: number): Promise<ProductionTimeline> {
  return timeline(db, await loadOrder(db, orderId, owner), 'buyer');
}

/** staff/productionUpdates.do */
export async function staffTimeline(db: Reader, orderId: number): Promise<ProductionTimeline> {
  return timeline(db, await loadOrder(db, orderId), 'staff');
}

/** staff/postProductionUpdate.do: refused (20009) unless the order is in production; the buyer is emailed. */
export async function postProductionUpdate(deps: Deps, member: Member, input: Input): Promise<ProductionTimeline> {
  await loadOrder(deps.database.db, input.orderId);
  await checkStaffFiles(deps.database.db, input.files, PRODUCTION_FOLDER);
  return runUseCase(deps, async (uc) => {
    // Locked, so a step to shipped waits for the update (and an update after it is refused).
    const order = await loadOrder(uc.tx, input.orderId, undefined, true);
    if (order.status !== 'in_production') {
      throw new ApiError(RES.CONFLICT, `Order ${order.orderNo} is ${human(order.status)}: production updates are posted while it is in production.`);
    }
    const inspection = input.inspection ?? null;
    const [row] = await uc.tx
      .insert(productionUpdates)
      .values({
        orderId: order.id,
        milestone: input.milestone,
        note: input.note ?? null,
        files: input.files,
        sampleSize: inspection?.sampleSize ?? null,
        defects: inspection?.defects ?? null,
        result: inspection?.result ?? null,
        staffId: member.id,
        createdAt: uc.now,
      })
      .returning();
    await attachOrderFiles(uc.tx, order.id, `production:${row!.id}`, input.files);
    await recordAudit(uc.tx, member, {
      action: 'order.production',
      targetType: 'order',
      targetId: order.id,
      summary: `Order ${order.orderNo}: production update, ${PRODUCTION_MILESTONE_LABEL[input.milestone].toLowerCase()}`,
      after: { updateId: row!.id, milestone: input.milestone, files: input.files.length, ...(inspection ? { inspection } : {}) },
    });
    await mailCompany(uc, order, productionUpdateMail({
      brand: orderTheme(order).brand,
      publicUrl: deps.config.publicUrl,
      orderId: order.id,
      orderNo: order.orderNo,
      milestone: input.milestone,
      note: row!.note,
      inspection,
      files: input.files.length,
      promisedShipDate: order.promisedShipDate,
    }));
    return timeline(uc.tx, order, 'staff');
  });
}
