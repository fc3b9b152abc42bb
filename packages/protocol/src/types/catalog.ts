// The catalogue, factories, contact and member cache (csite, csite01, base cache).
import type { PerFacet } from '../facets';
import type { GoodsSamples } from './samples';
import type { GoodsStandard, StandardFacet } from './compliance';
import type { SpecEntry } from '../format';
import type { Page } from './page';
import type { CompanySeat } from './sharing';

export interface DataListItem {
  cateId: string;
  cateEnName: string;
  popularFlag: number;
  fromDate: string | null;
  toDate: string | null;
  imageUrl: string;
}

export interface ShopByBlock {
  showName: string;
  allName: string;
  dataList: DataListItem[];
}

export interface NewArrival {
  poGoodsId: string;
  imgUrl: string;
}

export interface NewDesign {
  auditFlag: number;
  dataList: NewArrival[];
}

/** shopByTheme, shopByStyle, shopByPlatingMaterial, shopByInsertMaterial (see facets.ts). */
export type ShopByBlocks = PerFacet<'block', ShopByBlock>;

export interface HeaderData extends ShopByBlocks {
  inquiryCartTotal: number;
  /** The account menu's counters (spec §2): the company's open inquiries and open orders; 0 for a visitor. */
  openInquiries: number;
  openOrders: number;
  /** Whether the signed-in member is on the sales team (the user menu links the staff console). */
  isStaff: boolean;
  /** The signed-in buyer's id and company role (a viewer's screens offer no writes); null for visitors and staff. */
  seat?: CompanySeat | null;
  /** A sales person acting for this buyer (issue 53): the page shows the acting banner (loaded only then). */
  acting?: boolean;
  categoryList: { cateId: string; cateName: string; imageUrl?: string }[];
  searchInfo: { popularSearch: string[]; newArrivals: NewDesign };
}

export interface PriceTier {
  minQty: number;
  maxQty: number | null;
  price: number;
}

export interface GoodsSummary {
  goodsId: string;
  goodsCode: string;
  title: string;
  imageUrl: string;
  minPrice: number;
  maxPrice: number;
  moq: number;
  newFlag: number;
  catName1: string;
}

/** A facet value a good carries; the id is the value of the goods list's cateIdFor... parameter. */
export interface GoodsFacet {
  id: string;
  name: string;
}

export interface GoodsDetail extends GoodsSummary {
  description: string;
  images: string[];
  specs: SpecEntry[][];
  priceTiers: PriceTier[];
  factory: { factoryId: string; name: string } | null;
  /** Theme, style, plating and insert material, each in the menu's order. */
  facets: PerFacet<'key', GoodsFacet[]>;
}

/** Query of csite/onlineGoodsList.do, after validation (see schemas/catalog.ts). */
export type GoodsSort = 'popular' | 'newest' | 'priceAsc' | 'priceDesc';

export interface CategoryRef {
  cateId: string;
  cateName: string;
  slug: string;
}

/** A category with its sub-categories (the Products hover dialog, the goods-list side bar). */
export interface CategoryNode extends CategoryRef {
  imageUrl: string;
  children: CategoryNode[];
}

/** One orderable specification of a good: its id (for the cart), SKU code and cd/nm/vl lines. */
export interface GoodsSku {
  specId: string;
  skuCode: string;
  entries: SpecEntry[];
}

/** newDesignPictures.do: per goods id, its main picture and its gallery, as stored. */
export type NewDesignPictures = Record<string, { imageUrl: string; images: string[] }>;

/** What onlineGoodsDetail.do returns: the detail plus its place in the catalogue. */
export interface GoodsDetailView extends GoodsDetail {
  /** Top level first, e.g. Rings > Band Rings. */
  categoryPath: CategoryRef[];
  skus: GoodsSku[];
  related: GoodsSummary[];
  /** Samples: offered or not, the price per piece and the limit per specification (docs/protocol.md, Samples). */
  samples: GoodsSamples;
  /** The standards whose current documents cover the goods (docs/protocol.md, Compliance documents). */
  standards: GoodsStandard[];
}

export interface HomeBanner {
  title: string;
  subtitle: string;
  link: string;
  image: string;
}

export interface FactorySummary {
  factoryId: string;
  name: string;
  city: string;
  country: string;
  foundedYear: number;
  areaSqm: number;
  employees: number;
  monthlyCapacity: number;
  summary: string;
  imageUrl: string;
}

export interface FactoryDetail extends FactorySummary {
  description: string;
  capabilities: string[];
  certifications: string[];
  images: string[];
  goodsCount: number;
  /** A few of its best-selling goods. */
  featuredGoods: GoodsSummary[];
}

export interface HomePageData {
  banners: HomeBanner[];
  featuredCategories: CategoryNode[];
  newArrivals: GoodsSummary[];
  bestSellers: GoodsSummary[];
  factories: FactorySummary[];
}

/** The Products hover dialog: categories on the left, shop-by blocks on the right. */
export interface ProductMenu extends ShopByBlocks {
  categoryList: CategoryNode[];
}

export interface Country {
  /** ISO 3166-1 alpha-2. */
  code: string;
  name: string;
}

export interface ContactReceipt {
  contactId: string;
}

/** getSelfDefinedDataCache.do: the stored value, or null with updatedAt null when nothing is stored. */
export interface SelfDefinedCacheEntry {
  key: string;
  value: unknown;
  updatedAt: string | null;
}

/**
 * onlineGoodsList.do answers with a page of goods. A keyword search counts matches only up to
 * a cap (GOODS_PAGE.keywordCountCap, 1 000) to stay fast; totalCapped says more goods match than `total`.
 */
export interface GoodsPage extends Page<GoodsSummary> {
  totalCapped: boolean;
  /**
   * A keyword search that found nothing: the nearest search that finds goods ('necklace' for 'neckalce zzz'),
   * for a "Did you mean …" link. Absent otherwise.
   */
  didYouMean?: string;
  /**
   * The goods list's standard facet: every standard whose current documents cover goods on sale (the four named ones
   * and each other named standard), with its count, in the table's order and then by name. The same for every query.
   */
  standards?: StandardFacet[];
}
