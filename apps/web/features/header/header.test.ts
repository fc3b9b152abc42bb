import { describe, expect, it } from 'vitest';
import { UI_LIMITS } from '@/lib/constants';
import { isCompactScroll } from './CompactHeader';
import { goodsListHref, cartHref } from '@/lib/links';
import { toMemberHeader } from '@/lib/member';
import { toCatalogHeader } from './headerData';
import { isActivePath } from './NavLink';

describe('header rules', () => {
  it('is compact from 200 px of scroll', () => {
    expect(isCompactScroll(0)).toBe(false);
    expect(isCompactScroll(UI_LIMITS.headerCompactScrollPx - 1)).toBe(false);
    expect(isCompactScroll(UI_LIMITS.headerCompactScrollPx)).toBe(true);
  });

  it('links the cart with the time in milliseconds', () => {
    expect(cartHref(1700000000123)).toBe('/inquiry/cart?time=1700000000123');
  });

  it('builds the goods-list links of the products dialog and search', () => {
    expect(goodsListHref.category('Rings')).toBe('/goods/list?catName1=Rings');
    expect(goodsListHref.theme('7')).toBe('/goods/list?cateIdForTheme=7');
    expect(goodsListHref.style('8')).toBe('/goods/list?cateIdForStyle=8');
    expect(goodsListHref.platingMaterial('9')).toBe('/goods/list?cateIdForPlatingMaterial=9');
    expect(goodsListHref.insertMaterial('10')).toBe('/goods/list?cateIdForInsertMaterial=10');
    expect(goodsListHref.keyWords('heart & ring')).toBe('/goods/list?keyWords=heart%20%26%20ring');
  });

  it('reads the member part of the header data, tolerating gaps', () => {
    expect(toMemberHeader(null)).toEqual({ inquiryCartTotal: 0, openInquiries: 0, openOrders: 0, newArrivals: { auditFlag: 0, dataList: [] }, isStaff: false, seat: null, acting: false });
    expect(
      toMemberHeader({
        inquiryCartTotal: 5,
        openInquiries: 2,
        openOrders: -1,
        isStaff: true,
        acting: true,
        searchInfo: { popularSearch: [], newArrivals: { auditFlag: 2, dataList: [{ poGoodsId: '1', imgUrl: '/a.svg' }] } },
      }),
    ).toEqual({ inquiryCartTotal: 5, openInquiries: 2, openOrders: 0, newArrivals: { auditFlag: 2, dataList: [{ poGoodsId: '1', imgUrl: '/a.svg' }] }, isStaff: true, seat: null, acting: true });
    // A buyer's seat in the company: a viewer's screens offer no writes.
    expect(toMemberHeader({ seat: { memId: 'm1', companyRole: 'viewer' } }).seat).toEqual({ memId: 'm1', companyRole: 'viewer' });
  });

  it('reads the catalogue part, with named empty blocks when the call failed', () => {
    const empty = toCatalogHeader(null);
    expect(empty.categoryList).toEqual([]);
    expect(empty.shopByTheme).toEqual({ showName: 'Shop by Theme', allName: '', dataList: [] });
    expect(empty.popularSearch).toEqual([]);
  });

  it('marks the current section', () => {
    expect(isActivePath('/about', '/about')).toBe(true);
    expect(isActivePath('/about/resources', '/about')).toBe(true);
    expect(isActivePath('/aboutus', '/about')).toBe(false);
    expect(isActivePath('/', '/factories')).toBe(false);
  });
});
