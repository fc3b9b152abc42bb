'use client';
import { errorCode, type OrderDetail, RES } from '@sw/protocol';
import { useLoad } from '@/lib/useLoad';
import type { RecordState } from '@/ui/RecordStates';
import { loadOrder, refusalText } from './api';

export type OrderState = RecordState<OrderDetail>;

async function fetchOrder(orderId: string): Promise<OrderState> {
  if (!/^\d{1,18}$/.test(orderId)) return { state: 'missing', message: 'This order was not found.' };
  const result = await loadOrder(orderId);
  if (result.ok) return { state: 'ready', detail: result.data };
  const code = errorCode(result);
  return { state: code === RES.NOT_FOUND || code === RES.INVALID_PARAMS ? 'missing' : 'error', message: refusalText(result) };
}

/** One of the member's orders (another member's is 'missing', exactly like one that does not exist). */
export function useOrder(orderId: string) {
  const { value, reload, set: setState } = useLoad(orderId, () => fetchOrder(orderId));
  const set = (detail: OrderDetail) => setState({ state: 'ready', detail });
  const state: OrderState = value ?? { state: 'loading' };
  return { ...state, reload, set } as OrderState & { reload: () => void; set: (detail: OrderDetail) => void };
}
