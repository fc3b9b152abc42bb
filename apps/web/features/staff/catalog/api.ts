'use client';
import { type InputOf, staffCatalog } from '@sw/protocol';
import { call } from '@/lib/backend/call';

/** The catalogue screens' calls from the browser (staff sessions only; the storefront revalidates after each write). */
export const saveGoods = (input: InputOf<typeof staffCatalog.goodsSave>) => call(staffCatalog.goodsSave, input);
export const setGoodsStatus = (goodsId: string, status: 0 | 1) => call(staffCatalog.goodsStatus, { goodsId, status });
export const saveCategory = (input: InputOf<typeof staffCatalog.categorySave>) => call(staffCatalog.categorySave, input);
export const deleteCategory = (id: string) => call(staffCatalog.categoryDelete, { id });
export const saveFacet = (input: InputOf<typeof staffCatalog.facetSave>) => call(staffCatalog.facetSave, input);
export const deleteFacet = (id: string) => call(staffCatalog.facetDelete, { id });
export const saveFactory = (input: InputOf<typeof staffCatalog.factorySave>) => call(staffCatalog.factorySave, input);
export const deleteFactory = (id: string) => call(staffCatalog.factoryDelete, { id });
export const savePopularSearches = (terms: string[]) => call(staffCatalog.popularSearchesSave, { terms });
export const saveBanners = (banners: InputOf<typeof staffCatalog.bannersSave>['banners']) => call(staffCatalog.bannersSave, { banners });
