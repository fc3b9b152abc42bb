import { API } from '../paths';
import { answer, contract } from '../contract';
import type { LineAnswered, LineRequest, Negotiation } from '../negotiation';
import { answerLineSchema, lineRequestSchema, negotiationRefSchema, placeAcceptedLinesSchema, saveLineAnswersSchema } from '../schemas/negotiation';
import type { OrderPlaced } from '../types/order';

/**
 * Line-level negotiation (docs/decisions/0024-line-negotiation.md). The buyer's paths are the company's: another
 * company's inquiry is 20004 with no data; a viewer reads but does not answer (20011). The desk's draft answers
 * never reach the buyer; a sent version refuses every change with 20040.
 */

/** Every sent version of the inquiry with its per-line answers, the buyer's answers and the badges against the version before. */
export const negotiation = contract({
  path: API.negotiation.negotiation, access: 'member', role: 'viewer', input: negotiationRefSchema, answer: answer<Negotiation>(),
});

/** A line's quantity points (with optional targets) and spec notes, while the inquiry waits for a quotation (else 20046). */
export const lineRequest = contract({
  path: API.negotiation.lineRequest, access: 'member', input: lineRequestSchema, answer: answer<LineRequest & { itemId: string }>(),
});

/** The buyer's answer on one line of a sent version: accept an offer, counter, or drop (once per line and version). */
export const answerLine = contract({
  path: API.negotiation.answerLine, access: 'member', input: answerLineSchema, answer: answer<LineAnswered>(),
});

/** An order of the version's accepted lines at the frozen offers, through the company's approval rule; one per version. */
export const placeAcceptedLines = contract({
  path: API.negotiation.placeAcceptedLines, access: 'member', input: placeAcceptedLinesSchema, answer: answer<OrderPlaced>(),
});

/** The desk's view: the draft's answers beside the buyer's targets, and every sent version. */
export const staffNegotiation = contract({
  path: API.negotiation.staffNegotiation, access: 'staff', staffRoles: ['sales'], input: negotiationRefSchema, answer: answer<Negotiation>(),
});

/** The draft's per-line answers (offers, a substitute, declined); a sent quotation is 20040. */
export const saveLineAnswers = contract({
  path: API.negotiation.saveLineAnswers, access: 'staff', staffRoles: ['sales'], input: saveLineAnswersSchema, answer: answer<Negotiation>(),
});
