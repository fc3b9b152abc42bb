import { staffCatalog } from '@sw/protocol';
import { endpoint, type Endpoint } from '../lib/endpoint';
import {
  catalogSetup, deleteCategory, deleteFacet, deleteFactory, saveBanners, saveCategory, saveFacet, saveFactory, saveGoods,
  savePopularSearches, setGoodsStatus, staffGoodsList, staffGoodsView,
} from '../services/catalogAdmin';

/** The console's catalogue (staff/catalog/): staff sessions only (the app refuses a buyer and a visitor). */
export const staffCatalogEndpoints: Endpoint[] = [
  endpoint(staffCatalog.goodsList, ({ deps, input }) => staffGoodsList(deps.database.db, input)),
  endpoint(staffCatalog.goodsView, ({ deps, input }) => staffGoodsView(deps.database.db, input.goodsId)),
  endpoint(staffCatalog.goodsSave, ({ deps, member, input }) => saveGoods(deps, member, input)),
  endpoint(staffCatalog.goodsStatus, ({ deps, member, input }) => setGoodsStatus(deps, member, input.goodsId, input.status)),
  endpoint(staffCatalog.setup, ({ deps }) => catalogSetup(deps.database.db)),
  endpoint(staffCatalog.categorySave, ({ deps, member, input }) => saveCategory(deps, member, input)),
  endpoint(staffCatalog.categoryDelete, ({ deps, member, input }) => deleteCategory(deps, member, input.id)),
  endpoint(staffCatalog.facetSave, ({ deps, member, input }) => saveFacet(deps, member, input)),
  endpoint(staffCatalog.facetDelete, ({ deps, member, input }) => deleteFacet(deps, member, input.id)),
  endpoint(staffCatalog.factorySave, ({ deps, member, input }) => saveFactory(deps, member, input)),
  endpoint(staffCatalog.factoryDelete, ({ deps, member, input }) => deleteFactory(deps, member, input.id)),
  endpoint(staffCatalog.popularSearchesSave, ({ deps, member, input }) => savePopularSearches(deps, member, input.terms)),
  endpoint(staffCatalog.bannersSave, ({ deps, member, input }) => saveBanners(deps, member, input.banners)),
];
