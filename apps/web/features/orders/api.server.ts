import { type CallResult, errorCode, inquiry, type InquiryDetail, RES } from '@sw/protocol';
import { memberCall } from '@/lib/call.server';

/**
 * The member's inquiry whose accepted quotation the order form offers: the precise path first, then the quick
 * one (each answers 20004 for the other kind of inquiry).
 */
export async function loadInquiryForOrder(inquiryId: string): Promise<CallResult<InquiryDetail> | null> {
  if (!/^\d{1,18}$/.test(inquiryId)) return null;
  const precise = await memberCall(inquiry.inquiryOrderDetail1562b, { inquiryId });
  if (precise.ok || errorCode(precise) !== RES.NOT_FOUND) return precise;
  return memberCall(inquiry.inquiryOrderDetail1562a, { inquiryId });
}
