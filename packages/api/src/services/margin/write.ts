import { and, eq, isNull } from 'drizzle-orm';
import { formatMinor, toMinor, type MarginFloorScope } from '@sw/protocol';
import type { Tx } from '../../db/client';
import { goodsCosts, marginFloors } from '../../db/schema';
import type { Member } from '../../lib/member';

/**
 * Writes of costs and floors, each answering the value before (the caller, workflows/marginFloor.ts, audits it). The
 * caller has checked that the goods, specification or category exist and belong together.
 */

const costText = (cost: bigint | null | undefined) => (cost == null ? null : formatMinor(cost));

/** A goods' cost (specId null) or one specification's; cost null removes it. */
export async function writeGoodsCost(
  tx: Tx, member: Member, now: Date, target: { goodsId: number; specId: number | null }, cost: string | null,
): Promise<{ before: string | null }> {
  const where = and(eq(goodsCosts.goodsId, target.goodsId), target.specId === null ? isNull(goodsCosts.specId) : eq(goodsCosts.specId, target.specId));
  const [before] = await tx.select().from(goodsCosts).where(where).limit(1).for('update');
  if (cost === null) {
    if (before) await tx.delete(goodsCosts).where(eq(goodsCosts.id, before.id));
  } else if (before) {
    await tx.update(goodsCosts).set({ cost: toMinor(cost), updatedBy: member.id, updatedAt: now }).where(eq(goodsCosts.id, before.id));
  } else {
    await tx.insert(goodsCosts).values({ goodsId: target.goodsId, specId: target.specId, cost: toMinor(cost), updatedBy: member.id, updatedAt: now });
  }
  return { before: costText(before?.cost) };
}

/** The default floor, or a category's or goods' own (percent null removes an own floor). */
export async function writeMarginFloor(
  tx: Tx, member: Member, now: Date, target: { scope: MarginFloorScope; categoryId: number | null; goodsId: number | null }, percent: string | null,
): Promise<{ before: string | null }> {
  const where = target.scope === 'default'
    ? eq(marginFloors.scope, 'default')
    : target.scope === 'category' ? eq(marginFloors.categoryId, target.categoryId!) : eq(marginFloors.goodsId, target.goodsId!);
  const [before] = await tx.select().from(marginFloors).where(where).limit(1).for('update');
  if (percent === null) {
    if (before) await tx.delete(marginFloors).where(eq(marginFloors.id, before.id));
  } else if (before) {
    await tx.update(marginFloors).set({ percent, updatedBy: member.id, updatedAt: now }).where(eq(marginFloors.id, before.id));
  } else {
    await tx.insert(marginFloors).values({ scope: target.scope, categoryId: target.categoryId, goodsId: target.goodsId, percent, updatedBy: member.id, updatedAt: now });
  }
  return { before: before ? percentText(before.percent) : null };
}

/** numeric(4,2) as stored ('20.00') in its short text ('20'). */
export const percentText = (value: string) => (value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value);
