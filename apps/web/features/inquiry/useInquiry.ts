'use client';
import { useCallback, useEffect, useState } from 'react';
import { errorCode, type InquiryDetail, type InquiryMode, RES } from '@sw/protocol';
import type { RecordState } from '@/ui/RecordStates';
import { loadInquiry, refusalText } from './api';

export type InquiryState = RecordState<InquiryDetail>;

async function fetchInquiry(inquiryId: string, mode: InquiryMode | null): Promise<InquiryState> {
  if (!/^\d{1,18}$/.test(inquiryId)) return { state: 'missing', message: 'This inquiry was not found.' };
  let result = await loadInquiry(inquiryId, mode ?? 1);
  if (!result.ok && mode === null && errorCode(result) === RES.NOT_FOUND) result = await loadInquiry(inquiryId, 0);
  if (result.ok) return { state: 'ready', detail: result.data };
  return { state: errorCode(result) === RES.NOT_FOUND ? 'missing' : 'error', message: refusalText(result) };
}

/**
 * One of the member's inquiries, by the detail path of its mode (1562a quick, 1562b precise). Without a known
 * mode the precise path is asked first, then the quick one (each path answers 20004 for the other kind).
 */
export function useInquiry(inquiryId: string, mode: InquiryMode | null) {
  const [attempt, setAttempt] = useState(0);
  const key = `${inquiryId}|${mode}|${attempt}`;
  const [answer, setAnswer] = useState<{ key: string; state: InquiryState } | null>(null);

  useEffect(() => {
    let live = true;
    void fetchInquiry(inquiryId, mode).then((state) => {
      if (live) setAnswer({ key, state });
    });
    return () => {
      live = false;
    };
  }, [inquiryId, mode, key]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const set = useCallback((detail: InquiryDetail) => setAnswer({ key, state: { state: 'ready', detail } }), [key]);
  const state: InquiryState = answer?.key === key ? answer.state : { state: 'loading' };
  return { ...state, reload, set } as InquiryState & { reload: () => void; set: (detail: InquiryDetail) => void };
}
