import { type CallResult, type InquiryDetail, inquiryDetail, order, ORDER_LIMITS, type OrderPage } from '@sw/protocol';
import { memberCall } from '@/lib/backend/call.server';
import { FIRST_LIST_QUERY, memberListInput } from '@/lib/memberList';

/** The member's inquiry whose accepted quotation the order form offers, of either kind (`inquiryDetail`). */
export async function loadInquiryForOrder(inquiryId: string): Promise<CallResult<InquiryDetail> | null> {
  if (!/^\d{1,18}$/.test(inquiryId)) return null;
  return inquiryDetail(memberCall, inquiryId);
}

/** My Order's first page, rendered with the page; undefined when refused (the list then asks from the browser and says why). */
export async function loadFirstOrderPage(): Promise<OrderPage | undefined> {
  const result = await memberCall(order.orderList, memberListInput(FIRST_LIST_QUERY, ORDER_LIMITS.pageSize));
  return result.ok ? result.data : undefined;
}
