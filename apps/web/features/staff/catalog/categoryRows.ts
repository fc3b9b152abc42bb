import type { StaffCategory } from '@sw/protocol';

export interface CategoryRow {
  category: StaffCategory;
  depth: number;
  /** Goods the shop lists under it: its own, and for a top category those of its sub-categories too. */
  goods: number;
}

/** The console's category table: each top category followed by its sub-categories; any others (orphans) last. */
export function categoryRows(categories: StaffCategory[]): CategoryRow[] {
  const childrenOf = (parent: StaffCategory) => categories.filter((child) => child.parentId === parent.id);
  const rows = categories
    .filter((category) => !category.parentId)
    .flatMap((parent) => {
      const children = childrenOf(parent);
      return [
        { category: parent, depth: 0, goods: children.reduce((sum, child) => sum + child.goodsCount, parent.goodsCount) },
        ...children.map((child) => ({ category: child, depth: 1, goods: child.goodsCount })),
      ];
    });
  const listed = new Set(rows.map((row) => row.category.id));
  for (const category of categories) if (!listed.has(category.id)) rows.push({ category, depth: 2, goods: category.goodsCount });
  return rows;
}

/** The customs a goods without its own takes: its category's HS code and origin, else the parent category's (as the invoice prints them). */
export function inheritedCustoms(categories: StaffCategory[], categoryId: string | undefined): { hsCode: string | null; originCountry: string | null } | null {
  const category = categories.find((row) => row.id === categoryId);
  if (!category) return null;
  const parent = categories.find((row) => row.id === category.parentId);
  return { hsCode: category.hsCode ?? parent?.hsCode ?? null, originCountry: category.originCountry ?? parent?.originCountry ?? null };
}

/** The goods form's hint under a blank customs field: what the category gives, or that it gives nothing. */
export function inheritedHint(customs: ReturnType<typeof inheritedCustoms>, field: 'hsCode' | 'originCountry'): string {
  if (!customs) return "Blank: the category's (choose a category)";
  const value = customs[field];
  return value ? `Blank: the category's (${value})` : 'Blank: none (the category has none)';
}
