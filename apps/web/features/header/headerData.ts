import {
  CATALOG_FACETS, type DataListItem, type HeaderData, type ShopByBlock, type ShopByBlocks, shopByTitle,
} from '@sw/protocol';

/** The part of the header data that is the same for every visitor (safe to cache with the page). */
export type CatalogHeader = Pick<HeaderData, 'categoryList'> & ShopByBlocks & { popularSearch: string[] };

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
