import { listHref } from '@/lib/links';
import { type ListParams, type RawSearchParams, readListParams } from '../listQuery';

/**
 * The goods list is cached per theme and query: the proxy turns the query string into path segments
 * (`/goods/list?catName1=Rings` renders `/default/goods/list/<key>`), so each filter combination is one
 * cached page, whatever order or extra parameters the URL had. The key is the canonical query as base64url
 * of its UTF-8 JSON, cut into segments short enough for any file system's name limit.
 */
const SEGMENT_CHARS = 200;

/** The list parameters of a URL query, read as the page reads them (first value of each name). */
export function listParamsOfQuery(search: URLSearchParams): ListParams {
  const raw: RawSearchParams = {};
  for (const [name, value] of search) if (!(name in raw)) raw[name] = value;
  return readListParams(raw);
}

/** Path segments for the parameters; none when nothing narrows or orders the list. */
export function listCacheSegments(params: ListParams): string[] {
  const href = listHref(params, { pageNum: params.pageNum });
  const query = href.split('?')[1];
  if (!query) return [];
  const bytes = new TextEncoder().encode(JSON.stringify([...new URLSearchParams(query)]));
  const key = btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  const segments: string[] = [];
  for (let i = 0; i < key.length; i += SEGMENT_CHARS) segments.push(key.slice(i, i + SEGMENT_CHARS));
  return segments;
}

/** The parameters back from the segments; null when they are not a key this module made. */
export function listParamsOfSegments(segments: string[] | undefined): ListParams | null {
  if (!segments || segments.length === 0) return {};
  try {
    const binary = atob(segments.join('').replace(/-/g, '+').replace(/_/g, '/'));
    const entries: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0))));
    if (!Array.isArray(entries) || !entries.every((e) => Array.isArray(e) && e.length === 2 && e.every((s) => typeof s === 'string'))) return null;
    const params = listParamsOfQuery(new URLSearchParams(entries as [string, string][]));
    // Only the canonical key of these parameters is accepted, so each query has exactly one cached page.
    return listCacheSegments(params).join('') === segments.join('') ? params : null;
  } catch {
    return null;
  }
}
