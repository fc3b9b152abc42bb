import { and, asc, eq, notInArray } from 'drizzle-orm';
import {
  minorToNumber, paymentTerms, promisedShipDay, RES, times, type CartVariant, type OrderPlaced, type requestSamplesSchema,
} from '@sw/protocol';
import type { z } from 'zod';
import type { AppDeps } from '../../context';
import { companies, goods, goodsSpecs, orderItems, orders } from '../../db/schema';
import type { Tx } from '../../db/client';
import { nextDailyNo } from '../../lib/dailyNumber';
import { ApiError, invalid, notFound } from '../../lib/errors';
import { companyMember } from '../../lib/member';
import type { Member } from '../auth/sessions';
import { requireConfirmedEmail } from '../account/emailConfirmation';
import { checkOwnFiles } from '../files/ownership';
import { shippingAddress } from '../inquiry/requestParts';
import type { ThemeName } from '../mail/compose';
import { mailAwaitingApproval, placingStatus } from '../order/approval';
import { mailOrderPlaced } from '../order/placedMail';
import { actorOf, runUseCase } from '../workflow/useCase';
import { samplePricePerPiece } from './price';
import { loadSampleSettings } from './settings';

/**
 * requestSamples.do: a sample order of one goods, created at once (no inquiry, no quotation): priced from the sample
 * price per piece (services/samples/price.ts), shipped to the company's address, paid in full before production and
 * shipment (terms 'prepaid': the order's gates then ask for the whole total), promising to ship `lead_days` after it is
 * placed. It is an order like any other: number, status history, one line in order_items with its specifications and
 * customization, the placed-order mails, and the company's approval amount (services/order/approval.ts).
 *
 * The limit: at most `sample_max_pieces` pieces of each specification, counting the company's sample orders of the
 * goods still open (not completed, cancelled or rejected): a second request cannot go round the limit. The company row
 * is locked first, so parallel requests of one company are decided one after another.
 */

type Deps = Pick<AppDeps, 'database' | 'mailer' | 'log' | 'now' | 'config'>;
type Input = z.output<typeof requestSamplesSchema>;

/** A sample order still open: its pieces count against the limit until it is completed (or never goes ahead). */
const CLOSED_STATUSES = ['completed', 'cancelled', 'rejected'] as const;

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The goods, on sale and offering samples; refused with a readable reason otherwise. */
async function sampleGoods(tx: Tx, goodsId: number) {
  const [row] = await tx.select().from(goods).where(eq(goods.id, goodsId)).limit(1);
  if (!row) throw notFound('Goods');
  if (row.status !== 1) throw new ApiError(RES.CONFLICT, `${row.title} is no longer on sale, so samples cannot be ordered.`);
  if (!row.sampleOffered) throw new ApiError(RES.CONFLICT, `Samples of ${row.title} are not offered. Please ask our sales team.`);
  return row;
}

/** The chosen specifications as order variants: each one of the goods' own; goods without specifications take none. */
async function chosenVariants(tx: Tx, goodsRow: typeof goods.$inferSelect, pieces: Input['pieces']): Promise<CartVariant[]> {
  const specs = await tx.select().from(goodsSpecs).where(eq(goodsSpecs.goodsId, goodsRow.id)).orderBy(asc(goodsSpecs.sort), asc(goodsSpecs.id));
  const byId = new Map(specs.map((spec) => [spec.id, spec]));
  return pieces.map(({ specId, qty }, i) => {
    if (specId === undefined) {
      if (specs.length) throw invalid(`pieces.${i}.specId: Please choose a specification of ${goodsRow.title}.`);
      return { specId: null, skuCode: null, entries: [], qty };
    }
    const spec = byId.get(specId);
    if (!spec) throw invalid(`pieces.${i}.specId: This specification is not one of ${goodsRow.title}. Please choose again.`);
    return { specId: String(spec.id), skuCode: spec.skuCode, entries: spec.entries, qty };
  });
}

/** Pieces per specification already in the company's open sample orders of this goods, with one of their numbers. */
async function openSamplePieces(tx: Tx, companyId: string, goodsId: number): Promise<Map<string, { qty: number; orderNo: string }>> {
  const rows = await tx
    .select({ variants: orderItems.variants, orderNo: orders.orderNo })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(and(eq(orders.companyId, companyId), eq(orders.kind, 'sample'), notInArray(orders.status, [...CLOSED_STATUSES]), eq(orderItems.goodsId, goodsId)));
  const held = new Map<string, { qty: number; orderNo: string }>();
  for (const row of rows) {
    for (const variant of row.variants) {
      const key = variant.specId ?? '';
      const before = held.get(key);
      held.set(key, { qty: (before?.qty ?? 0) + variant.qty, orderNo: before?.orderNo ?? row.orderNo });
    }
  }
  return held;
}

/** Refuses pieces above the limit, counting what the company's open sample orders already hold. */
function checkLimit(goodsRow: typeof goods.$inferSelect, variants: CartVariant[], held: Map<string, { qty: number; orderNo: string }>): void {
  const limit = goodsRow.sampleMaxPieces;
  variants.forEach((variant, i) => {
    const name = variant.entries.map((entry) => entry.vl).join(' / ') || goodsRow.title;
    if (variant.qty > limit) {
      throw invalid(`pieces.${i}.qty: At most ${plural(limit, 'sample piece')} of each specification (${name}).`);
    }
    const open = held.get(variant.specId ?? '');
    if (open && open.qty + variant.qty > limit) {
      throw new ApiError(
        RES.CONFLICT,
        `Your company already has ${plural(open.qty, 'sample piece')} of ${name} on order (${open.orderNo}); at most ${plural(limit, 'piece')} of each specification until it is delivered.`,
      );
    }
  });
}

export async function requestSamples(deps: Deps, caller: { member: Member; theme: ThemeName; ip: string }, input: Input): Promise<OrderPlaced> {
  const { member } = caller;
  const owner = companyMember(member);
  // As for an inquiry (the way to a bulk order): an order is made only for a confirmed email address.
  await requireConfirmedEmail(deps.database.db, member.id, { log: deps.log, ip: caller.ip });
  return runUseCase(deps, async (uc) => {
    // One company's requests one after another: the limit counts its open sample orders (placingStatus locks it too).
    await uc.tx.select({ id: companies.id }).from(companies).where(eq(companies.id, owner.companyId)).for('update');
    const goodsRow = await sampleGoods(uc.tx, input.goodsId);
    const variants = await chosenVariants(uc.tx, goodsRow, input.pieces);
    checkLimit(goodsRow, variants, await openSamplePieces(uc.tx, owner.companyId, goodsRow.id));
    const customization = input.customization ?? null;
    if (customization) await checkOwnFiles(uc.tx, member.id, customization.logoFiles);
    const settings = await loadSampleSettings(uc.tx);
    const unitPrice = samplePricePerPiece(goodsRow, settings);
    const qty = variants.reduce((sum, variant) => sum + variant.qty, 0);
    const total = times(unitPrice, qty);
    const address = (await shippingAddress(uc.tx, owner, input, uc.now, true))!;
    const orderNo = await nextDailyNo(uc.tx, uc.now, 'SO', orders, orders.orderNo);
    const status = await placingStatus(uc, member.id, owner.companyId, total);
    const terms = paymentTerms('prepaid');
    const [row] = await uc.tx
      .insert(orders)
      .values({
        orderNo,
        kind: 'sample',
        status,
        memberId: member.id,
        companyId: owner.companyId,
        theme: caller.theme,
        currency: 'USD',
        total,
        // Paid in full before production, so before it ships (services/payments/gate.ts reads these).
        paymentTerms: { kind: terms.kind, depositPercent: terms.depositPercent, netDays: terms.netDays },
        depositDue: total,
        address,
        notes: input.notes ?? null,
        title: goodsRow.title,
        imageUrl: goodsRow.imageUrl,
        lineCount: 1,
        totalQty: qty,
        promisedShipDate: promisedShipDay(uc.now, settings.leadDays),
        searchText: [orderNo, 'sample', goodsRow.title, goodsRow.code, ...variants.map((variant) => variant.skuCode ?? '')].join(' ').toLowerCase(),
        createdAt: uc.now,
        updatedAt: uc.now,
      })
      .returning();
    await uc.tx.insert(orderItems).values({
      orderId: row!.id,
      goodsId: goodsRow.id,
      title: goodsRow.title,
      goodsCode: goodsRow.code,
      imageUrl: goodsRow.imageUrl,
      variants,
      customInfo: customization,
      qty,
      tiers: [{ minQty: 1, unitPrice: minorToNumber(unitPrice) }],
      unitPrice,
      sort: 0,
    });
    await uc.startOrder(row!.id, actorOf(member), `Sample order: ${plural(qty, 'piece')} of ${goodsRow.title}.`, status);
    if (status === 'placed') await mailOrderPlaced(uc, deps, row!);
    else await mailAwaitingApproval(uc, deps, row!);
    return { orderId: String(row!.id), orderNo, status, currency: row!.currency, total: minorToNumber(total), sampleCredit: 0, alreadyPlaced: false };
  });
}

