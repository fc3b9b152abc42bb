import type { GoodsDetailView, GoodsPage } from './catalog';

/**
 * A company's own catalogue (issue 51, docs/decisions/0020): what a signed-in buyer's company pays for goods, and why,
 * and the goods it alone may see. Member-only answers (Cache-Control: private, no-store); visitors' shared answers
 * never carry them. Amounts are exact decimal text in the answer's currency ('4.15').
 */

/** A price from a quantity on, up to `maxQty` (null: no upper end). */
export interface MemberPriceTier {
  minQty: number;
  maxQty: number | null;
  price: string;
}

export interface MemberPrice {
  goodsId: string;
  /** The currency the company pays in: its list's, or the catalogue's (USD) when no list prices the goods. */
  currency: string;
  minPrice: string;
  maxPrice: string;
  tiers: MemberPriceTier[];
  /** The catalogue's prices beside it (struck through when the company's differ). */
  catalogue: { currency: string; minPrice: string; maxPrice: string; tiers: MemberPriceTier[] };
  /** Which list priced it (its id, name and version), or the catalogue. */
  source: { kind: 'catalogue' } | { kind: 'list'; listId: string; listName: string; version: number };
  /** Short, for a card: 'Your price (Spring agreement 2027)', or 'Catalogue price'. */
  label: string;
  /** Why this price, in words (priceSourceText): 'Your price (Spring agreement 2027, version 3): catalogue −12 % on all goods, rounded up to .x9, at 1 USD = 0.9215 EUR'. */
  why: string;
}

/** csite/memberPrices.do's answer. */
export interface MemberPrices {
  /** By goods id: the asked goods the company may see, and every goods of `page`. */
  prices: Record<string, MemberPrice>;
  /** Asked goods the company may not see (outside its assortment, or another company's exclusive). */
  hidden: string[];
  /**
   * With `list` asked and a company whose catalogue is not the shared one (an assortment, or exclusive goods): its own
   * page of that query, to show instead of the shared page. Null: the shared page is the company's.
   */
  page: GoodsPage | null;
}

/** csite/memberGoodsDetail.do's answer: a goods exclusive to the caller's company, with the company's price. */
export interface MemberGoodsDetail {
  goods: GoodsDetailView;
  price: MemberPrice;
}

/** A company as the console's pickers name it. */
export interface CompanyChoice {
  companyId: string;
  name: string;
}

/** staff/goodsExclusives.do: the companies a goods is exclusive to (none: public). */
export interface GoodsExclusivesView {
  goodsId: string;
  companies: CompanyChoice[];
}

/** staff/companyAssortment.do: the categories (with their subcategories) and goods a company sees; `all` when unrestricted. */
export interface CompanyAssortmentView {
  companyId: string;
  all: boolean;
  categories: { cateId: string; cateName: string }[];
  goods: { goodsId: string; goodsCode: string; title: string }[];
}
