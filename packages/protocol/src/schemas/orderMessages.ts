import { z } from '../z';
import { CART_LIMITS, INQUIRY_LIMITS, ORDER_LIMITS } from '../limits';
import { idField, optional, text, wholeNumber } from './fields';
import { filesIn } from './inquiry';
import { orderIdField } from './order';

/**
 * Inputs of the order's conversation (erp/inquiryOrder/csite/ for the buyer, staff/ for the order desk): messages
 * with files (upload folder message/), and the buyer's problem reports after delivery (docs/workflows.md, Order
 * conversation).
 */

export const ORDER_THREAD_LIMITS = {
  maxMessage: INQUIRY_LIMITS.maxMessage,
  maxMessageFiles: INQUIRY_LIMITS.maxMessageFiles,
  maxProblemPhotos: 8,
  /** A problem may be reported this many days after delivery; a cancelled order's thread stays open as long. */
  problemDays: 30,
  closedThreadDays: 30,
} as const;

/** What went wrong with a delivered order. */
export const ORDER_PROBLEM_KINDS = ['damaged', 'wrong_item', 'missing_quantity', 'quality', 'other'] as const;
export type OrderProblemKind = (typeof ORDER_PROBLEM_KINDS)[number];

export const ORDER_PROBLEM_KIND_TEXT: Record<OrderProblemKind, string> = {
  damaged: 'Damaged goods',
  wrong_item: 'Wrong item',
  missing_quantity: 'Missing quantity',
  quality: 'Quality problem',
  other: 'Something else',
};

/** orderMessages.do / staff/orderMessages.do: the thread, oldest first (reading marks the other side's messages read). */
export const orderThreadSchema = z.object({ orderId: orderIdField() });

/** sendOrderMessage.do / staff/sendOrderMessage.do: words, files, or both. */
export const sendOrderMessageSchema = z
  .object({
    orderId: orderIdField(),
    body: text(ORDER_THREAD_LIMITS.maxMessage).default(''),
    files: filesIn('message', ORDER_THREAD_LIMITS.maxMessageFiles, 'Message files').default([]),
  })
  .refine((m) => m.body.length > 0 || m.files.length > 0, { error: 'Please write a message or attach a file.' });

/** One line the problem concerns; `qty`: how many pieces (optional). */
export const problemLineSchema = z.object({
  lineId: idField('Please choose a line of the order.'),
  qty: optional(wholeNumber(1, CART_LIMITS.maxQty, 'Please enter the pieces affected as a whole number.')),
});

/** reportOrderProblem.do: what happened, which lines (none only for 'other'), a description and photos. */
export const reportOrderProblemSchema = z
  .object({
    orderId: orderIdField(),
    kind: z.enum(ORDER_PROBLEM_KINDS, { error: 'Please choose what happened.' }),
    lines: z
      .array(problemLineSchema)
      .max(INQUIRY_LIMITS.maxLines)
      .refine((lines) => new Set(lines.map((l) => l.lineId)).size === lines.length, { error: 'Each line may appear once.' })
      .default([]),
    description: text(ORDER_THREAD_LIMITS.maxMessage).min(1, { error: 'Please describe what happened.' }),
    files: filesIn('message', ORDER_THREAD_LIMITS.maxProblemPhotos, 'Photos').default([]),
  })
  .refine((input) => input.kind === 'other' || input.lines.length > 0, { error: 'Please choose the lines the problem concerns.', path: ['lines'] });
export type ReportOrderProblemInput = z.input<typeof reportOrderProblemSchema>;

/** staff/resolveOrderProblem.do: the report is closed with a note for the buyer (audited, emailed). */
export const resolveOrderProblemSchema = z.object({
  problemId: idField('Please choose a problem report.'),
  note: text(ORDER_LIMITS.maxNote).min(1, { error: 'Please say how the problem was resolved.' }),
});
