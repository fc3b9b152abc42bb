// The order's conversation (erp/inquiryOrder/csite/, staff/): messages, problem reports, unread counts.
import type { OrderProblemKind } from '../schemas/orderMessages';
import type { ThreadMessage } from './inquiry';

/** A line a problem report names, with the pieces affected when the buyer said. */
export interface OrderProblemLine {
  lineId: string;
  title: string;
  qty: number | null;
}

/** A problem report: the flagged message's facts (its words and photos are the message's body and files). */
export interface OrderProblem {
  problemId: string;
  kind: OrderProblemKind;
  lines: OrderProblemLine[];
  status: 'open' | 'resolved';
  resolvedAt: string | null;
  /** The sales team's note when resolved (the buyer sees it). */
  resolution: string | null;
}

export interface OrderMessage extends ThreadMessage {
  /** Set when the message is a problem report. */
  problem: OrderProblem | null;
}

/** orderMessages.do / staff/orderMessages.do: the thread and what the reader may do in it now. */
export interface OrderThread {
  /** Oldest first. */
  messages: OrderMessage[];
  /** Why no new message may be written (a cancelled order's thread closes 30 days on), or null. */
  closed: string | null;
  /** Whether the buyer may report a problem now, why not, and until when (30 days after delivery). */
  problemReport: { allowed: boolean; reason: string | null; until: string | null };
}

/** On every order summary: the other side's messages the reader has not read, and the open problem reports. */
export interface OrderConversation {
  unread: number;
  openProblems: number;
}
