import { API } from '../paths';
import { answer, contract } from '../contract';
import {
  assignPriceListSchema, bulkChangePriceListSchema, deletePriceListLinesSchema, importPriceListLinesSchema, priceCalculationSchema,
  priceListLinesSchema, priceListRefSchema, priceListsSchema, savePriceListLinesSchema, savePriceListSchema,
} from '../schemas/priceLists';
import type { StaffRole } from '../staffRoles';
import type { Page } from '../types/page';
import type {
  PriceCalculation, PriceImportResult, PriceListLineRow, PriceListLinesChange, PriceListSummary, PriceListView, PriceSheet,
} from '../types/priceLists';

/**
 * Company price lists on the console (issue 51; docs/protocol.md, Price lists; docs/decisions/0020). Sales reads every
 * list and the price calculation (it quotes from them); a sales manager (and the administrator) changes them. Every
 * change is one transaction that bumps the list's version and records the values before and after in the audit trail.
 */
const READ: readonly StaffRole[] = ['sales'];
const WRITE: readonly StaffRole[] = ['sales_manager'];

const S = API.staffPriceLists;

export const priceLists = contract({ path: S.priceLists, access: 'staff', staffRoles: READ, input: priceListsSchema, answer: answer<PriceListSummary[]>() });
export const priceList = contract({ path: S.priceList, access: 'staff', staffRoles: READ, input: priceListRefSchema, answer: answer<PriceListView>() });
export const savePriceList = contract({ path: S.savePriceList, access: 'staff', staffRoles: WRITE, input: savePriceListSchema, answer: answer<PriceListView>() });
export const priceListLines = contract({ path: S.lines, access: 'staff', staffRoles: READ, input: priceListLinesSchema, answer: answer<Page<PriceListLineRow>>() });
export const savePriceListLines = contract({ path: S.saveLines, access: 'staff', staffRoles: WRITE, input: savePriceListLinesSchema, answer: answer<PriceListLinesChange>() });
export const deletePriceListLines = contract({ path: S.deleteLines, access: 'staff', staffRoles: WRITE, input: deletePriceListLinesSchema, answer: answer<PriceListLinesChange>() });
export const bulkChangePriceList = contract({ path: S.bulkChange, access: 'staff', staffRoles: WRITE, input: bulkChangePriceListSchema, answer: answer<PriceListLinesChange>() });
export const assignPriceList = contract({ path: S.assign, access: 'staff', staffRoles: WRITE, input: assignPriceListSchema, answer: answer<PriceListView>() });
/** All rows or none: a bad row is answered by its number and reason (ok false), and nothing changes. */
export const importPriceListLines = contract({ path: S.importLines, access: 'staff', staffRoles: WRITE, input: importPriceListLinesSchema, answer: answer<PriceImportResult>() });
export const exportPriceListLines = contract({ path: S.exportLines, access: 'staff', staffRoles: READ, input: priceListRefSchema, answer: answer<PriceSheet>() });
export const priceCalculation = contract({ path: S.priceCalculation, access: 'staff', staffRoles: READ, input: priceCalculationSchema, answer: answer<PriceCalculation>() });
