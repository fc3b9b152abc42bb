import { and, desc, eq, ne } from 'drizzle-orm';
import { CATALOGUE_CURRENCY, isLargeRateMove, RATE_MOVE_PERCENT, rateMovePercent, rateText, RES, type ExchangeRateRow, type ParsedInputOf, type tradeTerms } from '@sw/protocol';
import type { Db, Reader } from '../../db/client';
import { exchangeRates, type ExchangeRateRecord } from '../../db/schema';
import { pgErrorCode, PG_UNIQUE_VIOLATION } from '../../db/errors';
import { ApiError } from '../../lib/errors';
import type { Member } from '../../lib/member';
import { recordAudit } from '../audit';
import { formatDay } from '../documents';

/**
 * The exchange-rate table (staff/tradeTerms/exchangeRates.do ...): units of a currency for one US dollar (the
 * catalogue's currency) as of a day. We fetch nothing from outside; the newest day of a currency is its current rate,
 * which a quotation in that currency is locked at when saved.
 */

type SaveInput = ParsedInputOf<typeof tradeTerms.saveExchangeRate>;

function toRow(row: ExchangeRateRecord): ExchangeRateRow {
  return { id: String(row.id), currency: row.currency, catalogueCurrency: CATALOGUE_CURRENCY, rate: rateText(row.rate), rateDate: row.rateDate };
}

const facts = (row: ExchangeRateRecord) => ({ currency: row.currency, rate: rateText(row.rate), rateDate: row.rateDate });

export async function listExchangeRates(db: Reader): Promise<ExchangeRateRow[]> {
  const rows = await db.select().from(exchangeRates).orderBy(exchangeRates.currency, desc(exchangeRates.rateDate));
  return rows.map(toRow);
}

/**
 * A rate that moves more than RATE_MOVE_PERCENT from the currency's last one (its newest other row) is a typo as often
 * as a market: refused with 20012 and the question, which the console's form asks before sending `confirmMove`.
 */
async function checkMove(tx: Reader, input: SaveInput): Promise<void> {
  if (input.confirmMove) return;
  const others = and(eq(exchangeRates.currency, input.currency), input.id ? ne(exchangeRates.id, input.id) : undefined);
  const [last] = await tx.select().from(exchangeRates).where(others).orderBy(desc(exchangeRates.rateDate)).limit(1);
  if (!last || !isLargeRateMove(rateText(last.rate), input.rate)) return;
  throw new ApiError(
    RES.CONFIRM_REQUIRED,
    `1 ${CATALOGUE_CURRENCY} = ${rateText(input.rate)} ${input.currency} is ${rateMovePercent(rateText(last.rate), input.rate)} % away from the last rate, ${rateText(last.rate)} ${input.currency} of ${formatDay(last.rateDate)} (more than ${RATE_MOVE_PERCENT} %). Is it right?`,
  );
}

export async function saveExchangeRate(db: Db, member: Member, input: SaveInput): Promise<ExchangeRateRow> {
  try {
    return await db.transaction(async (tx) => {
      const [before] = input.id ? await tx.select().from(exchangeRates).where(eq(exchangeRates.id, input.id)).for('update') : [];
      if (input.id && !before) throw new ApiError(RES.NOT_FOUND, 'This exchange rate was not found: it may have been deleted. Please reload the page.');
      await checkMove(tx, input);
      const values = { currency: input.currency, rate: input.rate, rateDate: input.rateDate };
      const [saved] = before
        ? await tx.update(exchangeRates).set(values).where(eq(exchangeRates.id, before.id)).returning()
        : await tx.insert(exchangeRates).values(values).returning();
      await recordAudit(tx, member, {
        action: 'exchangeRate.save', targetType: 'exchangeRate', targetId: saved!.id,
        summary: `Exchange rate 1 ${CATALOGUE_CURRENCY} = ${rateText(saved!.rate)} ${saved!.currency} on ${saved!.rateDate}`,
        before: before ? facts(before) : null, after: facts(saved!),
      });
      return toRow(saved!);
    });
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw new ApiError(RES.CONFLICT, `A ${input.currency} rate for ${input.rateDate} is already kept. Please change that row instead.`);
    throw error;
  }
}

export async function deleteExchangeRate(db: Db, member: Member, id: number): Promise<{ deleted: true }> {
  return db.transaction(async (tx) => {
    const [gone] = await tx.delete(exchangeRates).where(eq(exchangeRates.id, id)).returning();
    if (!gone) throw new ApiError(RES.NOT_FOUND, 'This exchange rate was not found: it may have been deleted already. Please reload the page.');
    await recordAudit(tx, member, {
      action: 'exchangeRate.delete', targetType: 'exchangeRate', targetId: gone.id,
      summary: `Exchange rate ${gone.currency} of ${gone.rateDate} deleted`, before: facts(gone), after: null,
    });
    return { deleted: true };
  });
}

