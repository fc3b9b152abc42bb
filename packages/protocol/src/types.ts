import type { SpecEntry } from './format';

/** User info kept in the browser session and store (spec 3). The token stays in an httpOnly cookie. */
export interface UserInfo {
  nick: string;
  headImg: string;
  memId: string;
  tokEn?: string;
  qxb?: unknown;
  qxEnt?: unknown;
}

export interface LoginResult {
  nick: string;
  tokEn: string;
  headImg: string;
  memId: string;
}

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

export interface HeaderData {
  inquiryCartTotal: number;
  categoryList: { cateId: string; cateName: string; imageUrl?: string }[];
  shopByTheme: ShopByBlock;
  shopByStyle: ShopByBlock;
  shopByPlatingMaterial: ShopByBlock;
  shopByInsertMaterial: ShopByBlock;
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

export interface GoodsDetail extends GoodsSummary {
  description: string;
  images: string[];
  specs: SpecEntry[][];
  priceTiers: PriceTier[];
  factory: { factoryId: string; name: string } | null;
  facets: { theme: string[]; style: string[]; platingMaterial: string[]; insertMaterial: string[] };
}

export interface Page<T> {
  list: T[];
  total: number;
  pageNum: number;
  pageSize: number;
}
