'use client';
import { type InputOf, negotiation } from '@sw/protocol';
import { call } from '@/lib/backend/call';

/**
 * Line-level negotiation's calls (issue 52): the versions with their per-line answers, the buyer's answer on a line,
 * the order of the accepted lines. Apart from ./api so the inquiry list carries none of their schemas.
 */
export const loadNegotiation = (inquiryId: string) => call(negotiation.negotiation, { inquiryId });
export const answerLine = (input: InputOf<typeof negotiation.answerLine>) => call(negotiation.answerLine, input);
export const placeAcceptedLines = (input: InputOf<typeof negotiation.placeAcceptedLines>) => call(negotiation.placeAcceptedLines, input);
