import { isNull } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { categories, dutyRates, exchangeRates } from '../db/schema';

/**
 * The demo's trade terms (issue 39): every category is stainless-steel fashion jewellery made in China (HS 7117.19,
 * imitation jewellery of base metal), import duty for the EU, the UK and the US, what a US importer of Chinese goods
 * also pays (Section 301, the Merchandise Processing Fee, the Harbor Maintenance Fee on sea freight), each row's source
 * in its note, and two exchange rates, dated the day the demo is made (staff keep them up to date on the console).
 */
export async function seedTradeTerms(tx: Tx, today = new Date().toISOString().slice(0, 10)): Promise<void> {
  await tx.update(categories).set({ hsCode: '7117.19', originCountry: 'CN' }).where(isNull(categories.hsCode));
  await tx.insert(dutyRates).values([
    { country: 'EU', hsCode: '7117.19', rate: '4.00', ratesDate: today, note: 'EU Common Customs Tariff 7117 19 00, third-country duty' },
    { country: 'GB', hsCode: '7117.19', rate: '2.00', ratesDate: today, note: 'UK Global Tariff 7117 19 00' },
    { country: 'US', hsCode: '7117.19', rate: '11.00', ratesDate: today, note: 'HTSUS 7117.19.90, general rate' },
    {
      kind: 'additional', country: 'US', hsCode: '7117.19', origin: 'CN', label: 'Section 301 (goods of Chinese origin)', rate: '7.50', ratesDate: today,
      note: 'USTR Section 301 action on China, List 4A: HTSUS 9903.88.15, 7.5 % on 7117.19.90 (85 FR 3741)',
    },
    {
      kind: 'fee', country: 'US', label: 'Merchandise Processing Fee', rate: '0.3464', minimum: 3358n, maximum: 65150n, ratesDate: today,
      note: '19 U.S.C. 58c, 19 CFR 24.23: 0.3464 % ad valorem per formal entry, FY2026 minimum $33.58 and maximum $651.50 (CBP)',
    },
    {
      kind: 'fee', country: 'US', label: 'Harbor Maintenance Fee', mode: 'sea', rate: '0.125', ratesDate: today,
      note: '26 U.S.C. 4461, 19 CFR 24.24: 0.125 % of the value of commercial cargo unloaded at a US port (sea freight only)',
    },
  ]).onConflictDoNothing();
  await tx.insert(exchangeRates).values([
    { currency: 'EUR', rate: '0.921500', rateDate: today },
    { currency: 'GBP', rate: '0.789000', rateDate: today },
  ]).onConflictDoNothing();
}
