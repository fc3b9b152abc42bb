'use client';
import { cart, type InputOf } from '@sw/protocol';
import { call } from '@/lib/call';

/** putIntoCart2.do: the customized line as a new cart line. */
export function addCustomizedLine(input: InputOf<typeof cart.putIntoCart2>) {
  return call(cart.putIntoCart2, input);
}

/** Saves an edited line: its customization and its quantities per specification, in one change (cartEditCustomInfo.do). */
export function saveCustomizedLine(lineId: string, input: Omit<InputOf<typeof cart.putIntoCart2>, 'goodsId'>) {
  return call(cart.cartEditCustomInfo, { lineId, customization: input.customization, variants: input.variants });
}
