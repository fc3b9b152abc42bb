import { describe, expect, it } from 'vitest';
import { listCacheSegments, listParamsOfQuery, listParamsOfSegments } from './cacheKey';

const segmentsOf = (query: string) => listCacheSegments(listParamsOfQuery(new URLSearchParams(query)));

describe('goods list cache key', () => {
  it('gives the same key whatever the order and extra parameters of the URL', () => {
    const key = segmentsOf('catName1=Rings&cateIdForStyle=12&sort=priceAsc');
    expect(key.length).toBeGreaterThan(0);
    expect(segmentsOf('utm_source=x&sort=priceAsc&cateIdForStyle=12&catName1=Rings&catName1=Chains')).toEqual(key);
    expect(segmentsOf('catName1=Chains&cateIdForStyle=12&sort=priceAsc')).not.toEqual(key);
  });

  it('round-trips keywords in any script, page numbers and sorting', () => {
    const params = listParamsOfQuery(new URLSearchParams('keyWords=戒指 gold/“rose” ring&pageNum=3&sort=newest'));
    const segments = listCacheSegments(params);
    expect(segments.every((s) => /^[A-Za-z0-9_-]{1,200}$/.test(s))).toBe(true);
    expect(listParamsOfSegments(segments)).toEqual({ keyWords: '戒指 gold/“rose” ring', pageNum: 3, sort: 'newest' });
  });

  it('cuts long keys into segments a file system accepts', () => {
    const segments = segmentsOf(`keyWords=${'戒'.repeat(200)}&title=${'é'.repeat(120)}`);
    expect(segments.length).toBeGreaterThan(1);
    expect(Math.max(...segments.map((s) => s.length))).toBeLessThanOrEqual(200);
    expect(listParamsOfSegments(segments)?.keyWords).toBe('戒'.repeat(200));
  });

  it('has no key for the plain list, and refuses keys it did not make', () => {
    expect(segmentsOf('pageNum=1&foo=bar')).toEqual([]);
    expect(listParamsOfSegments(undefined)).toEqual({});
    expect(listParamsOfSegments(['not-a-key'])).toBeNull();
    expect(listParamsOfSegments([btoa(JSON.stringify([['pageNum', '1']]))])).toBeNull();
    // Valid parameters in a non-canonical order are a second path to the same page: refused.
    const reordered = btoa(JSON.stringify([['sort', 'newest'], ['catName1', 'Rings']])).replace(/=+$/, '');
    expect(listParamsOfSegments([reordered])).toBeNull();
  });
});
