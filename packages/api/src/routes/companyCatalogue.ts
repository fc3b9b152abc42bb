import { companyCatalog } from '@sw/protocol';
import { endpoint, type Endpoint } from '../lib/endpoint';
import { companyAssortmentView, goodsExclusivesView } from '../queries/staffCompanyCatalogue';
import { saveCompanyAssortment, saveGoodsExclusives } from '../workflows/companyCatalogue';

/** A company's own catalogue in the console (issue 51): exclusive goods and assortments. */
export const companyCatalogueEndpoints: Endpoint[] = [
  endpoint(companyCatalog.goodsExclusives, ({ db, input }) => goodsExclusivesView(db, input.goodsId)),
  endpoint(companyCatalog.setGoodsExclusives, ({ deps, member, input }) => saveGoodsExclusives(deps, member, input)),
  endpoint(companyCatalog.companyAssortment, ({ db, input }) => companyAssortmentView(db, input.companyId)),
  endpoint(companyCatalog.setCompanyAssortment, ({ deps, member, input }) => saveCompanyAssortment(deps, member, input)),
];
