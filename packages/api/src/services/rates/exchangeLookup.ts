import { desc, eq } from 'drizzle-orm';
import { rateText } from '@sw/protocol';
import type { Reader } from '../../db/client';
import { exchangeRates } from '../../db/schema';

/** A currency's current rate (its newest day on or before `day`), or null when none is kept. */
export async function currentExchangeRate(db: Reader, currency: string, day: string): Promise<{ rate: string; rateDate: string } | null> {
  const rows = await db.select().from(exchangeRates).where(eq(exchangeRates.currency, currency)).orderBy(desc(exchangeRates.rateDate));
  const row = rows.find((candidate) => candidate.rateDate <= day);
  return row ? { rate: rateText(row.rate), rateDate: row.rateDate } : null;
}
