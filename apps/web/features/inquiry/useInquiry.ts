'use client';
import { useCallback, useEffect, useState } from 'react';
import { errorCode, type InquiryDetail, type InquiryMode, RES } from '@sw/protocol';
import { loadInquiry, refusalText } from './api';

export type InquiryState =
  | { state: 'loading' }
  | { state: 'missing'; message: string }
  | { state: 'error'; message: string }
  | { state: 'ready'; detail: InquiryDetail };

/**
 * One of the member's inquiries, by the detail path of its mode (1562a quick, 1562b precise). Without a known
 * mode the precise path is asked first, then the quick one (each path answers 20004 for the other kind).
 */
export function useInquiry(inquiryId: string, mode: InquiryMode | null) {
  const [state, setState] = useState<InquiryState>({ state: 'loading' });

  const load = useCallback(async () => {
    if (!/^\d{1,18}$/.test(inquiryId)) {
      setState({ state: 'missing', message: 'This inquiry was not found.' });
      return;
    }
    let result = await loadInquiry(inquiryId, mode ?? 1);
    if (!result.ok && mode === null && errorCode(result) === RES.NOT_FOUND) result = await loadInquiry(inquiryId, 0);
    if (result.ok) setState({ state: 'ready', detail: result.data });
    else if (errorCode(result) === RES.NOT_FOUND) setState({ state: 'missing', message: refusalText(result) });
    else setState({ state: 'error', message: refusalText(result) });
  }, [inquiryId, mode]);

  useEffect(() => {
    void load();
  }, [load]);

  const set = useCallback((detail: InquiryDetail) => setState({ state: 'ready', detail }), []);
  return { ...state, reload: load, set } as InquiryState & { reload: () => Promise<void>; set: (detail: InquiryDetail) => void };
}
