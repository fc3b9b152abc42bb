import { z } from '../z';
import { goodsListQuerySchema } from './catalog';
import { idField } from './fields';

/** A company's own catalogue (issue 51): the member-only price call and the console's exclusives and assortment. */

/** At most one page of goods at a time (GOODS_PAGE.maxSize). */
export const MEMBER_PRICES_MAX_GOODS = 100;

export const memberPricesSchema = z.object({
  goodsIds: z.array(idField()).max(MEMBER_PRICES_MAX_GOODS, { error: `At most ${MEMBER_PRICES_MAX_GOODS} goods at a time.` }),
  /** The goods list's query the page shows: answers the company's own page of it when its catalogue is its own. */
  list: goodsListQuerySchema.optional(),
});
export type MemberPricesQuery = z.output<typeof memberPricesSchema>;

/** At most this many companies per exclusive goods, and categories or goods per assortment. */
export const COMPANY_CATALOGUE_LIMITS = { exclusiveCompanies: 50, assortmentEntries: 500 } as const;

const companyIdField = z.uuid({ error: 'Please choose a company.' });

export const goodsExclusivesRefSchema = z.object({ goodsId: idField() });

export const setGoodsExclusivesSchema = z.object({
  goodsId: idField(),
  /** Empty: the goods is public again. */
  companyIds: z.array(companyIdField).max(COMPANY_CATALOGUE_LIMITS.exclusiveCompanies, { error: `At most ${COMPANY_CATALOGUE_LIMITS.exclusiveCompanies} companies.` }),
});
export type SetGoodsExclusivesInput = z.output<typeof setGoodsExclusivesSchema>;

export const companyAssortmentRefSchema = z.object({ companyId: companyIdField });

const entries = (what: string) =>
  z.array(idField()).max(COMPANY_CATALOGUE_LIMITS.assortmentEntries, { error: `At most ${COMPANY_CATALOGUE_LIMITS.assortmentEntries} ${what}.` });

/** Both lists empty: the company sees all goods again. */
export const setCompanyAssortmentSchema = z.object({ companyId: companyIdField, categoryIds: entries('categories'), goodsIds: entries('goods') });
export type SetCompanyAssortmentInput = z.output<typeof setCompanyAssortmentSchema>;
