import { MAIL_LIMITS, mailOutboxSchema } from '@sw/protocol';
import type { z } from 'zod';
import { filtersHref, readFilters, type SearchParams } from '@/lib/queueQuery';

export type MailQueueInput = z.output<typeof mailOutboxSchema>;

/** The filters the Mail desk's URL carries, in the order they are written. */
export const MAIL_QUEUE_PARAMS = ['state', 'keyword', 'page'] as const;
export const MAIL_QUEUE_PATH = '/admin/mail';

/** The Mail desk's filters from the URL; a bad one is dropped and named, the others kept. */
export function readMailQueue(params: SearchParams): { input: MailQueueInput; raw: Record<string, string>; problems: string[] } {
  // The desk has no date range: readFilters' from/to check simply finds none.
  return readFilters<z.ZodType<MailQueueInput & { from?: string; to?: string }>>(mailOutboxSchema, MAIL_QUEUE_PARAMS, params, MAIL_LIMITS.pageSize);
}

/** The Mail desk's URL with these filters on the given page. */
export function mailQueueHref(raw: Record<string, string>, page?: number): string {
  return filtersHref(MAIL_QUEUE_PATH, MAIL_QUEUE_PARAMS, raw, page);
}
