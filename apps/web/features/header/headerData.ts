import {
  CATALOG_FACETS, type DataListItem, type HeaderData, type NewDesign, type ShopByBlock, type ShopByBlocks, shopByTitle,
} from '@sw/protocol';

/** The part of the header data that is the same for every visitor (safe to cache with the page). */
export type CatalogHeader = Pick<HeaderData, 'categoryList'> & ShopByBlocks & { popularSearch: string[] };

/** The part that depends on the member: cart count and the auditFlag-gated new arrivals. */
export interface MemberHeader {
  inquiryCartTotal: number;
  newArrivals: NewDesign;
}

export const VISITOR_HEADER: MemberHeader = { inquiryCartTotal: 0, newArrivals: { auditFlag: 0, dataList: [] } };

const EMPTY_BLOCK: ShopByBlock = { showName: '', allName: '', dataList: [] };

function asBlock(value: unknown, fallbackName: string): ShopByBlock {
  if (!value || typeof value !== 'object') return { ...EMPTY_BLOCK, showName: fallbackName };
  const block = value as Partial<ShopByBlock>;
  const list = Array.isArray(block.dataList) ? block.dataList : [];
  return {
    showName: typeof block.showName === 'string' && block.showName ? block.showName : fallbackName,
    allName: typeof block.allName === 'string' ? block.allName : '',
    dataList: list.filter((item): item is DataListItem => !!item && typeof item === 'object' && 'cateId' in item),
  };
}

/** Reads the catalogue part of a headerData.do answer, tolerating missing fields. */
export function toCatalogHeader(data: Partial<HeaderData> | null | undefined): CatalogHeader {
  const d = data ?? {};
  return {
    categoryList: Array.isArray(d.categoryList) ? d.categoryList.filter((c) => c && typeof c.cateName === 'string') : [],
    ...(Object.fromEntries(CATALOG_FACETS.map((facet) => [facet.block, asBlock(d[facet.block], shopByTitle(facet))])) as ShopByBlocks),
    popularSearch: Array.isArray(d.searchInfo?.popularSearch)
      ? d.searchInfo.popularSearch.filter((s): s is string => typeof s === 'string' && s.trim() !== '')
      : [],
  };
}

/** Reads the member part of a headerData.do answer. */
export function toMemberHeader(data: Partial<HeaderData> | null | undefined): MemberHeader {
  const total = Number(data?.inquiryCartTotal);
  const design = data?.searchInfo?.newArrivals;
  return {
    inquiryCartTotal: Number.isFinite(total) && total > 0 ? Math.floor(total) : 0,
    newArrivals: {
      auditFlag: Number(design?.auditFlag) || 0,
      dataList: Array.isArray(design?.dataList) ? design.dataList.filter((a) => a && a.poGoodsId) : [],
    },
  };
}

/** Links of the Products hover dialog and the goods list (spec 2). */
export const goodsListHref = {
  category: (cateName: string) => `/goods/list?catName1=${encodeURIComponent(cateName)}`,
  theme: (id: string) => `/goods/list?cateIdForTheme=${encodeURIComponent(id)}`,
  style: (id: string) => `/goods/list?cateIdForStyle=${encodeURIComponent(id)}`,
  platingMaterial: (id: string) => `/goods/list?cateIdForPlatingMaterial=${encodeURIComponent(id)}`,
  insertMaterial: (id: string) => `/goods/list?cateIdForInsertMaterial=${encodeURIComponent(id)}`,
  keyWords: (text: string) => `/goods/list?keyWords=${encodeURIComponent(text)}`,
  all: '/goods/list',
};
