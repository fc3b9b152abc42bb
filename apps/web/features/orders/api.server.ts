import { type CallResult, company, type InquiryDetail, inquiryDetail, order, ORDER_LIMITS, type OrderPage, type OrderPreview } from '@sw/protocol';
import { memberCall } from '@/lib/backend/call.server';
import { FIRST_LIST_QUERY, memberListInput } from '@/lib/memberList';

/** The member's inquiry whose accepted quotation the order form offers, of either kind (`inquiryDetail`). */
export async function loadInquiryForOrder(inquiryId: string): Promise<CallResult<InquiryDetail> | null> {
  if (!/^\d{1,18}$/.test(inquiryId)) return null;
  return inquiryDetail(memberCall, inquiryId);
}

/** The order placing would make now at the quoted quantities (orderPreview.do); null when not readable now (the form asks again). */
export async function loadOrderPreview(inquiryId: string, quotationId: string): Promise<OrderPreview | null> {
  const result = await memberCall(order.orderPreview, { inquiryId, quotationId });
  return result.ok ? result.data : null;
}

/** The company's approval rule as it bears on the signed-in member's next order (docs/workflows.md, The order's lifecycle). */
export interface ApprovalRule {
  /** An order above this total (2 decimals) waits; null: the company has no rule. */
  threshold: string | null;
  /** Whether the rule applies to the member (an admin's own orders never wait). */
  applies: boolean;
  /** Who approves: the company's admins, by name (or address), as the order page names them. */
  approvers: string[];
}

/** The place-order screen's approval notice reads the company as the Company page does; null when not readable now. */
export async function loadApprovalRule(): Promise<ApprovalRule | null> {
  const result = await memberCall(company.companyView);
  if (!result.ok) return null;
  const view = result.data;
  const approvers = view.people.filter((person) => person.role === 'admin').map((person) => person.nick || person.email);
  return { threshold: view.approvalThreshold, applies: view.yourRole !== 'admin', approvers };
}

/** My Order's first page, rendered with the page; undefined when refused (the list then asks from the browser and says why). */
export async function loadFirstOrderPage(): Promise<OrderPage | undefined> {
  const result = await memberCall(order.orderList, memberListInput(FIRST_LIST_QUERY, ORDER_LIMITS.pageSize));
  return result.ok ? result.data : undefined;
}
