'use client';
import { company, staffPeople, staffPriceLists as P, type InputOf } from '@sw/protocol';
import { call } from '@/lib/backend/call';

/** Price lists' calls from the browser (issue 51): the console's desk (staff sessions only) and the company's agreements. */

export const loadPriceLists = (input: InputOf<typeof P.priceLists>) => call(P.priceLists, input);
export const loadPriceList = (listId: number) => call(P.priceList, { listId });
export const savePriceList = (input: InputOf<typeof P.savePriceList>) => call(P.savePriceList, input);
export const loadPriceListLines = (input: InputOf<typeof P.priceListLines>) => call(P.priceListLines, input);
export const savePriceListLines = (input: InputOf<typeof P.savePriceListLines>) => call(P.savePriceListLines, input);
export const deletePriceListLines = (listId: number, lineIds: number[]) => call(P.deletePriceListLines, { listId, lineIds });
export const bulkChangePriceList = (input: InputOf<typeof P.bulkChangePriceList>) => call(P.bulkChangePriceList, input);
export const assignPriceList = (listId: number, companyIds: string[]) => call(P.assignPriceList, { listId, companyIds });
export const importPriceListLines = (input: InputOf<typeof P.importPriceListLines>) => call(P.importPriceListLines, input);
export const exportPriceListLines = (listId: number) => call(P.exportPriceListLines, { listId });
export const loadPriceCalculation = (input: InputOf<typeof P.priceCalculation>) => call(P.priceCalculation, input);
/** Companies by name or email words, for assigning a list or asking for a company's prices. */
export const findCompanies = (keyword: string) => call(staffPeople.companies, { keyword, pageSize: 8 });
/** The signed-in buyer's company's agreements. */
export const loadPriceAgreements = () => call(company.priceAgreements, {});
