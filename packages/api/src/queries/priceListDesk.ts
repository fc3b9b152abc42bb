import { aliasedTable, and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  adjustText, formatMinor, formatSpecLine, PRICE_LIST_LIMITS, PRICE_SHEET_COLUMNS, priceSourceText, roundingText, tiersText,
  type CompanyPriceAgreement, type MinorTier, type Page, type PriceCalculation, type PriceListLineRow, type PriceListState, type PriceListSummary,
  type PriceListView, type PriceSheet, type PriceTierText,
} from '@sw/protocol';
import type { Reader } from '../db/client';
import { categories, companies, goods, goodsSpecs, priceListCompanies, priceListLines, priceLists, type PriceListLineRecord, type PriceListRecord } from '../db/schema';
import { containing } from '../lib/textSearch';
import { paging } from '../lib/paging';
import { notFound } from '../lib/errors';
import { resolvePrices } from './companyPrices';

/**
 * The console's reads of price lists (issue 51; docs/protocol.md, Price lists): the lists with their companies, a
 * page of a list's lines with what each targets (the catalogue's codes and names), the sheet an export writes, the
 * codes an import names, and the price calculation details. Read only, across priceLists, catalog and the accounts.
 */

export const listState = (list: Pick<PriceListRecord, 'validFrom' | 'validUntil'>, day: string): PriceListState =>
  list.validFrom !== null && day < list.validFrom ? 'scheduled' : list.validUntil !== null && day > list.validUntil ? 'ended' : 'active';

const moneyText = (minor: bigint | null) => (minor === null ? null : formatMinor(minor));
const companyName = (name: string | null) => name?.trim() || 'Company without a name';

function summaryOf(row: PriceListRecord, day: string, counts: { companies: number; lines: number }): PriceListSummary {
  return {
    id: row.id, name: row.name, currency: row.currency, validFrom: row.validFrom, validUntil: row.validUntil, priority: row.priority, version: row.version,
    firstOrderMinimum: moneyText(row.firstOrderMinimum), reorderMinimum: moneyText(row.reorderMinimum), state: listState(row, day), ...counts,
  };
}

async function countsOf(db: Reader, ids: readonly number[]) {
  if (!ids.length) return new Map<number, { companies: number; lines: number }>();
  const [companyCounts, lineCounts] = await Promise.all([
    db.select({ id: priceListCompanies.priceListId, n: count() }).from(priceListCompanies).where(inArray(priceListCompanies.priceListId, [...ids])).groupBy(priceListCompanies.priceListId),
    db.select({ id: priceListLines.priceListId, n: count() }).from(priceListLines).where(inArray(priceListLines.priceListId, [...ids])).groupBy(priceListLines.priceListId),
  ]);
  const c = new Map(companyCounts.map((r) => [r.id, Number(r.n)]));
  const l = new Map(lineCounts.map((r) => [r.id, Number(r.n)]));
  return new Map(ids.map((id) => [id, { companies: c.get(id) ?? 0, lines: l.get(id) ?? 0 }]));
}

/** staff/priceLists/list.do: every list, highest priority first, then by name. */
export async function priceListSummaries(db: Reader, input: { keyword?: string; state?: PriceListState }, day: string): Promise<PriceListSummary[]> {
  const where = input.keyword ? or(ilike(priceLists.name, containing(input.keyword)), ilike(priceLists.currency, input.keyword)) : undefined;
  const rows = await db.select().from(priceLists).where(where).orderBy(sql`${priceLists.priority} desc`, asc(sql`lower(${priceLists.name})`), asc(priceLists.id)).limit(1000);
  const counts = await countsOf(db, rows.map((r) => r.id));
  return rows.map((row) => summaryOf(row, day, counts.get(row.id)!)).filter((list) => !input.state || list.state === input.state);
}

/** staff/priceLists/view.do: a list with the companies it is assigned to. */
export async function priceListView(db: Reader, listId: number, day: string): Promise<PriceListView> {
  const [row] = await db.select().from(priceLists).where(eq(priceLists.id, listId));
  if (!row) throw notFound('This price list');
  const [counts, assigned] = await Promise.all([
    countsOf(db, [row.id]),
    db.select({ id: companies.id, name: companies.name }).from(priceListCompanies).innerJoin(companies, eq(companies.id, priceListCompanies.companyId))
      .where(eq(priceListCompanies.priceListId, row.id)).orderBy(sql`${companies.name} asc nulls last`, asc(companies.id)),
  ]);
  return { ...summaryOf(row, day, counts.get(row.id)!), companyList: assigned.map((c) => ({ id: c.id, name: companyName(c.name) })) };
}

const specGoods = aliasedTable(goods, 'spec_goods');
const SCOPE_ORDER = sql`case ${priceListLines.scope} when 'all' then 0 when 'category' then 1 when 'goods' then 2 else 3 end`;

/** The lines with what each targets: the goods, the specification (with its goods), the category. */
function linesWithTargets(db: Reader) {
  return db.select({
    line: priceListLines,
    goodsCode: goods.code, goodsTitle: goods.title,
    specCode: goodsSpecs.skuCode, specEntries: goodsSpecs.entries, specGoodsTitle: specGoods.title,
    categorySlug: categories.slug, categoryName: categories.name,
  }).from(priceListLines)
    .leftJoin(goods, eq(goods.id, priceListLines.goodsId))
    .leftJoin(goodsSpecs, eq(goodsSpecs.id, priceListLines.specId))
    .leftJoin(specGoods, eq(specGoods.id, goodsSpecs.goodsId))
    .leftJoin(categories, eq(categories.id, priceListLines.categoryId));
}
type LineWithTarget = Awaited<ReturnType<ReturnType<typeof linesWithTargets>['where']>>[number];

const tierTexts = (tiers: readonly { minQty: number; price: string }[]) => tiers.map((t) => ({ minQty: t.minQty, price: t.price }));

function lineRow(r: LineWithTarget): PriceListLineRow {
  const { line } = r;
  const target = line.scope === 'goods' ? r.goodsCode : line.scope === 'spec' ? r.specCode : line.scope === 'category' ? r.categorySlug : null;
  const targetName = line.scope === 'goods' ? (r.goodsTitle ?? '')
    : line.scope === 'spec' ? `${r.specGoodsTitle ?? ''} · ${formatSpecLine(r.specEntries)}`
      : line.scope === 'category' ? (r.categoryName ?? '') : 'All goods';
  const tiers = line.tiers ? tierTexts(line.tiers) : null;
  const rule = line.adjustPercent !== null && line.rounding !== null ? { adjustPercent: line.adjustPercent, rounding: line.rounding } : null;
  const howText = tiers ? `Fixed: ${tiers.map((t) => `${t.minQty}+ ${t.price}`).join(', ')}` : `${adjustText(rule!.adjustPercent)}, ${roundingText(rule!.rounding)}`;
  return {
    id: line.id, scope: line.scope, targetId: line.specId ?? line.goodsId ?? line.categoryId, target, targetName, tiers, rule, howText,
    quantity: { minQty: line.minQty, maxQty: line.maxQty, increment: line.increment, mixAndMatch: line.mixAndMatch },
  };
}

async function requireList(db: Reader, listId: number): Promise<PriceListRecord> {
  const [row] = await db.select().from(priceLists).where(eq(priceLists.id, listId));
  if (!row) throw notFound('This price list');
  return row;
}

/** staff/priceLists/lines.do: a page of the list's lines (all goods first, then categories, goods, specifications), by code or name words. */
export async function priceListLinePage(
  db: Reader, input: { listId: number; keyword?: string; scope?: PriceListLineRecord['scope']; pageNum?: number; pageSize?: number },
): Promise<Page<PriceListLineRow>> {
  await requireList(db, input.listId);
  const { pageNum, pageSize, offset } = paging(input, PRICE_LIST_LIMITS.pageSize);
  const words = input.keyword ? containing(input.keyword) : null;
  const conditions: (SQL | undefined)[] = [
    eq(priceListLines.priceListId, input.listId),
    input.scope ? eq(priceListLines.scope, input.scope) : undefined,
    words ? or(ilike(goods.code, words), ilike(goods.title, words), ilike(goodsSpecs.skuCode, words), ilike(specGoods.title, words), ilike(categories.name, words), ilike(categories.slug, words)) : undefined,
  ];
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    linesWithTargets(db).where(where).orderBy(SCOPE_ORDER, asc(sql`coalesce(${goods.code}, ${goodsSpecs.skuCode}, ${categories.slug})`), asc(priceListLines.id)).limit(pageSize).offset(offset),
    db.select({ n: count() }).from(priceListLines)
      .leftJoin(goods, eq(goods.id, priceListLines.goodsId)).leftJoin(goodsSpecs, eq(goodsSpecs.id, priceListLines.specId))
      .leftJoin(specGoods, eq(specGoods.id, goodsSpecs.goodsId)).leftJoin(categories, eq(categories.id, priceListLines.categoryId))
      .where(where),
  ]);
  return { list: rows.map(lineRow), total: Number(total?.n ?? 0), pageNum, pageSize };
}

const yesNo = (value: boolean | null) => (value === null ? '' : value ? 'yes' : 'no');
const countText = (value: number | null) => (value === null ? '' : String(value));

/** staff/priceLists/exportLines.do: every line as a sheet row, in PRICE_SHEET_COLUMNS' order (an import of it changes nothing). */
export async function priceSheetOf(db: Reader, listId: number): Promise<PriceSheet> {
  const list = await requireList(db, listId);
  const rows = await linesWithTargets(db).where(eq(priceListLines.priceListId, listId)).orderBy(SCOPE_ORDER, asc(priceListLines.id));
  return {
    listName: list.name, version: list.version, currency: list.currency, columns: [...PRICE_SHEET_COLUMNS],
    rows: rows.map(lineRow).map((line) => [
      line.scope, line.target ?? '', line.targetName, line.tiers ? tiersText(line.tiers) : '', line.rule?.adjustPercent ?? '', line.rule?.rounding ?? '',
      countText(line.quantity.minQty), countText(line.quantity.maxQty), countText(line.quantity.increment), yesNo(line.quantity.mixAndMatch),
    ]),
  };
}

/** The ids an import's targets name: goods by code, specifications by item code, categories by slug (case as typed, codes are unique). */
export async function sheetTargetIds(db: Reader, targets: { goods: string[]; spec: string[]; category: string[] }) {
  const [g, s, c] = await Promise.all([
    targets.goods.length ? db.select({ id: goods.id, code: goods.code }).from(goods).where(inArray(goods.code, targets.goods)) : [],
    targets.spec.length ? db.select({ id: goodsSpecs.id, code: goodsSpecs.skuCode }).from(goodsSpecs).where(inArray(goodsSpecs.skuCode, targets.spec)) : [],
    targets.category.length ? db.select({ id: categories.id, code: categories.slug }).from(categories).where(inArray(categories.slug, targets.category)) : [],
  ]);
  return { goods: new Map(g.map((r) => [r.code, r.id])), spec: new Map(s.map((r) => [r.code, r.id])), category: new Map(c.map((r) => [r.code, r.id])) };
}

/**
 * The list's lines a bulk change on a category reaches: lines on the category or a subcategory, on goods in them, on
 * specifications of those goods. A line on all goods is not "on necklaces" and is left as it is.
 */
export async function lineIdsInCategory(db: Reader, listId: number, categoryId: number): Promise<number[]> {
  const tree = await db.select({ id: categories.id, parentId: categories.parentId }).from(categories);
  if (!tree.some((c) => c.id === categoryId)) throw notFound('This category');
  const within = new Set([categoryId]);
  for (let grew = true; grew;) {
    grew = false;
    for (const c of tree) if (c.parentId !== null && within.has(c.parentId) && !within.has(c.id)) { within.add(c.id); grew = true; }
  }
  const ids = [...within];
  const rows = await db.select({ id: priceListLines.id }).from(priceListLines)
    .leftJoin(goods, eq(goods.id, priceListLines.goodsId))
    .leftJoin(goodsSpecs, eq(goodsSpecs.id, priceListLines.specId))
    .leftJoin(specGoods, eq(specGoods.id, goodsSpecs.goodsId))
    .where(and(eq(priceListLines.priceListId, listId), or(inArray(priceListLines.categoryId, ids), inArray(goods.categoryId, ids), inArray(specGoods.categoryId, ids))))
    .orderBy(asc(priceListLines.id));
  return rows.map((r) => r.id);
}

const tierText = (tiers: readonly MinorTier[]): PriceTierText[] => tiers.map((t) => ({ minQty: t.minQty, price: formatMinor(t.price) }));

/**
 * staff/priceLists/priceCalculation.do: the company's lists (each with whether it applies on the day) and, for each
 * code (a goods code or a specification's item code), the price the company pays and how it was found.
 */
export async function priceCalculationOf(db: Reader, input: { companyId: string; codes: string[]; day?: string }, today: string): Promise<PriceCalculation> {
  const day = input.day ?? today;
  const [company] = await db.select({ id: companies.id, name: companies.name }).from(companies).where(eq(companies.id, input.companyId));
  if (!company) throw notFound('This company');
  const codes = [...new Set(input.codes)];
  const [assigned, goodsRows, specRows] = await Promise.all([
    db.select({ list: priceLists }).from(priceListCompanies).innerJoin(priceLists, eq(priceLists.id, priceListCompanies.priceListId))
      .where(eq(priceListCompanies.companyId, company.id)).orderBy(sql`${priceLists.priority} desc`, asc(priceLists.id)),
    db.select({ id: goods.id, code: goods.code, title: goods.title }).from(goods).where(inArray(goods.code, codes)),
    db.select({ id: goodsSpecs.id, code: goodsSpecs.skuCode, entries: goodsSpecs.entries, goodsId: goods.id, title: goods.title }).from(goodsSpecs)
      .innerJoin(goods, eq(goods.id, goodsSpecs.goodsId)).where(inArray(goodsSpecs.skuCode, codes)),
  ]);
  const byCode = new Map<string, { goodsId: number; specId: number | null; title: string }>();
  for (const g of goodsRows) byCode.set(g.code, { goodsId: g.id, specId: null, title: g.title });
  for (const s of specRows) if (!byCode.has(s.code)) byCode.set(s.code, { goodsId: s.goodsId, specId: s.id, title: `${s.title} · ${formatSpecLine(s.entries)}` });
  const known = codes.filter((code) => byCode.has(code));
  const prices = await resolvePrices(db, company.id, known.map((code) => byCode.get(code)!), day);
  return {
    company: { id: company.id, name: companyName(company.name) },
    day,
    lists: assigned.map(({ list }) => ({
      id: list.id, name: list.name, currency: list.currency, priority: list.priority, version: list.version, validFrom: list.validFrom, validUntil: list.validUntil,
      appliesOnDay: listState(list, day) === 'active',
    })),
    rows: known.map((code) => {
      const target = byCode.get(code)!;
      const r = prices.get(target.specId === null ? `${target.goodsId}` : `${target.goodsId}:${target.specId}`)!;
      return {
        code, goodsId: target.goodsId, specId: target.specId, title: target.title, currency: r.currency, tiers: tierText(r.tiers),
        catalogueCurrency: r.catalogueCurrency, catalogueTiers: tierText(r.catalogueTiers), source: r.source, text: priceSourceText(r.source, r.currency), passedOver: r.passedOver,
      };
    }),
    unknownCodes: codes.filter((code) => !byCode.has(code)),
  };
}

/** company/priceAgreements.do: the caller's company's lists (never another company's), the current and scheduled first. */
export async function companyPriceAgreements(db: Reader, companyId: string, day: string): Promise<CompanyPriceAgreement[]> {
  const rows = await db.select({ list: priceLists }).from(priceListCompanies).innerJoin(priceLists, eq(priceLists.id, priceListCompanies.priceListId))
    .where(eq(priceListCompanies.companyId, companyId)).orderBy(sql`${priceLists.priority} desc`, asc(priceLists.id));
  const rank: Record<PriceListState, number> = { active: 0, scheduled: 1, ended: 2 };
  return rows.map(({ list }) => ({
    name: list.name, currency: list.currency, validFrom: list.validFrom, validUntil: list.validUntil, state: listState(list, day),
    firstOrderMinimum: moneyText(list.firstOrderMinimum), reorderMinimum: moneyText(list.reorderMinimum),
  })).sort((a, b) => rank[a.state] - rank[b.state]);
}
