import { tradeTerms } from '@sw/protocol';
import { endpoint, type Endpoint } from '../lib/endpoint';
import { deleteDutyRate, deleteExchangeRate, listDutyRates, listExchangeRates, saveDutyRate, saveExchangeRate } from '../services/rates';
import { saveCompanyTradeDefault } from '../services/tradeTerms';
import { landedCostEstimate } from '../queries/landedCost';

/** Trade terms: the buyer's landed-cost estimate, and the console's rate tables and company defaults (staff/). */
export const tradeTermsEndpoints: Endpoint[] = [
  endpoint(tradeTerms.landedCost, ({ db, member, input }) => landedCostEstimate(db, member, input)),
  endpoint(tradeTerms.dutyRates, ({ db }) => listDutyRates(db)),
  endpoint(tradeTerms.saveDutyRate, ({ db, member, input }) => saveDutyRate(db, member, input)),
  endpoint(tradeTerms.deleteDutyRate, ({ db, member, input }) => deleteDutyRate(db, member, input.id)),
  endpoint(tradeTerms.exchangeRates, ({ db }) => listExchangeRates(db)),
  endpoint(tradeTerms.saveExchangeRate, ({ db, member, input }) => saveExchangeRate(db, member, input)),
  endpoint(tradeTerms.deleteExchangeRate, ({ db, member, input }) => deleteExchangeRate(db, member, input.id)),
  endpoint(tradeTerms.saveCompanyTradeDefault, ({ db, member, input }) => saveCompanyTradeDefault(db, member, input)),
];
