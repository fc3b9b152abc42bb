import {
  CATALOG_FACETS, type CategoryNode, type DataListItem, type FacetBlock, facetByParam, type FacetParam, type ProductMenu,
} from '@sw/protocol';

/** The four facets: their goods-list parameter (param), the menu block they come from and the detail's field (key). */
export const FACETS = CATALOG_FACETS;

export function facetItems(menu: ProductMenu | null, block: FacetBlock): DataListItem[] {
  return menu?.[block]?.dataList ?? [];
}

/** The name of a facet value from its id, e.g. cateIdForTheme=3 → 'Boho'. */
export function facetName(menu: ProductMenu | null, param: FacetParam, id: string): string | undefined {
  const facet = facetByParam(param);
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
