import { staffPriceLists as P } from '@sw/protocol';
import { endpoint, type Endpoint } from '../lib/endpoint';
import { utcDay } from '../lib/dailyNumber';
import { priceCalculationOf, priceListLinePage, priceListSummaries, priceListView, priceSheetOf } from '../queries/priceListDesk';
import {
  assignPriceListStep, bulkChangePriceListStep, deletePriceListLinesStep, importPriceListLinesStep, savePriceListLinesStep, savePriceListStep,
} from '../workflows/priceListDesk';

/** Company price lists on the console (issue 51; docs/protocol.md, Price lists): reads are queries, changes audited use cases. */
export const staffPriceListEndpoints: Endpoint[] = [
  endpoint(P.priceLists, ({ db, deps, input }) => priceListSummaries(db, input, utcDay(deps.now()))),
  endpoint(P.priceList, ({ db, deps, input }) => priceListView(db, input.listId, utcDay(deps.now()))),
  endpoint(P.savePriceList, ({ deps, member, input }) => savePriceListStep(deps, member, input)),
  endpoint(P.priceListLines, ({ db, input }) => priceListLinePage(db, input)),
  endpoint(P.savePriceListLines, ({ deps, member, input }) => savePriceListLinesStep(deps, member, input)),
  endpoint(P.deletePriceListLines, ({ deps, member, input }) => deletePriceListLinesStep(deps, member, input)),
  endpoint(P.bulkChangePriceList, ({ deps, member, input }) => bulkChangePriceListStep(deps, member, input)),
  endpoint(P.assignPriceList, ({ deps, member, input }) => assignPriceListStep(deps, member, input)),
  endpoint(P.importPriceListLines, ({ deps, member, input }) => importPriceListLinesStep(deps, member, input)),
  endpoint(P.exportPriceListLines, ({ db, input }) => priceSheetOf(db, input.listId)),
  endpoint(P.priceCalculation, ({ db, deps, input }) => priceCalculationOf(db, input, utcDay(deps.now()))),
];
