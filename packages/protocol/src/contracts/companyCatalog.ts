import { API } from '../paths';
import { answer, contract } from '../contract';
import {
  companyAssortmentRefSchema, goodsExclusivesRefSchema, setCompanyAssortmentSchema, setGoodsExclusivesSchema,
} from '../schemas/companyCatalog';
import type { CompanyAssortmentView, GoodsExclusivesView } from '../types/companyCatalog';

/**
 * A company's own catalogue in the console (issue 51): which companies a goods is exclusive to, and which categories
 * and goods a company sees. Set by the sales managers and administrators; each change is audited in its transaction.
 */

export const goodsExclusives = contract({
  path: API.staff.goodsExclusives, access: 'staff', staffRoles: ['sales_manager'], input: goodsExclusivesRefSchema, answer: answer<GoodsExclusivesView>(),
});

/** Makes a goods exclusive to these companies (the whole set; none: public again). */
export const setGoodsExclusives = contract({
  path: API.staff.setGoodsExclusives, access: 'staff', staffRoles: ['sales_manager'], input: setGoodsExclusivesSchema, answer: answer<GoodsExclusivesView>(),
});

export const companyAssortment = contract({
  path: API.staff.companyAssortment, access: 'staff', staffRoles: ['sales_manager'], input: companyAssortmentRefSchema, answer: answer<CompanyAssortmentView>(),
});

/** Sets a company's assortment (the whole set; both lists empty: all goods again). */
export const setCompanyAssortment = contract({
  path: API.staff.setCompanyAssortment, access: 'staff', staffRoles: ['sales_manager'], input: setCompanyAssortmentSchema, answer: answer<CompanyAssortmentView>(),
});
