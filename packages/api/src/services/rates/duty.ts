import { asc, eq, inArray } from 'drizzle-orm';
import { dutyTerritories, EU_COUNTRIES, hsHeadings, RES, type Country, type DutyRateRow, type ParsedInputOf, type tradeTerms } from '@sw/protocol';
import type { Db, Reader } from '../../db/client';
import { dutyRates, type DutyRateRecord } from '../../db/schema';
import { pgErrorCode, PG_UNIQUE_VIOLATION } from '../../db/errors';
import { ApiError, invalid } from '../../lib/errors';
import type { Member } from '../../lib/member';
import { recordAudit } from '../audit';
import { countryList, countryName, isListedCountry } from '../contact';

/**
 * The duty-rate table (staff/tradeTerms/dutyRates.do ...): import duty in percent per destination and HS code or
 * heading, with the day staff checked it. A landed-cost estimate takes the most precise row for a line's code in the
 * destination's own row, then its customs union's ('EU').
 */

type SaveInput = ParsedInputOf<typeof tradeTerms.saveDutyRate>;

const territoryName = (code: string) => (code === 'EU' ? 'European Union' : countryName(code));

function toRow(row: DutyRateRecord): DutyRateRow {
  return {
    id: String(row.id), country: row.country, countryName: territoryName(row.country), hsCode: row.hsCode,
    rate: row.rate, ratesDate: row.ratesDate, note: row.note,
  };
}

const facts = (row: DutyRateRecord) => ({ country: row.country, hsCode: row.hsCode, rate: row.rate, ratesDate: row.ratesDate, note: row.note });

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
      const values = { country: input.country, hsCode: input.hsCode, rate: input.rate, ratesDate: input.ratesDate, note: input.note ?? null, updatedAt: new Date() };
      const [saved] = before
        ? await tx.update(dutyRates).set(values).where(eq(dutyRates.id, before.id)).returning()
        : await tx.insert(dutyRates).values(values).returning();
      await recordAudit(tx, member, {
        action: 'dutyRate.save', targetType: 'dutyRate', targetId: saved!.id,
        summary: `Duty rate ${saved!.country} ${saved!.hsCode}: ${saved!.rate} % (checked ${saved!.ratesDate})`,
        before: before ? facts(before) : null, after: facts(saved!),
      });
      return toRow(saved!);
    });
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) {
      throw new ApiError(RES.CONFLICT, `A duty rate for ${territoryName(input.country)} and HS ${input.hsCode} is already kept. Please change that row instead.`);
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
      summary: `Duty rate ${gone.country} ${gone.hsCode} deleted`, before: facts(gone), after: null,
    });
    return { deleted: true };
  });
}

/** The rate that applies to an HS code in a destination: the most precise heading, the country's own row before its union's. */
export async function dutyRateFor(db: Reader, country: string, hsCode: string): Promise<{ rate: string; ratesDate: string } | null> {
  const territories = dutyTerritories(country);
  const headings = hsHeadings(hsCode);
  const rows = await db.select().from(dutyRates).where(inArray(dutyRates.country, territories));
  for (const heading of headings) {
    for (const territory of territories) {
      const row = rows.find((candidate) => candidate.country === territory && candidate.hsCode === heading);
      if (row) return { rate: row.rate, ratesDate: row.ratesDate };
    }
  }
  return null;
}

/** The destinations a buyer can compare: every listed country with a row of its own or of its union's. */
export async function dutyDestinations(db: Reader): Promise<Country[]> {
  const kept = new Set((await db.selectDistinct({ country: dutyRates.country }).from(dutyRates)).map((row) => row.country));
  return countryList().filter((country) => kept.has(country.code) || (kept.has('EU') && EU_COUNTRIES.includes(country.code)));
}
