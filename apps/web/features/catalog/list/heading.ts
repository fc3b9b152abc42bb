import type { ProductMenu } from '@sw/protocol';
import { FACETS, facetName, findCategory } from '../menu';
import type { ListParams } from '../listQuery';

/** The goods list's heading: the title parameter, else what the filters describe. */
export function listHeading(params: ListParams, menu: ProductMenu | null): string {
  if (params.title) return params.title;
  if (params.keyWords) return `Results for “${params.keyWords}”`;
  if (params.catName1) return findCategory(menu, params.catName1)?.category.cateName ?? params.catName1;
  for (const facet of FACETS) {
    const id = params[facet.param];
    if (id) {
      const name = facetName(menu, facet.param, id);
      if (name) return `${name} Jewelry`;
    }
  }
  if (params.newFlag === '1') return 'New Arrivals';
  return 'All Products';
}

/** A short description for search engines. */
export function listDescription(heading: string, total: number | null, brand: string): string {
  const count = total && total > 0 ? `${total.toLocaleString('en-US')} ` : '';
  return `Shop ${count}wholesale stainless steel jewelry designs in ${heading} from ${brand}: factory-direct prices, low MOQ, OEM/ODM customization and worldwide shipping.`;
}
