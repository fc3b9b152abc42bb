import type { z } from 'zod';

export type SearchParams = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.trim() ?? '';

/**
 * A console list's filters from its URL, checked against the list call's schema one by one: a bad value (a
 * hand-edited date, an unknown state) is dropped and named instead of emptying the list. `page` becomes pageNum.
 */
export function readListQuery<S extends z.ZodType>(
  schema: S,
  params: SearchParams,
  keys: readonly string[],
  pageSize: number,
): { input: z.output<S>; raw: Record<string, string>; problems: string[] } {
  const raw: Record<string, string> = {};
  for (const key of [...keys, 'page']) {
    const value = first(params[key]);
    if (value) raw[key] = value;
  }
  const candidate: Record<string, unknown> = { ...raw, pageSize };
  delete candidate.page;
  if (raw.page) candidate.pageNum = raw.page;
  const problems: string[] = [];
  for (;;) {
    const parsed = schema.safeParse(candidate);
    if (parsed.success) return { input: parsed.data, raw, problems };
    const issue = parsed.error.issues[0]!;
    const key = String(issue.path[0] ?? '');
    problems.push(issue.message);
    if (!(key in candidate) || key === 'pageSize') return { input: schema.parse({ pageSize }), raw, problems };
    delete candidate[key];
  }
}

/** The list's URL with these filters (empty ones left out), on the given page. */
export function listHref(base: string, raw: Record<string, string>, changes: Record<string, string | number | null> = {}): string {
  const query = new URLSearchParams();
  const merged: Record<string, string | number | null> = { ...raw, page: null, ...changes };
  for (const [key, value] of Object.entries(merged)) {
    if (value !== null && value !== '' && !(key === 'page' && Number(value) <= 1)) query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `${base}?${text}` : base;
}
