import { eq } from 'drizzle-orm';
import type { Incoterm } from '@sw/protocol';
import type { Reader } from '../../db/client';
import { companyTradeDefaults } from '../../db/schema';

/** A company's default Incoterm (staff/tradeTerms/saveCompanyDefault.do): new quotations for its inquiries start from it. */

export async function companyTradeDefault(db: Reader, companyId: string): Promise<{ incoterm: Incoterm; place: string | null } | null> {
  const [row] = await db.select().from(companyTradeDefaults).where(eq(companyTradeDefaults.companyId, companyId)).limit(1);
  return row ? { incoterm: row.incoterm, place: row.place } : null;
}
