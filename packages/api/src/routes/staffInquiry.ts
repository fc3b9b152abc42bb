import { staffInquiry } from '@sw/protocol';
import { endpoint, type Endpoint } from '../lib/endpoint';
import { inquiryQueue, saveQuotation, staffInquiryView } from '../services/quotation';
import { declineAsStaff, sendQuotation } from '../workflows/quotationDesk';
import { inquiryAgreementPrices } from '../queries/quotationAgreements';

/** The company's agreement prices today (issue 51): the editor starts from them, a saved draft is checked against them. */
const agreementsToday = (deps: { database: { db: Parameters<typeof inquiryAgreementPrices>[0] }; now: () => Date }, inquiryId: number) =>
  inquiryAgreementPrices(deps.database.db, inquiryId, deps.now().toISOString().slice(0, 10));

/** The sales team's quotation desk (staff/): staff sessions only (the app refuses a buyer and a visitor). */
export const staffInquiryEndpoints: Endpoint[] = [
  endpoint(staffInquiry.inquiryQueue, ({ deps, member, input: { mine, ...input } }) => inquiryQueue(deps, { ...input, managedBy: mine ? member.id : undefined })),
  endpoint(staffInquiry.inquiryView, async ({ deps, input }) => ({
    ...(await staffInquiryView(deps, input.inquiryId)), agreementPrices: await agreementsToday(deps, input.inquiryId),
  })),
  endpoint(staffInquiry.saveQuotation, async ({ deps, member, input }) => saveQuotation(deps, member, input, await agreementsToday(deps, input.inquiryId))),
  endpoint(staffInquiry.sendQuotation, ({ deps, member, input }) => sendQuotation(deps, member, input)),
  endpoint(staffInquiry.declineInquiry, ({ deps, member, input }) => declineAsStaff(deps, member, input)),
];
