import { eq } from 'drizzle-orm';
import type { Reader } from '../../db/client';
import { quotations } from '../../db/schema';

/** One quotation by its id, or undefined (the order detail names the quotation it was placed from). */
export async function findQuotation(db: Reader, quotationId: number): Promise<typeof quotations.$inferSelect | undefined> {
  return (await db.select().from(quotations).where(eq(quotations.id, quotationId)).limit(1))[0];
}
