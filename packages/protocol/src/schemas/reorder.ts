import { z } from '../z';
import { INQUIRY_LIMITS } from '../limits';
import { idField, optional, wholeNumber } from './fields';
import { orderIdField } from './order';

/** Ordering again (docs/protocol.md, Ordering again): inputs of orderAgain.do and the staff's dueToReorder.do. */

export const REORDER_LIMITS = {
  /** 'Your usual' lists at most this many goods (the soonest due first). */
  maxUsual: 24,
  /** 'Your usual' and the due list look only at orders placed in the last this many days (each aggregation stays bounded). */
  windowDays: 540,
  /** The due list's overdue threshold: now past last + this × the usual interval. */
  dueFactor: 1.2,
  maxPageSize: 50,
} as const;

/**
 * orderAgain.do: the whole order, or only the lines named in `lineIds` (an order line's id, as viewOrder.do answers
 * it in `lines[].lineId`).
 */
export const orderAgainSchema = z.object({
  orderId: orderIdField(),
  lineIds: optional(
    z
      .array(idField('Please choose a line of the order.'))
      .min(1, { error: 'Please choose a line of the order.' })
      .max(INQUIRY_LIMITS.maxLines, { error: `At most ${INQUIRY_LIMITS.maxLines} lines at once.` }),
  ),
});
export type OrderAgainInput = z.input<typeof orderAgainSchema>;

/** dueToReorder.do: one page of the list, most overdue first. */
export const dueToReorderSchema = z.object({
  pageNum: optional(wholeNumber(1, 10_000)),
  pageSize: optional(wholeNumber(1, REORDER_LIMITS.maxPageSize)),
});
