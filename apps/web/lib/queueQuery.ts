import type { z } from 'zod';

/**
 * A console queue's filters in the URL (a GET form, so the back button works): read one by one against the
 * call's schema, so one bad value (a hand-edited date) is dropped and named instead of emptying the queue,
 * and written back in a fixed order. `page` in the URL is the call's `pageNum`.
 */

export type SearchParams = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.trim() ?? '';

export function readFilters<S extends z.ZodType<{ from?: string; to?: string }>>(
  schema: S,
  keys: readonly string[],
  params: SearchParams,
  pageSize: number,
): { input: z.output<S>; raw: Record<string, string>; problems: string[] } {
  const raw: Record<string, string> = {};
  for (const key of keys) {
    const value = first(params[key]);
    if (value) raw[key] = value;
  }
  const candidate: Record<string, unknown> = { ...raw, pageSize };
  delete candidate.page;
  if (raw.page) candidate.pageNum = Number(raw.page);
  const problems: string[] = [];
  for (;;) {
    const parsed = schema.safeParse(candidate);
    if (parsed.success) {
      if (parsed.data.from && parsed.data.to && parsed.data.from > parsed.data.to) {
        problems.push('The "from" date is after the "to" date.');
        delete candidate.to;
        continue;
      }
      return { input: parsed.data, raw, problems };
    }
    const issue = parsed.error.issues[0]!;
    const key = String(issue.path[0] ?? '');
    if (!(key in candidate)) return { input: schema.parse({ pageSize }), raw, problems: [issue.message] };
    problems.push(issue.message);
    delete candidate[key];
  }
}

/** The queue's URL with these filters (empty ones left out) on the given page. */
export function filtersHref(path: string, keys: readonly string[], raw: Record<string, string>, page?: number): string {
  const query = new URLSearchParams();
  for (const key of keys) {
    if (key === 'page') continue;
    if (raw[key]) query.set(key, raw[key]);
  }
  if (page && page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}
