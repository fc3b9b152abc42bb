import { and, count, eq, inArray } from 'drizzle-orm';
import { OPEN_INQUIRY_STATUSES } from '@sw/protocol';
import type { Reader } from '../../db/client';
import { inquiries } from '../../db/schema';

/** How many of the company's inquiries still need someone to act (the account menu's counter, spec §2). */
export async function openInquiryCount(db: Reader, companyId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(inquiries).where(and(eq(inquiries.companyId, companyId), inArray(inquiries.status, OPEN_INQUIRY_STATUSES)));
  return row?.n ?? 0;
}
