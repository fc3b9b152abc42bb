import type { QuantityRule } from '@sw/protocol';
import type { Db, Tx } from '../../db/client';

/**
 * What the buyer's company allows of the goods a cart change touches (issue 51, docs/decisions/0020): read across
 * domains by the caller (queries/cartTerms.ts) and handed in, since the cart owns none of it.
 */
export interface CartTerms {
  /** False for goods exclusive to another company or outside the company's assortment: the ordinary not-found. */
  maySee(goodsId: number): boolean;
  /** The goods' quantity rule: its own, a price list's override, else none (the MOQ applies). */
  ruleOf(goodsId: number): QuantityRule;
  /** The list and version that price the goods' specification today; null: the catalogue. */
  pricedBy(goodsId: number, specId: number | null): { listId: number; version: number } | null;
}

export type CartTermsLoader = (db: Db | Tx, items: readonly { goodsId: number; specId: number | null }[]) => Promise<CartTerms>;

/** The columns a line's save records of what priced it. */
export function pricedColumns(terms: CartTerms, goodsId: number, specId: number | null) {
  const by = terms.pricedBy(goodsId, specId);
  return { priceListId: by?.listId ?? null, priceListVersion: by?.version ?? null };
}
