import type { SpecEntry } from '@sw/protocol';

/**
 * What goods.search_text holds, and so what a keyword search finds (goods.search is generated
 * from it): the title, the code (also cut at its hyphen, so 'SR2403-0001' is found by '0001'),
 * the item codes of its specifications, the category names, the facet names (theme, style, plating,
 * insert) and every specification value. Whoever writes goods keeps it with this; the search
 * vocabulary (search_words) follows it in the same transaction (migration 0019).
 */
export function goodsSearchText(goods: {
  title: string;
  code: string;
  categoryNames: readonly string[];
  facetNames?: readonly string[];
  skuCodes?: readonly string[];
  specs: readonly (readonly SpecEntry[])[];
}): string {
  const specValues = new Set(goods.specs.flatMap((entries) => entries.map((entry) => entry.vl.trim())).filter(Boolean));
  const skuCodes = new Set((goods.skuCodes ?? []).filter((sku) => sku && sku !== goods.code));
  return [goods.title, goods.code, goods.code.replace(/-/g, ' '), ...skuCodes, ...goods.categoryNames, ...(goods.facetNames ?? []), ...specValues].join(' ');
}
