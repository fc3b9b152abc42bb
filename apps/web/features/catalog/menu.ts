import type { CategoryNode, DataListItem, GoodsDetail, ProductMenu } from '@sw/protocol';
import type { FacetParam } from './listQuery';

/** The four facets: their goods-list parameter, the menu block they come from and the detail's field. */
export const FACETS: readonly {
  param: FacetParam;
  label: string;
  block: keyof Pick<ProductMenu, 'shopByTheme' | 'shopByStyle' | 'shopByPlatingMaterial' | 'shopByInsertMaterial'>;
  field: keyof GoodsDetail['facets'];
}[] = [
  { param: 'cateIdForTheme', label: 'Theme', block: 'shopByTheme', field: 'theme' },
  { param: 'cateIdForStyle', label: 'Style', block: 'shopByStyle', field: 'style' },
  { param: 'cateIdForPlatingMaterial', label: 'Plating Material', block: 'shopByPlatingMaterial', field: 'platingMaterial' },
  { param: 'cateIdForInsertMaterial', label: 'Insert Material', block: 'shopByInsertMaterial', field: 'insertMaterial' },
];

export function facetItems(menu: ProductMenu | null, block: (typeof FACETS)[number]['block']): DataListItem[] {
  return menu?.[block]?.dataList ?? [];
}

/** The name of a facet value from its id, e.g. cateIdForTheme=3 → 'Boho'. */
export function facetName(menu: ProductMenu | null, param: FacetParam, id: string): string | undefined {
  const facet = FACETS.find((f) => f.param === param);
  if (!facet) return undefined;
  return facetItems(menu, facet.block).find((item) => String(item.cateId) === id)?.cateEnName;
}

/** A category by name or slug, anywhere in the tree, with its parent. */
export function findCategory(
  menu: ProductMenu | null,
  catName1: string,
): { category: CategoryNode; parent: CategoryNode | null } | null {
  const wanted = catName1.trim().toLowerCase();
  const matches = (c: CategoryNode) => c.cateName.toLowerCase() === wanted || c.slug?.toLowerCase() === wanted;
  for (const top of menu?.categoryList ?? []) {
    if (matches(top)) return { category: top, parent: null };
    for (const child of top.children ?? []) if (matches(child)) return { category: child, parent: top };
  }
  return null;
}
