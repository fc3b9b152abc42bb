import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { inquiries } from '../../db/schema';

/** A buyer joined another company (workflows/joinCompany.ts): their old company's inquiries move with them. */
export async function moveInquiriesToCompany(tx: Tx, from: string, to: string): Promise<void> {
  await tx.update(inquiries).set({ companyId: to }).where(eq(inquiries.companyId, from));
}
