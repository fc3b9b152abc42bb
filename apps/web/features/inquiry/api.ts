'use client';
import { inquiry, inquiryDetail, type InputOf, type InquiryDetail, type InquiryMode } from '@sw/protocol';
import { call } from '@/lib/backend/call';
import { setCartCount } from '@/lib/member';

/** The buyer's inquiry calls (csite/inquiryOrder/). Every answer that changes the cart count updates the header. */

export const loadCategories = () => call(inquiry.catList3);

export { useTechniqueNames } from '@/lib/techniques';

export async function sendQuickInquiry(input: InputOf<typeof inquiry.createQuickInquiry>) {
  const result = await call(inquiry.createQuickInquiry, input);
  if (result.ok) setCartCount(result.data.cartNum);
  return result;
}

export async function sendPreciseInquiry(input: InputOf<typeof inquiry.createPreciseInquiry>) {
  const result = await call(inquiry.createPreciseInquiry, input);
  if (result.ok) setCartCount(result.data.cartNum);
  return result;
}

export const listInquiries = (input: InputOf<typeof inquiry.inquiryOrderList1562>) => call(inquiry.inquiryOrderList1562, input);

/** One inquiry by the detail path of its mode; without a known mode, precise first, then quick (`inquiryDetail`). */
export const loadInquiry = (inquiryId: string, mode: InquiryMode | null) => inquiryDetail(call, inquiryId, mode);

export const editQuick = (input: InputOf<typeof inquiry.quicklyEdit>) => call(inquiry.quicklyEdit, input);
export const editPrecise = (input: InputOf<typeof inquiry.preciseEdit>) => call(inquiry.preciseEdit, input);
export const editLineQuantities = (input: InputOf<typeof inquiry.preciseQuantityEdit>) => call(inquiry.preciseQuantityEdit, input);

/** Applies (or with `discard` drops) the draft, through the commit call of the inquiry's mode. */
export const commitEdit = (detail: Pick<InquiryDetail, 'inquiryId' | 'mode'>, discard = false) =>
  call(detail.mode === 0 ? inquiry.quicklyEditCommit : inquiry.preciseEditCommit, { inquiryId: detail.inquiryId, discard });

export async function addAgainToCart(inquiryId: string) {
  const result = await call(inquiry.addToInquiryCart, { inquiryId });
  if (result.ok) setCartCount(result.data.cartNum);
  return result;
}

export const acceptQuotation = (inquiryId: string, quotationId: string) => call(inquiry.acceptQuotation, { inquiryId, quotationId });
export const askRevision = (inquiryId: string, message: string) => call(inquiry.requestRevision, { inquiryId, message });
export const declineInquiry = (inquiryId: string, reason?: string) => call(inquiry.declineInquiry, reason ? { inquiryId, reason } : { inquiryId });

export const loadMessages = (inquiryId: string) => call(inquiry.inquiryMessages, { inquiryId });
export const sendMessage = (input: InputOf<typeof inquiry.sendInquiryMessage>) => call(inquiry.sendInquiryMessage, input);

export { refusalText } from '@/lib/refusal';

