/** The catalogAdmin domain's face: the console's goods (goods.ts) and the catalogue's setup (setup.ts). */
export { saveGoods, setGoodsStatus, staffGoodsList, staffGoodsView } from './goods';
export {
  catalogSetup, deleteCategory, deleteFacet, deleteFactory, saveBanners, saveCategory, saveFacet, saveFactory, savePopularSearches,
} from './setup';
export { popularSearchTerms } from './reads';
