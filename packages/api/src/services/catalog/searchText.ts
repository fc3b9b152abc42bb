import type { SpecEntry } from '@sw/protocol';

/**
 * What goods.search_text holds, and so what a keyword search finds (goods.search is generated
 * from it): the title, the code (also cut at its hyphen, so 'SR2403-0001' is found by '0001'),
 * the category names and every specification value. Whoever writes goods keeps it with this.
 */
export function goodsSearchText(goods: {
  title: string;
  code: string;
  categoryNames: readonly string[];
  specs: readonly (readonly SpecEntry[])[];
}): string {
  const specValues = new Set(goods.specs.flatMap((entries) => entries.map((entry) => entry.vl.trim())).filter(Boolean));
  return [goods.title, goods.code, goods.code.replace(/-/g, ' '), ...goods.categoryNames, ...specValues].join(' ');
}
