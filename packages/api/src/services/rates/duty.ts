import { asc, eq } from 'drizzle-orm';
import {
  formatMinor, MONEY_DIGITS, percentText, RES, toMinor, type DutyKind, type DutyRateRow, type ParsedInputOf, type tradeTerms,
} from '@sw/protocol';
import type { Db, Reader } from '../../db/client';
import { dutyRates, type DutyRateRecord } from '../../db/schema';
import { pgErrorCode, PG_UNIQUE_VIOLATION } from '../../db/errors';
import { ApiError, invalid } from '../../lib/errors';
import type { Member } from '../../lib/member';
import { recordAudit } from '../audit';
import { countryName, isListedCountry } from '../contact';

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

