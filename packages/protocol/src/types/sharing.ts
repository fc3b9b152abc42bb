import type { CompanyRole } from '../company';

/**
 * Company sharing: every colleague reads the company's inquiries and orders; each says who placed it (the member who
 * sent the inquiry or placed the order), so a list of everyone's records reads clearly.
 */
export interface PlacedBy {
  memId: string;
  nick: string;
  email: string;
}

/** The lists' filter (My Inquiry, My Order): the caller's own records, or every colleague's (the default). */
export const WHOSE_FILTERS = ['mine', 'all'] as const;
export type Whose = (typeof WHOSE_FILTERS)[number];

/** Who the signed-in buyer is in their company (headerData.do): their id and role; null for visitors and staff. */
export interface CompanySeat {
  memId: string;
  companyRole: CompanyRole;
}
