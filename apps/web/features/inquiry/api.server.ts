import { account, cart, type CallResult, type CartView, errorMessage, inquiry, INQUIRY_LIMITS, type InquiryLine, type InquiryPage } from '@sw/protocol';
import { memberCall, memberCredentials } from '@/lib/backend/call.server';
import { loadTechniqueNames } from '@/lib/techniques.server';
import { FIRST_LIST_QUERY, memberListInput } from '@/lib/memberList';
import type { EmailState } from './EmailStep';


/** The member's cart with the technique names, for confirming a precise inquiry; null for a visitor. */
export async function loadCartForInquiry(): Promise<{ cart: CallResult<CartView>; techniqueNames: Record<string, string>; email: EmailState } | null> {
  if (!(await memberCredentials()).token) return null;
  const [view, techniqueNames, email] = await Promise.all([memberCall(cart.myCart), loadTechniqueNames(), loadEmailState()]);
  return { cart: view, techniqueNames, email };
}

export async function loadEmailState(): Promise<EmailState> {
  const info = await memberCall(account.viewInformation);
  return info.ok ? { email: info.data.email, confirmed: info.data.emailConfirmed } : null;
}

export type InquiryLineLoad =
  | { ok: true; inquiryNo: string; line: InquiryLine & { goodsId: string } }
  | { ok: false; message: string };

/**
 * One line of the member's precise inquiry as it stands in the draft (or as sent, without a draft), to edit its
 * customization; refused in words when the inquiry cannot be edited now.
 */
export async function loadInquiryLine(inquiryId: string, itemId: string): Promise<InquiryLineLoad> {
  if (!/^\d{1,18}$/.test(inquiryId) || !/^\d{1,18}$/.test(itemId)) return { ok: false, message: 'This line was not found.' };
  const result = await memberCall(inquiry.preciseInquiryDetail, { inquiryId });
  if (!result.ok) return { ok: false, message: errorMessage(result) };
  const detail = result.data;
  if (!detail.editable) return { ok: false, message: `Inquiry ${detail.inquiryNo} can no longer be edited.` };
  const line = (detail.draft?.lines ?? detail.lines).find((candidate) => candidate.itemId === itemId);
  if (!line || !line.goodsId) return { ok: false, message: 'This line is not in the inquiry, or its product is no longer offered.' };
  return { ok: true, inquiryNo: detail.inquiryNo, line: { ...line, goodsId: line.goodsId } };
}

/** My Inquiry's first page, rendered with the page; undefined when refused (the list then asks from the browser and says why). */
export async function loadFirstInquiryPage(): Promise<InquiryPage | undefined> {
  const result = await memberCall(inquiry.inquiryOrderList1562, memberListInput(FIRST_LIST_QUERY, INQUIRY_LIMITS.pageSize));
  return result.ok ? result.data : undefined;
}
