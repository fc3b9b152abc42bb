import { type CallResult, errorCode, inquiry, type InquiryDetail, order, ORDER_LIMITS, type OrderPage, RES } from '@sw/protocol';
import { memberCall } from '@/lib/backend/call.server';
import { FIRST_LIST_QUERY, memberListInput } from '@/lib/memberList';

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

/** My Order's first page, rendered with the page; undefined when refused (the list then asks from the browser and says why). */
export async function loadFirstOrderPage(): Promise<OrderPage | undefined> {
  const result = await memberCall(order.orderList, memberListInput(FIRST_LIST_QUERY, ORDER_LIMITS.pageSize));
  return result.ok ? result.data : undefined;
}
