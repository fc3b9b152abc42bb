import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import {
  belowFloorMessage, DEFAULT_MARGIN_FLOOR, floorFor, formatMinor, minorToNumber, RES, staffRolesAllow, tiersBelowFloor,
  type ApprovalQueueRow, type LineCost, type MarginSettings, type QuotationApproval, type QuotationLine, type TierMargin,
} from '@sw/protocol';
import type { Reader } from '../db/client';
import {
  categories, companies, goods, goodsCosts, goodsSpecs, inquiries, inquiryItems, marginFloors, members, quotationApprovals, quotationLineAnswers, quotationOffers, quotations,
} from '../db/schema';
import { ApiError, notFound } from '../lib/errors';
import type { Member } from '../lib/member';

/**
 * The margin floor's reads across domains (issue 52, point 6; docs/protocol.md, Margin floor): the settings screen,
 * each inquiry line's cost and floor, THE check every send path calls (`assertMarginFloor`), and the manager's queue.
 * Read only, across margin, catalog, inquiry, quotation and the accounts.
 */

const percentText = (value: string) => (value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value);
const costText = (cost: bigint | null | undefined) => (cost == null ? null : formatMinor(cost));

/** Who may send below the floor without asking: a sales manager (and the administrator, who holds every role). */
export const mayPassFloor = (member: Pick<Member, 'staffRoles'>) => staffRolesAllow(member.staffRoles, ['sales_manager']);

async function floorRows(db: Reader, filter: { categoryIds?: number[]; goodsIds?: number[] } = {}) {
  const parts = [eq(marginFloors.scope, 'default')];
  if (filter.categoryIds?.length) parts.push(inArray(marginFloors.categoryId, filter.categoryIds));
  if (filter.goodsIds?.length) parts.push(inArray(marginFloors.goodsId, filter.goodsIds));
  const rows = await db.select().from(marginFloors).where(filter.categoryIds || filter.goodsIds ? or(...parts) : undefined);
  return {
    default: percentText(rows.find((r) => r.scope === 'default')?.percent ?? DEFAULT_MARGIN_FLOOR),
    category: new Map(rows.filter((r) => r.categoryId !== null).map((r) => [r.categoryId!, percentText(r.percent)])),
    goods: new Map(rows.filter((r) => r.goodsId !== null).map((r) => [r.goodsId!, percentText(r.percent)])),
  };
}

/** staff/margin/settings.do: the goods a code names (any case), or 20004 with the code in words. */
export async function goodsIdByCode(db: Reader, code: string): Promise<number> {
  const [row] = await db.select({ id: goods.id }).from(goods).where(sql`lower(${goods.code}) = lower(${code})`).limit(1);
  if (!row) throw new ApiError(RES.NOT_FOUND, `No goods has the code ${code}. Please check it.`);
  return row.id;
}

/** staff/margin/settings.do: the default floor, every category's own, and one goods' costs and floor when named. */
export async function marginSettings(db: Reader, goodsId?: number): Promise<MarginSettings> {
  const [cats, floors] = await Promise.all([
    db.select({ id: categories.id, name: categories.name }).from(categories).orderBy(asc(categories.sort), asc(categories.id)),
    floorRows(db),
  ]);
  const answer: MarginSettings = {
    defaultPercent: floors.default,
    categories: cats.map((c) => ({ categoryId: String(c.id), name: c.name, percent: floors.category.get(c.id) ?? null })),
    goods: null,
  };
  if (goodsId === undefined) return answer;
  const [row] = await db
    .select({ id: goods.id, code: goods.code, title: goods.title, categoryId: goods.categoryId, category: categories.name })
    .from(goods).innerJoin(categories, eq(categories.id, goods.categoryId)).where(eq(goods.id, goodsId)).limit(1);
  if (!row) throw notFound('These goods');
  const [specs, costs] = await Promise.all([
    db.select({ id: goodsSpecs.id, skuCode: goodsSpecs.skuCode }).from(goodsSpecs).where(eq(goodsSpecs.goodsId, goodsId)).orderBy(asc(goodsSpecs.sort), asc(goodsSpecs.id)),
    db.select().from(goodsCosts).where(eq(goodsCosts.goodsId, goodsId)),
  ]);
  const own = floors.goods.get(row.id) ?? null;
  answer.goods = {
    goodsId: String(row.id), code: row.code, title: row.title, categoryId: String(row.categoryId), category: row.category,
    cost: costText(costs.find((c) => c.specId === null)?.cost),
    percent: own,
    floor: floorFor({ goods: own, category: floors.category.get(row.categoryId), default: floors.default }),
    specs: specs.map((s) => ({ specId: String(s.id), skuCode: s.skuCode, cost: costText(costs.find((c) => c.specId === s.id)?.cost) })),
  };
  return answer;
}

/** What a cost or floor write names, checked: the goods with its specifications, or the category. */
export async function marginTarget(db: Reader, ref: { goodsId?: number; categoryId?: number }) {
  if (ref.goodsId !== undefined) {
    const [row] = await db.select({ id: goods.id, code: goods.code }).from(goods).where(eq(goods.id, ref.goodsId)).limit(1);
    if (!row) throw notFound('These goods');
    const specs = await db.select({ id: goodsSpecs.id, skuCode: goodsSpecs.skuCode }).from(goodsSpecs).where(eq(goodsSpecs.goodsId, row.id));
    return { goods: row, specs, category: null };
  }
  const [cat] = await db.select({ id: categories.id, name: categories.name }).from(categories).where(eq(categories.id, ref.categoryId!)).limit(1);
  if (!cat) throw notFound('This category');
  return { goods: null, specs: [], category: cat };
}

/**
 * Each line of an inquiry with its cost and floor. The cost is the dearest kept for the line's specifications, else
 * the goods' own; the floor is the goods', else its category's, else the default. A line without goods has none.
 */
export async function lineCostsOf(db: Reader, inquiryId: number): Promise<LineCost[]> {
  const items = await db
    .select({ id: inquiryItems.id, goodsId: inquiryItems.goodsId, specId: inquiryItems.specId, variants: inquiryItems.variants, categoryId: goods.categoryId })
    .from(inquiryItems).leftJoin(goods, eq(goods.id, inquiryItems.goodsId))
    .where(eq(inquiryItems.inquiryId, inquiryId))
    .orderBy(asc(inquiryItems.sort), asc(inquiryItems.id));
  const goodsIds = [...new Set(items.flatMap((i) => (i.goodsId === null ? [] : [i.goodsId])))];
  const [costs, floors] = await Promise.all([
    goodsIds.length ? db.select().from(goodsCosts).where(inArray(goodsCosts.goodsId, goodsIds)) : Promise.resolve([]),
    floorRows(db, { goodsIds, categoryIds: [...new Set(items.flatMap((i) => (i.categoryId == null ? [] : [i.categoryId])))] }),
  ]);
  return items.map((item) => {
    const specIds = new Set([item.specId, ...item.variants.map((v) => (v.specId === null ? null : Number(v.specId)))].filter((id): id is number => id !== null));
    const mine = costs.filter((c) => c.goodsId === item.goodsId);
    const specCosts = mine.filter((c) => c.specId !== null && specIds.has(c.specId)).map((c) => c.cost);
    const cost = specCosts.length ? specCosts.reduce((a, b) => (b > a ? b : a)) : mine.find((c) => c.specId === null)?.cost;
    return {
      itemId: String(item.id),
      cost: item.goodsId === null ? null : costText(cost),
      floor: floorFor({ goods: item.goodsId === null ? null : floors.goods.get(item.goodsId), category: item.categoryId == null ? null : floors.category.get(item.categoryId), default: floors.default }),
    };
  });
}

/** A draft as the floor check reads it: its id (for its per-line offers), inquiry, lines with their tiers, and rate (null: USD). */
export interface FloorCheckInput {
  id: number;
  inquiryId: number;
  lines: readonly Pick<QuotationLine, 'itemId' | 'tiers'>[];
  exchangeRate: string | null;
}

/**
 * Goods proposed instead of a line, with their cost and floor. The offer names no specification, so the cost is the
 * dearest kept for the goods (its own or any specification's): the floor protects the margin of any of them.
 */
async function substituteCostsOf(db: Reader, goodsIds: number[]): Promise<LineCost[]> {
  const ids = [...new Set(goodsIds)];
  if (!ids.length) return [];
  const [rows, costs] = await Promise.all([
    db.select({ id: goods.id, categoryId: goods.categoryId }).from(goods).where(inArray(goods.id, ids)),
    db.select().from(goodsCosts).where(inArray(goodsCosts.goodsId, ids)),
  ]);
  const floors = await floorRows(db, { goodsIds: ids, categoryIds: [...new Set(rows.map((row) => row.categoryId))] });
  return rows.map((row) => {
    const kept = costs.filter((c) => c.goodsId === row.id).map((c) => c.cost);
    return {
      itemId: substituteKey(row.id),
      cost: costText(kept.length ? kept.reduce((a, b) => (b > a ? b : a)) : null),
      floor: floorFor({ goods: floors.goods.get(row.id), category: floors.category.get(row.categoryId), default: floors.default }),
    };
  });
}

const substituteKey = (goodsId: number) => `substitute:${goodsId}`;

/**
 * Every price of a draft below its floor: its lines' tiers, and each per-line offer (issue 52) as one tier at its
 * quantity, against its line's cost, or the proposed goods' own for a substitute. An offer is named by its line.
 */
export async function pricesBelowFloor(db: Reader, draft: FloorCheckInput): Promise<TierMargin[]> {
  const [costs, offers] = await Promise.all([
    lineCostsOf(db, draft.inquiryId),
    db.select({ itemId: quotationLineAnswers.itemId, substituteGoodsId: quotationLineAnswers.substituteGoodsId, qty: quotationOffers.qty, unitPrice: quotationOffers.unitPrice })
      .from(quotationOffers).innerJoin(quotationLineAnswers, eq(quotationLineAnswers.id, quotationOffers.answerId))
      .where(eq(quotationOffers.quotationId, draft.id))
      .orderBy(asc(quotationLineAnswers.sort), asc(quotationOffers.sort), asc(quotationOffers.id)),
  ]);
  const substitutes = await substituteCostsOf(db, offers.flatMap((offer) => (offer.substituteGoodsId === null ? [] : [offer.substituteGoodsId])));
  const lineOfItem = (itemId: string) => {
    const line = draft.lines.findIndex((l) => l.itemId != null && String(l.itemId) === itemId);
    return line >= 0 ? line : costs.findIndex((c) => c.itemId === itemId);
  };
  const priced = [
    ...draft.lines.map((line, lineIndex) => ({ line, lineIndex })),
    ...offers.map((offer) => ({
      lineIndex: lineOfItem(String(offer.itemId)),
      line: {
        itemId: offer.substituteGoodsId === null ? String(offer.itemId) : substituteKey(offer.substituteGoodsId),
        tiers: [{ minQty: offer.qty, unitPrice: minorToNumber(offer.unitPrice) }],
      },
    })),
  ];
  return tiersBelowFloor(priced.map((p) => p.line), [...costs, ...substitutes], draft.exchangeRate)
    .map((below) => ({ ...below, lineIndex: priced[below.lineIndex]!.lineIndex }));
}

/**
 * THE margin floor check of every send path (pricesBelowFloor: the lines and the per-line offers). Answers the
 * prices below their floor; refuses with 20050 when there are some and the member may not pass the floor (a sales
 * person alone), unless `approved` (a sales manager approved this draft).
 */
export async function assertMarginFloor(db: Reader, member: Pick<Member, 'staffRoles'>, draft: FloorCheckInput, options: { approved?: boolean } = {}): Promise<TierMargin[]> {
  const below = await pricesBelowFloor(db, draft);
  if (below.length && !options.approved && !mayPassFloor(member)) throw new ApiError(RES.BELOW_MARGIN_FLOOR, belowFloorMessage(below));
  return below;
}

type ApprovalRow = typeof quotationApprovals.$inferSelect;

async function approvalViews(db: Reader, rows: ApprovalRow[]): Promise<QuotationApproval[]> {
  const ids = [...new Set(rows.flatMap((r) => [r.askedBy, ...(r.decidedBy ? [r.decidedBy] : [])]))];
  const inquiryIds = [...new Set(rows.map((r) => r.inquiryId))];
  const [names, nos] = await Promise.all([
    ids.length ? db.select({ id: members.id, nick: members.nick }).from(members).where(inArray(members.id, ids)) : Promise.resolve([]),
    inquiryIds.length ? db.select({ id: inquiries.id, no: inquiries.inquiryNo }).from(inquiries).where(inArray(inquiries.id, inquiryIds)) : Promise.resolve([]),
  ]);
  const nick = new Map(names.map((n) => [n.id, n.nick]));
  const no = new Map(nos.map((n) => [n.id, n.no]));
  return rows.map((r) => ({
    approvalId: String(r.id), inquiryId: String(r.inquiryId), inquiryNo: no.get(r.inquiryId) ?? '', quotationId: String(r.quotationId ?? ''),
    status: r.status, askedBy: { memId: r.askedBy, nick: nick.get(r.askedBy) ?? '' }, askedAt: r.askedAt.toISOString(), note: r.note,
    decidedBy: r.decidedBy ? { memId: r.decidedBy, nick: nick.get(r.decidedBy) ?? '' } : null, decidedAt: r.decidedAt?.toISOString() ?? null, decisionNote: r.decisionNote,
  }));
}

/** One approval request as its view (the answer of asking, approving and returning). */
export async function approvalView(db: Reader, approvalId: number): Promise<QuotationApproval> {
  const rows = await db.select().from(quotationApprovals).where(eq(quotationApprovals.id, approvalId)).limit(1);
  if (!rows.length) throw notFound('This approval request');
  return (await approvalViews(db, rows))[0]!;
}

/** staff/margin/quotationMargins.do: each line's cost and floor, the draft's latest approval, and the caller's right. */
export async function quotationMargins(db: Reader, member: Member, inquiryId: number) {
  const [inquiry] = await db.select({ id: inquiries.id }).from(inquiries).where(eq(inquiries.id, inquiryId)).limit(1);
  if (!inquiry) throw notFound('This inquiry');
  const [draft] = await db.select({ id: quotations.id }).from(quotations).where(and(eq(quotations.inquiryId, inquiryId), eq(quotations.status, 'draft'))).limit(1);
  const latest = draft
    ? await db.select().from(quotationApprovals).where(eq(quotationApprovals.quotationId, draft.id)).orderBy(desc(quotationApprovals.id)).limit(1)
    : [];
  return { lines: await lineCostsOf(db, inquiryId), approval: latest.length ? (await approvalViews(db, latest))[0]! : null, mayPassFloor: mayPassFloor(member) };
}

/** staff/margin/approvals.do: every pending request, oldest first, with the draft's money and its prices below the floor. */
export async function approvalQueue(db: Reader): Promise<ApprovalQueueRow[]> {
  const rows = await db
    .select({ approval: quotationApprovals, draft: quotations, company: companies.name })
    .from(quotationApprovals)
    .innerJoin(quotations, eq(quotations.id, quotationApprovals.quotationId))
    .innerJoin(inquiries, eq(inquiries.id, quotationApprovals.inquiryId))
    .leftJoin(companies, eq(companies.id, inquiries.companyId))
    .where(and(eq(quotationApprovals.status, 'pending'), isNull(quotations.version)))
    .orderBy(asc(quotationApprovals.askedAt), asc(quotationApprovals.id));
  const views = await approvalViews(db, rows.map((r) => r.approval));
  return Promise.all(rows.map(async (r, i) => {
    const below = await pricesBelowFloor(db, r.draft);
    return {
      ...views[i]!, company: r.company, currency: r.draft.currency, total: minorToNumber(r.draft.total),
      below: below.map((b) => ({ lineIndex: b.lineIndex, title: r.draft.lines[b.lineIndex]?.title ?? '', minQty: b.minQty, unitPrice: b.unitPrice, margin: b.margin, floor: b.floor })),
    };
  }));
}
