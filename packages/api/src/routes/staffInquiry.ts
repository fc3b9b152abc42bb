import { staffInquiry } from '@sw/protocol';
import { endpoint, type Endpoint } from '../lib/endpoint';
import { inquiryQueue, saveQuotation, staffInquiryView } from '../services/quotation';
import { declineAsStaff, sendQuotation } from '../workflows/quotationDesk';

/** The sales team's quotation desk (staff/): staff sessions only (the app refuses a buyer and a visitor). */
export const staffInquiryEndpoints: Endpoint[] = [
  endpoint(staffInquiry.inquiryQueue, ({ deps, member, input: { mine, ...input } }) => inquiryQueue(deps, { ...input, managedBy: mine ? member.id : undefined })),
  endpoint(staffInquiry.inquiryView, ({ deps, input }) => staffInquiryView(deps, input.inquiryId)),
  endpoint(staffInquiry.saveQuotation, ({ deps, member, input }) => saveQuotation(deps, member, input)),
  endpoint(staffInquiry.sendQuotation, ({ deps, member, input }) => sendQuotation(deps, member, input)),
  endpoint(staffInquiry.declineInquiry, ({ deps, member, input }) => declineAsStaff(deps, member, input)),
];
