/**
 * The face of the catalog domain: what other domains, workflows/ and queries/ may use of it (docs/architecture.md,
 * The back-end's layers). Its other files are its own.
 */
export { categoryIdsFor, loadCategoryIndex } from './categories';
export { createGoods, type GoodsInput, type GoodsSampleFields, refreshSearchText, setGoodsSampleFields, updateGoods } from './goodsWriter';
export { homePage, loadHomeBanners } from './home';
export { catalogHeader, productMenu } from './navigation';
export { goodsKeywordCondition } from './keywords';
export { searchGoodsList } from './goodsSearch';
export { findByCodes, goodsCountOf, goodsRecord, goodsCountsBy, goodsCountsByFacet, goodsOfFacet, type LineGoods, loadLineGoods, newDesignsAmong } from './reads';
export { forgetNewDesignPictures, isNewDesignPicture, mayViewNewDesigns, newDesignPictures } from './newDesign';
export { type CatalogGoodsDetail, getGoodsDetail, type GoodsSampleTerms } from './goodsDetail';
export { getFactory, listFactories } from './factories';
export { companyMaySee, companyVisibility, type CompanyCatalogue, isSharedCatalogue, onSale, visibilityRows } from './visibility';
export { listGoods } from './goodsList';
