import { isNull } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { categories, dutyRates, exchangeRates } from '../db/schema';

/**
 * The demo's trade terms (issue 39): every category is stainless-steel fashion jewellery made in China (HS 7117.19,
 * imitation jewellery of base metal), import duty for the EU, the UK and the US, and two exchange rates, dated the day
 * the demo is made (staff keep them up to date on the console).
 */
export async function seedTradeTerms(tx: Tx, today = new Date().toISOString().slice(0, 10)): Promise<void> {
  await tx.update(categories).set({ hsCode: '7117.19', originCountry: 'CN' }).where(isNull(categories.hsCode));
  await tx.insert(dutyRates).values([
    { country: 'EU', hsCode: '7117.19', rate: '4.00', ratesDate: today, note: 'EU Common Customs Tariff 7117 19 00, third-country duty' },
    { country: 'GB', hsCode: '7117.19', rate: '2.00', ratesDate: today, note: 'UK Global Tariff 7117 19 00' },
    { country: 'US', hsCode: '7117.19', rate: '11.00', ratesDate: today, note: 'HTSUS 7117.19.90, general rate' },
  ]).onConflictDoNothing();
  await tx.insert(exchangeRates).values([
    { currency: 'EUR', rate: '0.921500', rateDate: today },
    { currency: 'GBP', rate: '0.789000', rateDate: today },
  ]).onConflictDoNothing();
}
