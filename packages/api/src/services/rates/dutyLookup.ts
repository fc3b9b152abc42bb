import { asc, inArray } from 'drizzle-orm';
import { dutyTerritories, EU_COUNTRIES, hsHeadings, percentText, type Country } from '@sw/protocol';
import type { Reader } from '../../db/client';
import { dutyRates, type DutyRateRecord } from '../../db/schema';
import type { TariffRow } from '../tradeTerms';
import { countryList } from '../contact';

/** What other domains read of the duty-rate table (a landed-cost estimate, the destinations to compare); read only. */

/** A duty-table row as the estimate takes it (tradeTerms' TariffRow): minimum and maximum in the catalogue's minor units. */
export type DutyTableRow = TariffRow;

const asTariff = (row: DutyRateRecord): DutyTableRow => ({
  kind: row.kind, label: row.label, rate: percentText(row.rate), ratesDate: row.ratesDate, note: row.note, mode: row.mode, minimum: row.minimum, maximum: row.maximum,
});

/** The most precise row of `rows` for an HS code: the longest heading first, the country's own row before its union's. */
function mostPrecise(rows: readonly DutyRateRecord[], territories: readonly string[], hsCode: string): DutyRateRecord | null {
  for (const heading of hsHeadings(hsCode)) {
    for (const territory of territories) {
      const row = rows.find((candidate) => candidate.country === territory && candidate.hsCode === heading);
      if (row) return row;
    }
  }
  return null;
}

const feeKey = (row: DutyRateRecord) => `${row.label}|${row.mode ?? ''}`;

/**
 * What a destination's duty table says about goods: per line (its HS code and origin) the general duty and the
 * additional duties on its origin (the most precise row of each), and the fees per entry of every mode (the estimate
 * keeps those of its freight mode). A country's own fees come before its union's of the same name.
 */
export async function tariffFor(db: Reader, country: string, goods: readonly { hsCode: string | null; origin: string | null }[]): Promise<{ lines: { duty: DutyTableRow | null; additional: DutyTableRow[] }[]; fees: DutyTableRow[] }> {
  const territories = dutyTerritories(country);
  const rows = await db.select().from(dutyRates).where(inArray(dutyRates.country, territories)).orderBy(asc(dutyRates.id));
  const general = rows.filter((row) => row.kind === 'duty');
  const lines = goods.map(({ hsCode, origin }) => {
    if (!hsCode) return { duty: null, additional: [] };
    const duty = mostPrecise(general, territories, hsCode);
    const additional = rows.filter((row) => row.kind === 'additional' && row.origin === origin);
    const labels = [...new Set(additional.map((row) => row.label))];
    const found = labels.map((label) => mostPrecise(additional.filter((row) => row.label === label), territories, hsCode)).filter((row): row is DutyRateRecord => row !== null);
    return { duty: duty ? asTariff(duty) : null, additional: found.map(asTariff) };
  });
  const fees = rows.filter((row) => row.kind === 'fee').sort((a, b) => territories.indexOf(a.country) - territories.indexOf(b.country));
  const ownFees = fees.filter((row, i) => fees.findIndex((other) => feeKey(other) === feeKey(row)) === i);
  return { lines, fees: ownFees.map(asTariff) };
}

/** The destinations a buyer can compare: every listed country with a row of its own or of its union's. */
export async function dutyDestinations(db: Reader): Promise<Country[]> {
  const kept = new Set((await db.selectDistinct({ country: dutyRates.country }).from(dutyRates)).map((row) => row.country));
  return countryList().filter((country) => kept.has(country.code) || (kept.has('EU') && EU_COUNTRIES.includes(country.code)));
}
