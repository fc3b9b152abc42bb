'use client';
import type { inquiry, InputOf, InquiryDetail, InquiryMode } from '@sw/protocol';
import { lazyCaller } from '@/lib/lazyCall';
import { setCartCount } from '@/lib/member';

/** The buyer's inquiry calls (csite/inquiryOrder/). Every answer that changes the cart count updates the header. */

const callInquiry = lazyCaller(() => import('@sw/protocol/contracts/inquiry'));

export const loadCategories = () => callInquiry((contracts) => contracts.catList3);

export { loadTechniqueNames } from '@/lib/techniques';

export async function sendQuickInquiry(input: InputOf<typeof inquiry.quicklyUpload>) {
  const result = await callInquiry((contracts) => contracts.quicklyUpload, input);
  if (result.ok) setCartCount(result.data.cartNum);
  return result;
}

export async function sendPreciseInquiry(input: InputOf<typeof inquiry.confirmOrder>) {
  const result = await callInquiry((contracts) => contracts.confirmOrder, input);
  if (result.ok) setCartCount(result.data.cartNum);
  return result;
}

export const listInquiries = (input: InputOf<typeof inquiry.inquiryOrderList1562>) => callInquiry((contracts) => contracts.inquiryOrderList1562, input);

/** The detail path follows the mode: 1562a for a quick inquiry, 1562b otherwise. */
export const loadInquiry = (inquiryId: string, mode: InquiryMode | null) =>
  callInquiry((contracts) => (mode === 0 ? contracts.inquiryOrderDetail1562a : contracts.inquiryOrderDetail1562b), { inquiryId });

export const editQuick = (input: InputOf<typeof inquiry.quicklyEdit>) => callInquiry((contracts) => contracts.quicklyEdit, input);
export const editPrecise = (input: InputOf<typeof inquiry.preciseEdit>) => callInquiry((contracts) => contracts.preciseEdit, input);
export const editLineQuantities = (input: InputOf<typeof inquiry.preciseQuantityEdit>) => callInquiry((contracts) => contracts.preciseQuantityEdit, input);

/** Applies (or with `discard` drops) the draft, through the commit call of the inquiry's mode. */
export const commitEdit = (detail: Pick<InquiryDetail, 'inquiryId' | 'mode'>, discard = false) =>
  callInquiry((contracts) => (detail.mode === 0 ? contracts.quicklyEditCommit : contracts.preciseEditCommit), { inquiryId: detail.inquiryId, discard });

export async function addAgainToCart(inquiryId: string) {
  const result = await callInquiry((contracts) => contracts.addToInquiryCart, { inquiryId });
  if (result.ok) setCartCount(result.data.cartNum);
  return result;
}

export const acceptQuotation = (inquiryId: string, quotationId: string) => callInquiry((contracts) => contracts.acceptQuotation, { inquiryId, quotationId });
export const askRevision = (inquiryId: string, message: string) => callInquiry((contracts) => contracts.requestRevision, { inquiryId, message });
export const declineInquiry = (inquiryId: string, reason?: string) => callInquiry((contracts) => contracts.declineInquiry, reason ? { inquiryId, reason } : { inquiryId });

export const loadMessages = (inquiryId: string) => callInquiry((contracts) => contracts.inquiryMessages, { inquiryId });
export const sendMessage = (input: InputOf<typeof inquiry.sendInquiryMessage>) => callInquiry((contracts) => contracts.sendInquiryMessage, input);

export { refusalText } from '@/lib/refusal';
