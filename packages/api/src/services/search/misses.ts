import { and, desc, eq, gt, lte, sql } from 'drizzle-orm';
import { SEARCH_LIMITS, type SearchMissWeek } from '@sw/protocol';
import type { Db } from '../../db/client';
import { searchMisses } from '../../db/schema';

/**
 * Searches that found nothing, counted per week and normalised term, without who searched: no member, session, address
 * or time of day beyond the week and the last miss. Every answer that found nothing counts, a cached one too (each is
 * a buyer who looked and left without goods); the count is one indexed upsert, on the miss path only.
 */

/** The Monday (UTC) of the week holding `at`, as YYYY-MM-DD. */
export function weekOf(at: Date): string {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day.toISOString().slice(0, 10);
}

/** What a miss is counted under: the words as typed, lower case, single spaces, at most SEARCH_LIMITS.maxMissTerm characters. */
export function missTerm(keyWords: string): string {
  return keyWords.toLowerCase().replace(/[\s\p{C}]+/gu, ' ').trim().slice(0, SEARCH_LIMITS.maxMissTerm).trim();
}

export async function countMiss(db: Db, keyWords: string, at: Date): Promise<void> {
  const term = missTerm(keyWords);
  if (!term) return;
  await db
    .insert(searchMisses)
    .values({ week: weekOf(at), term, count: 1, lastAt: at })
    .onConflictDoUpdate({
      target: [searchMisses.week, searchMisses.term],
      set: { count: sql`${searchMisses.count} + 1`, lastAt: sql`greatest(${searchMisses.lastAt}, excluded.last_at)` },
    });
}

const daysBefore = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00.000Z`) - days * 86_400_000).toISOString().slice(0, 10);

/** staff/search/misses.do: the week's most missed searches (most first), and the recent weeks with any. */
export async function missesOfWeek(db: Db, week: string | undefined, now: Date): Promise<SearchMissWeek> {
  const shown = weekOf(week ? new Date(`${week}T00:00:00.000Z`) : now);
  const current = weekOf(now);
  const [rows, weeks] = await Promise.all([
    db
      .select({ term: searchMisses.term, count: searchMisses.count, lastAt: searchMisses.lastAt })
      .from(searchMisses)
      .where(eq(searchMisses.week, shown))
      .orderBy(desc(searchMisses.count), searchMisses.term)
      .limit(SEARCH_LIMITS.missesShown),
    db
      .selectDistinct({ week: searchMisses.week })
      .from(searchMisses)
      .where(and(gt(searchMisses.week, daysBefore(current, SEARCH_LIMITS.weeksShown * 7)), lte(searchMisses.week, current)))
      .orderBy(desc(searchMisses.week)),
  ]);
  const weekList = [...new Set([current, shown, ...weeks.map((row) => row.week)])].sort().toReversed();
  return { week: shown, weeks: weekList, list: rows.map((row) => ({ term: row.term, count: row.count, lastAt: row.lastAt.toISOString() })) };
}
