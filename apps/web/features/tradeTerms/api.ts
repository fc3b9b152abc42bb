'use client';
import { errorMessage, tradeTerms, type InputOf, type LandedCostEstimate } from '@sw/protocol';
import { call } from '@/lib/backend/call';

/** The trade terms' calls from the browser, the buyer's and the desk's (staff calls are refused to anyone else). */

/** The landed-cost estimate of a sent quotation for a destination (the quotation's own without one), or why not. */
export async function loadLandedCost(quotationId: string, country: string | undefined): Promise<{ estimate: LandedCostEstimate } | { problem: string }> {
  const result = await call(tradeTerms.landedCost, { quotationId, ...(country ? { country } : {}) });
  return result.ok ? { estimate: result.data } : { problem: errorMessage(result) };
}

/** The Incoterm and place new quotations for a company start from; no incoterm clears it (FOB Guangzhou again). */
export const saveCompanyTradeDefault = (input: InputOf<typeof tradeTerms.saveCompanyTradeDefault>) => call(tradeTerms.saveCompanyTradeDefault, input);

/** The rate tables' writes (staff sessions only; each goes into the audit trail). */
export const saveDutyRate = (input: InputOf<typeof tradeTerms.saveDutyRate>) => call(tradeTerms.saveDutyRate, input);
export const deleteDutyRate = (id: string) => call(tradeTerms.deleteDutyRate, { id });
export const saveExchangeRate = (input: InputOf<typeof tradeTerms.saveExchangeRate>) => call(tradeTerms.saveExchangeRate, input);
export const deleteExchangeRate = (id: string) => call(tradeTerms.deleteExchangeRate, { id });
