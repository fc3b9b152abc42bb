'use client';
import { useCallback, useEffect, useState } from 'react';
import { errorCode, type OrderDetail, RES } from '@sw/protocol';
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
  const [attempt, setAttempt] = useState(0);
  const key = `${orderId}|${attempt}`;
  const [answer, setAnswer] = useState<{ key: string; state: OrderState } | null>(null);

  useEffect(() => {
    let live = true;
    void fetchOrder(orderId).then((state) => {
      if (live) setAnswer({ key, state });
    });
    return () => {
      live = false;
    };
  }, [orderId, key]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const set = useCallback((detail: OrderDetail) => setAnswer({ key, state: { state: 'ready', detail } }), [key]);
  const state: OrderState = answer?.key === key ? answer.state : { state: 'loading' };
  return { ...state, reload, set } as OrderState & { reload: () => void; set: (detail: OrderDetail) => void };
}
