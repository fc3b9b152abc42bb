import type { AnswerOf, Contract } from './contract';
import type { InputArgs } from './client';
import { RES } from './codes';
import { quickInquiryDetail, preciseInquiryDetail } from './contracts/inquiry';
import { errorCode, type CallResult } from './envelope';
import type { InquiryDetail, InquiryMode } from './types/inquiry';

/** What sends a call: the browser's `call` or the server's `memberCall`. */
type Send = <C extends Contract>(contract: C, ...input: InputArgs<C>) => Promise<CallResult<AnswerOf<C>>>;

/**
 * One of the member's inquiries, by the detail path of its kind (spec: 1562a quick, 1562b precise). Without a
 * known mode the precise path is asked first, then the quick one: each path answers 20004 for the other kind.
 */
export async function inquiryDetail(send: Send, inquiryId: string, mode: InquiryMode | null = null): Promise<CallResult<InquiryDetail>> {
  if (mode === 0) return send(quickInquiryDetail, { inquiryId });
  const precise = await send(preciseInquiryDetail, { inquiryId });
  if (mode !== null || precise.ok || errorCode(precise) !== RES.NOT_FOUND) return precise;
  return send(quickInquiryDetail, { inquiryId });
}
