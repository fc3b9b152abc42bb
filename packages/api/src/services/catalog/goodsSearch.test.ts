import { describe, expect, it } from 'vitest';
import type { GoodsPage } from '@sw/protocol';
import { isMiss } from './goodsSearch';

const page = (total: number): GoodsPage => ({ list: [], total, totalCapped: false, pageNum: 1, pageSize: 20 });

describe('a search miss, as the search domain counts it (pure: no database)', () => {
  it('is words as typed that found nothing, on the first page with no filter or sort', () => {
    expect(isMiss({ keyWords: 'zzz' }, page(0))).toBe(true);
    expect(isMiss({ keyWords: 'zzz', pageNum: 1, pageSize: 40 }, page(0))).toBe(true);
  });

  it('is not a search that found goods, nor a list without words', () => {
    expect(isMiss({ keyWords: 'ring' }, page(3))).toBe(false);
    expect(isMiss({}, page(0))).toBe(false);
    expect(isMiss({ keyWords: '' }, page(0))).toBe(false);
  });

  it('is not a narrowed, re-sorted or later page of the same words', () => {
    expect(isMiss({ keyWords: 'zzz', newFlag: 1 }, page(0))).toBe(false);
    expect(isMiss({ keyWords: 'zzz', standard: 'CPSIA' }, page(0))).toBe(false);
    expect(isMiss({ keyWords: 'zzz', sort: 'newest' }, page(0))).toBe(false);
    expect(isMiss({ keyWords: 'zzz', pageNum: 2 }, page(0))).toBe(false);
    expect(isMiss({ keyWords: 'zzz', catName1: 'rings' }, page(0))).toBe(false);
  });
});
