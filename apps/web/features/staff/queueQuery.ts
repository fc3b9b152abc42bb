import { INQUIRY_LIMITS, staffInquiryQueueSchema } from '@sw/protocol';
import { z } from 'zod';

export type QueueInput = z.output<typeof staffInquiryQueueSchema>;
export type SearchParams = Record<string, string | string[] | undefined>;

/** The filters the queue's URL carries, in the order they are written. */
export const QUEUE_PARAMS = ['status', 'mode', 'buyer', 'from', 'to', 'page'] as const;

export const QUEUE_PAGE_SIZE = 20;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.trim() ?? '';

/**
 * The queue's filters from the URL: each one is checked on its own, so one bad value (a hand-edited date)
 * is dropped and named instead of emptying the whole queue.
 */
export function readQueueQuery(params: SearchParams): { input: QueueInput; raw: Record<string, string>; problems: string[] } {
  const raw: Record<string, string> = {};
  for (const key of QUEUE_PARAMS) {
    const value = first(params[key]);
    if (value) raw[key] = value;
  }
  const candidate: Record<string, unknown> = { ...raw, pageSize: Math.min(QUEUE_PAGE_SIZE, INQUIRY_LIMITS.maxPageSize) };
  delete candidate.page;
  if (raw.page) candidate.pageNum = Number(raw.page);
  const problems: string[] = [];
  for (;;) {
    const parsed = staffInquiryQueueSchema.safeParse(candidate);
    if (parsed.success) {
      if (parsed.data.from && parsed.data.to && parsed.data.from > parsed.data.to) {
        problems.push('The "from" date is after the "to" date.');
        delete candidate.to;
        continue;
      }
      return { input: parsed.data, raw, problems };
    }
    const issue = parsed.error.issues[0]!;
    const key = String(issue.path[0] ?? '');
    if (!(key in candidate)) return { input: { pageSize: QUEUE_PAGE_SIZE }, raw, problems: [issue.message] };
    problems.push(issue.message);
    delete candidate[key];
  }
}

/** The queue's URL with these filters (empty ones left out) on the given page. */
export function queueHref(raw: Record<string, string>, page?: number): string {
  const query = new URLSearchParams();
  for (const key of QUEUE_PARAMS) {
    if (key === 'page') continue;
    if (raw[key]) query.set(key, raw[key]);
  }
  if (page && page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `/admin/inquiries?${text}` : '/admin/inquiries';
}
