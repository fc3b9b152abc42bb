import { API } from '../paths';
import { answer, contract } from '../contract';
import {
  catalogRefSchema, goodsRefSchema, goodsStatusSchema, homeBannersSchema, popularSearchesSchema, staffCategorySchema,
  staffFacetSchema, staffFactorySchema, staffGoodsListSchema, staffGoodsSchema,
} from '../schemas/staffCatalog';
import type { Page } from '../types/page';
import type { CatalogSetup, SavedRecord, StaffGoodsRow, StaffGoodsView } from '../types/staffCatalog';
import { noInput } from './noInput';

/**
 * The staff console's catalogue (staff/catalog/): staff sessions only; a buyer is refused with 20003, a visitor
 * with 21008. Every change is written with its audit row in one transaction, and the storefront revalidates
 * its cached catalogue after each successful write (CATALOG_WRITE_PATHS).
 */

/** Goods on sale and offline: search by words or code, filter by category, factory, status, new design; sort. */
export const goodsList = contract({
  path: API.staff.catalogGoodsList, access: 'staff', staffRoles: ['catalogue'], input: staffGoodsListSchema, answer: answer<Page<StaffGoodsRow>>(),
});

export const goodsView = contract({
  path: API.staff.catalogGoodsView, access: 'staff', staffRoles: ['catalogue'], input: goodsRefSchema, answer: answer<StaffGoodsView>(),
});

/** Creates goods (no goodsId) or replaces every field of one; through the goods writer. */
export const goodsSave = contract({
  path: API.staff.catalogGoodsSave, access: 'staff', staffRoles: ['catalogue'], input: staffGoodsSchema, answer: answer<StaffGoodsView>(),
});

/** Takes goods offline (0) or puts them back on sale (1). */
export const goodsStatus = contract({
  path: API.staff.catalogGoodsStatus, access: 'staff', staffRoles: ['catalogue'], input: goodsStatusSchema, answer: answer<StaffGoodsView>(),
});

/** Categories, facet values, factories, popular searches and banners, as staff edit them. */
export const setup = contract({
  path: API.staff.catalogSetup, access: 'staff', staffRoles: ['catalogue'], input: noInput, answer: answer<CatalogSetup>(),
});

export const categorySave = contract({
  path: API.staff.catalogCategorySave, access: 'staff', staffRoles: ['catalogue'], input: staffCategorySchema, answer: answer<SavedRecord>(),
});

export const categoryDelete = contract({
  path: API.staff.catalogCategoryDelete, access: 'staff', staffRoles: ['catalogue'], input: catalogRefSchema, answer: answer<SavedRecord>(),
});

export const facetSave = contract({
  path: API.staff.catalogFacetSave, access: 'staff', staffRoles: ['catalogue'], input: staffFacetSchema, answer: answer<SavedRecord>(),
});

export const facetDelete = contract({
  path: API.staff.catalogFacetDelete, access: 'staff', staffRoles: ['catalogue'], input: catalogRefSchema, answer: answer<SavedRecord>(),
});

export const factorySave = contract({
  path: API.staff.catalogFactorySave, access: 'staff', staffRoles: ['catalogue'], input: staffFactorySchema, answer: answer<SavedRecord>(),
});

export const factoryDelete = contract({
  path: API.staff.catalogFactoryDelete, access: 'staff', staffRoles: ['catalogue'], input: catalogRefSchema, answer: answer<SavedRecord>(),
});

/** Replaces the search dialog's popular searches, in the order given. */
export const popularSearchesSave = contract({
  path: API.staff.catalogPopularSearchesSave, access: 'staff', staffRoles: ['catalogue'], input: popularSearchesSchema, answer: answer<string[]>(),
});

/** Replaces the home page's banners, in the order given. */
export const bannersSave = contract({
  path: API.staff.catalogBannersSave, access: 'staff', staffRoles: ['catalogue'], input: homeBannersSchema, answer: answer<CatalogSetup['banners']>(),
});
