import { asc, inArray, type SQL } from 'drizzle-orm';
import { CATALOGUE_CURRENCY, currencyDigits, formatMinor, times, type GoodsSummary, type MinorTier } from '@sw/protocol';
import type { V1Goods, V1Order, V1OrderDetail } from '@sw/protocol/schemas/publicApi';
import type { Db, Reader } from '../db/client';
import { priceTiers } from '../db/schema';
import { notFound } from '../lib/errors';
import { companyVisibility, getGoodsDetail, listGoods, loadCategoryIndex, onSale } from '../services/catalog';
import { externalIdsOf, orderData, recordOfExternalId, type Owner } from '../services/integration';
import { findOrder, loadOrder, loadOrderItems, orderFilters, orderPage, seenBySalesTeam, type OrderRow } from '../services/order';
import { companyCatalogueOf, memberPriceOf } from './memberCatalog';
import { resolvePrices } from './companyPrices';

/**
 * The public API's reads (/api/v1; docs/integration.md): goods at the key's prices and orders, each with the owner's
 * external id. A company key reads only its company's orders and the goods its company may see, at its own prices;
 * the manufacturer's key reads every placed order and the catalogue. Amounts are exact decimal strings.
 */

interface Page<T> { list: T[]; total: number; pageNum: number; pageSize: number }
const EMPTY = <T>(pageNum = 1, pageSize = 20): Page<T> => ({ list: [], total: 0, pageNum, pageSize });

const visibleTo = async (db: Db, owner: Owner): Promise<SQL> =>
  owner.companyId ? companyVisibility(await loadCategoryIndex(db), await companyCatalogueOf(db, owner.companyId)) : onSale;

/** The catalogue's own tiers (the manufacturer's key reads them as they are). */
async function cataloguePrices(db: Reader, goodsIds: number[]): Promise<Map<number, V1Goods['price']>> {
  if (!goodsIds.length) return new Map();
  const rows = await db.select().from(priceTiers).where(inArray(priceTiers.goodsId, goodsIds)).orderBy(asc(priceTiers.goodsId), asc(priceTiers.minQty));
  const byGoods = new Map<number, MinorTier[]>();
  for (const row of rows) byGoods.set(row.goodsId, [...(byGoods.get(row.goodsId) ?? []), { minQty: row.minQty, price: row.price }]);
  const digits = currencyDigits(CATALOGUE_CURRENCY);
  return new Map([...byGoods].map(([goodsId, tiers]) => {
    const prices = tiers.map((tier) => tier.price);
    return [goodsId, {
      currency: CATALOGUE_CURRENCY, label: 'Catalogue price',
      minPrice: formatMinor(prices.reduce((a, b) => (b < a ? b : a)), digits), maxPrice: formatMinor(prices.reduce((a, b) => (b > a ? b : a)), digits),
      tiers: tiers.map((tier, i) => ({ minQty: tier.minQty, maxQty: tiers[i + 1] ? tiers[i + 1]!.minQty - 1 : null, price: formatMinor(tier.price, digits) })),
    }];
  }));
}

async function pricesFor(db: Db, owner: Owner, goodsIds: number[], day: string): Promise<Map<number, V1Goods['price']>> {
  if (!owner.companyId) return cataloguePrices(db, goodsIds);
  const resolved = await resolvePrices(db, owner.companyId, goodsIds, day);
  const prices = new Map<number, V1Goods['price']>();
  for (const resolution of resolved.values()) {
    const price = memberPriceOf(resolution);
    if (price) prices.set(Number(price.goodsId), { currency: price.currency, minPrice: price.minPrice, maxPrice: price.maxPrice, tiers: price.tiers, label: price.label });
  }
  return prices;
}

async function toV1Goods(db: Db, owner: Owner, summaries: Pick<GoodsSummary, 'goodsId' | 'goodsCode' | 'title' | 'moq' | 'catName1'>[], day: string): Promise<V1Goods[]> {
  const ids = summaries.map((g) => Number(g.goodsId));
  const [prices, externalIds] = await Promise.all([pricesFor(db, owner, ids, day), externalIdsOf(db, owner, 'goods', ids)]);
  return summaries.map((g) => ({
    goodsId: g.goodsId, code: g.goodsCode, title: g.title, moq: g.moq, category: g.catName1,
    externalId: externalIds.get(Number(g.goodsId)) ?? null, price: prices.get(Number(g.goodsId)) ?? null,
  }));
}

/** GET /api/v1/goods/{goodsId}: one goods the owner may see, or 20004 (the same for one it may not). */
export async function v1GoodsById(db: Db, owner: Owner, goodsId: number, day: string): Promise<V1Goods> {
  const { detail } = await getGoodsDetail(db, goodsId, await visibleTo(db, owner));
  return (await toV1Goods(db, owner, [detail], day))[0]!;
}

/** GET /api/v1/goods: a page of the goods the owner may see (or the one its external id names). */
export async function v1GoodsPage(db: Db, owner: Owner, query: { pageNum?: number; pageSize?: number; keyWords?: string; externalId?: string }, day: string): Promise<Page<V1Goods>> {
  if (query.externalId) {
    const goodsId = await recordOfExternalId(db, owner, 'goods', query.externalId);
    const found = goodsId === null ? null : await v1GoodsById(db, owner, goodsId, day).catch(() => null);
    return found ? { list: [found], total: 1, pageNum: 1, pageSize: 1 } : EMPTY();
  }
  const page = await listGoods(db, { keyWords: query.keyWords, pageNum: query.pageNum, pageSize: query.pageSize ?? 20 }, { today: day, visible: await visibleTo(db, owner) });
  return { list: await toV1Goods(db, owner, page.list, day), total: page.total, pageNum: page.pageNum, pageSize: page.pageSize };
}

async function toV1Orders(db: Reader, owner: Owner, rows: OrderRow[]): Promise<V1Order[]> {
  const externalIds = await externalIdsOf(db, owner, 'order', rows.map((row) => row.id));
  return rows.map((row) => ({ ...orderData(row), externalId: externalIds.get(row.id) ?? null }));
}

/** The owner's order: a company's own (any status), the manufacturer's every placed one; else 20004. */
export async function ownedOrder(db: Reader, owner: Owner, orderId: number): Promise<OrderRow> {
  if (!owner.companyId) return loadOrder(db, orderId);
  const row = await findOrder(db, orderId, { companyId: owner.companyId });
  if (!row) throw notFound('This order');
  return row;
}

/** GET /api/v1/orders: the owner's orders, newest first (or the one its external id names). */
export async function v1OrdersPage(db: Db, owner: Owner, query: { pageNum?: number; pageSize?: number; externalId?: string }): Promise<Page<V1Order>> {
  if (query.externalId) {
    const orderId = await recordOfExternalId(db, owner, 'order', query.externalId);
    const row = orderId === null ? null : await ownedOrder(db, owner, orderId).catch(() => null);
    return row ? { list: await toV1Orders(db, owner, [row]), total: 1, pageNum: 1, pageSize: 1 } : EMPTY();
  }
  const scope = owner.companyId ? orderFilters.ofCompany(owner.companyId) : seenBySalesTeam();
  const found = await orderPage(db, { pageNum: query.pageNum, pageSize: query.pageSize ?? 20 }, scope);
  return { list: await toV1Orders(db, owner, found.rows), total: found.total, pageNum: found.pageNum, pageSize: found.pageSize };
}

/** GET /api/v1/orders/{orderId}: the order with its lines, each at its frozen unit price. */
export async function v1OrderDetail(db: Db, owner: Owner, orderId: number): Promise<V1OrderDetail> {
  const row = await ownedOrder(db, owner, orderId);
  const [order] = await toV1Orders(db, owner, [row]);
  const items = await loadOrderItems(db, row.id);
  return {
    ...order!, kind: row.kind,
    lines: items.map((item) => ({
      lineId: String(item.id), goodsId: item.goodsId === null ? null : String(item.goodsId), goodsCode: item.goodsCode, title: item.title, qty: item.qty,
      unitPrice: formatMinor(item.unitPrice), amount: formatMinor(times(item.unitPrice, item.qty)),
    })),
  };
}
