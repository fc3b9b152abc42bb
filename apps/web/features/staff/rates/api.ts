'use client';
import { tradeTerms, type InputOf } from '@sw/protocol';
import { call } from '@/lib/backend/call';

/** The rate tables' writes from the browser (staff sessions only; each goes into the audit trail). */
export const saveDutyRate = (input: InputOf<typeof tradeTerms.saveDutyRate>) => call(tradeTerms.saveDutyRate, input);
export const deleteDutyRate = (id: string) => call(tradeTerms.deleteDutyRate, { id });
export const saveExchangeRate = (input: InputOf<typeof tradeTerms.saveExchangeRate>) => call(tradeTerms.saveExchangeRate, input);
export const deleteExchangeRate = (id: string) => call(tradeTerms.deleteExchangeRate, { id });
