import { CATALOG_LIMITS, staffGoodsListSchema } from '@sw/protocol';
import type { z } from 'zod';

export type GoodsQueryInput = z.output<typeof staffGoodsListSchema>;
export type SearchParams = Record<string, string | string[] | undefined>;

/** The goods table's filters in its URL, in the order they are written. */
export const GOODS_PARAMS = ['keyWords', 'categoryId', 'factoryId', 'status', 'newFlag', 'sort', 'page'] as const;
export const GOODS_TABLE_SIZE = 25;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.trim() ?? '';

/** The table's filters from the URL; a bad value (hand-edited) is dropped and named, the rest still apply. */
export function readGoodsQuery(params: SearchParams): { input: GoodsQueryInput; raw: Record<string, string>; problems: string[] } {
  const raw: Record<string, string> = {};
  for (const key of GOODS_PARAMS) {
    const value = first(params[key]);
    if (value) raw[key] = value;
  }
  const candidate: Record<string, unknown> = { ...raw, pageSize: Math.min(GOODS_TABLE_SIZE, CATALOG_LIMITS.maxPageSize) };
  delete candidate.page;
  if (raw.page) candidate.pageNum = raw.page;
  const problems: string[] = [];
  for (let tries = 0; tries < GOODS_PARAMS.length + 1; tries++) {
    const parsed = staffGoodsListSchema.safeParse(candidate);
    if (parsed.success) return { input: parsed.data, raw, problems };
    const issue = parsed.error.issues[0]!;
    const key = String(issue.path[0] ?? '');
    problems.push(issue.message);
    if (!(key in candidate)) break;
    delete candidate[key];
  }
  return { input: { pageSize: GOODS_TABLE_SIZE }, raw, problems };
}

/** The table's URL with these filters, changed by `changes` (an empty value removes one). */
export function goodsTableHref(raw: Record<string, string>, changes: Record<string, string | number | undefined> = {}): string {
  const query = new URLSearchParams();
  const next: Record<string, string> = { ...raw };
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined || value === '') delete next[key];
    else next[key] = String(value);
  }
  for (const key of GOODS_PARAMS) if (next[key]) query.set(key, next[key]!);
  const text = query.toString();
  return `/admin/catalog${text ? `?${text}` : ''}`;
}
