'use client';
import { cart, type CallResult, type CartChange, type InputOf } from '@sw/protocol';
import { call } from '@/lib/call';

/** putIntoCart2.do: the customized line as a new cart line. */
export function addCustomizedLine(input: InputOf<typeof cart.putIntoCart2>) {
  return call(cart.putIntoCart2, input);
}

/**
 * Saves an edited line: its customization (cartEditCustomInfo.do), then its quantities per
 * specification (cartEditPreciseInfo.do). The first refusal stops it and is answered.
 */
export async function saveCustomizedLine(
  lineId: string,
  input: Omit<InputOf<typeof cart.putIntoCart2>, 'goodsId'>,
): Promise<CallResult<CartChange>> {
  const custom = await call(cart.cartEditCustomInfo, { lineId, customization: input.customization });
  if (!custom.ok) return custom;
  return call(cart.cartEditPreciseInfo, { lineId, variants: input.variants });
}
