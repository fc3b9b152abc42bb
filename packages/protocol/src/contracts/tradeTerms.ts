import { API } from '../paths';
import { answer, contract } from '../contract';
import { noInput } from './noInput';
import { companyTradeDefaultSchema, landedCostSchema, rateRefSchema, saveDutyRateSchema, saveExchangeRateSchema } from '../schemas/tradeTerms';
import type { CompanyTradeDefault, DutyRateRow, ExchangeRateRow, LandedCostEstimate } from '../types/tradeTerms';

/**
 * Trade terms (issue 39; docs/protocol.md, Trade terms): the buyer's landed-cost estimate of a sent quotation, and the
 * console's duty-rate and exchange-rate tables and a company's default Incoterm. The staff paths refuse a buyer with
 * 20003 and a visitor with 21008; every write goes into the audit trail.
 */

/** Every colleague of the quotation's company (a viewer too): nothing is saved by asking. */
export const landedCost = contract({ path: API.tradeTerms.landedCost, access: 'member', role: 'viewer', input: landedCostSchema, answer: answer<LandedCostEstimate>() });

export const dutyRates = contract({ path: API.tradeTerms.dutyRates, access: 'staff', staffRoles: ['finance'], input: noInput, answer: answer<DutyRateRow[]>() });
export const saveDutyRate = contract({ path: API.tradeTerms.saveDutyRate, access: 'staff', staffRoles: ['finance'], input: saveDutyRateSchema, answer: answer<DutyRateRow>() });
export const deleteDutyRate = contract({ path: API.tradeTerms.deleteDutyRate, access: 'staff', staffRoles: ['finance'], input: rateRefSchema, answer: answer<{ deleted: true }>() });

export const exchangeRates = contract({ path: API.tradeTerms.exchangeRates, access: 'staff', staffRoles: ['finance'], input: noInput, answer: answer<ExchangeRateRow[]>() });
export const saveExchangeRate = contract({ path: API.tradeTerms.saveExchangeRate, access: 'staff', staffRoles: ['finance'], input: saveExchangeRateSchema, answer: answer<ExchangeRateRow>() });
export const deleteExchangeRate = contract({ path: API.tradeTerms.deleteExchangeRate, access: 'staff', staffRoles: ['finance'], input: rateRefSchema, answer: answer<{ deleted: true }>() });

export const saveCompanyTradeDefault = contract({
  path: API.tradeTerms.saveCompanyTradeDefault, access: 'staff', staffRoles: ['sales', 'finance'], account: 'companyId', input: companyTradeDefaultSchema, answer: answer<CompanyTradeDefault>(),
});
