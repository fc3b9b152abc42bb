/**
 * The priceLists domain's face (issue 51, docs/decisions/0020): company price lists, their lines and companies, goods'
 * quantity rules, exclusives and company assortments, and the resolution of a company's prices. Writers take the caller's transaction and
 * answer the values before and after for the audit trail.
 */
export { assignPriceList, getPriceList, savePriceList, type Change, type PriceListFacts, type PriceListInput } from './lists';
export { adjustPriceListLines, deletePriceListLines, savePriceListLines, type LinesChange, type PriceListLineInput } from './lines';
export { checkPriceListLine } from './lineCheck';
export { companyListsOn, priceKey, resolveCompanyPrices } from './resolve';
export { assortmentOf, inAssortment, setCompanyAssortment, type Assortment } from './assortment';
export { exclusiveCompaniesOf, exclusivesOfCompany, exclusiveToOthers, lineQuantityOverrides, quantityRulesOf, setGoodsExclusives, setGoodsQuantityRule } from './quantityRules';
