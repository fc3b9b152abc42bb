import { ORDER_LIMITS, staffOrderQueueSchema, type OrderPaymentFilter } from '@sw/protocol';
import type { z } from 'zod';
import { filtersHref, readFilters, type SearchParams } from '@/lib/queueQuery';

export type OrderQueueInput = z.output<typeof staffOrderQueueSchema>;

/** The filters the order queue's URL carries, in the order they are written. */
export const ORDER_QUEUE_PARAMS = ['status', 'payment', 'kind', 'mine', 'buyer', 'from', 'to', 'late', 'report', 'page'] as const;

/** The money filters' names on the desk (services/order/list.ts). */
export const ORDER_PAYMENT_FILTER_TEXT: Record<OrderPaymentFilter, string> = {
  awaiting_deposit: 'Awaiting deposit',
  awaiting_balance: 'Awaiting balance',
  notices_to_confirm: 'Notices to confirm',
};
export const ORDER_QUEUE_PAGE_SIZE = Math.min(20, ORDER_LIMITS.maxPageSize);
export const ORDER_QUEUE_PATH = '/admin/orders';

/** The order queue's filters from the URL; a bad one is dropped and named, the others kept. */
export function readOrderQueue(params: SearchParams) {
  return readFilters(staffOrderQueueSchema, ORDER_QUEUE_PARAMS, params, ORDER_QUEUE_PAGE_SIZE);
}

/** The order queue's URL with these filters on the given page (a status tab passes its own status). */
export function orderQueueHref(raw: Record<string, string>, page?: number): string {
  return filtersHref(ORDER_QUEUE_PATH, ORDER_QUEUE_PARAMS, raw, page);
}
