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
