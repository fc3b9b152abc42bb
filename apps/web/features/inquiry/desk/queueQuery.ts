import { INQUIRY_LIMITS, staffInquiryQueueSchema } from '@sw/protocol';
import { z } from '@sw/protocol/z';
import { filtersHref, readFilters, type SearchParams } from '@/lib/queueQuery';

export type QueueInput = z.output<typeof staffInquiryQueueSchema>;
export type { SearchParams } from '@/lib/queueQuery';

/** The filters the queue's URL carries, in the order they are written. */
export const QUEUE_PARAMS = ['status', 'mode', 'mine', 'buyer', 'from', 'to', 'page'] as const;

export const QUEUE_PAGE_SIZE = 20;

/** The queue's filters from the URL; a bad one is dropped and named, the others kept. */
export function readQueueQuery(params: SearchParams): { input: QueueInput; raw: Record<string, string>; problems: string[] } {
  return readFilters(staffInquiryQueueSchema, QUEUE_PARAMS, params, Math.min(QUEUE_PAGE_SIZE, INQUIRY_LIMITS.maxPageSize));
}

/** The queue's URL with these filters (empty ones left out) on the given page. */
export function queueHref(raw: Record<string, string>, page?: number): string {
  return filtersHref('/admin/inquiries', QUEUE_PARAMS, raw, page);
}
