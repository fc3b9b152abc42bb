import { inquiry } from '@sw/protocol';
import { endpoint, type Endpoint } from '../lib/endpoint';
import { loadCategoryIndex } from '../services/catalog';
import { addInquiryToCart } from '../workflows/inquiryToCart';
import { acceptQuotation, commitEdit, createQuickInquiry, declineInquiry, inquiryDetail, listInquiries, listMessages, preciseEdit, preciseLogoEdit, preciseQuantityEdit, quicklyEdit, requestRevision, sendMessage } from '../services/inquiry';
import { createPreciseInquiry } from '../workflows/cartToInquiry';
import { companyMember } from '../lib/member';

/** The buyer's inquiries (csite/inquiryOrder/): every call reaches only the signed-in member's company's inquiries (the cart stays personal). */
export const inquiryEndpoints: Endpoint[] = [
  endpoint(inquiry.catList3, async ({ db }) => (await loadCategoryIndex(db)).tree()),
  endpoint(inquiry.createQuickInquiry, ({ deps, member, ip, theme, input }) => createQuickInquiry(deps, { member, ip, theme }, input)),
  endpoint(inquiry.createPreciseInquiry, ({ deps, member, ip, theme, input }) => createPreciseInquiry(deps, { member, ip, theme }, input)),
  endpoint(inquiry.inquiryOrderList1562, ({ deps, member, input }) => listInquiries(deps, companyMember(member), input)),
  endpoint(inquiry.quickInquiryDetail, ({ deps, member, input }) => inquiryDetail(deps, companyMember(member), input.inquiryId, 0)),
  endpoint(inquiry.preciseInquiryDetail, ({ deps, member, input }) => inquiryDetail(deps, companyMember(member), input.inquiryId, 1)),
  endpoint(inquiry.quicklyEdit, ({ deps, member, input }) => quicklyEdit(deps, member, input)),
  endpoint(inquiry.preciseEdit, ({ deps, member, input }) => preciseEdit(deps, member, input)),
  endpoint(inquiry.preciseQuantityEdit, ({ deps, member, input }) => preciseQuantityEdit(deps, member, input)),
  endpoint(inquiry.preciseLogoEdit, ({ deps, member, input }) => preciseLogoEdit(deps, member, input)),
  endpoint(inquiry.quicklyEditCommit, ({ deps, member, input }) => commitEdit(deps, member, input, 0)),
  endpoint(inquiry.preciseEditCommit, ({ deps, member, input }) => commitEdit(deps, member, input, 1)),
  endpoint(inquiry.addToInquiryCart, ({ db, deps, member, input }) => addInquiryToCart(db, companyMember(member), input.inquiryId, deps.now())),
  endpoint(inquiry.acceptQuotation, ({ deps, member, input }) => acceptQuotation(deps, member, input)),
  endpoint(inquiry.requestRevision, ({ deps, member, input }) => requestRevision(deps, member, input)),
  endpoint(inquiry.declineInquiry, ({ deps, member, input }) => declineInquiry(deps, member, input)),
  endpoint(inquiry.inquiryMessages, ({ deps, member, input }) => listMessages(deps, input.inquiryId, 'buyer', companyMember(member))),
  endpoint(inquiry.sendInquiryMessage, ({ deps, member, input }) => sendMessage(deps, member, 'buyer', input, companyMember(member))),
];
