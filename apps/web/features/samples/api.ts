'use client';
import { catalog, samples, type InputOf } from '@sw/protocol';
import { call } from '@/lib/backend/call';
import { refreshHeader } from '@/lib/member';

/** The samples' calls from the browser: the buyer's request and the console's catalogue-wide rules. */

/** Creates the sample order; the account menu's open-order counter follows. */
export async function requestSamples(input: InputOf<typeof samples.requestSamples>) {
  const result = await call(samples.requestSamples, input);
  if (result.ok) void refreshHeader();
  return result;
}

/** The goods' specifications and sample offer (the cart line's dialog loads them when opened). */
export const loadGoodsForSamples = (goodsId: string) => call(catalog.onlineGoodsDetail, { goodsId });

export const saveSampleSettings = (input: InputOf<typeof samples.saveSampleSettings>) => call(samples.saveSampleSettings, input);
