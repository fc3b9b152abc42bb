import { describe, expect, it } from 'vitest';
import { listHref } from '@/lib/links';
import { activeFilterCount, goodsListRequest, pageWindow, readListParams } from './listQuery';
import { idFromPath, isCatalogId } from './ids';

describe('readListParams', () => {
  it('reads all nine parameters, sort and page', () => {
    expect(
      readListParams({
        keyWords: ' heart ring ',
        catName1: 'Rings',
        cateIdForTheme: '3',
        cateIdForStyle: '14',
        cateIdForPlatingMaterial: '21',
        cateIdForInsertMaterial: '30',
        newFlag: '1',
        hide: 'new',
        title: 'New Designs',
        sort: 'priceAsc',
        pageNum: '2',
      }),
    ).toEqual({
      keyWords: 'heart ring',
      catName1: 'Rings',
      cateIdForTheme: '3',
      cateIdForStyle: '14',
      cateIdForPlatingMaterial: '21',
      cateIdForInsertMaterial: '30',
      newFlag: '1',
      hide: 'new',
      title: 'New Designs',
      sort: 'priceAsc',
      pageNum: 2,
    });
  });

  it('drops values the back-end would refuse, and empty ones', () => {
    expect(
      readListParams({ cateIdForTheme: 'abc', cateIdForStyle: '0', newFlag: '2', hide: 'old', sort: 'cheap', pageNum: '-1', keyWords: '  ', title: '' }),
    ).toEqual({});
    expect(readListParams({ pageNum: '1' })).toEqual({});
    expect(readListParams({ cateIdForTheme: ['5', '6'] })).toEqual({ cateIdForTheme: '5' });
  });

  it('reads a standard facet: one of the four codes, or another standard by its name; nothing else', () => {
    expect(readListParams({ standard: 'EN1811' })).toEqual({ standard: 'EN1811' });
    expect(readListParams({ standard: 'OTHER:ISO 8654' })).toEqual({ standard: 'OTHER:ISO 8654' });
    for (const standard of ['OTHER', 'OTHER:', 'OTHER:   ', 'en1811', `OTHER:${'x'.repeat(81)}`]) expect(readListParams({ standard })).toEqual({});
    expect(listHref({ standard: 'OTHER:ISO 8654' }, {})).toBe('/goods/list?standard=OTHER%3AISO%208654');
  });
});

describe('listHref', () => {
  it('builds the new-arrivals link of the spec', () => {
    expect(listHref({}, { newFlag: '1', title: 'New Designs', hide: 'new' })).toBe('/goods/list?newFlag=1&hide=new&title=New%20Designs');
  });

  it('keeps other parameters, resets the page on a filter change and keeps it on a page change', () => {
    const params = { catName1: 'Rings', newFlag: '1' as const, pageNum: 3 };
    expect(listHref(params, { cateIdForTheme: '4' })).toBe('/goods/list?catName1=Rings&cateIdForTheme=4&newFlag=1');
    expect(listHref(params, { pageNum: 4 })).toBe('/goods/list?catName1=Rings&newFlag=1&pageNum=4');
    expect(listHref(params, { pageNum: 1 })).toBe('/goods/list?catName1=Rings&newFlag=1');
    expect(listHref(params, { catName1: undefined, newFlag: undefined })).toBe('/goods/list');
  });
});

describe('goodsListRequest', () => {
  it('sends filters, sort and paging but not hide and title', () => {
    expect(goodsListRequest({ keyWords: 'a', hide: 'new', title: 'T', newFlag: '1', sort: 'newest' })).toEqual({
      keyWords: 'a',
      newFlag: '1',
      sort: 'newest',
      pageNum: 1,
      pageSize: 24,
    });
  });
});

describe('activeFilterCount', () => {
  it('does not count newFlag when the new filter is hidden', () => {
    expect(activeFilterCount({ newFlag: '1', hide: 'new', title: 'New Designs' })).toBe(0);
    expect(activeFilterCount({ newFlag: '1', keyWords: 'x', cateIdForTheme: '1' })).toBe(3);
  });
});

describe('pageWindow', () => {
  it('shows the ends and two either side of the current page', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(10, 20)).toEqual([1, null, 8, 9, 10, 11, 12, null, 20]);
    expect(pageWindow(4, 20)).toEqual([1, 2, 3, 4, 5, 6, null, 20]);
  });
});

describe('ids in paths and query parameters', () => {
  it('takes one segment of digits within the back-end range, nothing else', () => {
    expect(idFromPath(['42'])).toBe('42');
    expect(idFromPath(['2147483647'])).toBe('2147483647');
    expect(idFromPath(['2147483648'])).toBeNull();
    expect(idFromPath(['042'])).toBeNull();
    expect(idFromPath(['abc'])).toBeNull();
    expect(idFromPath(['1', '2'])).toBeNull();
    expect(idFromPath([])).toBeNull();
    expect(idFromPath(undefined)).toBeNull();
    expect(isCatalogId('0')).toBe(false);
  });
});
