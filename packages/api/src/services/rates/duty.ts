import { asc, eq, inArray } from 'drizzle-orm';
import {
  dutyTerritories, EU_COUNTRIES, formatMinor, hsHeadings, MONEY_DIGITS, percentText, RES, toMinor, type Country, type DutyKind, type DutyRateRow, type ParsedInputOf, type tradeTerms,
} from '@sw/protocol';
import type { Db, Reader } from '../../db/client';
import { dutyRates, type DutyRateRecord } from '../../db/schema';
import { pgErrorCode, PG_UNIQUE_VIOLATION } from '../../db/errors';
import { ApiError, invalid } from '../../lib/errors';
import type { Member } from '../../lib/member';
import { recordAudit } from '../audit';
import type { TariffRow } from '../tradeTerms';
import { countryList, countryName, isListedCountry } from '../contact';

/**
 * The duty-rate table (staff/tradeTerms/dutyRates.do ...): per destination, the import duty in percent per HS code or
 * heading, additional duties on goods of one origin, and fees per entry (with a least and a most, some for one freight
 * mode), each with the day staff checked it and where they read it. A landed-cost estimate takes the most precise row
 * for a line's code in the destination's own rows, then its customs union's ('EU').
 */

type SaveInput = ParsedInputOf<typeof tradeTerms.saveDutyRate>;

const territoryName = (code: string) => (code === 'EU' ? 'European Union' : countryName(code));

const moneyOrNull = (minor: bigint | null) => (minor === null ? null : formatMinor(minor, MONEY_DIGITS));

function toRow(row: DutyRateRecord): DutyRateRow {
  return {
    id: String(row.id), kind: row.kind, country: row.country, countryName: territoryName(row.country), hsCode: row.hsCode,
    origin: row.origin, mode: row.mode, label: row.label, rate: percentText(row.rate),
    minimum: moneyOrNull(row.minimum), maximum: moneyOrNull(row.maximum), ratesDate: row.ratesDate, note: row.note,
  };
}

const facts = (row: DutyRateRecord) => {
  const { id: _id, countryName: _name, ...kept } = toRow(row);
  return kept;
};

/** 'Duty rate US 7117.19', 'Section 301 (US, 7117.19, origin CN)', 'Merchandise Processing Fee (US)'. */
function rowName(row: { kind: DutyKind; country: string; hsCode?: string | null; origin?: string | null; label?: string | null }): string {
  if (row.kind === 'duty') return `Duty rate ${row.country} ${row.hsCode}`;
  return `${row.label} (${[row.country, row.hsCode, row.origin ? `origin ${row.origin}` : null].filter(Boolean).join(', ')})`;
}

export async function listDutyRates(db: Reader): Promise<DutyRateRow[]> {
  const rows = await db.select().from(dutyRates).orderBy(asc(dutyRates.country), asc(dutyRates.hsCode));
  return rows.map(toRow);
}

export async function saveDutyRate(db: Db, member: Member, input: SaveInput): Promise<DutyRateRow> {
  if (input.country !== 'EU' && !isListedCountry(input.country)) throw invalid('country: Please choose a country from the list, or EU for the European Union.');
  try {
    return await db.transaction(async (tx) => {
      const [before] = input.id ? await tx.select().from(dutyRates).where(eq(dutyRates.id, input.id)).for('update') : [];
      if (input.id && !before) throw new ApiError(RES.NOT_FOUND, 'This duty rate was not found: it may have been deleted. Please reload the page.');
      const values = {
        kind: input.kind, country: input.country, hsCode: input.hsCode ?? null, origin: input.origin ?? null, mode: input.mode ?? null,
        label: input.kind === 'duty' ? null : (input.label ?? null), rate: input.rate,
        minimum: input.minimum ? toMinor(input.minimum) : null, maximum: input.maximum ? toMinor(input.maximum) : null,
        ratesDate: input.ratesDate, note: input.note ?? null, updatedAt: new Date(),
      };
      const [saved] = before
        ? await tx.update(dutyRates).set(values).where(eq(dutyRates.id, before.id)).returning()
        : await tx.insert(dutyRates).values(values).returning();
      await recordAudit(tx, member, {
        action: 'dutyRate.save', targetType: 'dutyRate', targetId: saved!.id,
        summary: `${rowName(saved!)}: ${percentText(saved!.rate)} % (checked ${saved!.ratesDate})`,
        before: before ? facts(before) : null, after: facts(saved!),
      });
      return toRow(saved!);
    });
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) {
      const what = input.kind === 'duty' ? `A duty rate for ${territoryName(input.country)} and HS ${input.hsCode}` : `${rowName(input)} for ${territoryName(input.country)}`;
      throw new ApiError(RES.CONFLICT, `${what} is already kept. Please change that row instead.`);
    }
    throw error;
  }
}

export async function deleteDutyRate(db: Db, member: Member, id: number): Promise<{ deleted: true }> {
  return db.transaction(async (tx) => {
    const [gone] = await tx.delete(dutyRates).where(eq(dutyRates.id, id)).returning();
    if (!gone) throw new ApiError(RES.NOT_FOUND, 'This duty rate was not found: it may have been deleted already. Please reload the page.');
    await recordAudit(tx, member, {
      action: 'dutyRate.delete', targetType: 'dutyRate', targetId: gone.id,
      summary: `${rowName(gone)} deleted`, before: facts(gone), after: null,
    });
    return { deleted: true };
  });
}

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
