/** The trade-terms domain's face: Incoterms and charges of a quotation, its locked rate, goods customs, landed-cost arithmetic. */
export {
  chooseIncoterm, draftTradeTerms, assertChargesQuoted, assertRateStillLocked, tradeTermsView, lockedRateView, orderTradeTerms, chargesOf,
  type QuotationRecord, type TradeTermsInput,
} from './quotationTerms';
export { customsOfGoods, type GoodsCustoms } from './customs';
export { askTradeDefaultChange, saveCompanyTradeDefault } from './companyDefault';
export { companyTradeDefault } from './companyDefaultRead';
export { landedCost, namedPlaceCountry, sameCustomsTerritory, FOB_VALUATION_COUNTRIES, type TariffRow } from './landedCost';
export { estimateCountry, type EstimatedQuotation, goodsOfLines, quotationEstimate, shipToOf } from './quotationEstimate';
