'use client';
import { errorCode, type InquiryDetail, type InquiryMode, RES } from '@sw/protocol';
import { useLoad } from '@/lib/useLoad';
import type { RecordState } from '@/ui/RecordStates';
import { loadInquiry, refusalText } from './api';

export type InquiryState = RecordState<InquiryDetail>;

async function fetchInquiry(inquiryId: string, mode: InquiryMode | null): Promise<InquiryState> {
  if (!/^\d{1,18}$/.test(inquiryId)) return { state: 'missing', message: 'This inquiry was not found.' };
  const result = await loadInquiry(inquiryId, mode);
  if (result.ok) return { state: 'ready', detail: result.data };
  return { state: errorCode(result) === RES.NOT_FOUND ? 'missing' : 'error', message: refusalText(result) };
}

/**
 * One of the member's inquiries, by the detail path of its mode (1562a quick, 1562b precise). Without a known
 * mode the precise path is asked first, then the quick one (each path answers 20004 for the other kind).
 */
export function useInquiry(inquiryId: string, mode: InquiryMode | null) {
  const { value, reload, set: setState } = useLoad(`${inquiryId}|${mode}`, () => fetchInquiry(inquiryId, mode));
  const set = (detail: InquiryDetail) => setState({ state: 'ready', detail });
  const state: InquiryState = value ?? { state: 'loading' };
  return { ...state, reload, set } as InquiryState & { reload: () => void; set: (detail: InquiryDetail) => void };
}
