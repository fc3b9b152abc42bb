import { and, asc, eq, inArray, lt } from 'drizzle-orm';
import type { Reader } from '../../db/client';
import { inquiries } from '../../db/schema';

/** The inquiries the scheduled jobs (services/jobs/) look at, read by their owner (issue 50: a service reads only its own tables). */

/** The ids of the quoted inquiries (the quotation reminders). */
export async function quotedInquiryIds(db: Reader): Promise<number[]> {
  return (await db.select({ id: inquiries.id }).from(inquiries).where(eq(inquiries.status, 'quoted'))).map((row) => row.id);
}

/** The inquiry, locked until the transaction ends, while it is still quoted; otherwise undefined. */
export async function lockQuotedInquiry(db: Reader, inquiryId: number) {
  const [row] = await db.select().from(inquiries).where(and(eq(inquiries.id, inquiryId), eq(inquiries.status, 'quoted'))).for('update');
  return row;
}

/** The inquiries waiting for the sales team since before `since`, longest waiting first (the daily digest). */
export function inquiriesWaitingSince(db: Reader, since: Date) {
  return db
    .select({ id: inquiries.id, inquiryNo: inquiries.inquiryNo, title: inquiries.title, status: inquiries.status, theme: inquiries.theme, updatedAt: inquiries.updatedAt })
    .from(inquiries)
    .where(and(inArray(inquiries.status, ['submitted', 'revision_requested']), lt(inquiries.updatedAt, since)))
    .orderBy(asc(inquiries.updatedAt));
}
