import type { DataListItem, HeaderData, ShopByBlock } from '@sw/protocol';

/** The part of the header data that is the same for every visitor (safe to cache with the page). */
export type CatalogHeader = Pick<
  HeaderData,
  'categoryList' | 'shopByTheme' | 'shopByStyle' | 'shopByPlatingMaterial' | 'shopByInsertMaterial'
> & { popularSearch: string[] };

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
    shopByTheme: asBlock(d.shopByTheme, 'Shop by Theme'),
    shopByStyle: asBlock(d.shopByStyle, 'Shop by Style'),
    shopByPlatingMaterial: asBlock(d.shopByPlatingMaterial, 'Shop by Plating Material'),
    shopByInsertMaterial: asBlock(d.shopByInsertMaterial, 'Shop by Insert Material'),
    popularSearch: Array.isArray(d.searchInfo?.popularSearch)
      ? d.searchInfo.popularSearch.filter((s): s is string => typeof s === 'string' && s.trim() !== '')
      : [],
  };
}
