'use client';
import { cart, inquiry, type InputOf } from '@sw/protocol';
import { call } from '@/lib/backend/call';

/** putIntoCart2.do: the customized line as a new cart line. */
export function addCustomizedLine(input: InputOf<typeof cart.putIntoCart2>) {
  return call(cart.putIntoCart2, input);
}

/** Saves an edited line: its customization and its quantities per specification, in one change (cartEditCustomInfo.do). */
export function saveCustomizedLine(lineId: string, input: Omit<InputOf<typeof cart.putIntoCart2>, 'goodsId'>) {
  return call(cart.cartEditCustomInfo, { lineId, customization: input.customization, variants: input.variants });
}

/**
 * Saves an edited line of an open inquiry into its draft: the customization (preciseLogoEdit.do), then the
 * quantities per specification (preciseQuantityEdit.do). The buyer sends the draft from the inquiry's edit page.
 */
export async function saveInquiryLine(inquiryId: string, itemId: string, input: Omit<InputOf<typeof cart.putIntoCart2>, 'goodsId'>) {
  const logo = await call(inquiry.preciseLogoEdit, { inquiryId, itemId, customization: input.customization });
  if (!logo.ok) return logo;
  return call(inquiry.preciseQuantityEdit, { inquiryId, itemId, variants: input.variants });
}
