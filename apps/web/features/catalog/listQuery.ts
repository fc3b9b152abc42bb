import { catalog, FACET_PARAMS, parseStandardFacetKey, type FacetParam, type GoodsSort, type InputOf } from '@sw/protocol';
import { GOODS_LIST_PARAMS } from '@/lib/links';
import { GOODS_PAGE, GOODS_SORTS } from '@sw/protocol/schemas/catalog';
import { isCatalogId } from './ids';

/**
 * The goods list's URL: the nine query parameters of the spec, plus sort and pageNum.
 * Everything the page shows and every link it makes is derived from this one object.
 */
export type ListParamName = (typeof GOODS_LIST_PARAMS)[number];
export { FACET_PARAMS, type FacetParam };

/** The facet filters (cateIdForTheme ...) come from the protocol's facet table. */
export interface ListParams extends Partial<Record<FacetParam, string>> {
  keyWords?: string;
  catName1?: string;
  /** A compliance standard's facet key ('EN1811', 'OTHER:ISO 8654'): only goods its current documents cover. */
  standard?: string;
  newFlag?: '0' | '1';
  /** 'new' hides the new-arrival badge and filter. */
  hide?: 'new';
  /** The page heading. */
  title?: string;
  sort?: GoodsSort;
  pageNum?: number;
}

export const LIST_PAGE_SIZE = GOODS_PAGE.defaultSize;

export const SORT_LABELS: Record<GoodsSort, string> = {
  popular: 'Most popular',
  newest: 'Newest',
  priceAsc: 'Price: low to high',
  priceDesc: 'Price: high to low',
};

export type RawSearchParams = Record<string, string | string[] | undefined>;

function first(value: string | string[] | undefined): string | undefined {
  const v = Array.isArray(value) ? value[0] : value;
  const trimmed = v?.trim();
  return trimmed ? trimmed : undefined;
}

/** Reads the URL; values the back-end would refuse are dropped instead of failing the page. */
export function readListParams(raw: RawSearchParams): ListParams {
  const params: ListParams = {};
  const keyWords = first(raw.keyWords);
  if (keyWords) params.keyWords = keyWords.slice(0, 200);
  const catName1 = first(raw.catName1);
  if (catName1) params.catName1 = catName1.slice(0, 100);
  for (const name of FACET_PARAMS) {
    const value = first(raw[name]);
    if (isCatalogId(value)) params[name] = value;
  }
  const standard = first(raw.standard);
  if (standard && parseStandardFacetKey(standard)) params.standard = standard;
  const newFlag = first(raw.newFlag);
  if (newFlag === '0' || newFlag === '1') params.newFlag = newFlag;
  if (first(raw.hide) === 'new') params.hide = 'new';
  const title = first(raw.title);
  if (title) params.title = title.slice(0, 120);
  const sort = first(raw.sort);
  if (sort && (GOODS_SORTS as readonly string[]).includes(sort)) params.sort = sort as GoodsSort;
  const pageNum = first(raw.pageNum);
  if (pageNum && /^\d+$/.test(pageNum)) {
    const n = Number(pageNum);
    if (n > 1 && n <= GOODS_PAGE.maxPageNum) params.pageNum = n;
  }
  return params;
}

/** What the page sends to onlineGoodsList.do (hide and title are for the page only). */
export function goodsListRequest(params: ListParams): InputOf<typeof catalog.onlineGoodsList> {
  const { hide: _hide, title: _title, pageNum, ...filters } = params;
  return { ...filters, pageNum: pageNum ?? 1, pageSize: LIST_PAGE_SIZE };
}

/** The filters that narrow the list (not sort, page, hide or title). */
export function activeFilterCount(params: ListParams): number {
  let count = 0;
  if (params.keyWords) count++;
  if (params.catName1) count++;
  for (const name of FACET_PARAMS) if (params[name]) count++;
  if (params.standard) count++;
  if (params.newFlag === '1' && params.hide !== 'new') count++;
  return count;
}

/** Page numbers to show: the first, the last, and two either side of the current one, with gaps as null. */
export function pageWindow(current: number, totalPages: number): (number | null)[] {
  const pages = new Set<number>([1, totalPages]);
  for (let p = current - 2; p <= current + 2; p++) if (p >= 1 && p <= totalPages) pages.add(p);
  const sorted = [...pages].filter((p) => p >= 1).sort((a, b) => a - b);
  const out: (number | null)[] = [];
  for (const p of sorted) {
    const last = out[out.length - 1];
    if (typeof last === 'number' && p - last > 1) out.push(p - last === 2 ? last + 1 : null);
    out.push(p);
  }
  return out;
}
