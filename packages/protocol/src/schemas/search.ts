import { z } from '../z';
import { idField, optional } from './fields';
import { dayField } from './formats';

/** Inputs of the console's search part (staff/search/): trade synonyms and the searches that found nothing. */
export const SEARCH_LIMITS = {
  /** A synonym term: a word or a short phrase ('surgical steel'). */
  maxTerm: 40,
  /** A missed search is counted under its first this-many characters. */
  maxMissTerm: 100,
  /** The top missed searches of a week. */
  missesShown: 50,
  /** Weeks offered by the misses' week selector. */
  weeksShown: 12,
} as const;

/** How a synonym term is kept and compared: trimmed, lower case, inner spaces collapsed. */
export function normaliseSearchTerm(value: string): string {
  return value.trim().toLowerCase().replace(/\s+/g, ' ');
}

const term = (what: string) =>
  z
    .string({ error: `Please enter the ${what}.` })
    .transform(normaliseSearchTerm)
    .pipe(
      z
        .string()
        .min(1, { error: `Please enter the ${what}.` })
        .max(SEARCH_LIMITS.maxTerm, { error: `The ${what} may have at most ${SEARCH_LIMITS.maxTerm} characters.` }),
    );

/** staff/search/synonymAdd.do: one pair, applied both ways. */
export const synonymAddSchema = z.object({ term: term('term'), synonym: term('synonym') });

/** staff/search/synonymRemove.do. */
export const synonymRemoveSchema = z.object({ id: idField('Please choose a synonym.') });

/** staff/search/misses.do: the week (its Monday, YYYY-MM-DD); the current week when left out. */
export const searchMissesSchema = z.object({
  week: optional(dayField('a week', { verb: 'choose' })),
});
