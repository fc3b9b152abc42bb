import { asc } from 'drizzle-orm';
import type { CategoryNode, CategoryRef } from '@sw/protocol';
import type { Db } from '../../db/client';
import { categories } from '../../db/schema';

type CategoryRow = typeof categories.$inferSelect;

/**
 * The category tree, read whole: it is a few dozen rows, and every catalogue answer needs
 * names of top-level categories or the children of one.
 */
export interface CategoryIndex {
  byId: Map<number, CategoryRow>;
  topLevel: CategoryRow[];
  childrenOf: (id: number) => CategoryRow[];
  /** The top-level category a category belongs to (itself when it is top level). */
  topOf: (id: number) => CategoryRow | undefined;
  /** Top level first. */
  pathOf: (id: number) => CategoryRow[];
  tree: () => CategoryNode[];
}

export async function loadCategoryIndex(db: Db): Promise<CategoryIndex> {
  const rows = await db.select().from(categories).orderBy(asc(categories.sort), asc(categories.id));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const children = new Map<number, CategoryRow[]>();
  for (const row of rows) {
    if (row.parentId === null) continue;
    const list = children.get(row.parentId) ?? [];
    list.push(row);
    children.set(row.parentId, list);
  }
  const pathOf = (id: number) => {
    const path: CategoryRow[] = [];
    // Bounded walk: a cycle made by hand in the staff console must not hang a request.
    for (let row = byId.get(id); row && path.length < 10; row = row.parentId === null ? undefined : byId.get(row.parentId)) {
      path.unshift(row);
    }
    return path;
  };
  const toNode = (row: CategoryRow, depth: number): CategoryNode => ({
    ...categoryRef(row),
    imageUrl: row.imageUrl,
    children: depth < 3 ? (children.get(row.id) ?? []).map((child) => toNode(child, depth + 1)) : [],
  });
  const topLevel = rows.filter((row) => row.parentId === null);
  return {
    byId,
    topLevel,
    childrenOf: (id) => children.get(id) ?? [],
    topOf: (id) => pathOf(id)[0],
    pathOf,
    tree: () => topLevel.map((row) => toNode(row, 1)),
  };
}

export function categoryRef(row: CategoryRow): CategoryRef {
  return { cateId: String(row.id), cateName: row.name, slug: row.slug };
}

/**
 * The category ids a goods-list filter means: the category named (by name, slug or id, any case)
 * and everything under it. An empty list when nothing matches.
 */
export function categoryIdsFor(index: CategoryIndex, nameOrSlug: string): number[] {
  const wanted = nameOrSlug.trim().toLowerCase();
  const match = [...index.byId.values()].find(
    (row) => row.slug === wanted || row.name.toLowerCase() === wanted || String(row.id) === wanted,
  );
  if (!match) return [];
  const ids: number[] = [];
  const visit = (id: number, depth: number) => {
    ids.push(id);
    if (depth < 5) for (const child of index.childrenOf(id)) visit(child.id, depth + 1);
  };
  visit(match.id, 0);
  return ids;
}
