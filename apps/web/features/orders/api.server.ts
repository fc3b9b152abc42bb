import { type CallResult, type InquiryDetail, inquiryDetail, order, ORDER_LIMITS, type OrderPage, sampleCredit, type SampleCredit } from '@sw/protocol';
import { memberCall } from '@/lib/backend/call.server';
import { FIRST_LIST_QUERY, memberListInput } from '@/lib/memberList';

/** The member's inquiry whose accepted quotation the order form offers, of either kind (`inquiryDetail`). */
export async function loadInquiryForOrder(inquiryId: string): Promise<CallResult<InquiryDetail> | null> {
  if (!/^\d{1,18}$/.test(inquiryId)) return null;
  return inquiryDetail(memberCall, inquiryId);
}

/** The sample credit an order from the inquiry's accepted quotation would take now; null when none or not readable now. */
export async function loadSampleCreditPreview(inquiryId: string): Promise<SampleCredit | null> {
  const result = await memberCall(sampleCredit.sampleCreditPreview, { inquiryId });
  return result.ok ? result.data : null;
}

/** My Order's first page, rendered with the page; undefined when refused (the list then asks from the browser and says why). */
export async function loadFirstOrderPage(): Promise<OrderPage | undefined> {
  const result = await memberCall(order.orderList, memberListInput(FIRST_LIST_QUERY, ORDER_LIMITS.pageSize));
  return result.ok ? result.data : undefined;
}
