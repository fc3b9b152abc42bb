// The staff console's catalogue (staff/catalog…).
import type { FacetKind } from '../facets';
import type { SpecEntry } from '../format';
import type { HomeBanner } from './catalog';

/** One row of the staff goods table: on sale and offline goods alike. */
export interface StaffGoodsRow {
  goodsId: string;
  goodsCode: string;
  title: string;
  imageUrl: string;
  categoryId: string;
  categoryName: string;
  factoryName: string | null;
  /** 1 on sale, 0 offline. */
  status: number;
  newFlag: number;
  moq: number;
  minPrice: number;
  maxPrice: number;
  popularity: number;
  createdAt: string;
}

/** Goods as the staff form edits them (every field of staffGoodsSchema, as stored). */
export interface StaffGoodsView {
  goodsId: string;
  code: string;
  title: string;
  description: string;
  categoryId: string;
  factoryId: string | null;
  newFlag: number;
  status: number;
  moq: number;
  facetIds: string[];
  specs: { skuCode: string; entries: SpecEntry[] }[];
  tiers: { minQty: number; price: number }[];
  images: string[];
  /** Samples: offered or not, the own price per piece (null: the catalogue rule), the most pieces per specification. */
  sampleOffered: boolean;
  samplePrice: number | null;
  sampleMaxPieces: number;
  /** Customs: its own HS code and ISO country of origin (null: the category's). */
  hsCode: string | null;
  originCountry: string | null;
}

export interface StaffCategory {
  id: string;
  name: string;
  slug: string;
  parentId: string | null;
  imageUrl: string;
  sort: number;
  /** Goods in this category itself (on sale and offline). */
  goodsCount: number;
  /** Customs its goods take unless they name their own (null: the parent category's). */
  hsCode: string | null;
  originCountry: string | null;
}

export interface StaffFacet {
  id: string;
  kind: FacetKind;
  name: string;
  popularFlag: number;
  /** YYYY-MM-DD or null. */
  fromDate: string | null;
  toDate: string | null;
  imageUrl: string;
  sort: number;
  goodsCount: number;
}

export interface StaffFactory {
  id: string;
  name: string;
  city: string;
  country: string;
  foundedYear: number;
  areaSqm: number;
  employees: number;
  monthlyCapacity: number;
  summary: string;
  description: string;
  capabilities: string[];
  certifications: string[];
  images: string[];
  sort: number;
  goodsCount: number;
}

/** Everything the catalogue screens pick from and edit besides goods. */
export interface CatalogSetup {
  categories: StaffCategory[];
  facets: StaffFacet[];
  factories: StaffFactory[];
  popularSearches: string[];
  banners: HomeBanner[];
}

/** What a staff save answers: the id of the saved record. */
export interface SavedRecord {
  id: string;
}
